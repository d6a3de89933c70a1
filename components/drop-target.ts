/**
 * Where a dragged card drops: the pile under the pointer when it takes the card, as the player
 * aims with the pointer; else among the piles it covers enough, one that takes it, so that a card
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
 * The pile a drop goes to, and the one lit while dragging (docs/rules.md, Looks: Carrying
 * cards): the pile under the pointer (`aimed`) if it takes the card (`takes`, the engine's
 * `destinationsOf`); else, of the piles covered by at least ENOUGH_COVER of the card, the most
 * covered that takes it; when none does, the pile under the pointer, else the most covered pile
 * of all, whose refusal is then explained; null when the card covers no pile.
 * @param cardArea the dragged card's area, px².
 */
export function dropTarget(
  covers: Cover[],
  cardArea: number,
  takes: BoardPile[],
  aimed: BoardPile | null = null,
): BoardPile | null {
  // A card held by its top edge over a foundation hangs down over the column beneath it (Double
  // Yukon's foundations lie above columns), which may cover more of it: the pointer decides.
  if (aimed !== null && takes.includes(aimed)) return aimed;
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
  // Refused everywhere: the refusal told is that of the pile the player aims at.
  return taking?.pile ?? aimed ?? most?.pile ?? null;
}
