/**
 * Searches that look for a win first: the positions found are queued by priority instead of
 * followed depth first. They run beside the depth-first search in `solve`, which alone gives
 * proofs, because on many deals one order finds a win in a few hundred positions where another
 * wanders among hundreds of thousands of rearrangements (docs/winnability.md, How the solver
 * finds its answers).
 *
 * - `round-robin`, after KPatience's solver: a position's priority is the move that made it
 *   (30 when it turned a card up or emptied a column, else 1) plus a term growing with the cards
 *   home; a position with more cards home than its parent is expanded at once; the queues are
 *   swept from the highest down, each sweep reaching lower, so that low priorities get turns too.
 * - `greedy`: the highest `cards home - 3 x face-down cards` first, newest first among equals.
 *
 * Both keep an exact set of the positions seen and never search one twice. Memory: about 80
 * bytes per position (the set, the parent and move of each position, the queues).
 */

import type { SearchSetup, SliceEnd } from './depth-first';
import { IntStack, KeyedSearch, SuccessiveRuns, seedOf, xorshift32 } from './keyed-search';
import type { SearchPosition } from './search-position';

export type QueueOrder = 'round-robin' | 'greedy';

/** A prioritised search's setup: besides the foundation rule and cap, its order. */
export interface PrioritisedSetup extends SearchSetup {
  order: QueueOrder;
  /**
   * Whether `isSafe` is exact (safe-moves.ts, `safeHomeRule`; default true). With a rule that is
   * not (`eagerHomeRule`) running dry proves nothing, and `run` answers `full` instead of
   * `unwinnable`.
   */
  isExact?: boolean;
  /**
   * When not 0 (the default), each position's moves are queued in an order drawn from this seed
   * (xorshift32), which decides the ties between equal priorities.
   */
  shuffleSeed?: number;
}

/** The number of priorities: round-robin's reach 30 + 22, greedy's 52 + 3 x 42. */
const PRIORITIES = 192;
/** The most face-down cards a position can hold (6 in each of 7 columns). */
const MOST_FACE_DOWN = 42;
/** A move that turns a card up or empties a column, and any other move (round-robin order). */
const OPENING_MOVE = 30;
const OTHER_MOVE = 1;

/** KPatience's term for the cards home: 0 up to 9 cards, then growing to 22 at 52. */
function homeTerm(cardsHome: number): number {
  return Math.max(0, Math.floor((0.0032 * cardsHome + 0.32) * cardsHome - 3 + 0.5));
}

/**
 * A prioritised search from a start position. `state` is its own working copy: the search loads
 * queued positions into it from their keys.
 */
export class PrioritisedSearch extends KeyedSearch {
  private readonly order: QueueOrder;
  private readonly isExact: boolean;
  private readonly queues = Array.from({ length: PRIORITIES }, () => new IntStack());
  /** Positions to expand before any queued one (round-robin: more cards home than the parent). */
  private readonly immediate = new IntStack();
  private highest = 0;
  private sweep = 0;
  private sweepFloor = 0;
  private end: SliceEnd = null;
  /** Whether the search ended because no position was left to expand (not at its cap). */
  ranDry = false;
  /** The state of the generator that shuffles each position's moves (0: never shuffled). */
  private shuffle: number;
  /** The cards home, face-down cards and empty columns of the position being expanded. */
  private parentHome = 0;
  private parentFaceDown = 0;
  private parentEmpty = 0;

  constructor(state: SearchPosition, setup: PrioritisedSetup) {
    super(state, setup);
    this.shuffle = (setup.shuffleSeed ?? 0) | 0;
    this.order = setup.order;
    this.isExact = setup.isExact ?? true;
    if (this.won === 0) this.end = 'winnable';
    else if (state.isStuck()) {
      this.ranDry = true;
      this.end = this.isExact ? 'unwinnable' : 'full';
    } else this.queue(0, OPENING_MOVE);
  }

  /**
   * Gives up after a win whose line is unusable: every won position has the same key, which is
   * now in the seen set, so this search can never win again.
   */
  passWin(): void {
    if (this.end === 'winnable') this.end = 'full';
  }

  /**
   * Expands queued positions until `positions` more are kept or the answer is known.
   * @returns `winnable`, `unwinnable` (every reachable position expanded), `full` at the
   *   position cap, or null when the slice ran out.
   */
  run(positions: number): SliceEnd {
    if (this.end) return this.end;
    const stopAt = this.seen.size + positions;
    while (this.seen.size < stopAt) {
      const parent = this.immediate.size > 0 ? this.immediate.pop() : this.dequeue();
      if (parent < 0) {
        this.ranDry = true;
        return this.finish(this.isExact ? 'unwinnable' : 'full');
      }
      const end = this.expand(parent);
      if (end) return this.finish(end);
    }
    return null;
  }

  protected override loaded(): void {
    this.parentHome = this.state.cardsHome;
    this.parentFaceDown = this.state.faceDownTotal;
    this.parentEmpty = this.emptyColumns();
  }

  protected override arrange(count: number): void {
    if (this.shuffle !== 0) this.shuffleMoves(count);
  }

  protected keep(index: number): void {
    const { state } = this;
    if (this.order === 'round-robin' && state.cardsHome > this.parentHome)
      this.immediate.push(index);
    else {
      const opens =
        state.faceDownTotal < this.parentFaceDown || this.emptyColumns() > this.parentEmpty;
      this.queue(index, opens ? OPENING_MOVE : OTHER_MOVE);
    }
  }

  /** Shuffles the first `count` moves (Fisher-Yates on xorshift32). */
  private shuffleMoves(count: number): void {
    for (let i = count - 1; i > 0; i--) {
      this.shuffle = xorshift32(this.shuffle);
      const j = (this.shuffle >>> 0) % (i + 1);
      const move = this.moves[i];
      this.moves[i] = this.moves[j];
      this.moves[j] = move;
    }
  }

  private emptyColumns(): number {
    let count = 0;
    for (let column = 0; column < 7; column++) if (this.state.lengths[column] === 0) count++;
    return count;
  }

  /** Queues the position `index` (now loaded in `state`) after a move of the given kind. */
  private queue(index: number, move: number): void {
    const { state } = this;
    const priority =
      this.order === 'round-robin'
        ? move + homeTerm(state.cardsHome)
        : state.cardsHome + 3 * (MOST_FACE_DOWN - state.faceDownTotal);
    this.queues[priority].push(index);
    if (priority > this.highest) this.highest = priority;
  }

  /** The next queued position, or -1 when none is left. */
  private dequeue(): number {
    const { queues } = this;
    if (this.order === 'greedy') {
      while (this.highest > 0 && queues[this.highest].size === 0) this.highest--;
      return queues[this.highest].size > 0 ? queues[this.highest].pop() : -1;
    }
    // Sweeps run from the highest priority down to a floor that drops by one each sweep, so a
    // high queue is served in every sweep and a low one in some (KPatience's round robin).
    let last = false;
    do {
      this.sweep--;
      if (this.sweep < this.sweepFloor) {
        if (last) return -1;
        this.sweep = this.highest;
        this.sweepFloor--;
        if (this.sweepFloor < 0) this.sweepFloor = this.highest;
        if (this.sweepFloor === 0) last = true;
      }
    } while (queues[this.sweep].size === 0);
    const index = queues[this.sweep].pop();
    while (queues[this.sweep].size === 0 && this.sweep === this.highest && this.highest > 0) {
      this.highest--;
      this.sweep--;
      if (this.sweep < this.sweepFloor) this.sweepFloor = this.sweep;
    }
    return index;
  }

  /** Remembers the answer (or the cap reached) for every later `run`, and returns it. */
  private finish(end: Exclude<SliceEnd, null>): SliceEnd {
    this.end = end;
    return end;
  }
}

/** The restarting search's setup (see RestartingSearch). */
export interface RestartingSetup extends SearchSetup {
  /** The positions of the shortest run. */
  unit: number;
  /** The positions all runs together may keep; then `run` answers `full`. Default: no end. */
  total?: number;
}

/** The Luby sequence 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, ... (its `index`th term, from 1). */
export function luby(index: number): number {
  for (let size = 1; ; size = size * 2 + 1) {
    if (index === size) return (size + 1) / 2;
    if (index < size) return luby(index - (size - 1) / 2);
  }
}

/**
 * Win-first searches started again and again with other tie-breaks: which of many equal moves is
 * tried first decides whether a win turns up in a thousand positions or not in a million, so
 * many short searches find wins one long one misses (docs/winnability.md, How the solver finds
 * its answers).
 * Run k (from 1) alternates greedy and round-robin order, shuffles with seed k, and stops after
 * `unit x luby(k)` positions (at most `capacity`); only the running search is kept in memory.
 * After `total` positions in all it answers `full`, leaving the time to other searches.
 */
export class RestartingSearch extends SuccessiveRuns<PrioritisedSearch> {
  /**
   * @param start makes a fresh copy of the start position (each run plays on its own).
   * @param setup `capacity` bounds one run; `unit` is the shortest run's positions.
   */
  constructor(
    private readonly start: () => SearchPosition,
    private readonly setup: RestartingSetup,
  ) {
    super(setup.total ?? Number.POSITIVE_INFINITY);
  }

  protected nextRun(): PrioritisedSearch {
    const { isSafe, capacity, unit } = this.setup;
    // At least the start and one more position, so that every run can make progress.
    const cap = Math.max(2, Math.min(capacity, unit * luby(this.runs)));
    return new PrioritisedSearch(this.start(), {
      isSafe,
      capacity: cap,
      order: this.runs % 2 === 1 ? 'greedy' : 'round-robin',
      isExact: false,
      shuffleSeed: seedOf(this.runs),
    });
  }

  /**
   * Shuffling changes the order, never the set of positions: once a run has expanded them all,
   * every run would end the same way; and a run that kept nothing new would too.
   */
  protected isLast(run: PrioritisedSearch, kept: number): boolean {
    return run.ranDry || kept === 0;
  }
}
