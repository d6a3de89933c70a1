import type { ReadonlySignal } from '@preact/signals';
import { useId } from 'preact/hooks';
import { i18n } from '#i18n';
import type { GameStore } from '../state/game-store';
import type { Settings } from '../state/settings';
import { clockText } from './names';
import { ShareButton } from './ShareButton';
import './button.css';
import './sheet-tokens.css';
import './EndingNote.css';
import './stat.css';

/** What the figures of an ended game are shown with: the player's settings (calm play). */
export interface FiguresProps {
  game: GameStore;
  settings: ReadonlySignal<Settings>;
}

/**
 * The figures of an ended game: time, moves and score, without the time or the score the player
 * hides (docs/rules.md, Score, moves and time: calm play).
 */
export function EndingFigures({ game, settings }: FiguresProps) {
  const { moves, score } = game.current.peek();
  const { showClock, showScore } = settings.value;
  return (
    <dl class="summary">
      {showClock && (
        <div class="stat">
          <dt>{i18n.t('bar.time')}</dt>
          <dd>{clockText(game.elapsedMs.peek())}</dd>
        </div>
      )}
      <div class="stat">
        <dt>{i18n.t('bar.moves')}</dt>
        <dd>{i18n.number(moves)}</dd>
      </div>
      {showScore && (
        <div class="stat">
          <dt>{i18n.t('bar.score')}</dt>
          <dd>{i18n.number(score)}</dd>
        </div>
      )}
    </dl>
  );
}

interface EndingActionsProps {
  /** The ended game: a won daily deal adds Share. */
  game: GameStore;
  /** The player's settings: Share leaves out the time of a hidden clock. */
  settings: ReadonlySignal<Settings>;
  onNewGame: () => void;
  onClose: () => void;
  class: string;
}

/**
 * The two ways out of an ended game: New game (first, the one it leads to) and Close; Share
 * between them after a win of the daily deal.
 */
export function EndingActions({
  game,
  settings,
  onNewGame,
  onClose,
  class: className,
}: EndingActionsProps) {
  return (
    <div class={className}>
      <button type="button" class="button button--primary" onClick={onNewGame}>
        {i18n.t('bar.newGame')}
      </button>
      <ShareButton game={game} settings={settings} />
      <button type="button" class="button" onClick={onClose}>
        {i18n.t('dialog.close')}
      </button>
    </div>
  );
}

interface EndingNoteProps extends FiguresProps {
  onNewGame: () => void;
  onClose: () => void;
}

/**
 * The end of a game as a page shows it when it was not played to its end there (another tab, a
 * reload): a note over the ended board, not a dialog, so it takes no focus and holds no key.
 */
export function EndingNote({ game, settings, onNewGame, onClose }: EndingNoteProps) {
  const titleId = useId();
  const isWon = game.current.peek().status === 'won';
  return (
    <section class="ending-note" aria-labelledby={titleId}>
      <h2 id={titleId} class="ending-note__title">
        {isWon ? i18n.t('won.title') : i18n.t('moveLimit.title')}
      </h2>
      <EndingFigures game={game} settings={settings} />
      <EndingActions
        class="ending-note__actions"
        game={game}
        settings={settings}
        onNewGame={onNewGame}
        onClose={onClose}
      />
    </section>
  );
}
