/**
 * Cards: ids, suits, ranks and text form (docs/rules.md, Cards).
 *
 * A card is an integer id `suitIndex * 13 + (rank - 1)`, 0..51. Suits are in the fixed order
 * spades, hearts, diamonds, clubs; ranks run A(1) .. K(13). Double Yukon's second deck has the ids
 * 52..103: id i is the same card as id `i mod 52` (docs/rules.md, D: Double Yukon).
 */

/** A card id, 0..51, or 0..103 in Double Yukon (docs/rules.md, Cards; D: Double Yukon). */
export type Card = number;

/** How many cards one deck holds. */
export const DECK_SIZE = 52;

/** Suit letters in the fixed order spades, hearts, diamonds, clubs (docs/rules.md, Cards). */
export const SUIT_LETTERS = ['S', 'H', 'D', 'C'] as const;
export type SuitLetter = (typeof SUIT_LETTERS)[number];

/** Rank letters indexed by rank - 1: A 2 .. 9 T J Q K. */
export const RANK_LETTERS = [
  'A',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  'T',
  'J',
  'Q',
  'K',
] as const;

export const KING = 13;

/** Suit index 0..3 (S, H, D, C) of a card (either deck's copy). */
export function suitOf(card: Card): number {
  return ((card % DECK_SIZE) / 13) | 0;
}

/** Whether two ids are the same card: two decks' copies are equal for every rule. */
export function isSameCard(card: Card, other: Card): boolean {
  return card % DECK_SIZE === other % DECK_SIZE;
}

/** Rank 1..13 of a card. */
export function rankOf(card: Card): number {
  return (card % 13) + 1;
}

/** The card of a suit index 0..3 and a rank 1..13. */
export function cardOf(suit: number, rank: number): Card {
  return suit * 13 + rank - 1;
}

/** Hearts and diamonds are red (docs/rules.md, Cards). */
export function isRed(card: Card): boolean {
  const suit = suitOf(card);
  return suit === 1 || suit === 2;
}

/** Text form of a card: rank letter + suit letter, e.g. `AS`, `TD`, `KH` (both copies alike). */
export function formatCard(card: Card): string {
  return RANK_LETTERS[rankOf(card) - 1] + SUIT_LETTERS[suitOf(card)];
}

// Case-insensitive without the `u` flag, so only ASCII letters match: `ſ` is not an `S`.
const CARD_TEXT = /^(10|[A2-9TJQK])([SHDC])$/i;

/**
 * Reads a card's text form (docs/rules.md, Cards): `AS`, `TD`, also `10D` and lower case.
 * @returns the card id 0..51, or `null` when the text is not a card.
 */
export function parseCard(text: string): Card | null {
  const match = CARD_TEXT.exec(text.trim());
  if (!match) return null;
  const rankText = match[1] === '10' ? 'T' : match[1].toUpperCase();
  const rank = RANK_LETTERS.indexOf(rankText as (typeof RANK_LETTERS)[number]) + 1;
  return cardOf(SUIT_LETTERS.indexOf(match[2].toUpperCase() as SuitLetter), rank);
}
