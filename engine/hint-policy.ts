/**
 * Which move a hint may be when the solver's lines start by taking back the last move, which a
 * hint never proposes (it would only undo the player's move). The policy is pure: the page asks
 * it for the next step, runs the search it asks for, and asks again with the verdict, so that
 * timing and threads stay with the page and the policy is tested without them.
 */
import { applyMove, type Game } from './game';
import { type HintLines, movesNotUndoing, pickHint, returnsTo, undoesLastMove } from './hint';
import type { Move } from './rules';

/** A hint to show. */
export interface HintAnswer {
  /** The move to show, or null when there is none to give. */
  move: Move | null;
  /**
   * With no move, why: the only winning line found starts by taking back the last move, and
   * every other move is proved to lose (`wins`), or not all of them were decided in time
   * (`found`); or, with no winning line known, the line to progress found starts with it
   * (`progress`).
   */
  onlyUndo?: 'wins' | 'found' | 'progress';
  /** With no move, because it is proved that no progress is left (`HintLines`). */
  isNoProgressLeft?: boolean;
}

/** As much of the solver's verdict on a position as the policy reads. */
export interface HintVerdict {
  result: 'winnable' | 'unwinnable' | 'unknown';
  /** A winning line from that position, when `winnable`. */
  solution: readonly Move[];
}

/**
 * The policy's next step: the hint to show, or the game whose verdict it needs next (after one
 * of the other moves), with how many moves, this one included, are still to be looked into.
 */
export type HintStep =
  | { answer: HintAnswer; ask?: undefined }
  | { ask: Game; movesLeftToAsk: number; answer?: undefined };

/**
 * The hint for `game` given the lines found for it (docs/rules.md, End of the game: a line to
 * progress). When the winning line starts by taking back the last move, another move is looked
 * for: one that wins at once, or whose position is proved winnable by a line that does not pass
 * back through the position shown (that would be the take-back again, the long way round),
 * asked of each other move in turn (`movesNotUndoing` order). Failing that, `pickHint`'s move;
 * else no move, saying why (`onlyUndo`). With no winning line to look past, `pickHint`'s move,
 * or, when the line to progress starts with the take-back and nothing else is found, no move
 * (a search from the other moves could only find that line again, the long way round). Once no
 * progress is proved left, no move, saying so.
 * @param verdicts the verdicts for the games asked so far, in the order asked; null where the
 *   search gave nothing (stopped, failed, or out of time).
 * @param isOutOfTime whether no more verdicts can be asked: the moves not yet decided are then
 *   taken as undecided.
 */
export function nextHintStep(
  game: Game,
  lines: HintLines,
  verdicts: readonly (HintVerdict | null)[],
  isOutOfTime = false,
): HintStep {
  if (lines.isNoProgressLeft) return { answer: { move: null, isNoProgressLeft: true } };
  const picked = pickHint(game, lines);
  const { solution, progress } = lines;
  if (solution?.[0] === undefined || !undoesLastMove(game, solution[0])) {
    const isProgressOnlyBack =
      picked === null && progress?.[0] !== undefined && undoesLastMove(game, progress[0]);
    return { answer: isProgressOnlyBack ? { move: null, onlyUndo: 'progress' } : { move: picked } };
  }
  const others = movesNotUndoing(game);
  let asked = 0;
  // Proved, for every other move so far, to lose the game.
  let isOnlyWay = true;
  for (const [index, move] of others.entries()) {
    const next = applyMove(game, move).game;
    if (!next) continue;
    if (next.status === 'won') return { answer: { move } };
    if (asked === verdicts.length) {
      if (!isOutOfTime) return { ask: next, movesLeftToAsk: others.length - index };
      isOnlyWay = false;
      break;
    }
    const verdict = verdicts[asked++];
    if (verdict?.result === 'winnable' && !returnsTo(next, verdict.solution, game.position)) {
      return { answer: { move } };
    }
    if (verdict?.result !== 'unwinnable') isOnlyWay = false;
  }
  if (isOnlyWay) return { answer: { move: null, onlyUndo: 'wins' } };
  return { answer: picked ? { move: picked } : { move: null, onlyUndo: 'found' } };
}
