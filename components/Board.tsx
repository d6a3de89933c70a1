import { computed, type ReadonlySignal, useComputed, useSignal } from '@preact/signals';
import { useLayoutEffect, useMemo, useRef } from 'preact/hooks';
import { i18n } from '#i18n';
import { destinationsOf, type Move } from '../engine';
import type { GameStore } from '../state/game-store';
import type { Play } from '../state/play';
import type { Settings } from '../state/settings';
import { Announcer, type Spoken } from './Announcer';
import { FoundationPile } from './FoundationPile';
import { Help } from './Help';
import type { BoardPile, Lift } from './lift';
import type { PileView } from './pile-view';
import { TableauColumn } from './TableauColumn';
import { useKeyboardPlay } from './use-keyboard-play';
import { usePointerPlay } from './use-pointer-play';
import './Board.css';

const COLUMN_INDEXES = [0, 1, 2, 3, 4, 5, 6];
const SUITS = [0, 1, 2, 3];
const NO_TARGETS: BoardPile[] = [];
const KEY_HELP_ID = 'key-help';

interface BoardProps {
  game: GameStore;
  play: Play;
  settings: ReadonlySignal<Settings>;
  /** The hint shown: its card and destination are highlighted. */
  hint: ReadonlySignal<{ move: Move | null } | null>;
}

/**
 * The table: seven columns and the four foundations (S, H, D, C), played with pointer events
 * (mouse, touch, pen) or the keyboard. Drag any face-up card with the cards on it, or a
 * foundation's top card; tap a column's last card to send it home; double tap to send a group to
 * a column (use-pointer-play.ts); or pick a group up and put it down with keys
 * (use-keyboard-play.ts). Where cards may go is the engine's answer; the board draws the piles,
 * and says each move in words (Announcer).
 */
export function Board({ game, play, settings, hint }: BoardProps) {
  const columns = useMemo(
    () => COLUMN_INDEXES.map((index) => computed(() => game.current.value.position.columns[index])),
    [game],
  );
  const foundations = useMemo(
    () => SUITS.map((suit) => computed(() => game.current.value.position.foundations[suit])),
    [game],
  );
  const lift = useSignal<Lift | null>(null);
  const over = useSignal<BoardPile | null>(null);
  const targets = useComputed(() => {
    if (!lift.value || !settings.value.placementHelp) return NO_TARGETS;
    const { variant, position } = game.current.value;
    return destinationsOf(variant, position, lift.value.card);
  });
  const boardRef = useRef<HTMLDivElement>(null);
  const spoken = useSignal<Spoken | null>(null);
  const pointer = usePointerPlay({ game, play, settings, lift, over, boardRef });
  const { spot, onKeyDown } = useKeyboardPlay({
    game,
    play,
    lift,
    over,
    spoken,
    boardRef,
    cancelLift: pointer.cancelLift,
  });
  const hintMove = useComputed(() => hint.value?.move ?? null);
  // One object for every pile, made once: its answers are signals, which change on their own.
  const view = useMemo<PileView>(() => ({ lift, targets, over, hint: hintMove, spot }), []);
  const boardClass = useComputed(() =>
    lift.value?.isKeyboardLift ? 'board is-keyboard-lift' : 'board',
  );

  // The board's first frame on screen, for `npm run bench` (docs/speed.md). Layout effects run
  // as the board is committed; a task queued from the next animation frame runs once that
  // frame's style, layout and paint are done (a plain effect would already run a frame late).
  useLayoutEffect(() => {
    requestAnimationFrame(() => setTimeout(() => performance.mark('board-painted')));
  }, []);

  return (
    <div class="table">
      {/* An application to screen readers: the board has its own keys (arrows rove between the
          cards), which NVDA and JAWS keep for their reading cursor in browse mode, the mode they
          stay in on a focused card (role img); inside an application they pass every key on. */}
      <div
        class={boardClass}
        ref={boardRef}
        role="application"
        aria-label={i18n.t('pile.board')}
        aria-describedby={KEY_HELP_ID}
        onKeyDown={onKeyDown}
        {...pointer.handlers}
      >
        <section class="tableau" aria-label={i18n.t('pile.tableau')}>
          {columns.map((column, index) => (
            <TableauColumn key={index} index={index} column={column} view={view} />
          ))}
        </section>
        <section class="foundations" aria-label={i18n.t('pile.foundations')}>
          {foundations.map((rank, suit) => (
            <FoundationPile key={suit} suit={suit} rank={rank} view={view} />
          ))}
        </section>
      </div>
      <Help id={KEY_HELP_ID} game={game} settings={settings} />
      <Announcer game={game} spoken={spoken} />
    </div>
  );
}
