import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MOVE_LIMIT, newGame, parseMove, undoMove } from '../../../engine';
import { isSoundGame } from '../../../engine/soundness';
import { StoredValueError } from '../../../state/schemas';
import { decodeGame, encodeGame, encodeMoves, withMovesToRedo } from '../../../state/sync-encoding';
import { SYNC_VERSION, syncedBytes } from '../../../state/sync-schemas';
import { randomGame } from './random-play';

/** The whole `game` item as sync.ts writes it, with the longest device id and counters. */
function syncedItem(text: string) {
  return {
    v: SYNC_VERSION,
    revision: Number.MAX_SAFE_INTEGER,
    updatedAt: Number.MAX_SAFE_INTEGER,
    device: 'z'.repeat(24),
    game: text,
  };
}

const gameLengths = fc.oneof(
  { arbitrary: fc.integer({ min: 0, max: 300 }), weight: 3 },
  { arbitrary: fc.constant(MOVE_LIMIT), weight: 1 },
);
const elapsed = fc.oneof(fc.nat({ max: 10 * 3_600_000 }), fc.constant(Number.MAX_SAFE_INTEGER));

describe('compact synced game', () => {
  it('reads back what it wrote, apart from the undo history', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(fc.nat(), gameLengths, elapsed, (seed, steps, elapsedMs) => {
        const game = randomGame(seed, steps);
        const read = decodeGame(encodeGame(game, elapsedMs));
        expect(read).toEqual({ game: { ...game, history: [], toRedo: undefined }, elapsedMs });
      }),
      { numRuns: 100 },
    );
  });

  it('reads back the moves to redo beside it, and drops moves that do not fit', () => {
    let withRedo = 0;
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 1, max: 300 }), (seed, steps) => {
        // Undos at the end of a random game leave moves to redo.
        let game = randomGame(seed, steps);
        for (let undo = 0; undo < seed % 4; undo++) game = undoMove(game).game ?? game;
        const toRedo = encodeMoves(game.toRedo ?? []);
        expect(toRedo.length).toBeLessThanOrEqual(200);
        const read = withMovesToRedo(decodeGame(encodeGame(game, 0)).game, toRedo);
        expect(read.toRedo).toEqual(game.toRedo);
        if (read.toRedo) withRedo++;
      }),
      { numRuns: 100 },
    );
    expect(withRedo).toBeGreaterThan(0);
    // A move that does not play from the position, or text in no known form: the game stays.
    const start = newGame('YU1-C-AAAAAAB');
    expect(withMovesToRedo(start, 'af')).toBe(start);
    expect(withMovesToRedo(start, '6H-c7')).toBe(start);
    expect(withMovesToRedo(start, encodeMoves([parseMove('6H-c7')])).toRedo).toEqual([
      parseMove('6H-c7'),
    ]);
  });

  it('stays under 2,048 bytes with its key and envelope over random games up to 3000 moves', {
    timeout: 60_000,
  }, () => {
    let largest = 0;
    let longestGame = 0;
    fc.assert(
      fc.property(fc.nat(), gameLengths, elapsed, (seed, steps, elapsedMs) => {
        const game = randomGame(seed, steps);
        const bytes = syncedBytes('game', syncedItem(encodeGame(game, elapsedMs)));
        largest = Math.max(largest, bytes);
        longestGame = Math.max(longestGame, game.moves);
        expect(bytes).toBeLessThan(2048);
      }),
      { numRuns: 100 },
    );
    console.log(`largest synced game: ${largest} bytes (longest game ${longestGame} moves)`);
    expect(longestGame).toBe(MOVE_LIMIT);
  });

  it('keeps the longest Double Yukon and Australian Patience games (3000 moves) under 8,192 bytes, and reads them back', {
    timeout: 120_000,
  }, () => {
    for (const variant of ['D', 'U'] as const) {
      for (let seed = 1; seed <= 3; seed++) {
        const game = randomGame(seed, MOVE_LIMIT, [variant]);
        expect(game.moves).toBe(MOVE_LIMIT);
        const text = encodeGame(game, Number.MAX_SAFE_INTEGER);
        expect(syncedBytes('game', syncedItem(text))).toBeLessThan(8192);
        const { game: read } = decodeGame(text);
        // Double Yukon's two copies of a card are equal for every rule, so they are written
        // alike: the game read back is the same but for which copy's id lies where.
        const values = (cards?: number[]) => cards?.map((card) => card % 52);
        const sameCards = ({ columns, foundations, stock, waste }: typeof game.position) => ({
          columns: columns.map(({ cards, faceDown }) => ({ cards: values(cards), faceDown })),
          foundations,
          stock: values(stock),
          waste: values(waste),
        });
        expect(sameCards(read.position)).toEqual(sameCards(game.position));
        expect({ ...read, position: null }).toEqual({
          ...game,
          history: [],
          toRedo: undefined,
          position: null,
        });
      }
    }
  });

  it('refuses text that is not a sound game, and any change to a game either reads sound or is refused', () => {
    const text = encodeGame(randomGame(7, 120), 65_000);
    fc.assert(
      fc.property(fc.nat({ max: text.length - 1 }), fc.string({ maxLength: 3 }), (at, insert) => {
        const mutated = text.slice(0, at) + insert + text.slice(at + 1);
        try {
          expect(isSoundGame(decodeGame(mutated).game)).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(StoredValueError);
        }
      }),
      { numRuns: 1000 },
    );
    const swapped = encodeGame({ ...newGame('YU1-C-AAAAAAB'), score: 5 }, 0);
    expect(() => decodeGame(swapped)).toThrow(StoredValueError);
  });
});
