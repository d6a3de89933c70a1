/**
 * How each position a breadth-first or queued search keeps was reached (issue 5): per position
 * index of its PositionSet, the position it came from and the step taken, so that the line to
 * any of them can be read back. Used by progress.ts and prioritised.ts.
 */

import { sendSafeCardsHome } from './depth-first';
import type { SafeHomeRule } from './safe-moves';
import type { SearchPosition } from './search-position';
import { moveOnto, ontoOf } from './shorten';

/**
 * A move as a step that survives column reordering: `card | onto << 6`, where `onto` is the card
 * it lands on, ON_TABLE or HOME (shorten.ts, `ontoOf`); `moveOnto` turns it back into a move.
 */
export function stepOf(state: SearchPosition, move: number): number {
  return (move & 63) | (ontoOf(state, move) << 6);
}

/** Parents and steps, 8 bytes per position, growing by doubling. */
export class ReachedFrom {
  private parents = new Int32Array(1024);
  private steps = new Int32Array(1024);

  /** Records that position `index` was reached from `parent` by `step` (see `stepOf`). */
  set(index: number, parent: number, step: number): void {
    if (index >= this.parents.length) {
      this.parents = grown(this.parents, index);
      this.steps = grown(this.steps, index);
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
    const record = (record: number) => played.push(record & 511);
    sendSafeCardsHome(start, isSafe, record);
    for (const step of this.stepsTo(index)) {
      const move = moveOnto(start, step & 63, step >> 6);
      played.push(move);
      start.apply(move);
      sendSafeCardsHome(start, isSafe, record);
    }
    return played;
  }
}

function grown(array: Int32Array<ArrayBuffer>, index: number): Int32Array<ArrayBuffer> {
  let length = array.length * 2;
  while (length <= index) length *= 2;
  const larger = new Int32Array(length);
  larger.set(array);
  return larger;
}
