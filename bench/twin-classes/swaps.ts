/**
 * Twin swaps in Classic: a way for the bench's exact thread to treat positions that differ only
 * by which of two twins a group lies on as one (the search: twin-class-search.ts; why no win is
 * lost: canonical.ts).
 *
 * Twins are the two cards of one rank and colour (8H and 8D). In Classic a card builds only on
 * the twins one rank above it in the other colour (docs/rules.md, Moves 1), so a card b lying on
 * its twin x, with the other twin y last in another column, can move with its group onto y and
 * straight back: a *twin swap*. Under KPatience's rules (no take-backs, no group limit) the two
 * positions reach each other, so they are won or lost alike. A swap is *active* when, besides,
 * both twins are face up and neither is next for its foundation.
 *
 * A swap is kept as one integer, `builder | covered << 6 | exposed << 12`: the card that moves,
 * the twin it lies on, the twin it can move to.
 */
import { rankOf as rankOfCard, suitOf as suitOfCard } from '../../engine/cards';
import { encodeMove as encodeMoveCode } from '../../engine/solver/move-codes';
import type { SearchPosition } from '../../engine/solver/search-position';
import { canBuildOn as canBuildOnCard } from '../../engine/variants';

/** Local copies (see engine/solver/search-position.ts: imported names are slow under tsx). */
const rankOf = rankOfCard;
const suitOf = suitOfCard;
const canBuildOn = canBuildOnCard;
const encodeMove = encodeMoveCode;

/** Per twin pair (12 ranks 2..K, times red and black): its lower card, its higher card. */
export const LOWER: number[] = [];
export const HIGHER: number[] = [];
for (let rank = 2; rank <= 13; rank++) {
  // Suits S H D C: spades and clubs are black, hearts and diamonds red.
  LOWER.push(rank - 1, 13 + rank - 1);
  HIGHER.push(39 + rank - 1, 26 + rank - 1);
}
export const SLOTS = 52;
/** Per card its twin pair, or -1 for an Ace. */
export const PAIR_OF = new Int8Array(52).fill(-1);
LOWER.forEach((card, pair) => {
  PAIR_OF[card] = pair;
  PAIR_OF[HIGHER[pair]] = pair;
});

/** The card a swap moves (with the cards on it). */
export function builderOf(swap: number): number {
  return swap & 63;
}

/** The twin a swap's builder can move to, now last in its column. */
export function exposedOf(swap: number): number {
  return (swap >> 12) & 63;
}

/**
 * Writes the active swaps of `state` (`activeSwap`'s answers) into `out` and returns how many.
 * Only a pair with a twin last in its column can have one, so only the last cards are looked at.
 */
export function activeSwaps(state: SearchPosition, out: Int32Array): number {
  let count = 0;
  for (let column = 0; column < 7; column++) {
    const length = state.lengths[column];
    if (length === 0) continue;
    const pair = PAIR_OF[state.piles[column * SLOTS + length - 1]];
    if (pair < 0) continue;
    const swap = activeSwap(state, pair);
    if (swap >= 0) out[count++] = swap;
  }
  return count;
}

/**
 * The active swap of twin pair `pair` in `state`, or -1 when the pair has none. Classic, no
 * take-backs, no group limit (see the file's comment).
 */
export function activeSwap(state: SearchPosition, pair: number): number {
  const swap = swapOf(state, pair);
  return swap >= 0 && (swap & IN_OWN_GROUP) === 0 ? swap : -1;
}

/** `swapOf`'s mark on a swap that is active but for its exposed twin lying on its own group. */
const IN_OWN_GROUP = 1 << 18;

/** `activeSwap`, but a pair whose exposed twin lies on the group is answered with IN_OWN_GROUP. */
function swapOf(state: SearchPosition, pair: number): number {
  const lower = LOWER[pair];
  const higher = HIGHER[pair];
  const { columnOf, indexOf, lengths, faceDown, piles, foundations } = state;
  const lowerColumn = columnOf[lower];
  const higherColumn = columnOf[higher];
  if (lowerColumn < 0 || higherColumn < 0) return -1;
  const rank = rankOf(lower);
  if (foundations[suitOf(lower)] === rank - 1 || foundations[suitOf(higher)] === rank - 1) {
    return -1;
  }
  const lowerLast = indexOf[lower] === lengths[lowerColumn] - 1;
  const higherLast = indexOf[higher] === lengths[higherColumn] - 1;
  if (lowerLast === higherLast) return -1;
  const covered = lowerLast ? higher : lower;
  const exposed = lowerLast ? lower : higher;
  const column = lowerLast ? higherColumn : lowerColumn;
  const inOwnGroup = column === (lowerLast ? lowerColumn : higherColumn) ? IN_OWN_GROUP : 0;
  const index = indexOf[covered];
  if (index < faceDown[column]) return -1;
  const builder = piles[column * SLOTS + index + 1];
  if (!canBuildOn('C', builder, covered)) return -1;
  return builder | (covered << 6) | (exposed << 12) | inOwnGroup;
}

/**
 * Whether the twin class of `state` may not be every combination of its active swaps: some
 * group's last card is an exposed twin whose own group's last card leads back, through such
 * links, to the first (a swap there would put a group on its own exposed twin), or a swap is
 * blocked only by its exposed twin lying on its own group (another swap may free it). Without
 * such a cycle each swap can be made or not whatever the others are, and the class is every
 * combination (canonical.ts).
 */
export function hasSwapCycle(state: SearchPosition): boolean {
  const { lengths, piles, columnOf } = state;
  // Per column whose last card is a swap's exposed twin, the column the swap's group is in: the
  // swap is linked to the one whose exposed twin is that column's last card, if any.
  const next = NEXT;
  next.fill(-1);
  // Per column, the index of the builder of a swap blocked by its own group there, or 99.
  const blocked = BLOCKED;
  blocked.fill(99);
  const builderIndex = BUILDER_INDEX;
  for (let column = 0; column < 7; column++) {
    const length = lengths[column];
    if (length === 0) continue;
    const pair = PAIR_OF[piles[column * SLOTS + length - 1]];
    if (pair < 0) continue;
    const swap = swapOf(state, pair);
    if (swap < 0) continue;
    if (swap & IN_OWN_GROUP) blocked[column] = state.indexOf[builderOf(swap)];
    // The swap's group ends with the last card of its column; a swap whose exposed twin is that
    // card is linked to this one.
    else {
      next[column] = columnOf[builderOf(swap)];
      builderIndex[column] = state.indexOf[builderOf(swap)];
    }
  }
  // A blocked swap is freed only when a swap moves away a group lying above its builder (one
  // whose builder is in its column, higher up).
  for (let column = 0; column < 7; column++) {
    const groupColumn = next[column];
    if (groupColumn >= 0 && builderIndex[column] > blocked[groupColumn]) return true;
  }
  for (let column = 0; column < 7; column++) {
    let at = next[column];
    for (let step = 0; step < 7 && at >= 0; step++) {
      if (at === column) return true;
      at = next[at];
    }
  }
  return false;
}

const NEXT = new Int8Array(7);
const BLOCKED = new Int8Array(7);
const BUILDER_INDEX = new Int8Array(7);

/** The encoded move that makes an active swap (`activeSwap`'s answer) in `state`. */
export function swapMove(state: SearchPosition, swap: number): number {
  return encodeMove(builderOf(swap), state.columnOf[exposedOf(swap)]);
}
