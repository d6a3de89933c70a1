/**
 * Where the keyboard stands on the board (its one tab stop) and where the arrow keys take it:
 * Left/Right between columns and from the last column onto the foundations, Up/Down between the
 * face-up cards of a column or between the foundation slots; in Australian Patience Left from
 * column 1 onto the waste. Where the foundations (and the stock and the waste) lie in a row above
 * the tableau (Double Yukon, Australian Patience), Up from a column's top face-up card goes to the
 * pile above it, Down from a pile of the row back to the column under it, and Left/Right along
 * the row. Left-handed (docs/rules.md, Looks), the foundations and the stock and waste change
 * sides, and so do the keys to them.
 */
import { type Card, foundationTopOf, type Position, placeOf } from '../engine';
import { isTopRowLayout } from './board-layout';
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

type RowPile = { slot: number } | { pile: StockPile };

/**
 * The row above the tableau as drawn (components/Board.css), one entry a column, left to right:
 * the pile above each column, or null. Right-handed the stock and the waste start at the left
 * and the foundations end at the right; left-handed the foundations start at the left and the
 * waste and the stock (the waste still nearer the middle) end at the right.
 */
function topRowOf(position: Position, isLeftHanded: boolean): (RowPile | null)[] {
  const slots: RowPile[] = position.foundations.map((_, slot) => ({ slot }));
  const stockSide: RowPile[] = position.stock ? [{ pile: 'stock' }, { pile: 'waste' }] : [];
  const gap = Array<null>(position.columns.length - slots.length - stockSide.length).fill(null);
  return isLeftHanded
    ? [...slots, ...gap, ...stockSide.reverse()]
    : [...stockSide, ...gap, ...slots];
}

/** The pile of `row` above `column`, or else the nearest one (the left one of two as near). */
function rowPileOver(row: (RowPile | null)[], column: number): RowPile | null {
  for (let distance = 0; distance < row.length; distance++) {
    const nearest = row[column - distance] ?? row[column + distance];
    if (nearest) return nearest;
  }
  return null;
}

function isSamePile(a: RowPile, b: Spot): boolean {
  return 'slot' in a ? 'slot' in b && a.slot === b.slot : 'pile' in b && a.pile === b.pile;
}

/** Where a key takes the keyboard from a pile of the row above the tableau. */
function cursorInTopRow(row: (RowPile | null)[], at: number, key: string, position: Position) {
  if (key === 'ArrowDown') {
    // Back onto the column under the pile, at its top face-up card (the one nearest the row).
    const { cards, faceDown } = position.columns[at];
    return faceDown < cards.length ? { card: cards[faceDown] } : { column: at };
  }
  const step = key === 'ArrowLeft' ? -1 : key === 'ArrowRight' ? 1 : 0;
  for (let column = at + step; step !== 0 && column >= 0 && column < row.length; column += step) {
    const pile = row[column];
    if (pile) return pile;
  }
  return null;
}

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
  const row = isTopRowLayout({ columns: lastColumn + 1, hasStock: position.stock !== undefined })
    ? topRowOf(position, isLeftHanded)
    : null;
  if (row && !('column' in spot)) {
    const at = row.findIndex((pile) => pile !== null && isSamePile(pile, spot));
    return cursorInTopRow(row, at, key, position);
  }
  const stockSide = position.stock ? ({ pile: 'waste' } as const) : null;
  const [leftOfTableau, rightOfTableau] = isLeftHanded
    ? [{ slot: 0 }, stockSide]
    : [stockSide, { slot: 0 }];
  // The key from the foundations beside the tableau back onto it (the stock and the waste lie
  // only in a row above it).
  const fromFoundations = isLeftHanded ? 'ArrowRight' : 'ArrowLeft';
  if ('pile' in spot) return null;
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
  if (key === 'ArrowUp' && row) return rowPileOver(row, spot.column);
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
