/**
 * Work the player does not see (the storage write, the solver's restart) is kept off the path from
 * a gesture to the frame that shows it (docs/speed.md): it runs once that frame is painted.
 */

/** Runs a task later: `afterNextPaint` in the pages; tests may pass `(task) => task()`. */
export type Deferral = (task: () => void) => void;

/**
 * The longest a task waits for the next frame, ms. A hidden page paints no frame; a busy one
 * (a drag repainting every frame) may keep a background task waiting.
 */
export const LATEST_MS = 100;

interface TaskScheduler {
  postTask(task: () => void, options: { priority: 'background' }): Promise<void>;
}

/** Runs `run` after the tasks queued so far, behind anything the page shows or answers. */
function soon(run: () => void): void {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (scheduler) scheduler.postTask(run, { priority: 'background' });
  else setTimeout(run, 0);
}

/**
 * Runs `task` once the next frame is painted, at background priority, and at the latest after
 * LATEST_MS; at once where nothing is painted: in a hidden page (which may be about to close),
 * and without frames at all (Node).
 */
export function afterNextPaint(task: () => void): void {
  const isPainting =
    typeof requestAnimationFrame === 'function' &&
    globalThis.document?.visibilityState !== 'hidden';
  if (!isPainting) {
    task();
    return;
  }
  let isDone = false;
  const run = () => {
    if (isDone) return;
    isDone = true;
    clearTimeout(latest);
    task();
  };
  const latest = setTimeout(run, LATEST_MS);
  // A task queued from an animation frame callback runs once that frame's style, layout and
  // paint are done.
  requestAnimationFrame(() => soon(run));
}

interface PaintObserving {
  supportedEntryTypes?: readonly string[];
}

/**
 * Runs `task` once the page's first contentful paint is on screen, so that work a new page does
 * not need for its first view (the solver's first search: a worker to start, a search beside it)
 * does not delay that view; at once where the browser does not report paints.
 * @returns a function that cancels `task` if it has not run yet.
 */
export function afterFirstContentfulPaint(task: () => void): () => void {
  const types = (globalThis.PerformanceObserver as PaintObserving | undefined)?.supportedEntryTypes;
  if (!types?.includes('paint')) {
    task();
    return () => {};
  }
  let isDone = false;
  const observer = new PerformanceObserver((entries) => {
    if (isDone || entries.getEntriesByName('first-contentful-paint').length === 0) return;
    isDone = true;
    observer.disconnect();
    task();
  });
  // Buffered: a paint reported before this call counts too.
  observer.observe({ type: 'paint', buffered: true });
  return () => {
    isDone = true;
    observer.disconnect();
  };
}
