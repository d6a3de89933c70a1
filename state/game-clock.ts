/**
 * The game's clock (docs/rules.md, Score, moves and time): the time run since it last started,
 * read again on every tick so that the time shown moves on. The game store folds that time into
 * the saved game's own at every change. Its gate says when it may run.
 */
import { computed, signal } from '@preact/signals';
import type { ClockTurnMaker } from './clock-turn';

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
    /**
     * Keeps the clock running when `isRunning` (starting it if it stood still), else stops it
     * and drops the time run: for a game from another page, which brings its own time.
     */
    follow(isRunning: boolean): void {
      const at = now();
      if (!isRunning) runningSince.value = null;
      else if (runningSince.peek() === null) runningSince.value = at;
      reading.value = at;
    },
    /** Renews the reading. */
    tick(): void {
      reading.value = now();
    },
  };
}

/**
 * When a page's clock may run (docs/rules.md, Score, moves and time): while the page is visible,
 * no dialog covers its board, and it has the clock's turn among the pages showing the game
 * (clock-turn.ts). A page wants the turn from its start, and takes it when it is shown (again),
 * uncovered, or focused. `onChange` is told each time the answer changes.
 */
export function createClockGate(makeTurn: ClockTurnMaker, onChange: () => void) {
  let isVisible = true;
  let isCovered = false;
  let hasTurn = false;
  let wasOpen = false;
  const isShowing = () => isVisible && !isCovered;
  const isOpen = () => isShowing() && hasTurn;
  // Nothing to tell while the gate is being made: the page's clock has not run yet.
  let isMade = false;
  const tell = () => {
    if (isOpen() === wasOpen) return;
    wasOpen = !wasOpen;
    if (isMade) onChange();
  };
  const turn = makeTurn((has) => {
    hasTurn = has;
    tell();
  });
  turn.want(true);
  wasOpen = isOpen();
  isMade = true;
  const follow = (isTaken: boolean) => {
    turn.want(isShowing(), isTaken);
    tell();
  };
  return {
    isOpen,
    /** The page became visible (again) or hidden. */
    setVisible(visible: boolean): void {
      isVisible = visible;
      follow(true);
    },
    /** A dialog began or ceased to cover the board. */
    setCovered(covered: boolean): void {
      if (covered === isCovered) return;
      isCovered = covered;
      follow(true);
    },
    /** The player came to this page (it got the focus): its clock runs, not another page's. */
    claim(): void {
      if (isShowing()) follow(true);
    },
  };
}
