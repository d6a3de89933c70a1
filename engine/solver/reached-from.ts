/**
 * How each position a breadth-first or queued search keeps was reached: per position index of
 * its PositionSet, the position it came from and the step taken, so that the line to any of them
 * can be read back. Used by progress.ts and keyed-search.ts.
 */

import { grown } from './depth-first';
import { cardOf, encodeStep, moveOf, ontoOfStep } from './move-codes';
import { type SafeHomeRule, sendSafeCardsHome } from './safe-moves';
import type { SearchPosition } from './search-position';
import { moveOnto, ontoOf } from './shorten';

/**
 * A move as a step (move-codes.ts), which survives column reordering: its card and what it lands
 * on (shorten.ts, `ontoOf`); `moveOfStep` turns it back into a move.
 */
export function stepOf(state: SearchPosition, move: number): number {
  return encodeStep(cardOf(move), ontoOf(state, move));
}

/** The move of a step in `state`'s column order. */
export function moveOfStep(state: SearchPosition, step: number): number {
  return moveOnto(state, cardOf(step), ontoOfStep(step));
}

/** Parents and steps, 8 bytes per position, growing by doubling. */
export class ReachedFrom {
  private parents = new Int32Array(1024);
  private steps = new Int32Array(1024);

  /** Records that position `index` was reached from `parent` by `step` (see `stepOf`). */
  set(index: number, parent: number, step: number): void {
    if (index >= this.parents.length) {
      this.parents = grown(this.parents, index + 1);
      this.steps = grown(this.steps, index + 1);
    }
    this.parents[index] = parent;
    this.steps[index] = step;
  }

  /** The steps from the start (index 0) to position `index`, first step first. */
  stepsTo(index: number): number[] {
    const steps: number[] = [];
    for (let at = index; at > 0; at = this.parents[at]) steps.push(this.steps[at]);
    return steps.reverse();
  }

  /**
   * The line to position `index` as encoded moves, played on `start` (a fresh copy of the
   * search's start position, left at that position), with the foundation moves `isSafe` makes
   * after each step included.
   */
  lineTo(start: SearchPosition, isSafe: SafeHomeRule, index: number): number[] {
    const played: number[] = [];
    const record = (record: number) => played.push(moveOf(record));
    sendSafeCardsHome(start, isSafe, record);
    for (const step of this.stepsTo(index)) {
      const move = moveOfStep(start, step);
      played.push(move);
      start.apply(move);
      sendSafeCardsHome(start, isSafe, record);
    }
    return played;
  }
}
