/**
 * The solver: can this position still be won? Five searches over the positions
 * reachable by legal moves (docs/rules.md, Moves), face-down cards known, take turns: an exact
 * depth-first one (depth-first.ts), which keeps an exact set of the positions it has seen, so
 * that running out of positions proves the position lost; and four that send cards home eagerly
 * and only look for wins: three that queue positions by priority (prioritised.ts: round robin,
 * greedy, and short runs of either with shuffled tie-breaks) and a beam search (beam.ts).
 * Whichever reaches a won position first gives the winning line.
 */
import { cardsHome, type Position } from '../position';
import type { Move } from '../rules';
import type { Variant } from '../variants';
import { BeamSearch } from './beam';
import {
  Budget,
  DEFAULT_MAX_POSITIONS,
  type GiveUpReason,
  rulesOf,
  type SearchOptions,
} from './budget';
import { DepthFirst, type SearchSetup } from './depth-first';
import { decodeMove } from './move-codes';
import { needsPlainSearch, plainSolve } from './plain-search';
import { PrioritisedSearch, RestartingSearch } from './prioritised';
import { eagerHomeRule, safeHomeRule, takebacksCanHelp } from './safe-moves';
import { SearchPosition } from './search-position';
import { shortenLine } from './shorten';

/**
 * Positions per turn of each search: the depth-first search (the only one that proves a loss)
 * gets about half the time, the four win-first searches the rest (their positions cost more:
 * each is loaded from its key). A win-first search stops at its share of the position cap, so
 * on a hard deal the depth-first search soon has all the time.
 */
const DEPTH_FIRST_TURN = 4096;
const PRIORITISED_TURN = 1024;
/**
 * The share of the position cap each win-first search may keep at once (the rest is
 * depth-first's): the restarting and beam searches in their current run, round robin and greedy
 * half as much (they stop there for good).
 */
const PRIORITISED_SHARE = 1 / 16;
/** The positions of the restarting search's shortest run (prioritised.ts, RestartingSearch). */
const RESTART_UNIT = 2000;
/**
 * The positions the restarting and the beam search go through in all, as a share of the
 * position cap (500,000 and 250,000 of the default 4 M): then the depth-first search, which
 * alone can prove a loss, has all the time. Time the win-first searches spend on a hard deal is
 * time the proof lacks (docs/winnability.md, How the solver finds its answers: twice these
 * shares decided fewer of the hardest Classic deals).
 */
const RESTART_TOTAL_SHARE = 1 / 8;
const BEAM_TOTAL_SHARE = 1 / 16;

/**
 * Which of the searches `solve` runs: `all` (the default) takes turns between all five on one
 * thread; `exact` runs the depth-first search alone, with the whole position cap; `win-first`
 * the four others alone, which never prove a loss (they answer `unwinnable` only when fewer
 * moves are left than cards away from home, before any search), the restarting one until the
 * budget is spent. A caller with two cores runs an `exact` and a `win-first` solve side by side
 * and takes the first answer (bench/solver.bench.ts).
 */
export type SolveSearches = 'all' | 'exact' | 'win-first';

/**
 * Makes the exact search of a solve: a DepthFirst, or a subclass that searches the same
 * positions differently (bench/twin-classes/).
 */
export type ExactSearchMaker = (start: SearchPosition, setup: SearchSetup) => DepthFirst;

/** `solve`'s options: the rules and budget, and which searches run. */
export interface SolveOptions extends SearchOptions {
  searches?: SolveSearches;
  /** Makes the exact search; default `new DepthFirst(start, setup)`. */
  exactSearch?: ExactSearchMaker;
}

/** What `solve` found. */
export interface Verdict {
  /**
   * `winnable`: `solution` wins from the position within `movesLeft`. `unwinnable`: every
   * reachable position was searched and none is won, or fewer moves are left than cards away
   * from home. `unknown`: the budget ran out first (`gaveUp` says which; `positions` also when
   * the only lines found were longer than the moves left).
   */
  result: 'winnable' | 'unwinnable' | 'unknown';
  /** The winning moves in order (empty unless winnable); its first move is a hint. */
  solution: Move[];
  /**
   * Positions searched by all the searches together (column reorderings count once; a position
   * two searches both reached counts twice). `maxPositions` bounds those kept at once.
   */
  positions: number;
  /** Wall time in ms. */
  ms: number;
  gaveUp?: GiveUpReason;
}

/**
 * Decides whether a position can be won under a rule set (docs/rules.md).
 * @param options rule switches (default: the product's, take-backs on and the 20-card limit),
 *   the budget (ms, positions kept, a cancel callback) and which searches run (default all).
 * @returns the verdict; a winning line replays through `applyMove` from `position` to a won game
 *   in at most `options.movesLeft` moves (docs/rules.md, End of the game: the 3000-move limit).
 * Double Yukon and Australian Patience are searched by plain-search.ts (`searches` and
 * `exactSearch` do not apply there).
 * @throws RangeError when the position is not a valid layout of the variant's cards.
 */
export function solve(variant: Variant, position: Position, options: SolveOptions = {}): Verdict {
  if (needsPlainSearch(variant)) return plainSolve(variant, position, options);
  const rules = rulesOf(options);
  // Take-backs that can never help are not searched (safe-moves.ts, takebacksCanHelp).
  const withTakebacks = { ...rules, takebacks: rules.takebacks && takebacksCanHelp(variant) };
  const copy = () => new SearchPosition(variant, position, withTakebacks);
  const isSafe = safeHomeRule(variant, withTakebacks.takebacks);
  const budget = new Budget(options);
  const movesLeft = options.movesLeft ?? Number.POSITIVE_INFINITY;
  // Every card not home needs a move of its own to get there: fewer moves left cannot win, and
  // no search need be set up.
  if (movesLeft < 52 - cardsHome(position)) {
    return { result: 'unwinnable', solution: [], positions: 0, ms: budget.elapsed() };
  }
  const searches = options.searches ?? 'all';
  const cap = options.maxPositions ?? DEFAULT_MAX_POSITIONS;
  const finderCap = Math.max(1, Math.floor(cap * PRIORITISED_SHARE));
  const orderedCap = Math.max(1, Math.floor(finderCap / 2));
  // The win-first searches hold up to finderCap (restarting, beam: in their current run) and
  // orderedCap (round robin, greedy) positions each, so that the total stays within the cap.
  const proverCap = searches === 'exact' ? cap : cap - 2 * finderCap - 2 * orderedCap;
  const makeExact = options.exactSearch ?? ((start, setup) => new DepthFirst(start, setup));
  const prover =
    searches === 'win-first'
      ? null
      : makeExact(copy(), { isSafe, capacity: Math.max(1, proverCap) });
  // The win-first searches send cards home as eagerly as KPatience does: not exact, so they
  // never answer `unwinnable`, but they find many wins far sooner than with the safe rule alone
  // (docs/winnability.md, How the solver finds its answers).
  const eager = eagerHomeRule(variant, withTakebacks.takebacks);
  // With a thread of their own the win-first searches leave no time to anyone: the restarting
  // search goes on until the budget is spent (each run keeps at most finderCap positions, so its
  // memory stays bounded), where stopping at its share would leave that thread idle on the
  // hardest deals.
  const restartTotal =
    searches === 'win-first' ? Number.POSITIVE_INFINITY : RESTART_TOTAL_SHARE * cap;
  const finders =
    searches === 'exact'
      ? []
      : [
          ...(['round-robin', 'greedy'] as const).map(
            (order) =>
              new PrioritisedSearch(copy(), {
                isSafe: eager,
                capacity: orderedCap,
                order,
                isExact: false,
              }),
          ),
          new RestartingSearch(copy, {
            isSafe: eager,
            capacity: finderCap,
            unit: RESTART_UNIT,
            total: restartTotal,
          }),
          new BeamSearch(copy, {
            isSafe: eager,
            capacity: finderCap,
            total: BEAM_TOTAL_SHARE * cap,
          }),
        ];
  const positions = () =>
    finders.reduce(
      (sum, search) =>
        sum + (search instanceof PrioritisedSearch ? search.seen.size : search.positions),
      prover?.seen.size ?? 0,
    );
  const verdict = (
    result: Verdict['result'],
    solution: Move[] = [],
    gaveUp?: GiveUpReason,
  ): Verdict => ({
    result,
    solution,
    positions: positions(),
    ms: budget.elapsed(),
    ...(gaveUp && { gaveUp }),
  });

  const active = new Set<DepthFirst | PrioritisedSearch | RestartingSearch | BeamSearch>([
    ...(prover ? [prover] : []),
    ...finders,
  ]);
  for (;;) {
    for (const search of active) {
      const end = search.run(search === prover ? DEPTH_FIRST_TURN : PRIORITISED_TURN);
      // Only an exact search answers `unwinnable`: it ran out of positions, which proves the loss.
      if (end === 'unwinnable') return verdict('unwinnable');
      if (end === 'winnable') {
        const line = search instanceof DepthFirst ? search.line() : search.line(copy());
        const solution = shortenLine(copy(), line).map(decodeMove);
        if (solution.length <= movesLeft) return verdict('winnable', solution);
        // A line longer than the moves left before the limit (docs/rules.md, End of the game) wins
        // nothing: the depth-first search goes on past this won position (no longer able to
        // prove a loss), a win-first one stops or restarts, and the others may find a shorter
        // line.
        search.passWin();
      }
      if (end === 'full') active.delete(search);
    }
    // Without the depth-first search no answer but a win can come, and the restarting search
    // never stops by itself: the position cap ends the search here (win-first alone: once
    // each has reached its cap).
    if (prover ? !active.has(prover) : active.size === 0) {
      return verdict('unknown', [], 'positions');
    }
    const reason = budget.check();
    if (reason) return verdict('unknown', [], reason);
  }
}
