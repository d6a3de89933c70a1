/**
 * The solver's answers kept per position, so that Undo shows the earlier verdict at once and a
 * player who follows the hints gets each next one without a new search.
 */
import { applyMove, type Game } from '../engine';
import type { ProgressVerdict, Verdict } from '../engine/solver';

/** How many positions' answers are kept; the one asked about longest ago goes first. */
const REMEMBERED = 64;

/** The solver's answers for one position. */
export interface Answers {
  progress?: ProgressVerdict;
  verdict?: Verdict;
}

/** The same key for the same position of the same variant in the same status. */
export function keyOf(game: Game): string {
  return `${game.variant} ${game.status} ${JSON.stringify(game.position)}`;
}

export type SolverMemory = ReturnType<typeof createSolverMemory>;

export function createSolverMemory() {
  const remembered = new Map<string, Answers>();

  function remember(key: string, answers: Answers): void {
    const known = remembered.get(key);
    remembered.delete(key);
    remembered.set(key, { ...known, ...answers });
    if (remembered.size > REMEMBERED) remembered.delete(remembered.keys().next().value as string);
  }

  return {
    /** The answers known for a position's key (`keyOf`), if any. */
    recall(key: string): Answers | undefined {
      return remembered.get(key);
    },

    /** Keeps answers for a position's key, beside those known already. */
    remember,

    /**
     * Keeps a winning line for the position after its first move too: a player who follows
     * the hints gets each next one, and the verdict, without a new search.
     */
    rememberLine(at: Game, verdict: Verdict): void {
      const [first, ...rest] = verdict.solution;
      const next = first && applyMove(at, first).game;
      if (next?.status === 'playing') {
        remember(keyOf(next), { verdict: { ...verdict, solution: rest, positions: 0, ms: 0 } });
      }
    },
  };
}
