/**
 * One thread of `npm run bench:solver -- --threads 2`: solves the deals it is sent with one part
 * of the solver (`exact` or `win-first`, engine/solver/solve.ts) until the deal is decided, its
 * budget is spent, or the other thread sets the shared stop flag. The exact thread keeps one
 * position per twin class where it can (Classic under KPatience's rules, bench/twin-classes/).
 */
import { parentPort } from 'node:worker_threads';
import { dealPosition, MOVE_LIMIT, type Variant } from '../engine';
import { type SolveSearches, solve } from '../engine/solver';
import { exactSearchKeepingTwins } from './twin-classes/twin-class-search';

/** A deal to solve; `stop` holds one Int32 that becomes 1 when the other thread has decided. */
export interface SolveRequest {
  variant: Variant;
  number: number;
  takebacks: boolean;
  groupLimit: number;
  budgetMs: number;
  searches: SolveSearches;
  stop: SharedArrayBuffer;
}

parentPort?.on('message', (request: SolveRequest) => {
  const stop = new Int32Array(request.stop);
  const verdict = solve(request.variant, dealPosition(request.number), {
    takebacks: request.takebacks,
    groupLimit: request.groupLimit,
    budgetMs: request.budgetMs,
    movesLeft: MOVE_LIMIT,
    searches: request.searches,
    ...(request.searches === 'exact' && { exactSearch: exactSearchKeepingTwins }),
    shouldStop: () => Atomics.load(stop, 0) === 1,
  });
  parentPort?.postMessage(verdict);
});
// Loaded: the first deal's time does not include starting the thread.
parentPort?.postMessage('ready');
