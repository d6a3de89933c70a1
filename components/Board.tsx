import { computed, type ReadonlySignal, useComputed, useSignal } from '@preact/signals';
import { useLayoutEffect, useMemo, useRef } from 'preact/hooks';
import { i18n } from '#i18n';
import {
  type Column,
  destinationsOf,
  foundationTopOf,
  layoutOf,
  type Move,
  type Position,
} from '../engine';
import type { GameStore } from '../state/game-store';
import type { Play } from '../state/play';
import type { Settings } from '../state/settings';
import { Announcer, type Spoken } from './Announcer';
import { isTopRowLayout } from './board-layout';
import { FoundationPile } from './FoundationPile';
import { Help } from './Help';
import type { BoardPile, Lift } from './lift';
import type { PileView } from './pile-view';
import { StockPiles } from './StockPiles';
import { TableauColumn } from './TableauColumn';
import type { useTallBoard } from './tall-board';
import type { useKeyboardPlay } from './use-keyboard-play';
import type { usePointerPlay } from './use-pointer-play';
import './Board.css';

// Ten columns and eight foundation slots at most (docs/rules.md, D: Double Yukon); a variant
// with fewer draws the first of them.
const COLUMN_INDEXES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const SLOTS = [0, 1, 2, 3, 4, 5, 6, 7];
const NO_CARDS: Column = { cards: [], faceDown: 0 };
const NO_TARGETS: BoardPile[] = [];
const KEY_HELP_ID = 'key-help';

/** The board's input hooks (board-input.ts, a module loaded apart from the page's first chunk). */
export interface BoardInput {
  useKeyboardPlay: typeof useKeyboardPlay;
  usePointerPlay: typeof usePointerPlay;
  useTallBoard: typeof useTallBoard;
}

interface BoardProps {
  game: GameStore;
  play: Play;
  settings: ReadonlySignal<Settings>;
  /** The hint shown: its card and destination are highlighted. */
  hint: ReadonlySignal<{ move: Move | null } | null>;
  /** Keyboard and pointer play: the same for every render of a board (rules of hooks). */
  input: BoardInput;
  /** Whether Finish plays its line (absent until the stores of a game's end have loaded). */
  finishing?: ReadonlySignal<boolean>;
}

/** The waste's card `fromTop` places from the top (1: the top card), or null. */
function wasteCardAt(position: Position, fromTop: number): number | null {
  return position.waste?.[position.waste.length - fromTop] ?? null;
}

/**
 * The table: seven columns and the four foundations (S, H, D, C) at their right; in Double Yukon
 * ten columns under the eight foundations, in Australian Patience seven under the stock, the
 * waste and the foundations (one row above the tableau, as wide as it). Played with pointer events
 * (mouse, touch, pen) or the keyboard. Drag any face-up card with the cards on it, or a
 * foundation's top card; tap a column's last card to send it home; double tap to send a group to
 * a column (use-pointer-play.ts); or pick a group up and put it down with keys
 * (use-keyboard-play.ts). Where cards may go is the engine's answer; the board draws the piles,
 * and says each move in words (Announcer).
 */
export function Board({ game, play, settings, hint, input, finishing }: BoardProps) {
  const position = useComputed(() => game.current.value.position);
  const columns = useMemo(
    () => COLUMN_INDEXES.map((index) => computed(() => position.value.columns[index] ?? NO_CARDS)),
    [game],
  );
  const foundations = useMemo(
    () =>
      SLOTS.map((slot) =>
        computed(() =>
          slot < position.value.foundations.length ? foundationTopOf(position.value, slot) : null,
        ),
      ),
    [game],
  );
  const stockCount = useComputed(() => position.value.stock?.length ?? 0);
  // Numbers, not arrays: a move elsewhere does not draw the waste again.
  const wasteTop = useComputed(() => wasteCardAt(position.value, 1));
  const wasteUnder = useComputed(() => wasteCardAt(position.value, 2));
  const lift = useSignal<Lift | null>(null);
  const over = useSignal<BoardPile | null>(null);
  const overSlot = useSignal(-1);
  const targets = useComputed(() => {
    if (!lift.value || !settings.value.placementHelp) return NO_TARGETS;
    const { variant, position } = game.current.value;
    return destinationsOf(variant, position, lift.value.card);
  });
  const boardRef = useRef<HTMLDivElement>(null);
  const spoken = useSignal<Spoken | null>(null);
  const pointer = input.usePointerPlay({
    game,
    play,
    settings,
    lift,
    over,
    overSlot,
    boardRef,
  });
  const { spot, onKeyDown } = input.useKeyboardPlay({
    game,
    play,
    lift,
    over,
    overSlot,
    spoken,
    boardRef,
    cancelLift: pointer.cancelLift,
    settings,
  });
  const hintMove = useComputed(() => hint.value?.move ?? null);
  // One object for every pile, made once: its answers are signals, which change on their own.
  const view = useMemo<PileView>(
    () => ({ lift, targets, over, overSlot, hint: hintMove, spot }),
    [],
  );
  // Only a new variant draws the board's piles again, not every move.
  const variant = useComputed(() => game.current.value.variant);
  const layout = layoutOf(variant.value);
  const isTopRow = isTopRowLayout(layout);
  const isTall = input.useTallBoard(boardRef, variant.value);
  const boardClass = useComputed(() => {
    const top = isTopRowLayout(layoutOf(variant.value)) ? ' board--top-row' : '';
    return `board${top}${isTall.value ? ' is-tall' : ''}${lift.value?.isKeyboardLift ? ' is-keyboard-lift' : ''}`;
  });

  // The board's first frame on screen, for `npm run bench` (docs/speed.md). Layout effects run
  // as the board is committed; a task queued from the next animation frame runs once that
  // frame's style, layout and paint are done (a plain effect would already run a frame late).
  useLayoutEffect(() => {
    requestAnimationFrame(() => setTimeout(() => performance.mark('board-painted')));
  }, []);

  const foundationSection = (
    <section class="foundations" aria-label={i18n.t('pile.foundations')}>
      {foundations.slice(0, layout.foundations).map((top, slot) => (
        <FoundationPile
          key={`${variant.value}${slot}`}
          slot={slot}
          top={top}
          position={position}
          view={view}
        />
      ))}
    </section>
  );

  return (
    <div class="table">
      {/* An application to screen readers: the board has its own keys (arrows rove between the
          cards), which NVDA and JAWS keep for their reading cursor in browse mode, the mode they
          stay in on a focused card (role img); inside an application they pass every key on. */}
      <div
        class={boardClass}
        style={{ '--columns': layout.columns }}
        ref={boardRef}
        role="application"
        aria-label={i18n.t('pile.board')}
        aria-describedby={KEY_HELP_ID}
        onKeyDown={onKeyDown}
        {...pointer.handlers}
      >
        {isTopRow ? (
          <div class="top-row">
            {layout.hasStock && (
              <StockPiles
                stockCount={stockCount}
                wasteTop={wasteTop}
                wasteUnder={wasteUnder}
                view={view}
              />
            )}
            {foundationSection}
          </div>
        ) : null}
        <section class="tableau" aria-label={i18n.t('pile.tableau')}>
          {columns.slice(0, layout.columns).map((column, index) => (
            <TableauColumn key={index} index={index} column={column} view={view} />
          ))}
        </section>
        {isTopRow ? null : foundationSection}
      </div>
      <Help id={KEY_HELP_ID} game={game} settings={settings} />
      <Announcer game={game} spoken={spoken} settings={settings} finishing={finishing} />
    </div>
  );
}
