// A solver thread for unit tests: it answers in the same process, one macrotask later, with the
// engine's own searches unless a test scripts the answers; it records what was asked, the answers
// to come, and what was stopped.
import type { Position, Variant } from '../../../engine';
import { type ProgressVerdict, progressSearch, solve, type Verdict } from '../../../engine/solver';
import {
  SearchStopped,
  type SolverThread,
  type WorkerSearchOptions,
} from '../../../state/solver-thread';

type Search = 'solve' | 'progressSearch';

export interface Asked {
  search: Search;
  variant: Variant;
  position: Position;
  options: WorkerSearchOptions;
}

/**
 * Scripted answers: a verdict, 'never' for a search that runs until it is stopped, or undefined
 * for the engine's own answer.
 */
export interface Script {
  solve?: (asked: Asked) => Verdict | 'never' | undefined;
  progressSearch?: (asked: Asked) => ProgressVerdict | 'never' | undefined;
}

export function fakeSolverThread(script: Script = {}) {
  const asked: Asked[] = [];
  /** Each search's answer, in the order asked: a test awaits one to know the store has it. */
  const answers: Promise<unknown>[] = [];
  const pending = new Set<(error: Error) => void>();
  let stops = 0;

  function ask<T>(
    search: Search,
    variant: Variant,
    position: Position,
    options: WorkerSearchOptions,
  ) {
    const question = { search, variant, position, options };
    asked.push(question);
    const answer = new Promise<T>((resolve, reject) => {
      const fail = (error: Error) => {
        pending.delete(fail);
        reject(error);
      };
      pending.add(fail);
      const scripted = script[search]?.(question);
      if (scripted === 'never') return;
      setTimeout(() => {
        if (!pending.delete(fail)) return;
        const answer =
          scripted ??
          (search === 'solve'
            ? solve(variant, position, options)
            : progressSearch(variant, position, options));
        resolve(answer as T);
      }, 0);
    });
    answers.push(answer);
    return answer;
  }

  const thread: SolverThread = {
    solve: (variant, position, options) => ask<Verdict>('solve', variant, position, options),
    progressSearch: (variant, position, options) =>
      ask<ProgressVerdict>('progressSearch', variant, position, options),
    stop() {
      if (pending.size === 0) return;
      stops++;
      for (const fail of [...pending]) fail(new SearchStopped('stopped'));
    },
  };
  return { thread, asked, answers, stopCount: () => stops };
}

/** The solver where no worker can start (as in happy-dom): every search rejects at once. */
export const workerlessSolverThread: SolverThread = {
  solve: () => Promise.reject(new Error('No Worker here')),
  progressSearch: () => Promise.reject(new Error('No Worker here')),
  stop() {},
};

/** Lets every answer due arrive (each takes one macrotask). */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
