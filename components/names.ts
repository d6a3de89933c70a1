/**
 * The words the board says for the engine's cards, piles, variants and refusals: accessible
 * names and every text go through i18n (@wxt-dev/i18n), so each language says them its way.
 */
import { i18n } from '#i18n';
import {
  type Card,
  type Position,
  rankOf,
  slotsOfSuit,
  suitOf,
  suitOfSlot,
  VARIANT_LETTERS,
  type Variant,
} from '../engine';
import type { BoardPile } from './lift';

const RANK_NAMES = [
  () => i18n.t('rank.ace'),
  () => i18n.t('rank.two'),
  () => i18n.t('rank.three'),
  () => i18n.t('rank.four'),
  () => i18n.t('rank.five'),
  () => i18n.t('rank.six'),
  () => i18n.t('rank.seven'),
  () => i18n.t('rank.eight'),
  () => i18n.t('rank.nine'),
  () => i18n.t('rank.ten'),
  () => i18n.t('rank.jack'),
  () => i18n.t('rank.queen'),
  () => i18n.t('rank.king'),
];

const SUIT_NAMES = [
  () => i18n.t('suit.spades'),
  () => i18n.t('suit.hearts'),
  () => i18n.t('suit.diamonds'),
  () => i18n.t('suit.clubs'),
];

/** A suit's name by its index 0..3 (S, H, D, C): "hearts". */
export function suitName(suit: number): string {
  return SUIT_NAMES[suit]();
}

/**
 * A pile's name: "column 3" for a column index 0..9, "hearts foundation" for the foundation of
 * suit 0..3 (S, H, D, C), "waste" and "stock".
 */
export function pileName(pile: BoardPile | 'waste' | 'stock', suit: number): string {
  if (pile === 'waste') return i18n.t('pile.waste');
  if (pile === 'stock') return i18n.t('pile.stockName');
  return pile === 'foundation'
    ? i18n.t('pile.foundation', [suitName(suit)])
    : i18n.t('pile.column', [String(pile + 1)]);
}

/**
 * A foundation slot's name: "hearts foundation", or in Double Yukon, where each suit has two,
 * "hearts foundation 2" (docs/rules.md, D: Double Yukon).
 */
export function slotName(position: Position, slot: number): string {
  const suit = suitOfSlot(position, slot);
  const slots = slotsOfSuit(position, suit);
  if (slots.length === 1) return pileName('foundation', suit);
  return i18n.t('pile.foundationOfTwo', [suitName(suit), String(slots.indexOf(slot) + 1)]);
}

/**
 * Card names and rank marks, kept as first asked in the language shown: each `i18n.t` may be a
 * call into the browser's extension API, several for every card the board draws, which a page
 * drawing 52 cards would otherwise pay at every frame. A change of language starts them afresh.
 */
const cardNames: string[] = [];
const rankMarks: string[] = [];
let faceDown: string | undefined;
let namesLanguage: string | undefined;

function keepNamesOf(language: string): void {
  if (language === namesLanguage) return;
  namesLanguage = language;
  cardNames.length = 0;
  rankMarks.length = 0;
  faceDown = undefined;
}

/** A face-down card's accessible name: "face-down card". */
export function faceDownName(): string {
  keepNamesOf(i18n.language());
  faceDown ??= i18n.t('card.faceDown');
  return faceDown;
}

/** A card's accessible name: "7 of hearts", "king of clubs". */
export function cardName(card: Card): string {
  keepNamesOf(i18n.language());
  cardNames[card] ??= i18n.t('card.name', [RANK_NAMES[rankOf(card) - 1](), suitName(suitOf(card))]);
  return cardNames[card];
}

/** The corner marks of the English-language cards, which the player may keep in every language. */
const ENGLISH_RANK_MARKS: Record<number, string> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };

/**
 * The mark in a card's corner for each rank 1..13: the language's letters (A, 2 .. 10, J, Q, K in
 * English; A, 2 .. 10, V, D, R in French), or A J Q K when the settings keep them.
 */
export function rankMark(rank: number): string {
  if (i18n.isEnglishRankMarks()) return ENGLISH_RANK_MARKS[rank] ?? String(rank);
  keepNamesOf(i18n.language());
  rankMarks[rank] ??= rankMarkText(rank);
  return rankMarks[rank];
}

function rankMarkText(rank: number): string {
  switch (rank) {
    case 1:
      return i18n.t('rankMark.ace');
    case 11:
      return i18n.t('rankMark.jack');
    case 12:
      return i18n.t('rankMark.queen');
    case 13:
      return i18n.t('rankMark.king');
    default:
      return String(rank);
  }
}

/** The variants the New game dialog offers and the statistics list, in the order of deal codes. */
export const BOARD_VARIANTS: readonly Variant[] = VARIANT_LETTERS;

/** A variant's name and its one-line building rule. */
export const VARIANT_WORDS: Record<Variant, { name: () => string; hint: () => string }> = {
  C: { name: () => i18n.t('variant.classic'), hint: () => i18n.t('variant.classicHint') },
  R: { name: () => i18n.t('variant.relaxed'), hint: () => i18n.t('variant.relaxedHint') },
  S: { name: () => i18n.t('variant.russian'), hint: () => i18n.t('variant.russianHint') },
  A: { name: () => i18n.t('variant.alaska'), hint: () => i18n.t('variant.alaskaHint') },
  D: { name: () => i18n.t('variant.double'), hint: () => i18n.t('variant.doubleHint') },
  U: { name: () => i18n.t('variant.australian'), hint: () => i18n.t('variant.australianHint') },
};

/**
 * Time played as m:ss (docs/rules.md, Score, moves and time), e.g. 75 s is "1:15", its numbers
 * written by `Intl` in the language shown (a German hour and more: "1.234:05").
 */
export function clockText(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const minutes = i18n.number(Math.floor(seconds / 60));
  return `${minutes}:${i18n.number(seconds % 60, { minimumIntegerDigits: 2 })}`;
}
