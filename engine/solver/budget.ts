/**
 * How long a search may run and how much it may hold: a deadline in ms, a cap on the
 * positions kept (which bounds memory), and a callback a Web Worker uses to cancel it.
 */
import { PRODUCT_RULES, type RuleOptions } from '../rules';

/** The most positions a search keeps unless told otherwise: about 300 MB in the worst case. */
export const DEFAULT_MAX_POSITIONS = 4_000_000;

/** Options shared by `solve` and `progressSearch`. */
export interface SearchOptions {
  /** Take-backs allowed (docs/rules.md, Moves 3); default true, the product's rules. */
  takebacks?: boolean;
  /** The largest group moved (docs/rules.md, Moves 1); default 20, `Infinity` for no limit. */
  groupLimit?: number;
  /** Give up (`unknown`) after this many ms of `clock`; default no limit. */
  budgetMs?: number;
  /**
   * What `budgetMs` counts: a reading in ms that never decreases (any origin). Default wall time
   * (`performance.now`). A bench on a shared machine passes its CPU time, so that a search gets
   * its whole budget of work however busy the machine is.
   */
  clock?: () => number;
  /** Give up (`unknown`) once this many distinct positions are kept; default 4,000,000. */
  maxPositions?: number;
  /**
   * The moves the game has left before its move limit (docs/rules.md, End of the game: 3000 in
   * all); a winning line must fit in them. Default: no limit.
   */
  movesLeft?: number;
  /** Asked every few thousand positions; returning true stops the search (`unknown`). */
  shouldStop?: () => boolean;
}

/** Why a search gave up: out of time, at its position cap, or stopped by `shouldStop`. */
export type GiveUpReason = 'time' | 'positions' | 'stopped';

/** The rule switches of a search's options, defaults filled in. */
export function rulesOf(options: SearchOptions): RuleOptions {
  return {
    takebacks: options.takebacks ?? PRODUCT_RULES.takebacks,
    groupLimit: options.groupLimit ?? PRODUCT_RULES.groupLimit,
  };
}

/** A clock for one search: `check()` says whether (and why) to give up now. */
export class Budget {
  readonly startedAt: number;
  private readonly deadline: number;
  private readonly shouldStop?: () => boolean;
  private readonly clock: () => number;

  constructor(options: SearchOptions) {
    this.clock = options.clock ?? (() => performance.now());
    this.startedAt = this.clock();
    this.deadline = this.startedAt + (options.budgetMs ?? Number.POSITIVE_INFINITY);
    this.shouldStop = options.shouldStop;
  }

  /** The reason to give up now, or null to go on. */
  check(): GiveUpReason | null {
    if (this.clock() >= this.deadline) return 'time';
    return this.shouldStop?.() ? 'stopped' : null;
  }

  /** Time on the clock since the search started, in ms (wall time unless `clock` says). */
  elapsed(): number {
    return this.clock() - this.startedAt;
  }
}
