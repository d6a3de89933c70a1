/**
 * The positions of one twin class while the bench's exact search walks it
 * (twin-class-search.ts): a small exact set of position keys.
 */
import { hashOf } from '../../engine/solver/position-set';
import { KEY_WORDS as WORDS } from '../../engine/solver/search-position';

/** A local copy (see engine/solver/search-position.ts: imported names are slow under tsx). */
const KEY_WORDS = WORDS;

/**
 * A small exact set of position keys: the positions of one twin class while the search walks
 * it (its slots are cleared for each class, so it stays as small as the largest class met).
 * Memory: 4 * KEY_WORDS bytes per key plus 8 to 16 bytes of slots, for the largest class met.
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
