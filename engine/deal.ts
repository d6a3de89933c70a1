/**
 * The `YU1` dealing algorithm (docs/rules.md, The dealing algorithm `YU1`). Never change it.
 */
import type { Card } from './cards';
import { DEAL_COUNT } from './deal-code';
import type { Position } from './position';

/** How many cards the deal puts face down: 21, none in column 1 (docs/rules.md, The layout). */
export const FACE_DOWN_AT_DEAL = 21;

const MASK64 = (1n << 64n) - 1n;

/** SplitMix64 with a 64-bit unsigned state (docs/rules.md, The dealing algorithm `YU1`, step 2). */
function splitMix64(seed: bigint): () => bigint {
  let state = seed & MASK64;
  return () => {
    state = (state + 0x9e3779b97f4a7c15n) & MASK64;
    let z = state;
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK64;
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK64;
    return z ^ (z >> 31n);
  };
}

/**
 * The shuffled deck of deal number n: card ids in dealing order (docs/rules.md, The dealing
 * algorithm `YU1`, steps 1 and 3).
 * @throws RangeError when n is not an integer 0 <= n < 26^7.
 */
export function shuffledDeck(n: number): Card[] {
  if (!Number.isInteger(n) || n < 0 || n >= DEAL_COUNT) {
    throw new RangeError(`A deal number is an integer 0..${DEAL_COUNT - 1}, not ${n}.`);
  }
  const deck = Array.from({ length: 52 }, (_, i) => i);
  const next = splitMix64(BigInt(n));
  for (let i = 51; i >= 1; i--) {
    const j = Number(next() % BigInt(i + 1));
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  return deck;
}

/**
 * The opening position of deal number n (docs/rules.md, The layout; The dealing algorithm
 * `YU1`, step 4): column 1 one face-up card, column k (2..7) k-1 face-down cards under five
 * face-up ones; foundations empty.
 * The same n gives the same layout in every variant.
 */
export function dealPosition(n: number): Position {
  const deck = shuffledDeck(n);
  const columns = Array.from({ length: 7 }, () => ({ cards: [] as Card[], faceDown: 0 }));
  let next = 0;
  for (let row = 0; row < 7; row++) {
    for (let column = row; column < 7; column++) {
      columns[column].cards.push(deck[next++]);
      if (column !== row) columns[column].faceDown++;
    }
  }
  for (let round = 0; round < 4; round++) {
    for (let column = 1; column < 7; column++) columns[column].cards.push(deck[next++]);
  }
  return { columns, foundations: [0, 0, 0, 0] };
}
