/**
 * The two threads of `npm run bench:solver -- --threads 2` (solve-worker.ts): the exact search on
 * one, the win-first searches on the other, and a deal solved on both at once.
 */
import { Worker } from 'node:worker_threads';
import type { SolveSearches, Verdict } from '../engine/solver';
import type { SolveRequest } from './solve-worker';

/** The two threads, each with the part of the solver it runs. */
export type SolverThreads = (readonly [SolveSearches, Worker])[];

/** Starts the exact and the win-first thread and waits until both have loaded. */
export async function startThreads(): Promise<SolverThreads> {
  // Worker threads do not inherit tsx's loader: solve-worker.mjs registers it.
  const workers = (['exact', 'win-first'] as const).map(
    (searches) => [searches, new Worker(new URL('./solve-worker.mjs', import.meta.url))] as const,
  );
  for (const [, worker] of workers) {
    // A thread that fails ends the run with its error.
    worker.on('error', (error) => {
      throw error;
    });
  }
  await Promise.all(
    workers.map(([, worker]) => new Promise((loaded) => worker.once('message', loaded))),
  );
  return workers;
}

/** A deal's verdict, and the ms its threads were busy (both threads' sum on two). */
export interface DealAnswer {
  verdict: Verdict;
  busyMs: number;
  /** The two threads' answers when they contradict each other (a bug in one of them). */
  contradiction?: string;
}

/**
 * Solves a deal with the exact search and the win-first searches on two threads at once: the
 * first answer (`winnable` or `unwinnable`) stops the other. The verdict's positions are both
 * threads' sum, its ms the wall time to the first answer (to the later give-up when neither
 * answers). When both threads answer, their answers are checked against each other.
 */
export async function solveOnTwoThreads(
  workers: SolverThreads,
  deal: Omit<SolveRequest, 'budgetMs' | 'searches' | 'stop'>,
  budgetMs: number,
): Promise<DealAnswer> {
  const stop = new SharedArrayBuffer(4);
  const startedAt = performance.now();
  const answers = workers.map(
    ([searches, worker]) =>
      new Promise<{ verdict: Verdict; at: number }>((resolve) => {
        worker.once('message', (verdict: Verdict) => {
          if (verdict.result !== 'unknown') Atomics.store(new Int32Array(stop), 0, 1);
          resolve({ verdict, at: performance.now() - startedAt });
        });
        const request: SolveRequest = {
          ...deal,
          budgetMs,
          searches: searches satisfies SolveSearches,
          stop,
        };
        worker.postMessage(request);
      }),
  );
  const answered = await Promise.all(answers);
  const positions = answered.reduce((sum, { verdict }) => sum + verdict.positions, 0);
  const busyMs = answered.reduce((sum, { verdict }) => sum + verdict.ms, 0);
  const decided = answered
    .filter(({ verdict }) => verdict.result !== 'unknown')
    .sort((a, b) => a.at - b.at);
  const contradiction =
    decided.length === 2 && decided[0].verdict.result !== decided[1].verdict.result
      ? answered.map(({ verdict }, i) => `${workers[i][0]}: ${verdict.result}`).join(', ')
      : undefined;
  if (decided.length > 0) {
    const [{ verdict, at }] = decided;
    return { verdict: { ...verdict, positions, ms: at }, busyMs, contradiction };
  }
  const ms = Math.max(...answered.map(({ at }) => at));
  return { verdict: { ...answered[0].verdict, positions, ms }, busyMs };
}
