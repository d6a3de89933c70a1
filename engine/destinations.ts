/**
 * Where a card may go: the derivations the board asks while the player drags, taps or double taps
 * (docs/rules.md, Moves 1-3). Every answer comes from `refusalOf`, so the rules live in one place.
 */
import type { Card } from './cards';
import type { Position } from './position';
import { refusalOf } from './rules';
import type { Variant } from './variants';

/**
 * Every pile `card` (with the cards lying on it) may legally go to: its foundation first, then
 * column indexes in order. Empty for a face-down card or a foundation or waste card under another.
 */
export function destinationsOf(
  variant: Variant,
  position: Position,
  card: Card,
): (number | 'foundation')[] {
  const piles: (number | 'foundation')[] = ['foundation', ...position.columns.keys()];
  return piles.filter((to) => refusalOf(variant, position, { card, to }) === null);
}

/**
 * The column a double tap (or a drop where the group cannot go, with auto placement) sends the
 * group led by `card` to: the legal column holding the most cards (the leftmost of equals), else
 * the leftmost empty column when the card is a King.
 * @returns a column index, or null when no column takes the group.
 */
export function columnForGroup(variant: Variant, position: Position, card: Card): number | null {
  let best: number | null = null;
  for (const to of destinationsOf(variant, position, card)) {
    if (to === 'foundation') continue;
    const length = position.columns[to].cards.length;
    if (best === null || length > position.columns[best].cards.length) best = to;
  }
  return best;
}
