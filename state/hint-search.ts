/**
 * Finding a hint on the solver's thread: waits a while for a winning line and a line to
 * progress, then lets the engine's policy (`nextHintStep`) say which move the hint may be,
 * running each search it asks for within the time given. A hint is not a move: the game does
 * not change.
 */
import { type Game, movesLeft } from '../engine';
import { type HintLines, pickHint } from '../engine/hint';
import { type HintAnswer, type HintVerdict, nextHintStep } from '../engine/hint-policy';
import type { ProgressVerdict, Verdict } from '../engine/solver';
import { keyOf, type SolverMemory } from './solver-memory';
import { PAGE_MAX_POSITIONS, type SolverThread } from './solver-thread';

/** How long a hint waits for a winning line before it shows a move that makes progress, ms. */
export const HINT_WAIT_MS = 2000;
/**
 * How long a hint may go on looking when the winning line found starts by taking back the last
 * move: for a winning line through another move, ms in all.
 */
export const HINT_PAST_UNDO_MS = 2000;

/** A timer that ends a wait, and the function that stops it. */
function timerOf(ms: number): { timer: Promise<null>; stop: () => void } {
  let stop = () => {};
  const timer = new Promise<null>((resolve) => {
    const id = setTimeout(() => resolve(null), ms);
    stop = () => clearTimeout(id);
  });
  return { timer, stop };
}

/**
 * Looks for the hint of `at`: the next move of a winning line found within `waitMs`, else the
 * first move of a line to progress, else a move that makes progress at once; never the move
 * that undoes the last one (then the policy looks past it, within `pastUndoMs` in all).
 * @param at the position shown, whose game may change to the same position with another last
 *   move (a restart) while the hint is looked for.
 * @param verdict, progress the searches for a winning line and a line to progress from `at`
 *   (null when stopped).
 * @param isShown whether `at` is still the position shown; the search stops when it is not.
 * @returns the hint, or null when the position shown changed meanwhile.
 */
export async function searchHint({
  at,
  verdict: winning,
  progress: toProgress,
  isShown,
  thread,
  memory,
  waitMs = HINT_WAIT_MS,
  pastUndoMs = HINT_PAST_UNDO_MS,
}: {
  at: { readonly game: Game };
  verdict: Promise<Verdict | null>;
  progress: Promise<ProgressVerdict | null>;
  isShown: () => boolean;
  thread: SolverThread;
  memory: SolverMemory;
  waitMs?: number;
  pastUndoMs?: number;
}): Promise<HintAnswer | null> {
  const wait = timerOf(waitMs);
  const [verdict, progress] = await Promise.all([
    Promise.race([winning, wait.timer]),
    Promise.race([toProgress, wait.timer]),
  ]);
  wait.stop();
  if (!isShown()) return null;
  const lines: HintLines = {
    solution: verdict?.result === 'winnable' ? verdict.solution : undefined,
    progress: progress?.moves,
    isNoProgressLeft: progress?.result === 'no-progress',
  };
  const shown = at.game;
  const answer = await lookPastUndo(shown, lines, { isShown, thread, memory, pastUndoMs });
  if (!isShown()) return null;
  // The same position came back with another last move (a restart) while this one was looked
  // into: the hint checks the last move shown.
  return at.game === shown ? answer : { move: pickHint(at.game, lines) };
}

/**
 * Runs the searches `nextHintStep` asks for, one after another, each with an equal share of
 * the time left; every verdict proved is remembered for its position (a proof holds whatever
 * the budget: playing the move shows it at once).
 */
async function lookPastUndo(
  game: Game,
  lines: HintLines,
  {
    isShown,
    thread,
    memory,
    pastUndoMs,
  }: { isShown: () => boolean; thread: SolverThread; memory: SolverMemory; pastUndoMs: number },
): Promise<HintAnswer> {
  const verdicts: (HintVerdict | null)[] = [];
  const endsAt = performance.now() + pastUndoMs;
  // The timer ends the wait whatever the searches do (they run one after another).
  const pastUndo = timerOf(pastUndoMs);
  let isOutOfTime = false;
  try {
    for (;;) {
      const step = nextHintStep(game, lines, verdicts, isOutOfTime);
      if (step.answer) return step.answer;
      const next = step.ask;
      const budgetMs = (endsAt - performance.now()) / step.movesLeftToAsk;
      if (budgetMs < 1 || !isShown()) {
        isOutOfTime = true;
        continue;
      }
      const options = { budgetMs, maxPositions: PAGE_MAX_POSITIONS, movesLeft: movesLeft(next) };
      const asked = thread.solve(next.variant, next.position, options).catch(() => null);
      const verdict = await Promise.race([asked, pastUndo.timer]);
      if (verdict && verdict.result !== 'unknown') memory.remember(keyOf(next), { verdict });
      verdicts.push(verdict);
    }
  } finally {
    pastUndo.stop();
  }
}
