/**
 * The one place that decides whether a move may be made and, if not, why (docs/rules.md, Moves and
 * Refusal reasons). The board, the hint, the solver and the command line all ask here.
 */
import { type Card, KING, rankOf } from './cards';
import { foundationSlotOf, foundationTopOf, homeSlotOf, type Position } from './position';
import { canBuildOn, layoutOf, type Variant } from './variants';

/**
 * Where a move puts its card: a column index (0..6 for column 1..7; 0..9 in Double Yukon), the
 * card's foundation, or the waste (a turn of the stock, Australian Patience).
 */
export type Destination = number | 'foundation' | 'waste';

/** Any pile a card can lie on: a destination, or the stock (Australian Patience). */
export type Pile = Destination | 'stock';

/**
 * A move: take `card` (with every card lying on it) to `to` (docs/rules.md, Moves 1-3). A turn
 * (docs/rules.md, U: Australian Patience) is `{ card: <the stock's top card>, to: 'waste' }`.
 */
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
  'stock-empty',
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

/**
 * Where a card lies: in a column at `index` (0 = bottom), on a foundation slot, on the waste or in
 * the stock (Australian Patience).
 */
export type Place =
  | { pile: 'column'; column: number; index: number }
  | { pile: 'foundation'; slot: number; isTop: boolean }
  | { pile: 'waste'; isTop: boolean }
  | { pile: 'stock' };

/** Finds a card in a position. Every card is in exactly one place. */
export function placeOf(position: Position, card: Card): Place {
  const home = foundationSlotOf(position, card);
  if (home) return { pile: 'foundation', ...home };
  const { columns, stock, waste } = position;
  for (let column = 0; column < columns.length; column++) {
    const index = columns[column].cards.indexOf(card);
    if (index >= 0) return { pile: 'column', column, index };
  }
  if (waste?.includes(card)) return { pile: 'waste', isTop: waste[waste.length - 1] === card };
  if (stock?.includes(card)) return { pile: 'stock' };
  throw new Error(`Broken position: card ${card} is nowhere.`);
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

/** Why a turn may not be made (docs/rules.md, U: Australian Patience), or null. */
function turnRefusal(position: Position, card: Card): Refusal | null {
  const stock = position.stock ?? [];
  if (stock.length === 0) return 'stock-empty';
  return stock[stock.length - 1] === card ? null : 'not-available';
}

/** Why a card that lies alone on top of its pile may not go `to`, or null. */
function singleCardRefusal(
  variant: Variant,
  position: Position,
  card: Card,
  to: number | 'foundation',
): Refusal | null {
  if (to === 'foundation') return homeSlotOf(position, card) >= 0 ? null : 'foundation-order';
  return columnRefusal(variant, position, card, to);
}

/**
 * Checks a move against the rules (docs/rules.md, Moves 1-5; U: Australian Patience).
 * @param move `to` a column index (0..6, 0..9 in Double Yukon), `'foundation'` or, in Australian
 *   Patience, `'waste'` (a turn); `card` 0..51 (0..103 in Double Yukon).
 * @returns `null` when the move is legal, else its refusal code. A finished game is checked by
 *   the caller (`game-over`). With take-backs off, a foundation card is `not-available`.
 * @throws RangeError for a destination the variant does not have or a card it does not hold (bad
 *   input).
 */
export function refusalOf(
  variant: Variant,
  position: Position,
  move: Move,
  options: RuleOptions = PRODUCT_RULES,
): Refusal | null {
  const { card, to } = move;
  const layout = layoutOf(variant);
  if (to === 'waste') {
    if (!layout.hasStock) throw new RangeError(`Variant ${variant} has no stock to turn.`);
    return turnRefusal(position, card);
  }
  if (!Number.isInteger(card) || card < 0 || card >= layout.cards) {
    throw new RangeError(`No card ${card}.`);
  }
  if (to !== 'foundation' && !(Number.isInteger(to) && to >= 0 && to < layout.columns)) {
    throw new RangeError(`No column index ${to}: columns are 0..${layout.columns - 1}.`);
  }
  const place = placeOf(position, card);
  if (place.pile === 'stock') return 'face-down';
  if (place.pile === 'waste') {
    return place.isTop ? singleCardRefusal(variant, position, card, to) : 'not-available';
  }
  if (place.pile === 'foundation') {
    if (!place.isTop || !options.takebacks) return 'not-available';
    if (to === 'foundation') return 'same-pile';
    return columnRefusal(variant, position, card, to);
  }
  const column = position.columns[place.column];
  if (place.index < column.faceDown) return 'face-down';
  if (to === 'foundation') {
    if (place.index !== column.cards.length - 1) return 'not-last-card';
    return singleCardRefusal(variant, position, card, to);
  }
  if (to === place.column) return 'same-pile';
  const refusal = columnRefusal(variant, position, card, to);
  if (refusal) return refusal;
  return column.cards.length - place.index > options.groupLimit ? 'group-too-large' : null;
}

/**
 * Every legal move of a position (docs/rules.md, Moves 1-3; U: Australian Patience), in a stable
 * order: tableau cards column by column from the bottom, foundation moves before column moves,
 * then take-backs slot by slot, then the waste's top card, then the turn.
 */
export function legalMoves(
  variant: Variant,
  position: Position,
  options: RuleOptions = PRODUCT_RULES,
): Move[] {
  const moves: Move[] = [];
  const { columns, foundations, stock, waste } = position;
  const count = columns.length;
  const lastCards = columns.map((column) => column.cards[column.cards.length - 1]);
  const placeSingle = (card: Card, isHome: boolean) => {
    if (isHome && homeSlotOf(position, card) >= 0) moves.push({ card, to: 'foundation' });
    for (let to = 0; to < count; to++) {
      if (fitsOn(variant, card, lastCards[to])) moves.push({ card, to });
    }
  };
  for (let from = 0; from < count; from++) {
    const { cards, faceDown } = columns[from];
    const firstIndex = Math.max(faceDown, cards.length - options.groupLimit);
    for (let index = firstIndex; index < cards.length; index++) {
      const card = cards[index];
      if (index === cards.length - 1 && homeSlotOf(position, card) >= 0) {
        moves.push({ card, to: 'foundation' });
      }
      for (let to = 0; to < count; to++) {
        if (to === from) continue;
        if (fitsOn(variant, card, lastCards[to])) moves.push({ card, to });
      }
    }
  }
  if (options.takebacks) {
    for (let slot = 0; slot < foundations.length; slot++) {
      const card = foundationTopOf(position, slot);
      if (card !== null) placeSingle(card, false);
    }
  }
  if (waste && waste.length > 0) placeSingle(waste[waste.length - 1], true);
  if (stock && stock.length > 0) moves.push({ card: stock[stock.length - 1], to: 'waste' });
  return moves;
}
