/**
 * The solver's seen set (engine/solver/position-set.ts): exact, whatever the hashes do. Positions
 * are keyed exactly, so a set that mixed two keys up would prove a won deal lost.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALREADY_SEEN, PositionSet, SET_FULL } from '../../../engine/solver/position-set';
import { KEY_WORDS } from '../../../engine/solver/search-position';

/** Keys that differ in one bit of one word, many of them: neighbours a weak hash would mix up. */
function keyFrom(seed: number): Uint32Array {
  const key = new Uint32Array(KEY_WORDS);
  key[seed % KEY_WORDS] = 1 << (seed % 31);
  key[(seed >> 5) % KEY_WORDS] ^= seed;
  return key;
}

describe('PositionSet', () => {
  it('numbers new keys in order, knows them again and gives each back, across growth', () => {
    const set = new PositionSet(1e6);
    // Past the first two blocks of 65,536 keys, and the table's doublings.
    const count = 140_000;
    // Mismatches are collected and compared once: 160,000 expect() calls took 3 to 5.3 s, at
    // vitest's 5 s limit on a loaded machine.
    const wrong: string[] = [];
    for (let seed = 0; seed < count; seed++) {
      const index = set.add(keyFrom(seed));
      if (index !== seed) wrong.push(`add ${seed}: ${index}`);
    }
    expect(set.size).toBe(count);
    const out = new Uint32Array(KEY_WORDS);
    for (let seed = 0; seed < count; seed += 7) {
      const again = set.add(keyFrom(seed));
      if (again !== ALREADY_SEEN) wrong.push(`add again ${seed}: ${again}`);
      const found = set.find(keyFrom(seed));
      if (found !== seed) wrong.push(`find ${seed}: ${found}`);
      set.keyOf(seed, out);
      if (out.join() !== keyFrom(seed).join()) wrong.push(`keyOf ${seed}: ${out.join()}`);
    }
    expect(wrong).toEqual([]);
    expect(set.size).toBe(count);
    expect(set.find(keyFrom(count))).toBe(-1);
  });

  it('answers SET_FULL at its capacity and keeps what it holds', () => {
    const set = new PositionSet(3);
    expect([0, 1, 2].map((seed) => set.add(keyFrom(seed)))).toEqual([0, 1, 2]);
    expect(set.add(keyFrom(3))).toBe(SET_FULL);
    expect(set.add(keyFrom(1))).toBe(ALREADY_SEEN);
    expect(set.size).toBe(3);
    // A capacity one key into a second block.
    const larger = new PositionSet(65_537);
    for (let seed = 0; seed < 65_537; seed++) larger.add(keyFrom(seed));
    expect(larger.add(keyFrom(65_537))).toBe(SET_FULL);
    expect(larger.find(keyFrom(65_536))).toBe(65_536);
  });

  it('is a set: any sequence of keys, added twice, holds each distinct key once', () => {
    const word = fc.integer({ min: 0, max: 0xffffffff });
    const key = fc.array(word, { minLength: KEY_WORDS, maxLength: KEY_WORDS });
    fc.assert(
      fc.property(fc.array(key, { maxLength: 300 }), (keys) => {
        const set = new PositionSet(1e6);
        const first = new Map<string, number>();
        for (const words of [...keys, ...keys]) {
          const added = set.add(Uint32Array.from(words));
          const known = first.get(words.join());
          if (known === undefined) {
            expect(added).toBe(first.size);
            first.set(words.join(), added);
          } else expect(added).toBe(ALREADY_SEEN);
        }
        expect(set.size).toBe(first.size);
      }),
    );
  });
});
