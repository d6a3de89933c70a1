/**
 * The solver (issue 5): can this position still be won? A depth-first search over every position
 * reachable by legal moves (RULES.md, Moves), face-down cards known, with an exact set of seen
 * positions, so that an exhausted search proves the position lost.
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
import { orderMoves } from './move-order';
import { ALREADY_SEEN, PositionSet, SET_FULL } from './position-set';
import { safeHomeRule, takebacksCanHelp } from './safe-moves';
import { decodeMove, SearchPosition } from './search-position';
import { shortenLine } from './shorten';

/** How many new positions pass between two looks at the clock. */
const CHECK_EVERY = 2048;
/** More moves than any position has (at most 52 cards times 7 destinations, plus take-backs). */
const MAX_MOVES = 512;

/** What `solve` found. */
export interface Verdict {
  /**
   * `winnable`: `solution` wins from the position. `unwinnable`: every reachable position was
   * searched and none is won. `unknown`: the budget ran out first (`gaveUp` says which).
   */
  result: 'winnable' | 'unwinnable' | 'unknown';
  /** The winning moves in order (empty unless winnable); its first move is a hint. */
  solution: Move[];
  /** Distinct positions searched (a position and its column reorderings count once). */
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
  const takebacks = rules.takebacks && takebacksCanHelp(variant);
  const state = new SearchPosition(variant, position, { ...rules, takebacks });
  const isSafe = safeHomeRule(variant, takebacks);
  const budget = new Budget(options);
  const seen = new PositionSet(options.maxPositions ?? DEFAULT_MAX_POSITIONS);
  /** Every move played to reach the current position, as `apply` records. */
  const path: number[] = [];
  /** Four numbers per open position: first move, end of its moves, next move, path length. */
  const frames: number[] = [];
  let moves = new Int32Array(1 << 14);
  let moveTop = 0;

  const sendSafeCardsHome = () => {
    for (let sent = true; sent; ) {
      sent = false;
      for (let column = 0; column < 7; column++) {
        const card = state.lastCard(column);
        if (
          card >= 0 &&
          state.foundations[(card / 13) | 0] === card % 13 &&
          isSafe(state.foundations, card)
        ) {
          path.push(state.apply(card | (7 << 6)));
          sent = true;
        }
      }
    }
  };
  const verdict = (result: Verdict['result'], gaveUp?: GiveUpReason): Verdict => ({
    result,
    solution: result === 'winnable' ? winningLine() : [],
    positions: seen.size,
    ms: budget.elapsed(),
    ...(gaveUp && { gaveUp }),
  });
  const open = (pathLength: number) => {
    if (moveTop + MAX_MOVES > moves.length) {
      const larger = new Int32Array(moves.length * 2);
      larger.set(moves);
      moves = larger;
    }
    const count = state.writeMoves(moves, moveTop, variant !== 'A');
    orderMoves(state, moves, moveTop, count);
    frames.push(moveTop, moveTop + count, moveTop, pathLength);
    moveTop += count;
  };

  const winningLine = () => {
    const start = new SearchPosition(variant, position, { ...rules, takebacks });
    return shortenLine(
      start,
      path.map((record) => record & 511),
    ).map(decodeMove);
  };

  sendSafeCardsHome();
  if (state.cardsHome === 52) return verdict('winnable');
  seen.add(state.key);
  if (state.isStuck()) return verdict('unwinnable');
  open(path.length);
  while (frames.length > 0) {
    const top = frames.length - 4;
    const next = frames[top + 2];
    if (next === frames[top + 1]) {
      const pathLength = frames[top + 3];
      while (path.length > pathLength) state.undo(path.pop() as number);
      moveTop = frames[top];
      frames.length = top;
      continue;
    }
    frames[top + 2] = next + 1;
    const pathLength = path.length;
    path.push(state.apply(moves[next]));
    sendSafeCardsHome();
    if (state.cardsHome === 52) return verdict('winnable');
    const added = seen.add(state.key);
    if (added === ALREADY_SEEN) {
      while (path.length > pathLength) state.undo(path.pop() as number);
      continue;
    }
    if (added === SET_FULL) return verdict('unknown', 'positions');
    if (added % CHECK_EVERY === 0) {
      const reason = budget.check();
      if (reason) return verdict('unknown', reason);
    }
    if (state.isStuck()) {
      while (path.length > pathLength) state.undo(path.pop() as number);
      continue;
    }
    open(pathLength);
  }
  return verdict('unwinnable');
}
