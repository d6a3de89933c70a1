/**
 * Finish (docs/rules.md, Moves 7): the Finish button's line, and its playing. Each move of the
 * proved line goes through the game store like any move of the player's, one after the other at
 * a brisk pace, or all at once when asked.
 */
import { computed, type ReadonlySignal, signal } from '@preact/signals';
import { type FinishProof, finishLineOf, type Game, type Move } from '../engine';
import type { GameStore } from './game-store';
import { MOTION_SCALE, type Motion } from './motion';

/** The longest Finish takes to play its whole line, ms (docs/rules.md, Moves 7). */
export const FINISH_MAX_MS = 3000;
/** The most time between two moves of Finish, ms: a short line still plays briskly. */
export const FINISH_STEP_MAX_MS = 120;

/**
 * The time between two moves of a line of `moves` moves, ms: the whole line within 3 s at the
 * normal pace, scaled by the motion as a card's glide is (docs/rules.md, Looks): half with
 * `fast`, 0 (at once) with `off`.
 */
export function finishStepMs(moves: number, motion: Motion = 'normal'): number {
  const normal = Math.min(FINISH_STEP_MAX_MS, Math.floor(FINISH_MAX_MS / Math.max(1, moves)));
  return Math.floor(normal * MOTION_SCALE[motion]);
}

export type Finish = ReturnType<typeof createFinish>;

/**
 * Creates Finish for a page.
 * @param proof the solver's verdict on the position shown (solver store `proof`).
 */
export function createFinish({
  game,
  proof,
}: {
  game: GameStore;
  proof: ReadonlySignal<FinishProof | null>;
}) {
  const isFinishing = signal(false);
  const line = computed(() => finishLineOf(game.current.value, proof.value));
  /** The moves still to play, and the game the last one led to. */
  let rest: Move[] = [];
  let reached: Game | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function end(): void {
    clearTimeout(timer);
    timer = undefined;
    rest = [];
    isFinishing.value = false;
  }

  /**
   * Plays the next move; false when Finish has ended: the line is played out, or the game shown
   * is no longer the one it led to (another page's move arrived), or the move was refused.
   */
  function playNext(): boolean {
    const move = rest.shift();
    if (!move || game.current.peek() !== reached || game.move(move) !== null) {
      end();
      return false;
    }
    reached = game.current.peek();
    if (rest.length === 0) end();
    return rest.length > 0;
  }

  function playAll(): void {
    while (playNext());
  }

  return {
    /** The line Finish would play from the position shown, or null when it is not offered. */
    line,
    /** Whether Finish is playing its line. */
    isFinishing,

    /**
     * Plays the proved line (docs/rules.md, Moves 7): its first move now, the next ones at
     * `finishStepMs` apart for the page's `motion` (motion-store.ts `current`), every one at
     * once when cards do not move (`off`).
     * @returns false when Finish is not offered (nothing is played).
     */
    start({ motion }: { motion: Motion }): boolean {
      const moves = line.peek();
      if (!moves || isFinishing.peek()) return false;
      rest = moves.slice();
      reached = game.current.peek();
      isFinishing.value = true;
      const stepMs = finishStepMs(moves.length, motion);
      if (stepMs === 0) {
        playAll();
        return true;
      }
      const step = () => {
        if (playNext()) timer = setTimeout(step, stepMs);
      };
      step();
      return true;
    },

    /** Plays the rest of the line at once: any click or key during Finish jumps to its end. */
    skip(): void {
      if (!isFinishing.peek()) return;
      clearTimeout(timer);
      playAll();
    },

    /** Stops playing (the page closes); the moves played stay played. */
    stop: end,
  };
}
