/**
 * Twin swaps in Classic (issue 5): the depth-first search's way to treat positions that differ
 * only by which of two twins a group lies on as one.
 *
 * Twins are the two cards of one rank and colour (8H and 8D). In Classic a card builds only on
 * the twins one rank above it in the other colour (RULES.md, Moves 1), so a card b lying on its
 * twin x, with the other twin y last in another column, can move with its group onto y and
 * straight back: a *twin swap*. Under KPatience's rules (no take-backs, no group limit) the two
 * positions reach each other, so they are won or lost alike. A swap is *active* when, besides,
 * both twins are face up and neither is next for its foundation.
 *
 * A position's *twin class* is every position its active swaps reach. The depth-first search
 * keeps one position per class (its canonical one: each active swap's group on the twin its
 * foundation needs later, `isFlipped`) and searches from every position of the class, but from
 * a position other than the canonical one only the moves that a swap on its way there changes
 * (`isEssential`). Why no win is lost:
 * - Any other move m, played from a position with some swap s made, reaches the class of m
 *   played without s: s is still possible after m and m before s, and the two orders give one
 *   position. Going back one swap at a time, each such pair of a position and a move comes down
 *   to one the search plays.
 * - The safe foundation moves after m (safe-moves.ts) are the same on both sides of s: they
 *   could differ only by a twin, and a twin is never safe while b is in the tableau (the safe
 *   rule wants both foundations of b's colour at b's rank), nor is b last on one side only.
 * - When m makes a twin next for its foundation, the swap is no longer active after it, so the
 *   two sides are two classes; but s is then an ordinary move from one to the other, which the
 *   search plays.
 * - Where swaps block each other (a group's last card is another pair's exposed twin, so making
 *   one swap can end another), `hasSwapCycle` says so and the search walks the class position by
 *   position, listing from each the moves that every swap back towards the canonical one
 *   changes.
 * So every class reachable from the deal is reached, and an exhausted search still proves a
 * loss. On Classic deal 489 (lost) the 2,778,250 positions the plain search went through fall
 * into 614,441 classes.
 */
import { rankOf as rankOfCard, suitOf as suitOfCard } from '../cards';
import { canBuildOn } from '../variants';
import { hashOf } from './position-set';
import { encodeMove, type SearchPosition, KEY_WORDS as WORDS } from './search-position';

/** Local copies (see search-position.ts: imported names are slow under tsx). */
const rankOf = rankOfCard;
const suitOf = suitOfCard;
const KEY_WORDS = WORDS;

/** Per twin pair (12 ranks 2..K, times red and black): its lower card, its higher card. */
const LOWER: number[] = [];
const HIGHER: number[] = [];
for (let rank = 2; rank <= 13; rank++) {
  // Suits S H D C: spades and clubs are black, hearts and diamonds red.
  LOWER.push(rank - 1, 13 + rank - 1);
  HIGHER.push(39 + rank - 1, 26 + rank - 1);
}
const SLOTS = 52;
/** Per card its twin pair, or -1 for an Ace. */
const PAIR_OF = new Int8Array(52).fill(-1);
LOWER.forEach((card, pair) => {
  PAIR_OF[card] = pair;
  PAIR_OF[HIGHER[pair]] = pair;
});

/** Per card the other card of its rank and colour (its twin). */
const OTHER_OF_COLOUR = Array.from({ length: 52 }, (_, card) => {
  const suit = suitOf(card);
  return (3 - suit) * 13 + (card % 13);
});
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
 * The active swap of twin pair `pair` in `state`, as `builder | covered << 6 | exposed << 12`
 * (the card that moves, the twin it lies on, the twin it can move to), or -1 when the pair has
 * none. Classic, no take-backs, no group limit (see the file's comment).
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
 * combination (see the file's comment).
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
    if (swap & IN_OWN_GROUP) blocked[column] = state.indexOf[swap & 63];
    // The swap's group ends with the last card of its column; a swap whose exposed twin is that
    // card is linked to this one.
    else {
      next[column] = columnOf[swap & 63];
      builderIndex[column] = state.indexOf[swap & 63];
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
  return encodeMove(swap & 63, state.columnOf[(swap >> 12) & 63]);
}

/**
 * Whether an active swap has its group on the twin the canonical position leaves exposed. That
 * is the twin whose foundation needs it sooner (fewer ranks to go), the lower card on a tie: the
 * foundations are the same throughout a twin class, so this picks one position per class, and
 * it leaves the card wanted first uncovered, which on Classic deals 1..200 kept the depth-first
 * search finding wins as soon as before (groups always on the lower card did not).
 */
export function isFlipped(state: SearchPosition, swap: number): boolean {
  const exposed = (swap >> 12) & 63;
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
  const destination = (move >> 6) & 7;
  const { columnOf } = state;
  const exposedColumn = columnOf[(swap >> 12) & 63];
  return (
    destination === exposedColumn ||
    (columnOf[move & 63] === exposedColumn && destination === columnOf[swap & 63])
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
    const builder = swap & 63;
    const exposed = (swap >> 12) & 63;
    const exposedColumn = columnOf[exposed];
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

/** Whether `card` builds on `target` in Classic (RULES.md, Moves 1). */

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

/**
 * A small exact set of position keys: the positions of one twin class while the search walks
 * it (its slots are cleared for each class, so it stays as small as the largest class met). Memory: 4 * KEY_WORDS bytes
 * per key plus 8 to 16 bytes of slots, for the largest class met.
 */
export class ClassMembers {
  private keys = new Uint32Array(64 * KEY_WORDS);
  /** Per slot the key's index + 1, or 0 when free; at most half full. */
  private slots = new Int32Array(128);
  private size = 0;

  /** Empties the set. */
  clear(): void {
    this.slots.fill(0);
    this.size = 0;
  }

  /** Adds a key (copied); returns false when it was already there. */
  add(key: Uint32Array): boolean {
    const mask = this.slots.length - 1;
    let slot = hashOf(key) & mask;
    for (let entry = this.slots[slot]; entry !== 0; entry = this.slots[slot]) {
      if (this.holds(entry - 1, key)) return false;
      slot = (slot + 1) & mask;
    }
    if ((this.size + 1) * KEY_WORDS > this.keys.length) {
      const larger = new Uint32Array(this.keys.length * 2);
      larger.set(this.keys);
      this.keys = larger;
    }
    this.keys.set(key, this.size * KEY_WORDS);
    this.slots[slot] = ++this.size;
    if (this.size * 2 > this.slots.length) this.growSlots();
    return true;
  }

  private holds(index: number, key: Uint32Array): boolean {
    const base = index * KEY_WORDS;
    for (let word = 0; word < KEY_WORDS; word++)
      if (this.keys[base + word] !== key[word]) return false;
    return true;
  }

  private growSlots(): void {
    this.slots = new Int32Array(this.slots.length * 2);
    const mask = this.slots.length - 1;
    for (let index = 0; index < this.size; index++) {
      let slot = hashOf(this.keys.subarray(index * KEY_WORDS, (index + 1) * KEY_WORDS)) & mask;
      while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
      this.slots[slot] = index + 1;
    }
  }
}
