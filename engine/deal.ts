/**
 * The `YU1` dealing algorithm (docs/rules.md, The dealing algorithm `YU1`). Never change it.
 */
import type { Card } from './cards';
import { DEAL_COUNT } from './deal-code';
import type { Position } from './position';
import type { Variant } from './variants';

/** How many cards the deal puts face down: 21, none in column 1 (docs/rules.md, The layout). */
export const FACE_DOWN_AT_DEAL = 21;

const MASK64 = (1n << 64n) - 1n;

/** SplitMix64 with a 64-bit unsigned state (docs/rules.md, The dealing algorithm `YU1`, step 2). */
export function splitMix64(seed: bigint): () => bigint {
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
 * algorithm `YU1`, steps 1 and 3); with `size` 104 the two decks of Double Yukon (docs/rules.md,
 * D: Double Yukon).
 * @throws RangeError when n is not an integer 0 <= n < 26^7.
 */
export function shuffledDeck(n: number, size: 52 | 104 = 52): Card[] {
  if (!Number.isInteger(n) || n < 0 || n >= DEAL_COUNT) {
    throw new RangeError(`A deal number is an integer 0..${DEAL_COUNT - 1}, not ${n}.`);
  }
  const deck = Array.from({ length: size }, (_, i) => i);
  const next = splitMix64(BigInt(n));
  for (let i = size - 1; i >= 1; i--) {
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

/**
 * The opening position of deal number n in Double Yukon (docs/rules.md, D: Double Yukon): the
 * 104 cards shuffled, column k (1..10) `min(k - 1, 8)` face-down cards under six face-up ones,
 * eight empty foundations.
 */
export function doubleYukonPosition(n: number): Position {
  const deck = shuffledDeck(n, 104);
  const columns = Array.from({ length: 10 }, () => ({ cards: [] as Card[], faceDown: 0 }));
  let next = 0;
  for (let row = 0; row < 8; row++) {
    for (let column = row + 1; column < 10; column++) {
      columns[column].cards.push(deck[next++]);
      columns[column].faceDown++;
    }
  }
  for (let round = 0; round < 6; round++) {
    for (let column = 0; column < 10; column++) columns[column].cards.push(deck[next++]);
  }
  return { columns, foundations: [0, 0, 0, 0, 0, 0, 0, 0] };
}

/**
 * The opening position of deal number n in Australian Patience (docs/rules.md, U: Australian
 * Patience): the deck of every one-deck variant, four face-up cards on each of the seven columns,
 * the other 24 in the stock with d[28] on top, the waste empty.
 */
export function australianPosition(n: number): Position {
  const deck = shuffledDeck(n);
  const columns = Array.from({ length: 7 }, () => ({ cards: [] as Card[], faceDown: 0 }));
  let next = 0;
  for (let round = 0; round < 4; round++) {
    for (let column = 0; column < 7; column++) columns[column].cards.push(deck[next++]);
  }
  // The stock is kept bottom to top, so its last card, d[28], is the first one turned.
  const stock = deck.slice(next).reverse();
  return { columns, foundations: [0, 0, 0, 0], stock, waste: [] };
}

/** The opening position of deal number n in a variant (docs/rules.md, The layout; D; U). */
export function dealPositionOf(variant: Variant, n: number): Position {
  if (variant === 'D') return doubleYukonPosition(n);
  if (variant === 'U') return australianPosition(n);
  return dealPosition(n);
}
