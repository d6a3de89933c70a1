import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { i18n } from '#i18n';
import { canRedo, canUndo } from '../engine';
import type { GamePageModel } from '../state/game-page-model';
import { HintButton } from './HintButton';
import { lazyView } from './lazy-view';
import { catchLostFocus } from './lost-focus';
import { clockText, VARIANT_WORDS } from './names';
import { SettingsButton } from './SettingsButton';
import { StatsButton } from './StatsButton';
import { SyncMark } from './SyncMark';
import { VerdictMark } from './VerdictMark';
import './button.css';
import './GameBar.css';
import './stat.css';

// Finish is offered only once the solver has proved a win, which is never before the first paint.
const FinishButton = lazyView(() => import('./FinishButton').then((module) => module.FinishButton));

// "Daily deal" loads after the first paint (lazy-view.ts), with the daily deal's rule.
const DailyDealTag = lazyView(() => import('./DailyDealTag').then((module) => module.DailyDealTag));

/** How long "Copied" shows after the deal was copied, ms. */
const COPY_FEEDBACK_MS = 1600;

interface GameBarProps {
  /** The page's stores: the game, play, the solver, the statistics and the sync status. */
  model: GamePageModel;
  onNewGame: () => void;
}

/**
 * The game bar (docs/rules.md, Score, moves and time): the variant's name over the deal code (a
 * click on the code copies the deal), time as m:ss, moves and score, the "not synced" mark, the
 * verdict mark, Finish (once a win is proved with nothing hidden), Hint, Undo, Redo, Statistics
 * and New game; first, the way to the settings.
 */
export function GameBar({ model, onNewGame }: GameBarProps) {
  const { game, play, solver, syncStatus, settings } = model;
  const ending = model.ending.current.value;
  const copyState = useSignal<'idle' | 'copied' | 'failed'>('idle');
  const resetCopy = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(resetCopy.current), []);
  const current = game.current.value;

  // "Copy deal": the code in one line of the player's language, which the New game dialog's
  // deal code field reads as it is (docs/rules.md, Deal codes).
  async function copyDeal() {
    clearTimeout(resetCopy.current);
    const line = i18n.t('bar.dealLine', [VARIANT_WORDS[current.variant].name(), current.code]);
    try {
      await navigator.clipboard.writeText(line);
      copyState.value = 'copied';
    } catch {
      copyState.value = 'failed';
    }
    resetCopy.current = setTimeout(() => {
      copyState.value = 'idle';
    }, COPY_FEEDBACK_MS);
  }

  // Calm play: a figure the player hid is not drawn (the game keeps it for the statistics); none
  // shows before the settings are read, so a hidden one never flashes up.
  const { showClock, showScore } = settings.settings.value;
  const isRead = settings.isLoaded.value;
  const figures = [
    isRead &&
      showClock && {
        label: i18n.t('bar.time'),
        value: clockText(game.elapsedMs.value),
        isClock: true,
      },
    { label: i18n.t('bar.moves'), value: i18n.number(current.moves) },
    isRead && showScore && { label: i18n.t('bar.score'), value: i18n.number(current.score) },
  ].filter((figure) => figure !== false);
  return (
    <header class="game-bar">
      <div class="game-bar__deal">
        {/* On the deal's side: the actions' side has no room to spare beside the verdict mark
            without pushing the stats off the middle. */}
        <SettingsButton />
        {/* The variant's name stands before the button, not in it: a button's name must hold
            the words it shows (WCAG 2.5.3, Label in Name), and "Copy deal" names the code
            alone. */}
        <DailyDealTag game={game} />
        <span class="deal-code__variant">{VARIANT_WORDS[current.variant].name()}</span>
        <span class="deal-code__copy">
          <button
            type="button"
            class="deal-code"
            aria-label={i18n.t('bar.copyDeal', [current.code])}
            onClick={copyDeal}
          >
            <span class="deal-code__code">{current.code}</span>
            <svg class="deal-code__icon" viewBox="0 0 16 16" aria-hidden="true">
              <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
              <path d="M10.5 3.5v-.5A1.5 1.5 0 0 0 9 1.5H4A1.5 1.5 0 0 0 2.5 3v5A1.5 1.5 0 0 0 4 9.5h.5" />
            </svg>
          </button>
          <span class="deal-code__feedback" role="status">
            {copyState.value === 'copied' && i18n.t('bar.copied')}
            {copyState.value === 'failed' && i18n.t('bar.copyFailed')}
          </span>
        </span>
      </div>
      <dl class="game-bar__stats">
        {figures.map(({ label, value, isClock }) => (
          <div class="stat" key={label}>
            <dt>{label}</dt>
            {/* The clock is found by its mark in a kept snapshot of the board, whose time a page
                brings up to date (components/take-snapshot.ts, withClockOf). */}
            <dd data-clock={isClock ? '' : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
      <div class="game-bar__actions">
        <SyncMark status={syncStatus} />
        <VerdictMark solver={solver} isDealt={current.moves === 0} />
        {ending && <FinishButton finish={ending.finish} motion={model.motion} game={game} />}
        <HintButton solver={solver} isPlaying={current.status === 'playing'} />
        <button
          type="button"
          class="button button--drawn"
          disabled={!canUndo(current)}
          onClick={() => {
            play.undo();
            // The last undo turns this button off, which drops the focus.
            catchLostFocus();
          }}
          aria-keyshortcuts="Control+Z Meta+Z"
        >
          {arrow()}
          {i18n.t('bar.undo')}
        </button>
        <button
          type="button"
          class="button button--drawn button--redo"
          disabled={!canRedo(current)}
          onClick={() => {
            play.redo();
            catchLostFocus();
          }}
          aria-keyshortcuts="Control+Shift+Z Control+Y Meta+Shift+Z"
        >
          {arrow()}
          {i18n.t('bar.redo')}
        </button>
        <StatsButton stats={ending?.stats ?? null} variant={current.variant} />
        <button type="button" class="button button--primary" onClick={onNewGame}>
          {i18n.t('bar.newGame')}
        </button>
      </div>
    </header>
  );
}

/**
 * Undo's arrow, turned for Redo: shown in the compact bar in the word's place (button.css;
 * docs/rules.md, Score, moves and time). Called, not a component: as one, it was drawn again
 * with the bar at every move, two renders an action more.
 */
function arrow() {
  return (
    <svg class="bar-icon" viewBox="0 0 16 16" aria-hidden="true">
      <path d="M6 2 2.5 5.5 6 9M3 5.5h6.5a4 4 0 0 1 0 8H7" />
    </svg>
  );
}
