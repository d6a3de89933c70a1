/**
 * Where the keyboard stands on the board (its one tab stop) and where the arrow keys take it:
 * Left/Right between columns and from column 7 onto the foundations, Up/Down between the face-up
 * cards of a column or between the foundation slots.
 */
import { type Card, cardOf, type Position, placeOf, suitOf } from '../engine';
import type { BoardPile } from './lift';

/**
 * What the keyboard stands on: a face-up card (followed wherever it moves), a column's last card
 * (the column itself when empty), or a foundation slot by suit 0..3 (S, H, D, C).
 */
export type Cursor = { card: Card } | { column: number } | { suit: number };

/** The element a cursor stands on: a column and a card index in it (-1: the empty column), or a foundation slot. */
export type Spot = { column: number; index: number } | { suit: number };

const LAST_COLUMN = 6;
const LAST_SUIT = 3;

function lastCardOf(position: Position, column: number): Spot {
  return { column, index: position.columns[column].cards.length - 1 };
}

/** The spot of `cursor` in `position`; a card turned face down again (by undo) gives its column's last card. */
export function spotOf(cursor: Cursor, position: Position): Spot {
  if ('suit' in cursor) return cursor;
  if ('column' in cursor) return lastCardOf(position, cursor.column);
  const place = placeOf(position, cursor.card);
  if (place.pile !== 'column') return { suit: suitOf(cursor.card) };
  const isFaceUp = place.index >= position.columns[place.column].faceDown;
  return isFaceUp
    ? { column: place.column, index: place.index }
    : lastCardOf(position, place.column);
}

/** The card a spot shows on top (the card a pick-up takes), or null for an empty pile. */
export function cardAt(spot: Spot, position: Position): Card | null {
  if ('column' in spot)
    return spot.index < 0 ? null : position.columns[spot.column].cards[spot.index];
  const rank = position.foundations[spot.suit];
  return rank === 0 ? null : cardOf(spot.suit, rank);
}

/** The pile a group put down on `spot` goes to. */
export function destinationOf(spot: Spot): BoardPile {
  return 'column' in spot ? spot.column : 'foundation';
}

/** Where an arrow key (`ArrowUp` ...) takes the keyboard from `spot`, or null when nowhere. */
export function cursorAfterArrow(spot: Spot, key: string, position: Position): Cursor | null {
  if ('suit' in spot) {
    if (key === 'ArrowUp' && spot.suit > 0) return { suit: spot.suit - 1 };
    if (key === 'ArrowDown' && spot.suit < LAST_SUIT) return { suit: spot.suit + 1 };
    if (key === 'ArrowLeft') return { column: LAST_COLUMN };
    return null;
  }
  const { cards, faceDown } = position.columns[spot.column];
  if (key === 'ArrowUp' && spot.index > faceDown) return { card: cards[spot.index - 1] };
  if (key === 'ArrowDown' && spot.index >= 0 && spot.index < cards.length - 1) {
    return { card: cards[spot.index + 1] };
  }
  if (key === 'ArrowLeft' && spot.column > 0) return { column: spot.column - 1 };
  if (key === 'ArrowRight') {
    return spot.column < LAST_COLUMN ? { column: spot.column + 1 } : { suit: 0 };
  }
  return null;
}
