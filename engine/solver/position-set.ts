/**
 * The set of positions a search has seen, keyed exactly (issue 5: no lossy hashing): an
 * open-addressing table of indices into one array holding every key in full. A hash only picks
 * the slot; two positions are the same only when all their key words are equal.
 *
 * Memory: 4 * KEY_WORDS + 4 bytes per position for the keys and hashes, plus 8 to 16 bytes of
 * slots (the table is kept at most half full), so about 60 to 70 bytes per position, growing by
 * doubling up to `capacity` positions.
 */
import { KEY_WORDS as WORDS } from './search-position';

/** A local copy (see search-position.ts: imported names are slow under tsx). */
const KEY_WORDS = WORDS;

const FIRST_SIZE = 1 << 12;

/** `add`'s answer when the set already holds `capacity` positions. */
export const SET_FULL = -2;
/** `add`'s answer when the position was already in the set. */
export const ALREADY_SEEN = -1;

export class PositionSet {
  /** How many positions the set may hold at most. */
  readonly capacity: number;
  size = 0;
  private keys = new Uint32Array(FIRST_SIZE * KEY_WORDS);
  private hashes = new Uint32Array(FIRST_SIZE);
  /** Per slot the position's index + 1, or 0 when the slot is free. */
  private slots = new Int32Array(FIRST_SIZE * 2);

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
    const mask = this.slots.length - 1;
    let slot = hash & mask;
    for (;;) {
      const entry = this.slots[slot];
      if (entry === 0) break;
      if (this.hashes[entry - 1] === hash && this.holds(entry - 1, key)) return ALREADY_SEEN;
      slot = (slot + 1) & mask;
    }
    if (this.size >= this.capacity) return SET_FULL;
    const index = this.size++;
    if (index === this.hashes.length) {
      this.grow();
      return this.insertNew(key, hash, index);
    }
    this.keys.set(key, index * KEY_WORDS);
    this.hashes[index] = hash;
    this.slots[slot] = index + 1;
    return index;
  }

  /** The index of a key in the set, or -1 when it is not there. */
  find(key: Uint32Array): number {
    const hash = hashOf(key);
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; this.slots[slot] !== 0; slot = (slot + 1) & mask) {
      const index = this.slots[slot] - 1;
      if (this.hashes[index] === hash && this.holds(index, key)) return index;
    }
    return -1;
  }

  /** Copies the key of the position with this index into `out`. */
  keyOf(index: number, out: Uint32Array): void {
    out.set(this.keys.subarray(index * KEY_WORDS, (index + 1) * KEY_WORDS));
  }

  private holds(index: number, key: Uint32Array): boolean {
    const base = index * KEY_WORDS;
    for (let word = 0; word < KEY_WORDS; word++)
      if (this.keys[base + word] !== key[word]) return false;
    return true;
  }

  private insertNew(key: Uint32Array, hash: number, index: number): number {
    this.keys.set(key, index * KEY_WORDS);
    this.hashes[index] = hash;
    const mask = this.slots.length - 1;
    let slot = hash & mask;
    while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
    this.slots[slot] = index + 1;
    return index;
  }

  private grow(): void {
    const entries = Math.min(this.hashes.length * 2, Math.max(this.capacity, FIRST_SIZE));
    const keys = new Uint32Array(entries * KEY_WORDS);
    keys.set(this.keys);
    this.keys = keys;
    const hashes = new Uint32Array(entries);
    hashes.set(this.hashes);
    this.hashes = hashes;
    this.slots = new Int32Array(ceilPowerOfTwo(entries * 2));
    const mask = this.slots.length - 1;
    for (let index = 0; index < this.size - 1; index++) {
      let slot = this.hashes[index] & mask;
      while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
      this.slots[slot] = index + 1;
    }
  }
}

function ceilPowerOfTwo(value: number): number {
  let power = 1;
  while (power < value) power *= 2;
  return power;
}

/** A 32-bit hash of a key (MurmurHash3's mixing steps). */
function hashOf(key: Uint32Array): number {
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
  return (hash ^ (hash >>> 16)) >>> 0;
}
