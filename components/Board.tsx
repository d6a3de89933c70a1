import {
  batch,
  computed,
  type ReadonlySignal,
  useComputed,
  useSignal,
  useSignalEffect,
} from '@preact/signals';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'preact/hooks';
import { i18n } from '#i18n';
import { type Card, type Destination, destinationsOf, type Move, placeOf } from '../engine';
import type { GameStore } from '../state/game-store';
import type { Play } from '../state/play';
import type { Settings } from '../state/settings';
import { Announcer, type Spoken } from './Announcer';
import { FoundationPile } from './FoundationPile';
import { Help } from './Help';
import type { Lift } from './lift';
import { TableauColumn } from './TableauColumn';
import { useKeyboardPlay } from './use-keyboard-play';
import './Board.css';

/** A press that moves less than this is a tap, not a drag (issue 3, Playing). */
const TAP_SLOP_PX = 5;
/** Two taps on the same card within this time are a double tap. */
const DOUBLE_TAP_MS = 350;

const COLUMN_INDEXES = [0, 1, 2, 3, 4, 5, 6];
const SUITS = [0, 1, 2, 3];
const NO_TARGETS: Destination[] = [];
const KEY_HELP_ID = 'key-help';

/** A pointer held down on a card, until it is released. */
interface Press {
  pointerId: number;
  card: Card;
  element: HTMLElement;
  x: number;
  y: number;
  isDragging: boolean;
  /** Where the card was when the drag started, and where each pile is (screen px). */
  cardRect?: DOMRect;
  piles?: { pile: Destination; rect: DOMRect }[];
}

/** The pile whose box the moved card covers most, or null when it covers none. */
function pileUnder(press: Press, dx: number, dy: number): Destination | null {
  const card = press.cardRect as DOMRect;
  let best: Destination | null = null;
  let bestArea = 0;
  for (const { pile, rect } of press.piles ?? []) {
    const width = Math.min(card.right + dx, rect.right) - Math.max(card.left + dx, rect.left);
    const height = Math.min(card.bottom + dy, rect.bottom) - Math.max(card.top + dy, rect.top);
    const area = Math.max(0, width) * Math.max(0, height);
    if (area > bestArea) {
      bestArea = area;
      best = pile;
    }
  }
  return best;
}

interface BoardProps {
  game: GameStore;
  play: Play;
  settings: ReadonlySignal<Settings>;
  /** The hint shown (issue 5): its card and destination are highlighted. */
  hint: ReadonlySignal<{ move: Move | null } | null>;
}

/**
 * The table: seven columns and the four foundations (S, H, D, C), played with pointer events
 * (mouse, touch, pen) or the keyboard. Drag any face-up card with the cards on it, or a
 * foundation's top card; tap a column's last card to send it home; double tap to send a group to
 * a column; or pick a group up and put it down with keys (use-keyboard-play.ts). Where cards may
 * go is the engine's answer; the board only turns gestures into `play` actions, and says each
 * move in words (Announcer).
 */
export function Board({ game, play, settings, hint }: BoardProps) {
  const columns = useMemo(
    () => COLUMN_INDEXES.map((index) => computed(() => game.game.value.position.columns[index])),
    [game],
  );
  const foundations = useMemo(
    () => SUITS.map((suit) => computed(() => game.game.value.position.foundations[suit])),
    [game],
  );
  const lift = useSignal<Lift | null>(null);
  const over = useSignal<Destination | null>(null);
  const targets = useComputed(() => {
    if (!lift.value || !settings.value.placementHelp) return NO_TARGETS;
    const { variant, position } = game.game.value;
    return destinationsOf(variant, position, lift.value.card);
  });
  const hintMove = useComputed(() => hint.value?.move ?? null);
  const boardRef = useRef<HTMLDivElement>(null);
  const press = useRef<Press | null>(null);
  const lastTap = useRef<{ card: Card; time: number } | null>(null);
  const pendingTap = useRef<ReturnType<typeof setTimeout>>(undefined);
  const spoken = useSignal<Spoken | null>(null);
  const { spot, onKeyDown } = useKeyboardPlay({
    game,
    play,
    lift,
    over,
    spoken,
    boardRef,
    cancelLift: cancelPress,
  });
  const boardClass = useComputed(() =>
    lift.value?.isKeyboardLift ? 'board is-keyboard-lift' : 'board',
  );

  useEffect(() => () => clearTimeout(pendingTap.current), []);
  // The board's first frame on screen, for `npm run bench` (issue 6). Layout effects run as the
  // board is committed; a task queued from the next animation frame runs once that frame's
  // style, layout and paint are done (a plain effect would already run a frame late).
  useLayoutEffect(() => {
    requestAnimationFrame(() => setTimeout(() => performance.mark('board-painted')));
  }, []);
  // Another page (or a move) may change the game under a drag or a pick-up: the lifted cards
  // then go back.
  const gameShown = useRef(game.game.peek());
  useSignalEffect(() => {
    const current = game.game.value;
    if (current !== gameShown.current && lift.peek()) cancelPress();
    gameShown.current = current;
  });

  /**
   * Offsets the lifted cards by (dx, dy) px. The offset is set on those cards alone: set on the
   * board, it made every pointer move restyle all ~800 elements of the board (issue 6, a move).
   */
  function moveLifted(dx: number, dy: number) {
    for (const card of boardRef.current?.querySelectorAll<HTMLElement>('.is-lifted') ?? []) {
      card.style.setProperty('--lift-x', `${dx}px`);
      card.style.setProperty('--lift-y', `${dy}px`);
    }
  }

  function cancelPress() {
    press.current = null;
    batch(() => {
      lift.value = null;
      over.value = null;
    });
    moveLifted(0, 0);
  }

  function startDrag(current: Press) {
    const place = placeOf(game.game.peek().position, current.card);
    current.isDragging = true;
    current.cardRect = current.element.getBoundingClientRect();
    current.piles = Array.from(
      boardRef.current?.querySelectorAll<HTMLElement>('[data-pile]') ?? [],
      (element) => {
        const pile = element.dataset.pile as string;
        return {
          pile: pile === 'foundation' ? 'foundation' : Number(pile),
          rect: element.getBoundingClientRect(),
        };
      },
    );
    lift.value =
      place.pile === 'column'
        ? { card: current.card, from: place.column, index: place.index }
        : { card: current.card, from: 'foundation', index: 0 };
  }

  function tap(card: Card) {
    clearTimeout(pendingTap.current);
    const now = performance.now();
    const isDoubleTap =
      settings.peek().doubleClick &&
      lastTap.current?.card === card &&
      now - lastTap.current.time < DOUBLE_TAP_MS;
    if (isDoubleTap) {
      lastTap.current = null;
      play.sendToColumn(card);
      return;
    }
    lastTap.current = { card, time: now };
    const { variant, position } = game.game.peek();
    const place = placeOf(position, card);
    const isLastCard =
      place.pile === 'column' && place.index === position.columns[place.column].cards.length - 1;
    if (!isLastCard) return;
    if (destinationsOf(variant, position, card).includes('foundation')) {
      lastTap.current = null;
      play.sendHome(card);
    } else if (settings.peek().doubleClick) {
      // Wait: this tap may be the first of a double tap, which should not explain a refusal.
      pendingTap.current = setTimeout(() => play.sendHome(card), DOUBLE_TAP_MS);
    } else {
      play.sendHome(card);
    }
  }

  function onPointerDown(event: PointerEvent) {
    if (press.current || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const element = (event.target as Element).closest<HTMLElement>('[data-card]');
    if (!element) {
      // A face-down card cannot move: say why (interactive rules) rather than do nothing.
      if ((event.target as Element).closest('.card--back')) play.touchFaceDown();
      return;
    }
    event.preventDefault();
    if (lift.peek()) cancelPress();
    boardRef.current?.setPointerCapture(event.pointerId);
    press.current = {
      pointerId: event.pointerId,
      card: Number(element.dataset.card),
      element,
      x: event.clientX,
      y: event.clientY,
      isDragging: false,
    };
  }

  function onPointerMove(event: PointerEvent) {
    const current = press.current;
    if (!current || event.pointerId !== current.pointerId) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (!current.isDragging) {
      if (Math.hypot(dx, dy) < TAP_SLOP_PX) return;
      startDrag(current);
    }
    moveLifted(dx, dy);
    over.value = pileUnder(current, dx, dy);
  }

  function onPointerUp(event: PointerEvent) {
    const current = press.current;
    if (!current || event.pointerId !== current.pointerId) return;
    if (!current.isDragging) {
      press.current = null;
      tap(current.card);
      return;
    }
    const from = lift.peek()?.from;
    const to = over.peek();
    batch(() => {
      cancelPress();
      if (to !== null && to !== from) play.drop(current.card, to);
    });
  }

  function onPointerCancel(event: PointerEvent) {
    if (press.current?.pointerId === event.pointerId) cancelPress();
  }

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
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
      >
        <section class="tableau" aria-label={i18n.t('pile.tableau')}>
          {columns.map((column, index) => (
            <TableauColumn
              key={index}
              index={index}
              column={column}
              lift={lift}
              targets={targets}
              over={over}
              hint={hintMove}
              spot={spot}
            />
          ))}
        </section>
        <section class="foundations" aria-label={i18n.t('pile.foundations')}>
          {foundations.map((rank, suit) => (
            <FoundationPile
              key={suit}
              suit={suit}
              rank={rank}
              lift={lift}
              targets={targets}
              over={over}
              hint={hintMove}
              spot={spot}
            />
          ))}
        </section>
      </div>
      <Help id={KEY_HELP_ID} game={game} settings={settings} />
      <Announcer game={game} spoken={spoken} />
    </div>
  );
}
