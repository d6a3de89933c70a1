/**
 * Work the player does not see (the storage write, the solver's restart) is kept off the path
 * from a gesture to the frame that shows it (issue 6, a move): it runs once that frame is painted.
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
