/**
 * What the win-first searches share: an exact set of the positions kept, how each was
 * reached, and the expansion of one kept position (prioritised.ts, beam.ts); runs of such a
 * search started again and again; a growable stack of integers; a xorshift generator.
 */

import { MAX_MOVES, type SearchSetup, type SliceEnd } from './depth-first';
import { PositionSet, SET_FULL } from './position-set';
import { ReachedFrom, stepOf } from './reached-from';
import { type SafeHomeRule, sendSafeCardsHome } from './safe-moves';
import { KEY_WORDS, type SearchPosition } from './search-position';

/** The next state of a xorshift32 generator (never 0 after a state that is not 0). */
export function xorshift32(state: number): number {
  let next = state ^ (state << 13);
  next ^= next >>> 17;
  return next ^ (next << 5);
}

/** The seed of a search's `run`th run: spread over 32 bits (Knuth's multiplicative hash), not 0. */
export function seedOf(run: number): number {
  return Math.imul(run, 2654435761) | 1;
}

/** A stack of integers that grows as needed. */
export class IntStack {
  items = new Int32Array(64);
  size = 0;

  push(value: number): void {
    if (this.size === this.items.length) {
      const larger = new Int32Array(this.items.length * 2);
      larger.set(this.items);
      this.items = larger;
    }
    this.items[this.size++] = value;
  }

  pop(): number {
    return this.items[--this.size];
  }
}

/**
 * A search that keeps the positions it finds in an exact set, with the way each was reached, and
 * loads them back from their keys to expand them. `state` is its own working copy.
 * Memory: about 80 bytes per position (the set, the parent and move of each).
 */
export abstract class KeyedSearch {
  readonly seen: PositionSet;
  /** The index of the won position once one is found, else -1. */
  protected won = -1;
  protected readonly moves = new Int32Array(MAX_MOVES);
  private readonly reachedFrom = new ReachedFrom();
  private readonly key = new Uint32Array(KEY_WORDS);
  private readonly records: number[] = [];
  private readonly pushRecord = (record: number) => this.records.push(record);

  protected readonly isSafe: SafeHomeRule;

  constructor(
    protected readonly state: SearchPosition,
    { isSafe, capacity }: SearchSetup,
  ) {
    this.isSafe = isSafe;
    this.seen = new PositionSet(capacity);
    sendSafeCardsHome(state, isSafe, () => {});
    this.seen.add(state.key);
    if (state.cardsHome === 52) this.won = 0;
  }

  /**
   * Loads the kept position `parent` and plays each of its moves (docs/rules.md, Moves), each
   * followed by the foundation moves `isSafe` allows. Every new position is kept with the way it
   * was reached and, unless it is won or provably lost, handed to `keep` while it is loaded in
   * `state`: the positions `hasCardNeverHome` proves lost are dead ends that would only slow the
   * search for a win (docs/winnability.md).
   * @returns `winnable` once a won position is kept, `full` at the set's cap, else null.
   */
  protected expand(parent: number): SliceEnd {
    const { state, seen, records, moves } = this;
    seen.keyOf(parent, this.key);
    state.loadKey(this.key);
    this.loaded();
    const count = state.writeMoves(moves, 0, state.variant !== 'A');
    this.arrange(count);
    for (let i = 0; i < count; i++) {
      const move = moves[i];
      const step = stepOf(state, move);
      records.push(state.apply(move));
      sendSafeCardsHome(state, this.isSafe, this.pushRecord);
      const added = seen.add(state.key);
      if (added >= 0) {
        this.reachedFrom.set(added, parent, step);
        if (state.cardsHome === 52) this.won = added;
        // After a reversible move alone the position wins exactly when its parent does, and
        // the parent was kept: the test is skipped.
        else if ((records.length === 1 && state.isReversible(records[0])) || !state.isProvedLost())
          this.keep(added);
      }
      while (records.length > 0) state.undo(records.pop() as number);
      if (this.won >= 0) return 'winnable';
      if (added === SET_FULL) return 'full';
    }
    return null;
  }

  /** Called with a parent loaded in `state`, before its moves are played. */
  protected loaded(): void {}

  /** May reorder the first `count` moves of `moves` before they are played. */
  protected arrange(_count: number): void {}

  /** Takes a new position (kept as `index`, loaded in `state`) to expand later. */
  protected abstract keep(index: number): void;

  /**
   * Expands kept positions until `positions` more are kept or the search has ended.
   * @returns `winnable`, `unwinnable` or `full` once ended, or null when the slice ran out.
   */
  abstract run(positions: number): SliceEnd;

  /**
   * The winning line (encoded moves, the foundation moves of `isSafe` included) from `start`, a
   * fresh copy of the start position, once a won position is kept; `start` is left there.
   */
  line(start: SearchPosition): number[] {
    return this.reachedFrom.lineTo(start, this.isSafe, this.won);
  }
}

/**
 * Runs of a keyed search started again and again from the same start, each different (another
 * order, width or tie-break), until `total` positions are spent. Only the running one is kept in
 * memory.
 */
export abstract class SuccessiveRuns<Run extends KeyedSearch> {
  /** Positions kept by all the runs so far. */
  positions = 0;
  /** How many runs have started. */
  protected runs = 0;
  private current: Run | null = null;
  /** Positions the current run has kept besides its start. */
  private keptInRun = 0;

  constructor(private readonly total: number) {}

  /** A new run (the `runs`th, from 1). */
  protected abstract nextRun(): Run;

  /** Whether no later run can find a position that `run`, which has ended, did not. */
  protected abstract isLast(run: Run, kept: number): boolean;

  private startRun(): Run {
    this.runs++;
    this.keptInRun = 0;
    this.current = this.nextRun();
    return this.current;
  }

  /**
   * Searches `positions` more positions, across runs.
   * @returns `winnable`, `full` once `total` positions are spent or a run found everything any
   *   run can, or null.
   */
  run(positions: number): SliceEnd {
    let left = positions;
    while (left > 0) {
      if (this.positions >= this.total) return 'full';
      const current = this.current ?? this.startRun();
      const before = current.seen.size;
      const end = current.run(left);
      const kept = current.seen.size - before;
      this.positions += kept;
      this.keptInRun += kept;
      left -= kept;
      if (end === 'winnable') return end;
      if (end !== null) {
        if (this.isLast(current, this.keptInRun)) return 'full';
        this.startRun();
      }
    }
    return null;
  }

  /**
   * The current run's winning line (see KeyedSearch.line) once `run` said `winnable`.
   * @throws Error before any run has started (there is no line to read).
   */
  line(start: SearchPosition): number[] {
    if (this.current === null) throw new Error('No run has started: nothing has been won.');
    return this.current.line(start);
  }

  /** Drops the current run after a win whose line is unusable; the next run starts afresh. */
  passWin(): void {
    this.startRun();
  }
}
