/**
 * The solver store: what the solver says about the position shown, as signals: the hint asked
 * for, the verdict (can it still be won?) and "no progress left". Every search runs on the
 * solver's thread, off the page's, and a search for a position no longer shown is stopped.
 */
import { batch, effect } from '@preact/signals';
import { type Game, isNothingHidden, movesLeft } from '../engine';
import type { ProgressVerdict, Verdict } from '../engine/solver';
import { afterNextPaint, type Deferral } from './after-paint';
import type { GameStore } from './game-store';
import type { SettingsStore } from './settings-store';
import { createSolverMemory, keyOf } from './solver-memory';
import { createSolverSignals, type SolverSignals } from './solver-signals';
import { PAGE_MAX_POSITIONS, type SolverThread } from './solver-thread';

/** The search for a winning line (the verdict; a hint asked again later), ms. */
export const SOLVE_BUDGET_MS = 10_000;
/** The check for progress left after each move, ms. */
export const PROGRESS_BUDGET_MS = 5000;

export type { VerdictMark } from './solver-signals';

/** The position shown and its searches, started as they are needed. */
interface Reading {
  key: string;
  game: Game;
  /** Whether the searches for the position shown before were stopped and this one's begun. */
  isStarted: boolean;
  progress: Promise<ProgressVerdict | null> | null;
  verdict: Promise<Verdict | null> | null;
}

export type SolverStore = ReturnType<typeof createSolverStore>;

/**
 * Creates the solver store; `follow()` starts it. A game page loads this module once its first
 * view is on screen, and hands in the signals its views already show (`signals`).
 * @param thread the solver's thread, for this store alone (it is stopped when the position changes).
 * @param hintWaitMs how long a hint waits for a winning line, ms (`HINT_WAIT_MS` when absent).
 * @param hintPastUndoMs how long it then looks past a line that starts by taking back the last
 *   move, ms (`HINT_PAST_UNDO_MS` when absent).
 * @param deferSearches when the searches for a new position start (stopping the worker and
 *   starting a fresh one): `afterNextPaint` in the product, so the move's frame does not wait.
 */
export function createSolverStore({
  game,
  settings,
  thread,
  hintWaitMs,
  hintPastUndoMs,
  deferSearches = afterNextPaint,
  signals = createSolverSignals({ game, settings }),
}: {
  game: GameStore;
  settings: SettingsStore;
  thread: SolverThread;
  hintWaitMs?: number;
  hintPastUndoMs?: number;
  deferSearches?: Deferral;
  /** The signals the store writes (solver-signals.ts); its own when absent. */
  signals?: SolverSignals;
}) {
  const memory = createSolverMemory();
  let reading: Reading | null = null;
  const { verdictShown, hasNoProgress, hint, proof, isFindingHint } = signals;

  function checkProgress(at: Reading): Promise<ProgressVerdict | null> {
    // Only a proof is announced (docs/rules.md, End of the game): `unknown` says nothing. A
    // position proved before (the player came back to it) is announced again, as when first
    // proved.
    const announce = (answer: ProgressVerdict) => {
      if (reading === at && answer.result === 'no-progress') hasNoProgress.value = true;
      return answer;
    };
    const known = memory.recall(at.key)?.progress;
    if (known) return Promise.resolve(announce(known));
    const { variant, position } = at.game;
    const options = { budgetMs: PROGRESS_BUDGET_MS, maxPositions: PAGE_MAX_POSITIONS };
    return thread.progressSearch(variant, position, options).then(
      (answer) => {
        memory.remember(at.key, { progress: answer });
        return announce(answer);
      },
      () => null,
    );
  }

  function findVerdict(at: Reading): Promise<Verdict | null> {
    if (at.verdict) return at.verdict;
    const known = memory.recall(at.key)?.verdict;
    if (known) {
      memory.rememberLine(at.game, known);
      verdictShown.value = known.result;
      proof.value = known;
      at.verdict = Promise.resolve(known);
      return at.verdict;
    }
    verdictShown.value = 'checking';
    const { variant, position } = at.game;
    const options = {
      budgetMs: SOLVE_BUDGET_MS,
      maxPositions: PAGE_MAX_POSITIONS,
      // A line needing more moves than the game has left wins nothing (docs/rules.md, End of
      // the game).
      movesLeft: movesLeft(at.game),
    };
    at.verdict = thread.solve(variant, position, options).then(
      (answer) => {
        memory.remember(at.key, { verdict: answer });
        memory.rememberLine(at.game, answer);
        if (reading === at) {
          verdictShown.value = answer.result;
          proof.value = answer;
        }
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
      const known = memory.recall(key)?.verdict;
      verdictShown.value = current.status === 'playing' && known ? known.result : null;
      proof.value = current.status === 'playing' ? (known ?? null) : null;
    });
    deferSearches(() => {
      if (reading === at) search(at);
    });
  }

  /**
   * Stops the searches for the position shown before (once) and starts those `at` needs: the
   * check for progress left, and the verdict while the setting is on or nothing is hidden (Finish).
   */
  function search(at: Reading): void {
    if (!at.isStarted) {
      at.isStarted = true;
      thread.stop();
      if (at.game.status === 'playing') at.progress = checkProgress(at);
    }
    const isVerdictNeeded = settings.settings.peek().showVerdict || isNothingHidden(at.game);
    if (at.game.status === 'playing' && isVerdictNeeded) findVerdict(at);
  }

  return {
    /** The verdict mark to show, or null when the setting is off or the game has ended. */
    verdict: signals.verdict,
    /**
     * The verdict on the position shown with its winning line, null before it is found; sought
     * whenever nothing is hidden, verdict setting or not (docs/rules.md, Moves 7).
     */
    proof,
    /** True once it is proven that no progress is left from the position shown. */
    hasNoProgress,
    /**
     * The hint shown for the position shown, or null; a new object each time, so the same hint
     * asked twice is announced twice.
     */
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
        if (game.isLoaded.value) read(game.current.value);
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
     * Shows a hint (`searchHint`): the next move of a winning line found within `hintWaitMs`,
     * else the first move of a line to progress, else a move that makes progress at once; never
     * the move that undoes the last one (the engine's `nextHintStep` then looks past it within
     * `hintPastUndoMs`). A hint is not a move: the game does not change.
     */
    async showHint(): Promise<void> {
      const at = reading;
      if (at) search(at);
      if (!at?.progress || isFindingHint.peek()) return;
      isFindingHint.value = true;
      // The hint's search and the engine's hint policy load when a hint is first asked for, not
      // before the first paint (docs/speed.md, Weight).
      const { searchHint } = await import('./hint-search');
      const answer = await searchHint({
        at,
        verdict: findVerdict(at),
        progress: at.progress,
        isShown: () => reading === at,
        thread,
        memory,
        waitMs: hintWaitMs,
        pastUndoMs: hintPastUndoMs,
      });
      if (answer === null) return;
      batch(() => {
        hint.value = { ...answer };
        isFindingHint.value = false;
      });
    },
  };
}
