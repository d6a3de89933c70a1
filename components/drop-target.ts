/**
 * Where a dragged card drops: among the piles it covers enough, one that takes it, so that a card
 * held across two columns goes to the one it fits rather than snapping back from the other.
 */
import type { BoardPile } from './lift';

/** The share of the dragged card's area that must lie over a pile for a drop there to count. */
export const ENOUGH_COVER = 0.25;

/** A pile's box and how much of the dragged card lies over it, px². */
export interface Cover {
  pile: BoardPile;
  area: number;
}

/**
 * The pile a drop goes to, and the one lit while dragging: of the piles covered by at least
 * ENOUGH_COVER of the card, the most covered that takes it (`takes`, the engine's
 * `destinationsOf`); when none does, the most covered pile of all, whose refusal is then
 * explained; null when the card covers no pile.
 * @param cardArea the dragged card's area, px².
 */
export function dropTarget(
  covers: Cover[],
  cardArea: number,
  takes: BoardPile[],
): BoardPile | null {
  let taking: Cover | null = null;
  let most: Cover | null = null;
  for (const cover of covers) {
    if (cover.area <= 0) continue;
    if (!most || cover.area > most.area) most = cover;
    const isEnough = cover.area >= ENOUGH_COVER * cardArea;
    if (isEnough && takes.includes(cover.pile) && (!taking || cover.area > taking.area)) {
      taking = cover;
    }
  }
  return (taking ?? most)?.pile ?? null;
}
