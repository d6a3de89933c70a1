/**
 * The page's side of the solver's worker: searches run in a Web Worker, so the page's main thread
 * only posts a position and reads an answer.
 *
 * Stopping: `solve` and `progressSearch` are synchronous, so a worker inside one reads no message
 * until it returns; a "stop" message would wait behind the very search it should stop. `stop()`
 * therefore terminates the worker, which ends the search at once and frees all its memory, and
 * the next search starts a fresh worker (a few ms). A flag in a SharedArrayBuffer read by the
 * search's `shouldStop` would need the extension's pages to be cross-origin isolated; terminating
 * needs nothing and works in every browser.
 */
import type { Remote } from 'comlink';
import type { Position, Variant } from '../engine';
import type { ProgressVerdict, SearchOptions, Verdict } from '../engine/solver';
import type { Searches } from './solver.worker';

/**
 * The most positions one search keeps in the extension: the solver's memory bound on a page. A
 * search at this cap holds a few tens of MB (the exact search's set, the win-first searches' sets
 * and queues; measured in Node and in the extension: docs/winnability.md, Targets). A page runs at
 * most two searches at once, the position's and a new deal's, so the solver holds under 100 MB on a
 * page (a stopped search's memory goes with its worker at once).
 */
export const PAGE_MAX_POSITIONS = 300_000;

/** A search's options as they cross to the worker: no callback can. */
export type WorkerSearchOptions = Omit<SearchOptions, 'shouldStop'>;

/** The answer of a search that was stopped before it finished. */
export class SearchStopped extends Error {
  override name = 'SearchStopped';
}

/** The solver as the page sees it: searches answer asynchronously and can be stopped. */
export interface SolverThread {
  solve(variant: Variant, position: Position, options: WorkerSearchOptions): Promise<Verdict>;
  progressSearch(
    variant: Variant,
    position: Position,
    options: WorkerSearchOptions,
  ): Promise<ProgressVerdict>;
  /**
   * Stops every search asked so far: each one's promise rejects with SearchStopped. With none
   * under way or waiting, the worker is kept for the next search.
   */
  stop(): void;
}

/**
 * Starts the solver's worker. Vite bundles `solver.worker.ts` as its own module when it sees the
 * form `new Worker(new URL(...), ...)`, hence the local name `Worker`.
 */
function startSolverWorker(): Worker {
  const Worker =
    import.meta.env.DEV && !import.meta.env.FIREFOX ? devServerWorker() : globalThis.Worker;
  return new Worker(new URL('./solver.worker.ts', import.meta.url), { type: 'module' });
}

/**
 * The Worker constructor under `npm start` in Chromium (WXT's dev server; the built extension
 * never uses it). There Vite points the worker at the dev server (http://localhost:3000/...),
 * another origin than the extension page's, and Chromium 148 and later kill such a page instead
 * of refusing the worker ("Aw, Snap!" on every game page; wxt-dev/wxt#2599). A worker from another
 * origin starts instead from a blob: URL of the page's own origin whose one line imports the
 * module from the dev server. Firefox (`npm run start:firefox`) runs the dev server's worker as it
 * is and no worker from such a blob: URL (the solver never answered), so it keeps its own Worker,
 * as WXT's own fix for Chromium does.
 */
function devServerWorker(): typeof globalThis.Worker {
  return class extends globalThis.Worker {
    constructor(url: string | URL, options?: WorkerOptions) {
      const href = new URL(url, location.href).href;
      if (new URL(href).origin === location.origin) {
        super(href, options);
        return;
      }
      const shim = URL.createObjectURL(
        new Blob([`import ${JSON.stringify(href)};`], { type: 'text/javascript' }),
      );
      super(shim, options);
      // The worker holds its script from here on (URL spec: a blob URL is resolved when parsed).
      URL.revokeObjectURL(shim);
    }
  };
}

/**
 * Creates the page's solver. The worker starts with the first search, and searches run one after
 * the other in the order asked. A search that cannot start (no worker here) or whose worker died
 * rejects with that error; callers treat any rejection as "nothing known".
 * @param startWorker starts a worker that answers `Searches` through comlink (tests pass fakes).
 */
export function createSolverThread(startWorker = startSolverWorker): SolverThread {
  let worker: Worker | null = null;
  let remote: Promise<Remote<Searches>> | null = null;
  /** How to fail each search under way or waiting. */
  const pending = new Set<(error: Error) => void>();

  function end(error: Error): void {
    worker?.terminate();
    worker = null;
    remote = null;
    for (const fail of [...pending]) fail(error);
  }

  function connect(): Promise<Remote<Searches>> {
    if (remote) return remote;
    const started = startWorker();
    worker = started;
    started.addEventListener('error', (event) => {
      event.preventDefault();
      end(new Error(`The solver's worker failed: ${event.message}`));
    });
    // comlink loads with the first search, not with the page: the first paint does not wait for
    // it (docs/speed.md, Weight), and the worker starts meanwhile.
    remote = import('comlink').then(({ wrap }) => wrap<Searches>(started));
    return remote;
  }

  function ask<T>(search: (remote: Remote<Searches>) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const fail = (error: Error) => {
        pending.delete(fail);
        reject(error);
      };
      let answer: Promise<T>;
      try {
        answer = connect().then(search);
      } catch (error) {
        reject(error);
        return;
      }
      pending.add(fail);
      answer.then(
        (value) => {
          if (pending.delete(fail)) resolve(value);
        },
        (error) => {
          if (pending.has(fail)) fail(error);
        },
      );
    });
  }

  return {
    solve: (variant, position, options) =>
      ask((searches) => searches.solve(variant, position, options)),
    progressSearch: (variant, position, options) =>
      ask((searches) => searches.progressSearch(variant, position, options)),
    stop: () => {
      if (pending.size > 0)
        end(new SearchStopped('A search was stopped: its answer is not needed.'));
    },
  };
}
