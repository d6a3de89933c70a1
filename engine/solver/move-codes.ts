/**
 * The integers the solver keeps moves in, and the only place that knows their bits. Plain
 * integers, not objects: a search stores millions of them in typed arrays.
 *
 * - A **move**: `card | destination << 6`, destination 0..6 a column, TO_FOUNDATION the card's
 *   foundation (docs/rules.md, Moves).
 * - A **record** (what `SearchPosition.apply` returns and `undo` takes back): the move, plus
 *   `source << 9 | index << 12 | isTurnedUp << 18`: the column the card came from (TO_FOUNDATION
 *   for a take-back), its index there, and whether the card under it was turned up.
 * - A **step** (reached-from.ts): `card | onto << 6`, onto the card it lands on, ON_TABLE or HOME
 *   (search-position.ts), so that it survives the columns being reordered.
 * The card is the low six bits of all three.
 */
import type { Move } from '../rules';

/** A move's destination code for the card's foundation; 0..6 are columns. */
export const TO_FOUNDATION = 7;

/** The move of `card` (0..51) to `destination` (a column 0..6, or TO_FOUNDATION). */
export function encodeMove(card: number, destination: number): number {
  return card | (destination << 6);
}

/** The card (0..51) of a move, record or step. */
export function cardOf(code: number): number {
  return code & 63;
}

/** The destination of a move or record: a column 0..6, or TO_FOUNDATION. */
export function destinationOf(code: number): number {
  return (code >> 6) & 7;
}

/** Whether a move or record sends its card home. */
export function isToFoundation(code: number): boolean {
  return ((code >> 6) & 7) === TO_FOUNDATION;
}

/** The engine's Move for an encoded move (or record). */
export function decodeMove(move: number): Move {
  const destination = (move >> 6) & 7;
  return { card: move & 63, to: destination === TO_FOUNDATION ? 'foundation' : destination };
}

/**
 * The record of `move` played from column `source` (TO_FOUNDATION: a take-back), where the card
 * lay at `index`, `isTurnedUp` when that turned the card under it face up.
 */
export function encodeRecord(
  move: number,
  source: number,
  index: number,
  isTurnedUp: boolean,
): number {
  return move | (source << 9) | (index << 12) | (isTurnedUp ? 1 << 18 : 0);
}

/** The move a record played. */
export function moveOf(record: number): number {
  return record & 511;
}

/** The column a record's card came from, or TO_FOUNDATION for a take-back. */
export function sourceOf(record: number): number {
  return (record >> 9) & 7;
}

/** The index the record's card lay at in its source column (0 for a take-back). */
export function sourceIndexOf(record: number): number {
  return (record >> 12) & 63;
}

/** Whether the record's move turned the card under it face up. */
export function isTurnedUp(record: number): boolean {
  return ((record >> 18) & 1) === 1;
}

/** The step of `card` onto `onto`: a card, ON_TABLE or HOME (search-position.ts). */
export function encodeStep(card: number, onto: number): number {
  return card | (onto << 6);
}

/** What a step's card lands on: a card, ON_TABLE or HOME. */
export function ontoOfStep(step: number): number {
  return step >> 6;
}
