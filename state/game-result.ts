/**
 * What the statistics keep of a game that counts (docs/rules.md, Statistics): the game store
 * reports it when a game ends or is left, and stats.ts counts it.
 */
import type { Game, Variant } from '../engine';

/** How a game ended, as the game store reports it when the game counts. */
export interface GameResult {
  variant: Variant;
  isWon: boolean;
  /** Time played, ms. */
  elapsedMs: number;
  score: number;
  moves: number;
  /** Take-backs made (docs/rules.md, Moves 3). */
  takebacks: number;
  /** The game's id (`gameId`) when it is known: a game of an older version may have none. */
  id?: string;
}

/**
 * A game's id: its deal code and when it was dealt, which every browser that continues it
 * keeps (`C-AAAAAAB~<dealtAt in base 36>`).
 */
export function gameId(code: string, dealtAt: number): string {
  return `${code.slice(4)}~${dealtAt.toString(36)}`;
}

/** What the statistics keep of a game that counts, `elapsedMs` into it, dealt at `dealtAt`. */
export function resultOf(game: Game, elapsedMs: number, dealtAt?: number): GameResult {
  const { variant, score, moves, takebacks, status, code } = game;
  const isWon = status === 'won';
  const id = dealtAt === undefined ? {} : { id: gameId(code, dealtAt) };
  return { variant, isWon, elapsedMs, score, moves, takebacks, ...id };
}
