/**
 * A beam search: a fourth search that only looks for wins, beside the others in
 * `solve`. From the start it goes one move deeper at a time and keeps, at each depth, only the
 * `width` most promising new positions (more cards home, fewer face-down cards, more empty
 * columns, fewer cards lying on a lower card of their own suit). It runs again and again with a
 * width four times larger and other tie-breaks, until its share of the positions is spent.
 *
 * Why it is here: it wins deals the other searches leave open, most of them in a fraction of a
 * second (docs/winnability.md, How the solver finds its answers). A search that expands the
 * best position first (prioritised.ts) keeps returning to the many rearrangements of one
 * promising position, while a beam has to move on. Like the other win-first searches it sends
 * cards home eagerly (safe-moves.ts, `eagerHomeRule`) and drops positions, so running dry proves
 * nothing: it answers `winnable` or `full`, never `unwinnable`.
 *
 * Memory: one run at a time, at most `capacity` positions (the seen set, about 70 bytes each,
 * and how each was reached, 8 bytes), plus 12 bytes per candidate of the depth being expanded.
 */

import type { SearchSetup, SliceEnd } from './depth-first';
import { IntStack, KeyedSearch, SuccessiveRuns, seedOf, xorshift32 } from './keyed-search';
import type { SearchPosition } from './search-position';

/** The first run's width; each run's is four times the last one's, up to `LARGEST_WIDTH`. */
const FIRST_WIDTH = 64;
const LARGEST_WIDTH = 16_384;
/** Deeper than any usable line (docs/rules.md, End of the game: 3000 moves in all). */
const MAX_DEPTH = 3000;
/** Scores carry ten bits of tie-break below the weighed terms. */
const TIE_BITS = 10;

/** The candidates for the next depth: position indices and their scores. */
class Candidates {
  readonly indices = new IntStack();
  readonly scores = new IntStack();

  get size(): number {
    return this.indices.size;
  }

  push(index: number, score: number): void {
    this.indices.push(index);
    this.scores.push(score);
  }

  clear(): void {
    this.indices.size = 0;
    this.scores.size = 0;
  }

  /** The indices of the `count` best-scored candidates (all of them when there are fewer). */
  best(count: number): Int32Array {
    const scores = this.scores.items;
    const order = new Int32Array(this.size);
    for (let i = 0; i < this.size; i++) order[i] = i;
    if (this.size > count) order.sort((a, b) => scores[b] - scores[a]);
    const kept = order.subarray(0, Math.min(count, this.size));
    for (let i = 0; i < kept.length; i++) kept[i] = this.indices.items[kept[i]];
    return kept;
  }
}

/**
 * How promising a position is: 5 per card home, 4 per face-down card less, 2 per empty column,
 * -1 per card lying (anywhere above) on a lower card of its own suit, which must leave before
 * that card can go home. Weights from a handful of tries on the open deals; ties broken by `tie`.
 */
function beamScore(state: SearchPosition, tie: number): number {
  let score = 5 * state.cardsHome - 4 * state.faceDownTotal;
  for (let column = 0; column < 7; column++) {
    const length = state.lengths[column];
    if (length === 0) score += 2;
    const base = column * 52;
    for (let index = 1; index < length; index++) {
      const card = state.piles[base + index];
      const suit = (card / 13) | 0;
      for (let below = 0; below < index; below++) {
        const other = state.piles[base + below];
        if (((other / 13) | 0) === suit && other < card) {
          score--;
          break;
        }
      }
    }
  }
  return (score << TIE_BITS) | (tie & ((1 << TIE_BITS) - 1));
}

/** One beam from the start: a width, its tie-breaks, the positions it kept. */
class BeamRun extends KeyedSearch {
  /** Whether some depth had more candidates than the width (else the run saw every position). */
  pruned = false;
  private layer: Int32Array = new Int32Array([0]);
  private cursor = 0;
  private depth = 0;
  private readonly next = new Candidates();

  private readonly width: number;
  /** The tie-breaks' generator state (xorshift32, never 0). */
  private random: number;

  constructor(state: SearchPosition, setup: SearchSetup & { width: number; seed: number }) {
    super(state, setup);
    this.width = setup.width;
    this.random = setup.seed;
  }

  /**
   * Expands positions until `positions` more are kept.
   * @returns `winnable`, `full` when the run is over (no candidate left, too deep, or at its
   *   cap), or null when the slice ran out.
   */
  run(positions: number): SliceEnd {
    if (this.won >= 0) return 'winnable';
    const stopAt = this.seen.size + positions;
    while (this.seen.size < stopAt) {
      if (this.cursor === this.layer.length) {
        if (this.next.size > this.width) this.pruned = true;
        this.layer = this.next.best(this.width);
        this.next.clear();
        this.cursor = 0;
        if (this.layer.length === 0 || ++this.depth > MAX_DEPTH) return 'full';
      }
      const end = this.expand(this.layer[this.cursor++]);
      if (end) return end;
    }
    return null;
  }

  protected keep(index: number): void {
    this.random = xorshift32(this.random);
    this.next.push(index, beamScore(this.state, this.random >>> 0));
  }
}

/** The beam search's setup: `capacity` bounds one run. */
export interface BeamSetup extends SearchSetup {
  /** The positions all runs together may keep; then `run` answers `full`. Default: no end. */
  total?: number;
}

/** Beam runs one after another, each wider than the last, until `total` positions are spent. */
export class BeamSearch extends SuccessiveRuns<BeamRun> {
  /** @param start makes a fresh copy of the start position (each run plays on its own). */
  constructor(
    private readonly start: () => SearchPosition,
    private readonly setup: BeamSetup,
  ) {
    super(setup.total ?? Number.POSITIVE_INFINITY);
  }

  protected nextRun(): BeamRun {
    return new BeamRun(this.start(), {
      isSafe: this.setup.isSafe,
      capacity: this.setup.capacity,
      width: Math.min(LARGEST_WIDTH, FIRST_WIDTH * 4 ** (this.runs - 1)),
      seed: seedOf(this.runs),
    });
  }

  /** A run that never dropped a position has seen all there is (with eager foundation moves). */
  protected isLast(run: BeamRun): boolean {
    return !run.pruned;
  }
}
