import {
  batch,
  effect,
  type ReadonlySignal,
  type Signal,
  useComputed,
  useSignal,
} from '@preact/signals';
import type { RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { i18n } from '#i18n';
import { homeSlotOf, type Position, refusalOf, suitOf } from '../engine';
import type { GameStore } from '../state/game-store';
import type { Play } from '../state/play';
import type { Settings } from '../state/settings';
import type { Spoken } from './Announcer';
import { boardDescription, groupIn } from './board-description';
import {
  type Cursor,
  cardAt,
  cursorAfterArrow,
  destinationOf,
  type Spot,
  type StockPile,
  spotOf,
} from './board-focus';
import type { BoardPile, Lift } from './lift';
import { catchLostFocus } from './lost-focus';
import { cardName, pileName } from './names';

interface KeyboardPlayOptions {
  game: GameStore;
  play: Play;
  /** The lifted group, shared with pointer play (so placement help lights up the same piles). */
  lift: Signal<Lift | null>;
  /** The pile the lifted group would go to now. */
  over: Signal<BoardPile | null>;
  /** The foundation slot lit as under the pointer (pile-view.ts). */
  overSlot: Signal<number>;
  /** What the board says next (the live region). */
  spoken: Signal<Spoken | null>;
  boardRef: RefObject<HTMLElement | null>;
  /** Puts a lifted group back where it lies. */
  cancelLift: () => void;
  /** The player's settings: left-handed, the arrows reach the foundations leftwards. */
  settings: ReadonlySignal<Settings>;
}

/** The element of `spot` on the board: a card, an empty column, a foundation slot, the stock or the waste. */
function elementOf(board: HTMLElement, spot: Spot, position: Position): HTMLElement | null {
  if ('slot' in spot) return board.querySelector(`.foundation[data-slot="${spot.slot}"]`);
  if ('pile' in spot) return board.querySelector(`.${spot.pile}`);
  const column = `.column[data-pile="${spot.column}"]`;
  if (spot.index < 0) return board.querySelector(column);
  return board.querySelector(
    `${column} > [data-card="${position.columns[spot.column].cards[spot.index]}"]`,
  );
}

/**
 * Keyboard play: the board is one tab stop whose focus roves with the
 * arrow keys; Enter or Space picks up the focused card with the cards on it and drops it on the
 * pile the arrows moved to (through `play.drop`, as a pointer drop), Escape puts it back, F sends
 * the focused last card home, D describes the board; Enter or Space on the stock turns a card. Ctrl/Cmd+Z stays the page's.
 * @returns the spot holding the tab stop, and the board's keydown handler.
 */
export function useKeyboardPlay({
  game,
  play,
  lift,
  over,
  overSlot,
  spoken,
  boardRef,
  cancelLift,
  settings,
}: KeyboardPlayOptions): { spot: ReadonlySignal<Spot>; onKeyDown: (event: KeyboardEvent) => void } {
  const cursor = useSignal<Cursor>({ column: 0 });
  /** The pile cards picked up were last carried to, said once however the keys move on it. */
  const carriedTo = useRef<BoardPile | StockPile | null>(null);
  const spot = useComputed(() => spotOf(cursor.value, game.current.value.position));
  // A new deal or a restart starts the tab stop at column 1 again, not on wherever the card
  // last focused lies in the new layout. Known by its deal time too, as the moves it takes back
  // to 0 can be made again on another page before its write comes; but not when the board shown
  // stays the same object (an unplayed deal dealt again elsewhere: nothing moved). At the change
  // itself, not in the frame that draws it (as `useSignalEffect` would): a key pressed before
  // that frame moves from column 1 and is not undone by the reset. Followed from the board's
  // commit (a layout effect), so no change before its first frame goes unseen.
  useLayoutEffect(() => {
    let before = game.current.peek();
    let dealtBefore = game.dealtAt.peek();
    return effect(() => {
      const current = game.current.value;
      const dealtAt = game.dealtAt.value;
      const isDealtAgain = current !== before && dealtAt !== dealtBefore;
      if (current.code !== before.code || current.moves < before.moves || isDealtAgain) {
        cursor.value = { column: 0 };
      }
      // A change (another page's move or deal, above all) may take the focused card's element
      // away: the focus would be left on the page's body, the keys dead. It goes back to the tab
      // stop, unless the player's last input here was the pointer (lost-focus.ts).
      if (current !== before && boardRef.current?.contains(document.activeElement)) {
        catchLostFocus();
      }
      before = current;
      dealtBefore = dealtAt;
    });
  }, []);

  // The focus gone from the board to another control (Tab, Help, a button clicked) puts cards
  // picked up by keys back, and says so: they stayed up, drawn over what the player went to (Help's
  // open panel), and nothing the player then met said they were held. A focus lost to no element
  // (another window, the felt clicked) keeps them.
  useLayoutEffect(() => {
    const board = boardRef.current;
    const onFocusOut = (event: FocusEvent) => {
      const lifted = lift.peek();
      const next = event.relatedTarget;
      if (!lifted?.isKeyboardLift || !(next instanceof Node) || board?.contains(next)) return;
      // The focus stays where the player took it.
      putBack(lifted, false);
    };
    board?.addEventListener('focusout', onFocusOut);
    return () => board?.removeEventListener('focusout', onFocusOut);
  }, []);

  function say(text: string) {
    spoken.value = { text };
  }

  function moveTo(next: Cursor) {
    const position = game.current.peek().position;
    const at = spotOf(next, position);
    cursor.value = next;
    const lifted = lift.peek();
    if (lifted) carryTo(lifted, destinationOf(at), 'slot' in at ? at.slot : -1);
    if (boardRef.current) elementOf(boardRef.current, at, position)?.focus();
  }

  /**
   * Cards carried to another pile: that pile lights up as under a dragged group, and the live
   * region says whether it takes them (what the glow of placement help shows), once per pile.
   */
  function carryTo(lifted: Lift, to: BoardPile | StockPile, slot: number) {
    const next = to === lifted.from || to === 'stock' || to === 'waste' ? null : to;
    const { variant, position } = game.current.peek();
    const isTaken =
      next !== null && refusalOf(variant, position, { card: lifted.card, to: next }) === null;
    // A slot that takes the card home lights the slot it lands on; one that refuses it, itself.
    batch(() => {
      over.value = next;
      overSlot.value = isTaken && next === 'foundation' ? homeSlotOf(position, lifted.card) : slot;
    });
    // Up and down a column, or along the foundations (any slot takes a card home), is the same
    // pile: said once, not again for each card or slot.
    if (to === carriedTo.current) return;
    carriedTo.current = to;
    const pile = pileName(to, suitOf(lifted.card));
    if (to === lifted.from) say(i18n.t('announce.cameFrom', [pile]));
    else if (to === 'foundation') {
      // Any slot takes a card home to its own suit's foundation: said of the card, not of the
      // slot, which may be another suit's (or, in Double Yukon, the other of two of its suit).
      const name = cardName(lifted.card);
      say(i18n.t(isTaken ? 'announce.canGoHome' : 'announce.cannotGoHome', [name]));
    } else say(i18n.t(isTaken ? 'announce.canGo' : 'announce.cannotGo', [pile]));
  }

  /**
   * After a key's changes are drawn, the focus goes to the tab stop again: a move re-creates the
   * focused card's element, and the tab stop follows the moved card.
   */
  function keepFocus() {
    requestAnimationFrame(() => {
      const board = boardRef.current;
      const focused = document.activeElement;
      const isOnBoard = focused === document.body || board?.contains(focused);
      if (isOnBoard) board?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
    });
  }

  function pickUp(here: Spot) {
    if ('pile' in here && here.pile === 'stock') {
      play.turn();
      return;
    }
    const position = game.current.peek().position;
    const card = cardAt(here, position);
    if (card === null) {
      // An empty pile: said, as a player who does not see it would wonder what Enter did.
      say(i18n.t('announce.nothingToPickUp'));
      return;
    }
    if (!play.pickUp()) {
      // Refused only once the game is over.
      sayRefused(() => i18n.t('refusal.gameOver'));
      return;
    }
    const from = 'column' in here ? here.column : 'slot' in here ? 'foundation' : 'waste';
    lift.value = { card, from, index: 'column' in here ? here.index : 0, isKeyboardLift: true };
    carriedTo.current = from;
    cursor.value = { card };
    say(i18n.t('announce.pickedUp', [groupIn(position, card)]));
  }

  /** Puts cards picked up back and says so; the focus goes to them unless `isFocused` is false. */
  function putBack(lifted: Lift, isFocused = true) {
    cancelLift();
    if (isFocused) moveTo({ card: lifted.card });
    else cursor.value = { card: lifted.card };
    say(i18n.t('announce.putBack', [groupIn(game.current.peek().position, lifted.card)]));
  }

  function dropOn(here: Spot, lifted: Lift) {
    const to = destinationOf(here);
    if (to === lifted.from) {
      putBack(lifted);
    } else if (to !== 'stock' && to !== 'waste' && play.drop(lifted.card, to)) {
      cancelLift();
      cursor.value = { card: lifted.card };
    } else {
      sayRefused(() => i18n.t('announce.cannotGo', [pileName(to, suitOf(lifted.card))]));
    }
  }

  /**
   * Says that a key moved nothing when no refusal sentence does: with interactive rules off no
   * sentence names the rule, and a player who does not see the cards stay put still hears it.
   * Once the game is over that is why (docs/rules.md, End of the game), else `what` says it.
   */
  function sayRefused(what: () => string) {
    if (play.refusal.peek() !== null) return;
    const isOver = game.current.peek().status !== 'playing';
    say(isOver ? i18n.t('refusal.gameOver') : what());
  }

  function sendHome(here: Spot) {
    const card = cardAt(here, game.current.peek().position);
    if ('slot' in here || card === null) {
      say(i18n.t('announce.nothingGoesHome'));
      return;
    }
    if (play.sendHome(card) === null) {
      cursor.value = 'column' in here ? { column: here.column } : here;
    } else {
      sayRefused(() => i18n.t('announce.cannotGoHome', [cardName(card)]));
    }
  }

  /** F with cards picked up: the picked-up card goes home if it may, else the refusal says why. */
  function sendLiftedHome(lifted: Lift) {
    if (lifted.from === 'foundation') {
      putBack(lifted);
    } else if (play.sendHome(lifted.card) === null) {
      cancelLift();
      cursor.value = lifted.from === 'waste' ? { pile: 'waste' } : { column: lifted.from };
    } else {
      sayRefused(() => i18n.t('announce.cannotGoHome', [cardName(lifted.card)]));
    }
  }

  function onKeyDown(event: KeyboardEvent) {
    keepFocus();

    const lifted = lift.peek();
    const isUndoKey =
      event.key.toLowerCase() === 'z' && (event.ctrlKey || event.metaKey) && !event.altKey;
    if (isUndoKey && lifted && !event.shiftKey) {
      // Cards picked up are put back first, and said so, as Escape does; the next Ctrl+Z undoes
      // (the page's own Ctrl+Z would take the last move back from under the picked-up cards).
      event.preventDefault();
      event.stopPropagation();
      putBack(lifted);
      return;
    }
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const here = spot.peek();
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    if (key.startsWith('Arrow')) {
      const isLeftHanded = settings.peek().hand === 'left';
      const next = cursorAfterArrow(here, key, game.current.peek().position, isLeftHanded);
      if (next) moveTo(next);
    } else if (key === 'Enter' || key === ' ') {
      if (lifted) dropOn(here, lifted);
      else pickUp(here);
    } else if (key === 'Escape' && lifted) {
      putBack(lifted);
    } else if (key === 'f') {
      if (lifted) sendLiftedHome(lifted);
      else sendHome(here);
    } else if (key === 'd') {
      const { position } = game.current.peek();
      // Cards picked up are said first: nothing else on the board says they are held.
      const holding = lifted && i18n.t('describe.holding', [groupIn(position, lifted.card)]);
      say(holding ? `${holding} ${boardDescription(position)}` : boardDescription(position));
    } else {
      return;
    }
    event.preventDefault();
  }

  return { spot, onKeyDown };
}
