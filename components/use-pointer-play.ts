import { batch, effect, type ReadonlySignal, type Signal } from '@preact/signals';
import type { RefObject } from 'preact';
import { useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { type Card, destinationsOf, homeSlotOf, placeOf } from '../engine';
import type { GameStore } from '../state/game-store';
import type { Play } from '../state/play';
import type { Settings } from '../state/settings';
import { type Cover, dropTarget } from './drop-target';
import type { BoardPile, Lift } from './lift';
import { PILE_CLASS } from './pile-view';

/** A press that moves less than this is a tap, not a drag: a finger never lands quite still. */
const TAP_SLOP_PX = 5;
/** Two taps on the same card within this time are a double tap. */
export const DOUBLE_TAP_MS = 350;

/**
 * How near the top or bottom edge of a board that scrolls (a long column's, board-play.css) a
 * dragged card's pointer must be for the board to scroll by itself, px; and how far it scrolls
 * at most in a frame, at the very edge.
 */
const EDGE_PX = 48;
const EDGE_SCROLL_PX = 14;

/** A pointer held down on a card, until it is released. */
interface Press {
  pointerId: number;
  card: Card;
  element: HTMLElement;
  x: number;
  y: number;
  /** Where the pointer is now (screen px). */
  pointerX: number;
  pointerY: number;
  isDragging: boolean;
  /**
   * The board's scroll when the drag started, and how far it may scroll (the range before the
   * carried cards, which lie in it, could widen it).
   */
  scrollTop?: number;
  scrollRange?: number;
  /** The board's top and bottom edges (screen px), where a board that scrolls scrolls by itself. */
  boardEdges?: [number, number];
  /** Where the card was when the drag started, and where each pile is (screen px). */
  cardRect?: DOMRect;
  piles?: { pile: BoardPile; slot: number; rect: DOMRect }[];
  /** The piles that take the dragged cards (the engine's `destinationsOf`). */
  takes?: BoardPile[];
  /** The foundation slot the card was taken back from, -1 when it lay elsewhere. */
  fromSlot?: number;
}

/**
 * Where the dragged card, moved by (dx, dy) px, drops now (drop-target.ts), and the foundation
 * slot under the pointer, else the one the card lies most over (-1 when none).
 */
function pileUnder(press: Press, dx: number, dy: number): { pile: BoardPile | null; slot: number } {
  const card = press.cardRect as DOMRect;
  // The pointer, in the frame the piles were measured in (dy holds the board's scroll).
  const pointerX = press.x + dx;
  const pointerY = press.y + dy;
  let aimed: { pile: BoardPile; slot: number } | null = null;
  let slot = -1;
  let slotArea = 0;
  const covers: Cover[] = [];
  for (const { pile, slot: pileSlot, rect } of press.piles ?? []) {
    const isAimed =
      pointerX >= rect.left &&
      pointerX < rect.right &&
      pointerY >= rect.top &&
      pointerY < rect.bottom;
    if (isAimed) aimed = { pile, slot: pileSlot };
    const width = Math.min(card.right + dx, rect.right) - Math.max(card.left + dx, rect.left);
    const height = Math.min(card.bottom + dy, rect.bottom) - Math.max(card.top + dy, rect.top);
    const area = Math.max(0, width) * Math.max(0, height);
    if (pile === 'foundation' && area > slotArea) {
      slot = pileSlot;
      slotArea = area;
    }
    covers.push({ pile, area });
  }
  return {
    pile: dropTarget(covers, card.width * card.height, press.takes ?? [], aimed?.pile ?? null),
    slot: aimed?.pile === 'foundation' ? aimed.slot : slot,
  };
}

interface PointerPlayOptions {
  game: GameStore;
  play: Play;
  settings: ReadonlySignal<Settings>;
  /** The lifted group, shared with keyboard play. */
  lift: Signal<Lift | null>;
  /** The pile the dragged group would drop on now. */
  over: Signal<BoardPile | null>;
  /** The foundation slot lit as under the pointer (pile-view.ts). */
  overSlot: Signal<number>;
  boardRef: RefObject<HTMLElement | null>;
}

/**
 * Pointer play (mouse, touch, pen) on the board: drag any face-up card with the cards on it, a
 * foundation's or the waste's top card, and drop it on a pile; tap a column's last card or the
 * waste's top card to send it home; press the stock to turn a card;
 * double tap a card to send its group to a column. Each gesture is one `play` action; the only
 * time kept here is the double tap's, during which a refused tap waits to be explained.
 * @returns the board's pointer handlers, and `cancelLift`, which puts a lifted group back.
 */
export function usePointerPlay({
  game,
  play,
  settings,
  lift,
  over,
  overSlot,
  boardRef,
}: PointerPlayOptions) {
  const press = useRef<Press | null>(null);
  const lastTap = useRef<{ card: Card; time: number } | null>(null);
  const pendingExplanation = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(pendingExplanation.current), []);

  /**
   * Offsets the lifted cards by (dx, dy) px; without them, lets go of the offset. The offset is
   * set on those cards alone: set on the board, it made every pointer move restyle all ~800
   * elements of the board.
   */
  function moveLifted(dx?: number, dy?: number) {
    const lifted = boardRef.current?.querySelectorAll<HTMLElement>(`.${PILE_CLASS.lifted}`) ?? [];
    for (const card of lifted) {
      // Let go of, not set to 0: left on the element, an offset would hold the same cards still
      // when keys next pick them up, in place of the rise such a lift shows (PlayingCard.css).
      if (dx === undefined || dy === undefined) {
        card.style.removeProperty('--lift-x');
        card.style.removeProperty('--lift-y');
      } else {
        card.style.setProperty('--lift-x', `${dx}px`);
        card.style.setProperty('--lift-y', `${dy}px`);
      }
    }
  }

  // Escape during a drag puts the cards back; the release that follows plays nothing. One
  // function for the hook's life: a render during the drag must not leave a listener behind that
  // the next drag's end cannot remove.
  const latestCancelLift = useRef(cancelLift);
  latestCancelLift.current = cancelLift;

  // Another page (or a move) may change the game under a drag or a pick-up: the lifted cards
  // then go back, and a card held without a drag is let go, as its release would tap a card of
  // a game the player never pressed in (sending it home). A tap before the change is forgotten
  // too: the next is no double tap with it, and its refusal, of the game before, goes unsaid.
  // Heard at the change itself, not in the frame that draws it (as `useSignalEffect` would):
  // cards picked up before that frame, from the changed game (the waste's card just turned),
  // are not under any change and stay up. Followed from the board's commit (a layout effect), so
  // no change between its render and its first frame goes unseen.
  useLayoutEffect(() => {
    let shown = game.current.peek();
    return effect(() => {
      const current = game.current.value;
      if (current !== shown) {
        if (lift.peek() || press.current) latestCancelLift.current();
        lastTap.current = null;
        clearTimeout(pendingExplanation.current);
      }
      shown = current;
    });
  }, []);
  const onDragKey = useRef((event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // First, and alone: the board's keys and Help's Escape see no drag, nothing to close.
    event.preventDefault();
    event.stopPropagation();
    latestCancelLift.current();
  }).current;
  // The page scrolled under a drag (a short window's, GamePage.css): the boxes measured as it
  // began no longer lie where the piles are, so the cards go back rather than land astray. The
  // board's own scroll (a long column's) moves every pile alike, by as much as it scrolled: the
  // cards follow the pointer on, and the drop is judged with the piles where they now are.
  const latestFollow = useRef(follow);
  latestFollow.current = follow;
  const onDragScroll = useRef((event: Event) => {
    if (event.target === boardRef.current && press.current?.isDragging) {
      latestFollow.current(press.current);
    } else {
      latestCancelLift.current();
    }
  }).current;
  /** Starts (or stops) hearing, for a drag, Escape and the page's scroll. */
  function hearDrag(isHeard: boolean) {
    if (isHeard) {
      window.addEventListener('keydown', onDragKey, true);
      window.addEventListener('scroll', onDragScroll, true);
    } else {
      window.removeEventListener('keydown', onDragKey, true);
      window.removeEventListener('scroll', onDragScroll, true);
    }
  }
  useLayoutEffect(() => () => hearDrag(false), []);

  /** The frame that scrolls the board by itself while a card is held near its edge, if any. */
  const edgeScroll = useRef(0);

  /**
   * Scrolls the board a step toward the edge the dragged card's pointer is near, within the
   * range it had as the drag started, and again next frame while it stays there.
   */
  function scrollAtEdge() {
    edgeScroll.current = 0;
    const current = press.current;
    const board = boardRef.current;
    if (!current?.isDragging || !board || !current.scrollRange || !current.boardEdges) return;
    const [top, bottom] = current.boardEdges;
    const nearness = Math.max(
      (top + EDGE_PX - current.pointerY) / EDGE_PX,
      (current.pointerY - (bottom - EDGE_PX)) / EDGE_PX,
    );
    if (nearness <= 0) return;
    const step = Math.ceil(Math.min(1, nearness) * EDGE_SCROLL_PX);
    const to =
      current.pointerY < (top + bottom) / 2 ? board.scrollTop - step : board.scrollTop + step;
    const within = Math.min(current.scrollRange ?? 0, Math.max(0, to));
    // At either end of the range (a fraction of a px off, where the window is zoomed): no more.
    if (Math.abs(within - board.scrollTop) < 0.5) return;
    board.scrollTop = within;
    edgeScroll.current = requestAnimationFrame(scrollAtEdge);
  }

  /**
   * Moves the lifted cards under the pointer and finds the pile they would drop on, the board's
   * scroll since the drag started counted in: the cards lie in the scrolled board, and the piles'
   * boxes were measured before it scrolled.
   */
  function follow(current: Press) {
    const scrolled = current.scrollRange
      ? (boardRef.current?.scrollTop ?? 0) - (current.scrollTop ?? 0)
      : 0;
    const dx = current.pointerX - current.x;
    const dy = current.pointerY - current.y + scrolled;
    moveLifted(dx, dy);
    const { pile, slot } = pileUnder(current, dx, dy);
    // A drop on any slot takes the card home to the slot it lands on (FoundationPile.tsx), and
    // that slot is lit; a card taken back from a foundation goes back to its own slot from any,
    // which is lit as a column a group came from is; a refused card lights the slot it is over,
    // where the player aims.
    const isHome = pile === 'foundation' && current.takes?.includes('foundation');
    const fromSlot = current.fromSlot ?? -1;
    batch(() => {
      over.value = pile;
      overSlot.value = isHome
        ? homeSlotOf(game.current.peek().position, current.card)
        : fromSlot >= 0
          ? fromSlot
          : slot;
    });
  }

  function cancelLift() {
    hearDrag(false);
    cancelAnimationFrame(edgeScroll.current);
    edgeScroll.current = 0;
    press.current = null;
    batch(() => {
      lift.value = null;
      over.value = null;
    });
    moveLifted();
  }

  function startDrag(current: Press) {
    const { variant, position } = game.current.peek();
    const place = placeOf(position, current.card);
    current.isDragging = true;
    const board = boardRef.current;
    // Measured once: the board does not move while a card is carried, only scrolls. A board
    // that does not scroll (overflow visible) has no range, whatever it holds.
    if (board && getComputedStyle(board).overflowY !== 'visible') {
      const { top, bottom } = board.getBoundingClientRect();
      current.scrollTop = board.scrollTop;
      current.scrollRange = board.scrollHeight - board.clientHeight;
      current.boardEdges = [top, bottom];
    }
    hearDrag(true);
    current.takes = destinationsOf(variant, position, current.card);
    current.fromSlot = place.pile === 'foundation' ? place.slot : -1;
    // The whole card, as the player sees it carried: a covered card's box is cut short under
    // the card lying on it (TableauColumn.css), and judged by its strip alone a drop would need
    // the pointer further in.
    const box = current.element.getBoundingClientRect();
    const cardHeight = Number.parseFloat(
      getComputedStyle(current.element).getPropertyValue('--card-h'),
    );
    current.cardRect = new DOMRect(box.x, box.y, box.width, cardHeight || box.height);
    current.piles = Array.from(
      boardRef.current?.querySelectorAll<HTMLElement>('[data-pile]') ?? [],
      (element) => {
        const pile = element.dataset.pile as string;
        return {
          pile: pile === 'foundation' ? 'foundation' : Number(pile),
          slot: Number(element.dataset.slot ?? -1),
          rect: element.getBoundingClientRect(),
        };
      },
    );
    lift.value =
      place.pile === 'column'
        ? { card: current.card, from: place.column, index: place.index }
        : { card: current.card, from: place.pile === 'waste' ? 'waste' : 'foundation', index: 0 };
  }

  /**
   * A tap on a column's last card sends it home at once. A refusal is explained at once too,
   * unless double taps are on: then only once the double tap's time is up, as this tap may be the
   * first of one, whose own answer is the one to give.
   */
  function tap(card: Card) {
    clearTimeout(pendingExplanation.current);
    const now = performance.now();
    const isDoubleTapOn = settings.peek().doubleClick;
    const isDoubleTap =
      isDoubleTapOn && lastTap.current?.card === card && now - lastTap.current.time < DOUBLE_TAP_MS;
    if (isDoubleTap) {
      lastTap.current = null;
      play.sendToColumn(card);
      return;
    }
    lastTap.current = { card, time: now };
    const position = game.current.peek().position;
    const place = placeOf(position, card);
    // The waste's top card is in play as a column's last card is (docs/rules.md, U).
    const isLastCard =
      (place.pile === 'column' &&
        place.index === position.columns[place.column].cards.length - 1) ||
      (place.pile === 'waste' && place.isTop);
    if (!isLastCard) return;
    const refusal = play.sendHome(card, { isExplained: !isDoubleTapOn });
    if (refusal === null) lastTap.current = null;
    else if (isDoubleTapOn) {
      pendingExplanation.current = setTimeout(() => play.explain(refusal, card), DOUBLE_TAP_MS);
    }
  }

  function onPointerDown(event: PointerEvent) {
    if (press.current || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const element = (event.target as Element).closest<HTMLElement>('[data-card]');
    if (!element) {
      // A press on the stock turns its top card (docs/rules.md, U: Australian Patience).
      if ((event.target as Element).closest('.stock')) {
        event.preventDefault();
        play.turn();
      } else if ((event.target as Element).closest('.card--back')) {
        // A face-down card cannot move: say why (interactive rules) rather than do nothing.
        play.touchFaceDown();
      }
      return;
    }
    event.preventDefault();
    if (lift.peek()) cancelLift();
    boardRef.current?.setPointerCapture(event.pointerId);
    press.current = {
      pointerId: event.pointerId,
      card: Number(element.dataset.card),
      element,
      x: event.clientX,
      y: event.clientY,
      pointerX: event.clientX,
      pointerY: event.clientY,
      isDragging: false,
    };
  }

  function onPointerMove(event: PointerEvent) {
    const current = press.current;
    if (!current || event.pointerId !== current.pointerId) return;
    current.pointerX = event.clientX;
    current.pointerY = event.clientY;
    if (!current.isDragging) {
      if (Math.hypot(event.clientX - current.x, event.clientY - current.y) < TAP_SLOP_PX) return;
      startDrag(current);
    }
    follow(current);
    if (!edgeScroll.current) scrollAtEdge();
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
      cancelLift();
      if (to !== null && to !== from) play.drop(current.card, to);
    });
  }

  function onPointerCancel(event: PointerEvent) {
    if (press.current?.pointerId === event.pointerId) cancelLift();
  }

  return {
    cancelLift,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel },
  };
}
