/**
 * The game's clock (docs/rules.md, Score, moves and time): the time run since it last started,
 * read again on every tick so that the time shown moves on. The game store folds that time into
 * the saved game's own at every change.
 */
import { computed, signal } from '@preact/signals';

/** @param now the clock, ms since the epoch. */
export function createGameClock(now: () => number) {
  /** When the running part started (ms), or null while the clock stands still. */
  const runningSince = signal<number | null>(null);
  /** The last reading, renewed by `tick()`. */
  const reading = signal(now());
  return {
    /** Time run since the clock last started, ms, as of the last reading. */
    runMs: computed(() => {
      const since = runningSince.value;
      return since === null ? 0 : Math.max(0, reading.value - since);
    }),
    /**
     * Stops the clock and starts it again when `isRunning`.
     * @returns the time it had run, ms, up to now.
     */
    restart(isRunning: boolean): number {
      const at = now();
      const since = runningSince.peek();
      runningSince.value = isRunning ? at : null;
      reading.value = at;
      return since === null ? 0 : Math.max(0, at - since);
    },
    /** Renews the reading. */
    tick(): void {
      reading.value = now();
    },
  };
}
