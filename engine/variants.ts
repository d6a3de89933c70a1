/**
 * Variants and their building rule (docs/rules.md, Moves: the table of building rules).
 * A variant differs from another only in `canBuildOn`.
 */
import { type Card, isRed, rankOf, suitOf } from './cards';

/** Variant letters as in deal codes: Classic, Relaxed, Russian Solitaire, Alaska. */
export const VARIANT_LETTERS = ['C', 'R', 'S', 'A'] as const;
export type Variant = (typeof VARIANT_LETTERS)[number];

export function isVariant(letter: string): letter is Variant {
  return (VARIANT_LETTERS as readonly string[]).includes(letter);
}

/**
 * Whether `card` builds on `target`, the face-up last card of a column, in `variant`
 * (docs/rules.md, Moves 1). No wrap-around: nothing builds on an Ace except, in Alaska, the 2 of
 * its suit.
 */
export function canBuildOn(variant: Variant, card: Card, target: Card): boolean {
  const rank = rankOf(card);
  const targetRank = rankOf(target);
  switch (variant) {
    case 'C':
      return rank === targetRank - 1 && isRed(card) !== isRed(target);
    case 'R':
      return rank === targetRank - 1;
    case 'S':
      return rank === targetRank - 1 && suitOf(card) === suitOf(target);
    case 'A':
      return (
        suitOf(card) === suitOf(target) && (rank === targetRank - 1 || rank === targetRank + 1)
      );
  }
}
