/**
 * Variants: their building rule (docs/rules.md, Moves: the table of building rules) and, for the
 * two that deal differently, their layout (docs/rules.md, D: Double Yukon; U: Australian
 * Patience).
 */
import { type Card, isRed, rankOf, suitOf } from './cards';

/**
 * Variant letters as in deal codes: Classic, Relaxed, Russian Solitaire, Alaska, Double Yukon,
 * Australian Patience.
 */
export const VARIANT_LETTERS = ['C', 'R', 'S', 'A', 'D', 'U'] as const;
export type Variant = (typeof VARIANT_LETTERS)[number];

/**
 * The variants dealt in the Yukon layout of docs/rules.md, The layout (seven columns, 21 cards
 * face down, four foundations); they differ only in the building rule.
 */
export const YUKON_LAYOUT_VARIANTS = ['C', 'R', 'S', 'A'] as const satisfies readonly Variant[];

export function isVariant(letter: string): letter is Variant {
  return (VARIANT_LETTERS as readonly string[]).includes(letter);
}

/** What a variant's table looks like (docs/rules.md, The layout; D; U). */
export interface Layout {
  /** Tableau columns: 7, or 10 in Double Yukon. */
  columns: number;
  /** Foundations, per suit in the order S H D C: 4, or 8 (two a suit) in Double Yukon. */
  foundations: number;
  /** Cards in play: 52, or 104 in Double Yukon. */
  cards: number;
  /** Face-down cards at the deal: 21, 44 in Double Yukon, none in Australian Patience. */
  faceDownAtDeal: number;
  /** Whether there is a stock and a waste (Australian Patience). */
  hasStock: boolean;
}

const YUKON: Layout = {
  columns: 7,
  foundations: 4,
  cards: 52,
  faceDownAtDeal: 21,
  hasStock: false,
};
const LAYOUTS: Record<Variant, Layout> = {
  C: YUKON,
  R: YUKON,
  S: YUKON,
  A: YUKON,
  D: { columns: 10, foundations: 8, cards: 104, faceDownAtDeal: 44, hasStock: false },
  U: { columns: 7, foundations: 4, cards: 52, faceDownAtDeal: 0, hasStock: true },
};

/** The layout of a variant (docs/rules.md, The layout; D: Double Yukon; U: Australian Patience). */
export function layoutOf(variant: Variant): Layout {
  return LAYOUTS[variant];
}

/**
 * Whether `card` builds on `target`, the face-up last card of a column, in `variant`
 * (docs/rules.md, Moves 1). No wrap-around: nothing builds on an Ace except, in Alaska, the 2 of
 * its suit. Double Yukon builds as Classic, Australian Patience as Russian Solitaire.
 */
export function canBuildOn(variant: Variant, card: Card, target: Card): boolean {
  const rank = rankOf(card);
  const targetRank = rankOf(target);
  switch (variant) {
    case 'C':
    case 'D':
      return rank === targetRank - 1 && isRed(card) !== isRed(target);
    case 'R':
      return rank === targetRank - 1;
    case 'S':
    case 'U':
      return rank === targetRank - 1 && suitOf(card) === suitOf(target);
    case 'A':
      return (
        suitOf(card) === suitOf(target) && (rank === targetRank - 1 || rank === targetRank + 1)
      );
  }
}
