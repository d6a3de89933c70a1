/**
 * What happens to the game shown, as the game store tells it: each move with the cards it moved
 * and the card it turned up, each undo with the card it turned face down again, each new deal,
 * and each game arriving from another page or browser. Views say these in words (Announcer)
 * rather than guess them by comparing two games.
 */
import type { Card, Destination, Game, Pile, Position } from '../engine';

/** A move played (docs/rules.md, Moves). */
export interface MoveEvent {
  type: 'move';
  /** The game after the move. */
  game: Game;
  /** The group moved, bottom first: the card taken and every card that lay on it. */
  cards: Card[];
  to: Destination;
  /** The face-down card the move left last in its column and so turned up, or null. */
  turnedUp: Card | null;
}

/** The last move taken back (docs/rules.md, Undo). */
export interface UndoEvent {
  type: 'undo';
  /** The game after the undo. */
  game: Game;
  /** The group taken back, bottom first. */
  cards: Card[];
  /**
   * Where it went back to: a column index, its foundation (a take-back undone), the waste or the
   * stock (a turn undone).
   */
  to: Pile;
  /** The card the move had turned up, face down again under the group, or null. */
  turnedDown: Card | null;
}

/** A move undone and played again (docs/rules.md, Undo): told as the move it plays. */
export interface RedoEvent extends Omit<MoveEvent, 'type'> {
  type: 'redo';
}

/** A new deal, or the deal dealt again from the start (docs/rules.md, Deal codes). */
export interface DealEvent {
  type: 'deal';
  game: Game;
}

/**
 * A game written by another page or browser, now shown here. Another page writes only the game
 * it made, not what it did: what that was, when it was one move, one undo or a new deal, is read
 * from the two games (`changeBetween`, arrival.ts) by what says it.
 */
export interface ArrivalEvent {
  type: 'arrived';
  game: Game;
  /** The game shown here before it. */
  before: Game;
}

export type GameEvent = MoveEvent | RedoEvent | UndoEvent | DealEvent | ArrivalEvent;

/** The group whose bottom card is `card` on `pile` of `position`; a card off the tableau alone. */
function groupOn(position: Position, card: Card, pile: Pile): Card[] {
  if (typeof pile !== 'number') return [card];
  const { cards } = position.columns[pile];
  return cards.slice(cards.indexOf(card));
}

/** The move that made `after`, read from its last undo step. */
export function moveEvent(after: Game): MoveEvent {
  const { move, from, turnedUp } = after.history[after.history.length - 1];
  const source = typeof from === 'number' ? after.position.columns[from] : null;
  return {
    type: 'move',
    game: after,
    cards: groupOn(after.position, move.card, move.to),
    to: move.to,
    turnedUp: turnedUp && source ? (source.cards.at(-1) ?? null) : null,
  };
}

/** The undo that led from `before` to `after`: `before`'s last move, taken back. */
export function undoEvent(before: Game, after: Game): UndoEvent {
  const { move, from, turnedUp } = before.history[before.history.length - 1];
  const source = typeof from === 'number' ? after.position.columns[from] : null;
  return {
    type: 'undo',
    game: after,
    cards: groupOn(after.position, move.card, from),
    to: from,
    turnedDown: turnedUp && source ? source.cards[source.faceDown - 1] : null,
  };
}

/**
 * The deal `after`, dealt where `before` was shown; null when it is the same deal, unplayed,
 * again: the same cards lie where they lay, so nothing happened that a player would be told.
 */
export function dealEvent(before: Game, after: Game): DealEvent | null {
  return after.code === before.code && before.moves === 0 ? null : { type: 'deal', game: after };
}

/** What the game store did: a move, an undo, a redo, a deal, or a game from elsewhere shown. */
export type Change = 'move' | 'undo' | 'redo' | 'deal' | 'arrival';

/** The event of `change`, which led from `before` to `after`; null when nothing is to be told. */
export function eventOf(change: Change, before: Game, after: Game): GameEvent | null {
  if (change === 'move') return moveEvent(after);
  if (change === 'redo') return { ...moveEvent(after), type: 'redo' };
  if (change === 'undo') return undoEvent(before, after);
  if (change === 'deal') return dealEvent(before, after);
  return { type: 'arrived', game: after, before };
}

/** Who hears the game store's events, and how the store tells them. */
export function createGameEvents() {
  const listeners = new Set<(event: GameEvent) => void>();
  return {
    /** Calls `listener` with every event from now on. @returns the function that stops it. */
    on(listener: (event: GameEvent) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Tells every listener the event of `change` (`eventOf`), once the game shown is `after`. */
    tell(change: Change, before: Game, after: Game): void {
      const event = eventOf(change, before, after);
      if (event) for (const listener of listeners) listener(event);
    },
  };
}
