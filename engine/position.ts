/**
 * Positions: the tableau, the foundations and, in Australian Patience, the stock and the waste.
 */
import { type Card, DECK_SIZE, rankOf, suitOf } from './cards';

/** One tableau column: cards bottom to top; the first `faceDown` of them are face down. */
export interface Column {
  cards: Card[];
  faceDown: number;
}

/**
 * A position: the columns (index 0..6 is column 1..7; 0..9 in Double Yukon) and the foundation
 * slots, each the rank of its top card (0 = empty, 13 = complete). One slot a suit in the order
 * S H D C, or in Double Yukon two, S S H H D D C C (docs/rules.md, D: Double Yukon).
 * Australian Patience adds the stock and the waste (docs/rules.md, U: Australian Patience).
 */
export interface Position {
  columns: Column[];
  foundations: number[];
  /** The stock, face down, bottom to top: the last card is the next one turned. */
  stock?: Card[];
  /** The waste, bottom to top: only the last card is in play. */
  waste?: Card[];
}

/**
 * A copy of a position in which only the columns listed (indexes) and the foundations, stock and
 * waste are new objects; the other columns are shared. A move changes at most two columns, so
 * views that compare columns by identity re-render only the piles a move touched.
 */
export function copyColumns(position: Position, changed: readonly number[]): Position {
  const columns = position.columns.slice();
  for (const index of changed) {
    columns[index] = { cards: columns[index].cards.slice(), faceDown: columns[index].faceDown };
  }
  const copy: Position = { columns, foundations: position.foundations.slice() };
  if (position.stock) copy.stock = position.stock.slice();
  if (position.waste) copy.waste = position.waste.slice();
  return copy;
}

/** How many cards are on the foundations, 0..52 (0..104 in Double Yukon). */
export function cardsHome(position: Position): number {
  return position.foundations.reduce((sum, rank) => sum + rank, 0);
}

/** How many cards a position holds in all: 13 a foundation slot, so 52 or 104. */
export function cardCount(position: Position): number {
  return position.foundations.length * 13;
}

/** How many face-down cards are left in the tableau, 0..21 (0..44 in Double Yukon). */
export function faceDownCount(position: Position): number {
  return position.columns.reduce((sum, column) => sum + column.faceDown, 0);
}

/**
 * The foundation slots of a suit, in order: the suit's index, or in Double Yukon its two slots
 * (docs/rules.md, D: Double Yukon).
 */
export function slotsOfSuit(position: Position, suit: number): number[] {
  return position.foundations.length === 8 ? [suit * 2, suit * 2 + 1] : [suit];
}

/** The suit 0..3 of a foundation slot. */
export function suitOfSlot(position: Position, slot: number): number {
  return position.foundations.length === 8 ? slot >> 1 : slot;
}

/**
 * The slot a card sent home lands on: the first of its suit's slots that takes its rank next
 * (docs/rules.md, Moves 2; D: Double Yukon), or -1 when none does.
 */
export function homeSlotOf(position: Position, card: Card): number {
  // One deck: the suit's one slot, without building a list (the search asks this very often).
  if (position.foundations.length === 4) {
    const suit = suitOf(card);
    return position.foundations[suit] === rankOf(card) - 1 ? suit : -1;
  }
  for (const slot of slotsOfSuit(position, suitOf(card))) {
    if (position.foundations[slot] === rankOf(card) - 1) return slot;
  }
  return -1;
}

/** Whether a card lies in a column, the stock or the waste of a position. */
function isOutside(position: Position, card: Card): boolean {
  return (
    position.columns.some((column) => column.cards.includes(card)) ||
    (position.stock?.includes(card) ?? false) ||
    (position.waste?.includes(card) ?? false)
  );
}

/**
 * The card id on top of a foundation slot, or null when it is empty. With one deck it is the
 * suit's card of the slot's rank. In Double Yukon a card home is one of two equal copies: when
 * both copies of a rank are home the first deck's id (0..51) is taken to lie on the first slot
 * and the second deck's on the second, else the home copy lies on the one slot that reaches the
 * rank (docs/rules.md, D: Double Yukon: the copies are equal for every rule).
 */
export function foundationTopOf(position: Position, slot: number): Card | null {
  const rank = position.foundations[slot];
  if (rank === 0) return null;
  const card = suitOfSlot(position, slot) * 13 + rank - 1;
  if (position.foundations.length !== 8) return card;
  const other = position.foundations[slot ^ 1];
  if (other >= rank) return slot % 2 === 0 ? card : card + DECK_SIZE;
  return isOutside(position, card) ? card + DECK_SIZE : card;
}

/**
 * The foundation slot a card that is home lies on (see `foundationTopOf` for Double Yukon's
 * copies), with whether it is the slot's top card; null when the card is not home.
 */
export function foundationSlotOf(
  position: Position,
  card: Card,
): { slot: number; isTop: boolean } | null {
  const rank = rankOf(card);
  if (position.foundations.length === 4) {
    const top = position.foundations[suitOf(card)];
    return top >= rank ? { slot: suitOf(card), isTop: top === rank } : null;
  }
  const slots = slotsOfSuit(position, suitOf(card));
  const reached = slots.filter((slot) => position.foundations[slot] >= rank);
  if (reached.length === 0) return null;
  let slot = reached[0];
  if (reached.length === 2) slot = card < DECK_SIZE ? slots[0] : slots[1];
  else if (slots.length === 2 && isOutside(position, card)) return null;
  return { slot, isTop: position.foundations[slot] === rank };
}

/**
 * Whether `after` is progress from `before` (docs/rules.md, End of the game): more cards on the
 * foundations or fewer face-down cards. Cards shuttled back and forth are not.
 */
export function isProgressFrom(before: Position, after: Position): boolean {
  return cardsHome(after) > cardsHome(before) || faceDownCount(after) < faceDownCount(before);
}
