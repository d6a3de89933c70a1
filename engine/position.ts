/**
 * Positions: the tableau and the foundations.
 */
import type { Card } from './cards';

/** One tableau column: cards bottom to top; the first `faceDown` of them are face down. */
export interface Column {
  cards: Card[];
  faceDown: number;
}

/**
 * A position: seven columns (index 0..6 is column 1..7) and, per suit in the order S H D C,
 * the rank of the foundation's top card (0 = empty, 13 = complete).
 */
export interface Position {
  columns: Column[];
  foundations: number[];
}

/**
 * A copy of a position in which only the columns listed (indexes 0..6) and the foundations are
 * new objects; the other columns are shared. A move changes at most two columns, so views that
 * compare columns by identity re-render only the piles a move touched.
 */
export function copyColumns(position: Position, changed: readonly number[]): Position {
  const columns = position.columns.slice();
  for (const index of changed) {
    columns[index] = { cards: columns[index].cards.slice(), faceDown: columns[index].faceDown };
  }
  return { columns, foundations: position.foundations.slice() };
}

/** How many cards are on the foundations, 0..52. */
export function cardsHome(position: Position): number {
  return position.foundations.reduce((sum, rank) => sum + rank, 0);
}

/** How many face-down cards are left in the tableau, 0..21. */
export function faceDownCount(position: Position): number {
  return position.columns.reduce((sum, column) => sum + column.faceDown, 0);
}
