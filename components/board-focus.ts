/**
 * Where the keyboard stands on the board (its one tab stop) and where the arrow keys take it:
 * Left/Right between columns and from the last column onto the foundations, Up/Down between the
 * face-up cards of a column or between the foundation slots; in Australian Patience Left from
 * column 1 onto the waste, and Up/Down between the waste and the stock. Left-handed (docs/rules.md,
 * Looks), the foundations and the stock and waste change sides, and so do the keys to them.
 */
import { type Card, foundationTopOf, type Position, placeOf } from '../engine';
import type { BoardPile } from './lift';

/** The stock or the waste (Australian Patience, docs/rules.md, U: Australian Patience). */
export type StockPile = 'stock' | 'waste';

/**
 * What the keyboard stands on: a face-up card (followed wherever it moves), a column's last card
 * (the column itself when empty), a foundation slot (0..3 in the order S H D C, 0..7 in Double
 * Yukon), or the stock or the waste.
 */
export type Cursor = { card: Card } | { column: number } | { slot: number } | { pile: StockPile };

/**
 * The element a cursor stands on: a column and a card index in it (-1: the empty column), a
 * foundation slot, or the stock or the waste.
 */
export type Spot = { column: number; index: number } | { slot: number } | { pile: StockPile };

function lastCardOf(position: Position, column: number): Spot {
  return { column, index: position.columns[column].cards.length - 1 };
}

/** The spot of `cursor` in `position`; a card turned face down again (by undo) gives its column's last card. */
export function spotOf(cursor: Cursor, position: Position): Spot {
  if ('slot' in cursor || 'pile' in cursor) return cursor;
  if ('column' in cursor) return lastCardOf(position, cursor.column);
  const place = placeOf(position, cursor.card);
  if (place.pile === 'foundation') return { slot: place.slot };
  if (place.pile === 'waste' || place.pile === 'stock') return { pile: place.pile };
  const isFaceUp = place.index >= position.columns[place.column].faceDown;
  return isFaceUp
    ? { column: place.column, index: place.index }
    : lastCardOf(position, place.column);
}

/** The card a spot shows on top (the card a pick-up takes), or null for an empty pile or the stock. */
export function cardAt(spot: Spot, position: Position): Card | null {
  if ('column' in spot)
    return spot.index < 0 ? null : position.columns[spot.column].cards[spot.index];
  if ('slot' in spot) return foundationTopOf(position, spot.slot);
  const waste = position.waste ?? [];
  return spot.pile === 'waste' ? (waste[waste.length - 1] ?? null) : null;
}

/** The pile a group put down on `spot` goes to, or the stock or the waste, which take none. */
export function destinationOf(spot: Spot): BoardPile | StockPile {
  if ('pile' in spot) return spot.pile;
  return 'column' in spot ? spot.column : 'foundation';
}

/**
 * Where an arrow key (`ArrowUp` ...) takes the keyboard from `spot`, or null when nowhere.
 * @param isLeftHanded whether the foundations lie at the tableau's left (and the stock and the
 *   waste at its right).
 */
export function cursorAfterArrow(
  spot: Spot,
  key: string,
  position: Position,
  isLeftHanded = false,
): Cursor | null {
  const lastColumn = position.columns.length - 1;
  const stockSide = position.stock ? ({ pile: 'waste' } as const) : null;
  const [leftOfTableau, rightOfTableau] = isLeftHanded
    ? [{ slot: 0 }, stockSide]
    : [stockSide, { slot: 0 }];
  // The key from the foundations, and from the stock and the waste, back onto the tableau.
  const [fromFoundations, fromStock] = isLeftHanded
    ? ['ArrowRight', 'ArrowLeft']
    : ['ArrowLeft', 'ArrowRight'];
  if ('pile' in spot) {
    if (key === 'ArrowUp' && spot.pile === 'waste') return { pile: 'stock' };
    if (key === 'ArrowDown' && spot.pile === 'stock') return { pile: 'waste' };
    if (key === fromStock) return { column: isLeftHanded ? lastColumn : 0 };
    return null;
  }
  if ('slot' in spot) {
    if (key === 'ArrowUp' && spot.slot > 0) return { slot: spot.slot - 1 };
    if (key === 'ArrowDown' && spot.slot < position.foundations.length - 1) {
      return { slot: spot.slot + 1 };
    }
    if (key === fromFoundations) return { column: isLeftHanded ? 0 : lastColumn };
    return null;
  }
  const { cards, faceDown } = position.columns[spot.column];
  if (key === 'ArrowUp' && spot.index > faceDown) return { card: cards[spot.index - 1] };
  if (key === 'ArrowDown' && spot.index >= 0 && spot.index < cards.length - 1) {
    return { card: cards[spot.index + 1] };
  }
  if (key === 'ArrowLeft') {
    return spot.column > 0 ? { column: spot.column - 1 } : leftOfTableau;
  }
  if (key === 'ArrowRight') {
    return spot.column < lastColumn ? { column: spot.column + 1 } : rightOfTableau;
  }
  return null;
}
