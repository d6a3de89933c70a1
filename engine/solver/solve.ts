/**
 * The solver (issue 5): can this position still be won? Three searches over the positions
 * reachable by legal moves (RULES.md, Moves), face-down cards known, take turns: a depth-first
 * one (depth-first.ts) and two that queue positions by priority (prioritised.ts). Each keeps an
 * exact set of the positions it has seen, so whichever runs out of positions first has proved
 * the position lost, and whichever reaches a won position first gives the winning line.
 */
import type { Position } from '../position';
import type { Move } from '../rules';
import type { Variant } from '../variants';
import {
  Budget,
  DEFAULT_MAX_POSITIONS,
  type GiveUpReason,
  rulesOf,
  type SearchOptions,
} from './budget';
import { DepthFirst } from './depth-first';
import { PrioritisedSearch } from './prioritised';
import { safeHomeRule, takebacksCanHelp } from './safe-moves';
import { decodeMove, SearchPosition } from './search-position';
import { shortenLine } from './shorten';

/**
 * Positions per turn of each search: the depth-first search (the quickest to exhaust a lost
 * deal's positions, as it keeps no queue) gets about half the time, the two win-first orders a quarter each (their positions cost more:
 * each is loaded from its key).
 */
const DEPTH_FIRST_TURN = 4096;
const PRIORITISED_TURN = 1024;
/** The share of the position cap each win-first order may keep (the rest is depth-first's). */
const PRIORITISED_SHARE = 1 / 16;

/** What `solve` found. */
export interface Verdict {
  /**
   * `winnable`: `solution` wins from the position. `unwinnable`: every reachable position was
   * searched and none is won. `unknown`: the budget ran out first (`gaveUp` says which).
   */
  result: 'winnable' | 'unwinnable' | 'unknown';
  /** The winning moves in order (empty unless winnable); its first move is a hint. */
  solution: Move[];
  /** Positions kept by the searches together (column reorderings count once; a position two
   * searches both reached counts twice). */
  positions: number;
  /** Wall time in ms. */
  ms: number;
  gaveUp?: GiveUpReason;
}

/**
 * Decides whether a position can be won under a rule set (RULES.md; issue 5).
 * @param options rule switches (default: the product's, take-backs on and the 20-card limit) and
 *   the budget (ms, positions kept, a cancel callback).
 * @returns the verdict; a winning line replays through `applyMove` from `position` to a won game.
 *   The move limit (RULES.md, End of the game) is not considered.
 * @throws RangeError when the position is not a valid layout of the 52 cards.
 */
export function solve(variant: Variant, position: Position, options: SearchOptions = {}): Verdict {
  const rules = rulesOf(options);
  // Take-backs that can never help are not searched (safe-moves.ts, takebacksCanHelp).
  const withTakebacks = { ...rules, takebacks: rules.takebacks && takebacksCanHelp(variant) };
  const copy = () => new SearchPosition(variant, position, withTakebacks);
  const isSafe = safeHomeRule(variant, withTakebacks.takebacks);
  const budget = new Budget(options);
  const cap = options.maxPositions ?? DEFAULT_MAX_POSITIONS;
  const finderCap = Math.max(1, Math.floor(cap * PRIORITISED_SHARE));
  const prover = new DepthFirst(copy(), isSafe, Math.max(1, cap - 2 * finderCap));
  const finders = (['round-robin', 'greedy'] as const).map(
    (order) => new PrioritisedSearch(copy(), isSafe, finderCap, order),
  );
  const positions = () => prover.seen.size + finders[0].seen.size + finders[1].seen.size;
  const verdict = (
    result: Verdict['result'],
    line: number[] = [],
    gaveUp?: GiveUpReason,
  ): Verdict => ({
    result,
    solution: result === 'winnable' ? shortenLine(copy(), line).map(decodeMove) : [],
    positions: positions(),
    ms: budget.elapsed(),
    ...(gaveUp && { gaveUp }),
  });

  const active = new Set<DepthFirst | PrioritisedSearch>([prover, ...finders]);
  for (;;) {
    for (const search of active) {
      const end = search.run(search === prover ? DEPTH_FIRST_TURN : PRIORITISED_TURN);
      // Each search is exact, so any of them that runs out of positions has proved the loss.
      if (end === 'unwinnable') return verdict('unwinnable');
      if (end === 'winnable') {
        return verdict('winnable', search === prover ? prover.line() : search.line(copy()));
      }
      if (end === 'full') active.delete(search);
    }
    if (active.size === 0) return verdict('unknown', [], 'positions');
    const reason = budget.check();
    if (reason) return verdict('unknown', [], reason);
  }
}
