/**
 * The set of positions a search has seen, keyed exactly (no lossy hashing, so that running out
 * of positions proves a loss): an
 * open-addressing table whose slots hold a key's hash and its index into one array holding every
 * key in full. A hash only picks the slot and skips most unequal keys without reading them; two
 * positions are the same only when all their key words are equal. The hash sits in the slot
 * because the search spends most of its time here, waiting for memory: a slot read that also
 * answers "not this one" saves a second read far away.
 *
 * Memory: 4 * KEY_WORDS bytes per position for the keys (in blocks of 65,536 positions, the
 * last one partly used), plus 16 to 32 bytes of slots (8 bytes each, the table kept at most
 * half full, doubling as it fills), so about 60 to 76 bytes per position, at most `capacity`
 * positions.
 */
import { KEY_WORDS as WORDS } from './search-position';

/** A local copy (see search-position.ts: imported names are slow under tsx). */
const KEY_WORDS = WORDS;

const FIRST_SIZE = 1 << 12;
/** Keys are stored in blocks of this many, so that growing never copies them. */
const BLOCK_BITS = 16;
const BLOCK_SIZE = 1 << BLOCK_BITS;

/** `add`'s answer when the set already holds `capacity` positions. */
export const SET_FULL = -2;
/** `add`'s answer when the position was already in the set. */
export const ALREADY_SEEN = -1;

export class PositionSet {
  /** How many positions the set may hold at most. */
  readonly capacity: number;
  size = 0;
  private readonly blocks: Uint32Array[] = [];
  /** Two words per slot: the key's hash, then its index + 1 (0 when the slot is free). */
  private slots = new Int32Array(FIRST_SIZE * 4);

  /** @param capacity the most positions it will hold (a memory bound), at least 1. */
  constructor(capacity: number) {
    this.capacity = capacity;
  }

  /**
   * Adds a key (KEY_WORDS words, copied).
   * @returns the new position's index (0, 1, 2 ... in the order added), ALREADY_SEEN, or SET_FULL.
   */
  add(key: Uint32Array): number {
    const hash = hashOf(key);
    const { slots } = this;
    const mask = (slots.length >> 1) - 1;
    let slot = hash & mask;
    for (;;) {
      const entry = slots[2 * slot + 1];
      if (entry === 0) break;
      if (slots[2 * slot] === hash && this.holds(entry - 1, key)) return ALREADY_SEEN;
      slot = (slot + 1) & mask;
    }
    if (this.size >= this.capacity) return SET_FULL;
    const index = this.size++;
    const offset = (index & (BLOCK_SIZE - 1)) * KEY_WORDS;
    if (offset === 0 || offset === this.blocks[index >> BLOCK_BITS].length) this.growBlocks(index);
    this.blocks[index >> BLOCK_BITS].set(key, offset);
    slots[2 * slot] = hash;
    slots[2 * slot + 1] = index + 1;
    // At most half full: past that, the probes grow long.
    if (this.size * 4 > slots.length) this.growSlots();
    return index;
  }

  /** The index of a key in the set, or -1 when it is not there. */
  find(key: Uint32Array): number {
    const hash = hashOf(key);
    const { slots } = this;
    const mask = (slots.length >> 1) - 1;
    for (let slot = hash & mask; slots[2 * slot + 1] !== 0; slot = (slot + 1) & mask) {
      const index = slots[2 * slot + 1] - 1;
      if (slots[2 * slot] === hash && this.holds(index, key)) return index;
    }
    return -1;
  }

  /** Copies the key of the position with this index into `out`. */
  keyOf(index: number, out: Uint32Array): void {
    const base = (index & (BLOCK_SIZE - 1)) * KEY_WORDS;
    out.set(this.blocks[index >> BLOCK_BITS].subarray(base, base + KEY_WORDS));
  }

  private holds(index: number, key: Uint32Array): boolean {
    const block = this.blocks[index >> BLOCK_BITS];
    const base = (index & (BLOCK_SIZE - 1)) * KEY_WORDS;
    for (let word = 0; word < KEY_WORDS; word++) if (block[base + word] !== key[word]) return false;
    return true;
  }

  /**
   * Makes room for the key with this index: a new block, or the first block (which starts small,
   * for the many searches that keep a few hundred positions) twice as large.
   */
  private growBlocks(index: number): void {
    const last = index >> BLOCK_BITS;
    const size = last === 0 ? Math.max(FIRST_SIZE, 2 * index) : BLOCK_SIZE;
    const block = new Uint32Array(
      Math.min(size, BLOCK_SIZE, this.capacity - (index & ~(BLOCK_SIZE - 1))) * KEY_WORDS,
    );
    if (index > 0 && last === 0) block.set(this.blocks[0]);
    this.blocks[last] = block;
  }

  private growSlots(): void {
    const old = this.slots;
    const slots = new Int32Array(old.length * 2);
    const mask = (slots.length >> 1) - 1;
    for (let at = 0; at < old.length; at += 2) {
      if (old[at + 1] === 0) continue;
      let slot = old[at] & mask;
      while (slots[2 * slot + 1] !== 0) slot = (slot + 1) & mask;
      slots[2 * slot] = old[at];
      slots[2 * slot + 1] = old[at + 1];
    }
    this.slots = slots;
  }
}

/** A 32-bit hash of a key (MurmurHash3's mixing steps), as a signed 32-bit integer. */
export function hashOf(key: Uint32Array): number {
  let hash = 0x9747b28c;
  for (let word = 0; word < KEY_WORDS; word++) {
    let k = Math.imul(key[word], 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    hash ^= Math.imul(k, 0x1b873593);
    hash = (hash << 13) | (hash >>> 19);
    hash = (Math.imul(hash, 5) + 0xe6546b64) | 0;
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  return hash ^ (hash >>> 16);
}
