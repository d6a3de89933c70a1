/**
 * "No progress left" (docs/rules.md, End of the game): is there a position reachable by
 * legal moves with more cards on the foundations or fewer face-down cards than now?
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
import { decodeMove } from './move-codes';
import { needsPlainSearch, plainProgressSearch } from './plain-search';
import { ALREADY_SEEN, PositionSet, SET_FULL } from './position-set';
import { moveOfStep, ReachedFrom, stepOf } from './reached-from';
import { KEY_WORDS, SearchPosition } from './search-position';

const CHECK_EVERY = 1024;

/** What `progressSearch` found. */
export interface ProgressVerdict {
  /**
   * `progress`: `moves` lead to a position with more cards home or fewer face-down cards.
   * `no-progress`: every reachable position was searched and none has (a proof).
   * `unknown`: the budget ran out first (`gaveUp` says which).
   */
  result: 'progress' | 'no-progress' | 'unknown';
  /** A shortest line to progress (empty unless `progress`); its first move is a hint. */
  moves: Move[];
  /** Distinct positions searched (column order ignored). */
  positions: number;
  /** Wall time in ms. */
  ms: number;
  gaveUp?: GiveUpReason;
}

/**
 * Searches breadth first, so the line found is a shortest one, over the positions reachable by
 * legal moves under the rule switches (default the product's), face-down cards known.
 * @throws RangeError when the position is not a valid layout of the 52 cards.
 */
export function progressSearch(
  variant: Variant,
  position: Position,
  options: SearchOptions = {},
): ProgressVerdict {
  if (needsPlainSearch(variant)) return plainProgressSearch(variant, position, options);
  const rules = rulesOf(options);
  const state = new SearchPosition(variant, position, rules);
  const budget = new Budget(options);
  const seen = new PositionSet(options.maxPositions ?? DEFAULT_MAX_POSITIONS);
  const startHome = state.cardsHome;
  const startFaceDown = state.faceDownTotal;
  const reachedFrom = new ReachedFrom();
  const moves = new Int32Array(512);
  const key = new Uint32Array(KEY_WORDS);
  const verdict = (result: ProgressVerdict['result'], line: Move[], gaveUp?: GiveUpReason) => ({
    result,
    moves: line,
    positions: seen.size,
    ms: budget.elapsed(),
    ...(gaveUp && { gaveUp }),
  });

  seen.add(state.key);
  for (let node = 0; node < seen.size; node++) {
    if (node % CHECK_EVERY === 0) {
      const reason = budget.check();
      if (reason) return verdict('unknown', [], reason);
    }
    seen.keyOf(node, key);
    state.loadKey(key);
    const count = state.writeMoves(moves, 0, false);
    for (let i = 0; i < count; i++) {
      const move = moves[i];
      const step = stepOf(state, move);
      const record = state.apply(move);
      if (state.cardsHome > startHome || state.faceDownTotal < startFaceDown) {
        const steps = [...reachedFrom.stepsTo(node), step];
        return verdict('progress', lineTo(variant, position, rules, steps));
      }
      const added = seen.add(state.key);
      state.undo(record);
      if (added === SET_FULL) return verdict('unknown', [], 'positions');
      if (added === ALREADY_SEEN) continue;
      reachedFrom.set(added, node, step);
    }
  }
  return verdict('no-progress', []);
}

/** Replays steps from the real position, turning each into a move on real column numbers. */
function lineTo(
  variant: Variant,
  position: Position,
  rules: ReturnType<typeof rulesOf>,
  steps: number[],
): Move[] {
  const state = new SearchPosition(variant, position, rules);
  return steps.map((step) => {
    const move = moveOfStep(state, step);
    state.apply(move);
    return decodeMove(move);
  });
}
