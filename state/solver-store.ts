/**
 * The solver store (issue 5, In the extension): what the solver says about the position shown,
 * as signals: the hint asked for, the verdict (can it still be won?) and "no progress left".
 * Every search runs on the solver's thread; a search for a position no longer shown is stopped.
 */
import { batch, computed, effect, signal } from '@preact/signals';
import {
  applyMove,
  type Game,
  type Move,
  movesLeft,
  movesNotUndoing,
  pickHint,
  returnsTo,
  undoesLastMove,
} from '../engine';
import type { ProgressVerdict, Verdict } from '../engine/solver';
import { afterNextPaint, type Deferral } from './after-paint';
import type { GameStore } from './game-store';
import type { SettingsStore } from './settings-store';
import { PAGE_MAX_POSITIONS, type SolverThread } from './solver-thread';

/** How long a hint waits for a winning line before it shows a move that makes progress, ms. */
export const HINT_WAIT_MS = 2000;
/**
 * How long a hint may go on looking when the winning line found starts by taking back the last
 * move: for a winning line through another move, ms in all.
 */
export const HINT_PAST_UNDO_MS = 2000;
/** The search for a winning line (the verdict; a hint asked again later), ms. */
export const SOLVE_BUDGET_MS = 10_000;
/** The check for progress left after each move, ms. */
export const PROGRESS_BUDGET_MS = 5000;
/** How many positions' answers are kept, so that Undo shows the earlier verdict at once. */
const REMEMBERED = 64;

/** The verdict mark: checking, can be won, can no longer be won, not determined. */
export type VerdictMark = 'checking' | Verdict['result'];

/** A hint shown; a new object each time, so the same hint asked twice is announced twice. */
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
}

/** The solver's answers for one position. */
interface Answers {
  progress?: ProgressVerdict;
  verdict?: Verdict;
}

/** The position shown and its searches, started as they are needed. */
interface Reading {
  key: string;
  game: Game;
  /** Whether the searches for the position shown before were stopped and this one's begun. */
  isStarted: boolean;
  progress: Promise<ProgressVerdict | null> | null;
  verdict: Promise<Verdict | null> | null;
}

/** The same key for the same position of the same variant in the same status. */
function keyOf(game: Game): string {
  return `${game.variant} ${game.status} ${JSON.stringify(game.position)}`;
}

export type SolverStore = ReturnType<typeof createSolverStore>;

/**
 * Creates the solver store; `follow()` starts it.
 * @param thread the solver's thread, for this store alone (it is stopped when the position changes).
 * @param hintWaitMs how long a hint waits for a winning line, ms.
 * @param hintPastUndoMs how long it then looks past a line that starts by taking back the last
 *   move, ms.
 * @param deferSearches when the searches for a new position start (stopping the worker and
 *   starting a fresh one): `afterNextPaint` in the product, so the move's frame does not wait.
 */
export function createSolverStore({
  game,
  settings,
  thread,
  hintWaitMs = HINT_WAIT_MS,
  hintPastUndoMs = HINT_PAST_UNDO_MS,
  deferSearches = afterNextPaint,
}: {
  game: GameStore;
  settings: SettingsStore;
  thread: SolverThread;
  hintWaitMs?: number;
  hintPastUndoMs?: number;
  deferSearches?: Deferral;
}) {
  const remembered = new Map<string, Answers>();
  let reading: Reading | null = null;
  /** The verdict for the position shown: 'checking' while the search runs, null before it. */
  const verdictShown = signal<VerdictMark | null>(null);
  const hasNoProgress = signal(false);
  const hint = signal<HintAnswer | null>(null);
  const isFindingHint = signal(false);

  function remember(key: string, answers: Answers): void {
    const known = remembered.get(key);
    remembered.delete(key);
    remembered.set(key, { ...known, ...answers });
    if (remembered.size > REMEMBERED) remembered.delete(remembered.keys().next().value as string);
  }

  /**
   * Remembers a winning line for the position after its first move too: a player who follows
   * the hints gets each next one, and the verdict, without a new search.
   */
  function rememberLine(at: Game, verdict: Verdict): void {
    const [first, ...rest] = verdict.solution;
    const next = first && applyMove(at, first).game;
    if (next?.status === 'playing') {
      remember(keyOf(next), { verdict: { ...verdict, solution: rest, positions: 0, ms: 0 } });
    }
  }

  function checkProgress(at: Reading): Promise<ProgressVerdict | null> {
    // Only a proof is announced (RULES.md, End of the game): `unknown` says nothing. A position
    // proved before (the player came back to it) is announced again, as when first proved.
    const announce = (answer: ProgressVerdict) => {
      if (reading === at && answer.result === 'no-progress') hasNoProgress.value = true;
      return answer;
    };
    const known = remembered.get(at.key)?.progress;
    if (known) return Promise.resolve(announce(known));
    const { variant, position } = at.game;
    const options = { budgetMs: PROGRESS_BUDGET_MS, maxPositions: PAGE_MAX_POSITIONS };
    return thread.progressSearch(variant, position, options).then(
      (answer) => {
        remember(at.key, { progress: answer });
        return announce(answer);
      },
      () => null,
    );
  }

  function findVerdict(at: Reading): Promise<Verdict | null> {
    if (at.verdict) return at.verdict;
    const known = remembered.get(at.key)?.verdict;
    if (known) {
      rememberLine(at.game, known);
      verdictShown.value = known.result;
      at.verdict = Promise.resolve(known);
      return at.verdict;
    }
    verdictShown.value = 'checking';
    const { variant, position } = at.game;
    const options = {
      budgetMs: SOLVE_BUDGET_MS,
      maxPositions: PAGE_MAX_POSITIONS,
      // A line that needs more moves than the game has left wins nothing (RULES.md, End of the game).
      movesLeft: movesLeft(at.game),
    };
    at.verdict = thread.solve(variant, position, options).then(
      (answer) => {
        remember(at.key, { verdict: answer });
        rememberLine(at.game, answer);
        if (reading === at) verdictShown.value = answer.result;
        return answer;
      },
      () => {
        // Stopped (the position changed) or the worker could not run: nothing is known.
        if (reading === at) verdictShown.value = 'unknown';
        return null;
      },
    );
    return at.verdict;
  }

  /**
   * Shows what is known of the position shown at once (nothing, or a verdict remembered for it)
   * and starts its searches once the frame showing it is painted.
   */
  function read(current: Game): void {
    const key = keyOf(current);
    if (reading?.key === key) {
      // The same position (a restart before any move, another page's write): its searches go on,
      // and the hint checks the last move of this game.
      reading.game = current;
      return;
    }
    const at: Reading = { key, game: current, isStarted: false, progress: null, verdict: null };
    reading = at;
    batch(() => {
      hint.value = null;
      isFindingHint.value = false;
      hasNoProgress.value = false;
      const known = remembered.get(key)?.verdict;
      verdictShown.value = current.status === 'playing' && known ? known.result : null;
    });
    deferSearches(() => {
      if (reading === at) search(at);
    });
  }

  /**
   * Stops the searches for the position shown before (once) and starts those `at` needs: the
   * check for progress left, and the verdict while the setting is on.
   */
  function search(at: Reading): void {
    if (!at.isStarted) {
      at.isStarted = true;
      thread.stop();
      if (at.game.status === 'playing') at.progress = checkProgress(at);
    }
    if (at.game.status === 'playing' && settings.settings.peek().showVerdict) findVerdict(at);
  }

  function waitAtMost<T>(answer: Promise<T | null>, timer: Promise<null>): Promise<T | null> {
    return Promise.race([answer, timer]);
  }

  /**
   * The hint when the winning line found for `at` starts by taking back its last move, which a
   * hint never proposes (issue 5, Hint): another move whose position is proved winnable by a line
   * that does not pass back through the position shown (that would be the take-back again, the
   * long way round), looked for from each other move in turn within `hintPastUndoMs` in all;
   * else `pickHint`'s move that makes progress; else no move, saying why (`onlyUndo`).
   */
  async function hintPastUndo(
    at: Reading,
    solution: readonly Move[] | undefined,
    progressLine: readonly Move[] | undefined,
  ): Promise<HintAnswer> {
    const game = at.game;
    const picked = pickHint(game, { solution, progress: progressLine });
    if (solution?.[0] === undefined || !undoesLastMove(game, solution[0])) {
      // No winning line to look past: with no other move to show, say so when the line to
      // progress found starts with the take-back (a search from the other moves could only
      // find that line again, the long way round).
      const isProgressOnlyBack =
        picked === null && progressLine?.[0] !== undefined && undoesLastMove(game, progressLine[0]);
      return isProgressOnlyBack ? { move: null, onlyUndo: 'progress' } : { move: picked };
    }
    const others = movesNotUndoing(game);
    const endsAt = performance.now() + hintPastUndoMs;
    // The timer ends the wait whatever the searches do (they run one after another).
    let stopTimer = () => {};
    const timer = new Promise<null>((resolve) => {
      const id = setTimeout(() => resolve(null), hintPastUndoMs);
      stopTimer = () => clearTimeout(id);
    });
    try {
      // Proved, for every other move so far, to lose the game.
      let isOnlyWay = true;
      for (const [index, move] of others.entries()) {
        const next = applyMove(game, move).game;
        if (!next) continue;
        if (next.status === 'won') return { move };
        const budgetMs = (endsAt - performance.now()) / (others.length - index);
        if (budgetMs < 1 || reading !== at) {
          isOnlyWay = false;
          break;
        }
        const options = { budgetMs, maxPositions: PAGE_MAX_POSITIONS, movesLeft: movesLeft(next) };
        const asked = thread.solve(next.variant, next.position, options).catch(() => null);
        const verdict = await waitAtMost(asked, timer);
        // A proof holds for the position whatever the budget: playing the move shows it at once.
        if (verdict && verdict.result !== 'unknown') remember(keyOf(next), { verdict });
        if (verdict?.result === 'winnable' && !returnsTo(next, verdict.solution, game.position)) {
          return { move };
        }
        if (verdict?.result !== 'unwinnable') isOnlyWay = false;
      }
      if (isOnlyWay) return { move: null, onlyUndo: 'wins' };
      return picked ? { move: picked } : { move: null, onlyUndo: 'found' };
    } finally {
      stopTimer();
    }
  }

  return {
    /** The verdict mark to show, or null when the setting is off or the game has ended. */
    verdict: computed<VerdictMark | null>(() =>
      settings.settings.value.showVerdict && game.game.value.status === 'playing'
        ? (verdictShown.value ?? 'checking')
        : null,
    ),
    /** True once it is proven that no progress is left from the position shown. */
    hasNoProgress,
    /** The hint shown for the position shown, or null. */
    hint,
    /** True while a hint is being looked for. */
    isFindingHint,

    /**
     * Follows the game shown once it is loaded (and the verdict setting) until the returned
     * function is called. Each new position stops the searches for the one before and checks for
     * progress left.
     */
    follow(): () => void {
      // Nothing is searched before the saved game is shown: a worker started sooner would only
      // compete with the board's first frame.
      const stopFollowing = effect(() => {
        if (game.isLoaded.value) read(game.game.value);
      });
      const stopVerdicts = effect(() => {
        if (!settings.settings.value.showVerdict) return;
        deferSearches(() => {
          if (reading) search(reading);
        });
      });
      return () => {
        stopFollowing();
        stopVerdicts();
        reading = null;
        thread.stop();
      };
    },

    /**
     * Shows a hint (issue 5, Hint): the next move of a winning line found within `hintWaitMs`,
     * else the first move of a line to progress, else a move that makes progress at once; never
     * the move that undoes the last one (when the lines found start with it, see `hintPastUndo`).
     * A hint is not a move: the game does not change.
     */
    async showHint(): Promise<void> {
      const at = reading;
      if (at) search(at);
      if (!at?.progress || isFindingHint.peek()) return;
      isFindingHint.value = true;
      let stopTimer = () => {};
      const timer = new Promise<null>((resolve) => {
        const id = setTimeout(() => resolve(null), hintWaitMs);
        stopTimer = () => clearTimeout(id);
      });
      const [verdict, progress] = await Promise.all([
        waitAtMost(findVerdict(at), timer),
        waitAtMost(at.progress, timer),
      ]);
      stopTimer();
      if (reading !== at) return;
      const solution = verdict?.result === 'winnable' ? verdict.solution : undefined;
      const shown = at.game;
      let answer = await hintPastUndo(at, solution, progress?.moves);
      if (reading !== at) return;
      // The same position came back with another last move (a restart) while this one was
      // looked into: the hint checks the last move shown.
      if (at.game !== shown)
        answer = { move: pickHint(at.game, { solution, progress: progress?.moves }) };
      batch(() => {
        hint.value = answer;
        isFindingHint.value = false;
      });
    },
  };
}
