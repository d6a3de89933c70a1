/**
 * The bench's exact search over twin classes (bench/twin-classes/): the same verdicts as the
 * engine's plain depth-first search, keeping fewer positions.
 */
import { describe, expect, it, vi } from 'vitest';
import { canonicalise, isFlipped } from '../../../bench/twin-classes/canonical';
import { activeSwaps, swapMove } from '../../../bench/twin-classes/swaps';
import {
  exactSearchKeepingTwins,
  TwinClassSearch,
} from '../../../bench/twin-classes/twin-class-search';
import { dealPosition, type RuleOptions } from '../../../engine';
import { solve } from '../../../engine/solver';
import { DepthFirst } from '../../../engine/solver/depth-first';
import { decodeMove } from '../../../engine/solver/move-codes';
import { safeHomeRule } from '../../../engine/solver/safe-moves';
import { KEY_WORDS, SearchPosition } from '../../../engine/solver/search-position';
import { randomSource, replay } from '../engine/solver-brute-force';

const KPATIENCE: RuleOptions = { takebacks: false, groupLimit: Number.POSITIVE_INFINITY };

describe('twin classes', () => {
  /** The least key (as text) of every position the active twin swaps reach from `state`. */
  function leastKey(state: SearchPosition): string {
    const seen = new Set<string>();
    const visit = (): void => {
      const key = [...state.key].join(',');
      if (seen.has(key)) return;
      seen.add(key);
      const swaps = new Int32Array(7);
      const count = activeSwaps(state, swaps);
      for (const swap of swaps.subarray(0, count)) {
        const record = state.apply(swapMove(state, swap));
        visit();
        state.undo(record);
      }
    };
    visit();
    return [...seen].sort()[0];
  }

  /** The twin classes of every position a depth-first search kept, with no dead-end test. */
  function classesKept(deal: number, twins: boolean): Set<string> {
    const position = dealPosition(deal);
    const state = new SearchPosition('C', position, KPATIENCE);
    const setup = { isSafe: safeHomeRule('C', false), capacity: 1e7 };
    const search = twins ? new TwinClassSearch(state, setup) : new DepthFirst(state, setup);
    expect(search.run(1e9)).toBe('unwinnable');
    const key = new Uint32Array(KEY_WORDS);
    const classes = new Set<string>();
    for (let index = 0; index < search.seen.size; index++) {
      search.seen.keyOf(index, key);
      state.loadKey(key);
      classes.add(leastKey(state));
    }
    return classes;
  }

  it('are every class the plain search goes through, and fewer positions', () => {
    // With the dead-end test off, an exhausted search keeps every position it can reach. These
    // lost Classic deals have classes whose swaps block each other (131) and moves that send
    // cards home past a twin (44, 614).
    const spy = vi.spyOn(SearchPosition.prototype, 'isProvedLost').mockReturnValue(false);
    try {
      for (const deal of [84, 614, 44, 229, 131]) {
        const plain = classesKept(deal, false);
        const twins = classesKept(deal, true);
        expect([...twins].sort()).toEqual([...plain].sort());
      }
    } finally {
      spy.mockRestore();
    }
  }, 60_000);

  it('decide every deal as the plain search does, keeping fewer positions', () => {
    let fewer = 0;
    // Deals 1..20 and ten lost ones that the dead-end test alone does not decide.
    const lost = [978, 782, 465, 886, 731, 739, 960, 416, 812, 929];
    for (const deal of [...Array.from({ length: 20 }, (_, i) => i + 1), ...lost]) {
      const answers = [false, true].map((twins) => {
        const state = new SearchPosition('C', dealPosition(deal), KPATIENCE);
        const setup = { isSafe: safeHomeRule('C', false), capacity: 300_000 };
        const search = twins ? new TwinClassSearch(state, setup) : new DepthFirst(state, setup);
        return { result: search.run(1e9), kept: search.seen.size, line: search.line() };
      });
      const [plain, twins] = answers;
      if (plain.result === 'full' || twins.result === 'full') continue;
      expect(twins.result, `deal ${deal}`).toBe(plain.result);
      if (twins.result === 'winnable') {
        const line = twins.line.map(decodeMove);
        expect(replay('C', dealPosition(deal), line, KPATIENCE).status).toBe('won');
      }
      if (twins.result === 'unwinnable' && twins.kept < plain.kept) fewer++;
    }
    expect(fewer).toBeGreaterThan(7);
  }, 60_000);

  it("are what the bench's exact search keeps, and not the search taking turns", () => {
    // Deal 886 is lost; the plain depth-first search keeps 3,885 positions on its way.
    const options = { ...KPATIENCE, maxPositions: 1e6 };
    const exact = solve('C', dealPosition(886), {
      ...options,
      searches: 'exact',
      exactSearch: exactSearchKeepingTwins,
    });
    const all = solve('C', dealPosition(886), options);
    expect(exact.result).toBe('unwinnable');
    expect(all.result).toBe('unwinnable');
    expect(exact.positions).toBeLessThan(3885);
    expect(all.positions).toBeGreaterThanOrEqual(3885);
  });

  it('leave no swap to make in the canonical position, and each swap can go straight back', () => {
    const random = randomSource(21);
    const moves = new Int32Array(512);
    const swaps = new Int32Array(7);
    let checked = 0;
    for (let line = 0; line < 30; line++) {
      const state = new SearchPosition('C', dealPosition(line + 1), KPATIENCE);
      for (let step = 0; step < 80; step++) {
        const count = state.writeMoves(moves, 0, true);
        if (count === 0) break;
        state.apply(moves[Math.floor(random() * count)]);
        const records: number[] = [];
        canonicalise(state, (record) => records.push(record));
        const pairs = activeSwaps(state, swaps);
        for (const swap of swaps.subarray(0, pairs)) {
          expect(isFlipped(state, swap)).toBe(false);
          const before = state.key.slice();
          const record = state.apply(swapMove(state, swap));
          expect(state.isReversible(record)).toBe(true);
          state.undo(record);
          expect([...state.key]).toEqual([...before]);
          checked++;
        }
        while (records.length > 0) state.undo(records.pop() as number);
      }
    }
    expect(checked).toBeGreaterThan(200);
  });
});
