/**
 * The one place that decides whether a move may be made and, if not, why (docs/rules.md, Moves and
 * Refusal reasons). The board, the hint, the solver and the command line all ask here.
 */
import { type Card, KING, rankOf, suitOf } from './cards';
import type { Position } from './position';
import { canBuildOn, type Variant } from './variants';

/** Where a move puts its card: a column index 0..6 (column 1..7) or the card's own foundation. */
export type Destination = number | 'foundation';

/** A move: take `card` (with every card lying on it) to `to` (docs/rules.md, Moves 1-3). */
export interface Move {
  card: Card;
  to: Destination;
}

/** The engine's refusal codes (docs/rules.md, Refusal reasons). */
export const REFUSALS = [
  'face-down',
  'not-last-card',
  'foundation-order',
  'empty-needs-king',
  'does-not-fit',
  'group-too-large',
  'same-pile',
  'not-available',
  'game-over',
] as const;
export type Refusal = (typeof REFUSALS)[number];

/** The largest group a tableau move may take (docs/rules.md, Moves 1). */
export const GROUP_LIMIT = 20;

/**
 * Rule switches. The product always plays with the defaults; the solver can turn take-backs off and
 * lift the group limit to compare with other solvers (docs/winnability.md).
 */
export interface RuleOptions {
  /** Whether a foundation's top card may go back to the tableau (docs/rules.md, Moves 3). */
  takebacks: boolean;
  /** The largest group a tableau move may take; `Infinity` for no limit. */
  groupLimit: number;
}

export const PRODUCT_RULES: RuleOptions = { takebacks: true, groupLimit: GROUP_LIMIT };

/** Where a card lies: in a column at `index` (0 = bottom), or on its foundation. */
export type Place =
  | { pile: 'column'; column: number; index: number }
  | { pile: 'foundation'; isTop: boolean };

/** Finds a card in a position. Every card is in exactly one place. */
export function placeOf(position: Position, card: Card): Place {
  if (position.foundations[suitOf(card)] >= rankOf(card)) {
    return { pile: 'foundation', isTop: position.foundations[suitOf(card)] === rankOf(card) };
  }
  const { columns } = position;
  for (let column = 0; column < columns.length; column++) {
    const index = columns[column].cards.indexOf(card);
    if (index >= 0) return { pile: 'column', column, index };
  }
  throw new Error(`Broken position: card ${card} is neither in a column nor on a foundation.`);
}

/** Whether `card` may lie on a column whose last card is `lastCard` (undefined: empty column). */
function fitsOn(variant: Variant, card: Card, lastCard: Card | undefined): boolean {
  return lastCard === undefined ? rankOf(card) === KING : canBuildOn(variant, card, lastCard);
}

/** Why a card (or group led by it) may not be put on column `column` (docs/rules.md, Moves 1). */
function columnRefusal(
  variant: Variant,
  position: Position,
  card: Card,
  column: number,
): Refusal | null {
  const cards = position.columns[column].cards;
  if (cards.length === 0) return rankOf(card) === KING ? null : 'empty-needs-king';
  // A column's last card is always face up (docs/rules.md, Moves 4), so only the building rule is
  // left.
  return canBuildOn(variant, card, cards[cards.length - 1]) ? null : 'does-not-fit';
}

/**
 * Checks a move against the rules (docs/rules.md, Moves 1-5).
 * @param move `to` a column index 0..6 or `'foundation'`; `card` 0..51.
 * @returns `null` when the move is legal, else its refusal code. A finished game is checked by
 *   the caller (`game-over`). With take-backs off, a foundation card is `not-available`.
 * @throws RangeError for a destination column outside 0..6 or a card outside 0..51 (bad input).
 */
export function refusalOf(
  variant: Variant,
  position: Position,
  move: Move,
  options: RuleOptions = PRODUCT_RULES,
): Refusal | null {
  const { card, to } = move;
  if (!Number.isInteger(card) || card < 0 || card > 51) throw new RangeError(`No card ${card}.`);
  if (to !== 'foundation' && !(Number.isInteger(to) && to >= 0 && to < 7)) {
    throw new RangeError(`No column index ${to}: columns are 0..6.`);
  }
  const place = placeOf(position, card);
  if (place.pile === 'foundation') {
    if (!place.isTop || !options.takebacks) return 'not-available';
    if (to === 'foundation') return 'same-pile';
    return columnRefusal(variant, position, card, to);
  }
  const column = position.columns[place.column];
  if (place.index < column.faceDown) return 'face-down';
  if (to === 'foundation') {
    if (place.index !== column.cards.length - 1) return 'not-last-card';
    return position.foundations[suitOf(card)] === rankOf(card) - 1 ? null : 'foundation-order';
  }
  if (to === place.column) return 'same-pile';
  const refusal = columnRefusal(variant, position, card, to);
  if (refusal) return refusal;
  return column.cards.length - place.index > options.groupLimit ? 'group-too-large' : null;
}

/**
 * Every legal move of a position (docs/rules.md, Moves 1-3), in a stable order: tableau cards
 * column by column from the bottom, foundation moves before column moves, then take-backs suit by
 * suit.
 */
export function legalMoves(
  variant: Variant,
  position: Position,
  options: RuleOptions = PRODUCT_RULES,
): Move[] {
  const moves: Move[] = [];
  const { columns, foundations } = position;
  const lastCards = columns.map((column) => column.cards[column.cards.length - 1]);
  for (let from = 0; from < 7; from++) {
    const { cards, faceDown } = columns[from];
    const firstIndex = Math.max(faceDown, cards.length - options.groupLimit);
    for (let index = firstIndex; index < cards.length; index++) {
      const card = cards[index];
      if (index === cards.length - 1 && foundations[suitOf(card)] === rankOf(card) - 1) {
        moves.push({ card, to: 'foundation' });
      }
      for (let to = 0; to < 7; to++) {
        if (to === from) continue;
        if (fitsOn(variant, card, lastCards[to])) moves.push({ card, to });
      }
    }
  }
  if (options.takebacks) {
    for (let suit = 0; suit < 4; suit++) {
      if (foundations[suit] === 0) continue;
      const card = suit * 13 + foundations[suit] - 1;
      for (let to = 0; to < 7; to++) {
        if (fitsOn(variant, card, lastCards[to])) moves.push({ card, to });
      }
    }
  }
  return moves;
}
