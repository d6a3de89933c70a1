/**
 * Twin classes: which position of a class the search keeps, and which moves it lists from the
 * others (swaps.ts says what a twin swap is).
 *
 * A position's *twin class* is every position its active swaps reach. The bench's exact search
 * (twin-class-search.ts) keeps one position per class (its canonical one: each active swap's
 * group on the twin its foundation needs later, `isFlipped`) and searches from every position of
 * the class, but from a position other than the canonical one only the moves that a swap on its
 * way there changes (`isEssential`). Why no win is lost:
 * - Any other move m, played from a position with some swap s made, reaches the class of m
 *   played without s: s is still possible after m and m before s, and the two orders give one
 *   position. Going back one swap at a time, each such pair of a position and a move comes down
 *   to one the search plays.
 * - The safe foundation moves after m (engine/solver/safe-moves.ts) are the same on both sides of
 *   s: they could differ only by a twin, and a twin is never safe while b is in the tableau (the
 *   safe rule wants both foundations of b's colour at b's rank), nor is b last on one side only.
 * - When m makes a twin next for its foundation, the swap is no longer active after it, so the
 *   two sides are two classes; but s is then an ordinary move from one to the other, which the
 *   search plays.
 * - Where swaps block each other (a group's last card is another pair's exposed twin, so making
 *   one swap can end another), `hasSwapCycle` (swaps.ts) says so and the search walks the class
 *   position by position, listing from each the moves that every swap back towards the canonical
 *   one changes.
 * So every class reachable from the deal is reached, and an exhausted search still proves a
 * loss. How many positions a class holds on the hardest deals: docs/winnability.md.
 */
import { suitOf } from '../../engine/cards';
import {
  cardOf as cardOfCode,
  destinationOf as destinationOfCode,
  encodeMove,
} from '../../engine/solver/move-codes';
import type { SearchPosition } from '../../engine/solver/search-position';
import { canBuildOn } from '../../engine/variants';
import {
  activeSwap,
  builderOf as builderOfSwap,
  exposedOf as exposedOfSwap,
  HIGHER,
  LOWER,
  PAIR_OF,
  SLOTS,
  swapMove,
} from './swaps';

/** Local copies of what `isEssential` calls per move (see engine/solver/search-position.ts). */
const builderOf = builderOfSwap;
const exposedOf = exposedOfSwap;
const cardOf = cardOfCode;
const destinationOf = destinationOfCode;

/** Per card the other card of its rank and colour (its twin). */
const OTHER_OF_COLOUR = Array.from({ length: 52 }, (_, card) => {
  const suit = suitOf(card);
  return (3 - suit) * 13 + (card % 13);
});

/**
 * Whether an active swap has its group on the twin the canonical position leaves exposed. That
 * is the twin whose foundation needs it sooner (fewer ranks to go), the lower card on a tie: the
 * foundations are the same throughout a twin class, so this picks one position per class, and
 * it leaves the card wanted first uncovered, which keeps the search finding wins as soon as the
 * plain search does (groups always on the lower card did not: docs/winnability.md).
 */
export function isFlipped(state: SearchPosition, swap: number): boolean {
  const exposed = exposedOf(swap);
  return exposed !== preferredExposed(state, exposed);
}

/** The twin of `card`'s pair that the canonical position leaves exposed (see `isFlipped`). */
function preferredExposed(state: SearchPosition, card: number): number {
  const pair = PAIR_OF[card];
  const lower = LOWER[pair];
  const higher = HIGHER[pair];
  const { foundations } = state;
  return foundations[suitOf(higher)] > foundations[suitOf(lower)] ? higher : lower;
}

/**
 * Whether an encoded `move` in `state` depends on which twin of an active `swap` the group lies
 * on: it goes onto the exposed twin (covered on the other side), or it moves the exposed twin
 * (or a card under it) onto the last card of the column the group is in (on the other side the
 * group goes with it, and that card is in it). Any other move is played the same from the
 * other side of the swap and reaches the same twin class: the swap is still possible after it
 * and it before the swap, and both orders reach one position (see the file's comment). A move
 * of the swap's card other than the swap itself can only send it home, which leaves the same
 * position from both sides.
 */
export function isEssential(state: SearchPosition, move: number, swap: number): boolean {
  const destination = destinationOf(move);
  const { columnOf } = state;
  const exposedColumn = columnOf[exposedOf(swap)];
  return (
    destination === exposedColumn ||
    (columnOf[cardOf(move)] === exposedColumn && destination === columnOf[builderOf(swap)])
  );
}

/**
 * Writes into `out` from `offset` every move of `state` that is essential to one of its `count`
 * active `swaps` with the group on the wrong twin (`isFlipped`, `isEssential`): the other card
 * that builds on the exposed twin going onto it, and each card of the exposed twin's column
 * going onto the group's last card. Classic, no take-backs, no group limit. Some may be written
 * twice; each is legal.
 * @returns how many moves were written.
 */
export function writeCandidates(
  state: SearchPosition,
  out: Int32Array,
  offset: number,
  swaps: Int32Array,
  count: number,
): number {
  const { columnOf, indexOf, lengths, faceDown, piles } = state;
  let written = 0;
  for (let i = 0; i < count; i++) {
    const swap = swaps[i];
    if (!isFlipped(state, swap)) continue;
    const builder = builderOf(swap);
    const exposedColumn = columnOf[exposedOf(swap)];
    const groupColumn = columnOf[builder];
    // The other builder: the card of the builder's rank in the other suit of its colour.
    const other = OTHER_OF_COLOUR[builder];
    const otherColumn = columnOf[other];
    if (
      otherColumn >= 0 &&
      otherColumn !== exposedColumn &&
      indexOf[other] >= faceDown[otherColumn]
    ) {
      out[offset + written++] = encodeMove(other, exposedColumn);
    }
    const groupLast = piles[groupColumn * SLOTS + lengths[groupColumn] - 1];
    for (let index = faceDown[exposedColumn]; index < lengths[exposedColumn]; index++) {
      const card = piles[exposedColumn * SLOTS + index];
      if (canBuildOn('C', card, groupLast)) out[offset + written++] = encodeMove(card, groupColumn);
    }
  }
  return written;
}

/**
 * Makes every active swap whose group lies on the twin the canonical position leaves exposed
 * (`isFlipped`), until none is left (each swap lowers the number of such groups, and swaps leave
 * the foundations as they are, so this ends), and calls `played` with each move's `apply` record.
 * The position reached is the twin class's canonical one.
 */
export function canonicalise(state: SearchPosition, played: (record: number) => void): void {
  // Only a twin last in its column that should be covered can be the exposed twin of a swap to
  // make.
  for (let column = 0; column < 7; column++) {
    const length = state.lengths[column];
    if (length === 0) continue;
    const last = state.piles[column * SLOTS + length - 1];
    if (PAIR_OF[last] < 0 || last === preferredExposed(state, last)) continue;
    const swap = activeSwap(state, PAIR_OF[last]);
    if (swap >= 0) {
      played(state.apply(swapMove(state, swap)));
      // A swap may make a pair of an earlier column active: start again.
      column = -1;
    }
  }
}
