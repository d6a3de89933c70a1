import { SUIT_LETTERS } from '../engine';

/**
 * One suit shape by suit index 0..3 (S, H, D, C), coloured by the surrounding text (RULES.md,
 * Cards). The shapes are CSS masks (`.suit--S` .. `.suit--C` in game.css): one plain element
 * each, where an inline `<svg><use>` gave every face-up card three SVG roots and shadow trees to
 * build, style and lay out, half the style and layout time of the board's first frame (issue 6).
 */
export function SuitMark({ suit, class: className }: { suit: number; class?: string }) {
  const classes = `suit suit--${SUIT_LETTERS[suit]}`;
  return <span class={className ? `${classes} ${className}` : classes} aria-hidden="true" />;
}
