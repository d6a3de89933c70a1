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

/** The name a browser deals under: the first 6 characters of its device id (stats-games.ts). */
export function dealerName(deviceId: string): string {
  return deviceId.slice(0, 6);
}

/**
 * A game's id: its deal code, when it was dealt and which browser dealt it (the start of its
 * device id), which every browser that continues it keeps
 * (`C-AAAAAAB~<dealtAt in base 36>.<dealer>`; without `.<dealer>` for a game dealt by an older
 * version). The dealer settles the game's count (stats-games.ts).
 */
export function gameId(code: string, dealtAt: number, dealtBy?: string): string {
  return `${code.slice(4)}~${dealtAt.toString(36)}${dealtBy ? `.${dealtBy}` : ''}`;
}

/**
 * What the statistics keep of a game that counts, `elapsedMs` into it, dealt at `dealtAt` by
 * `dealtBy` (`SavedGame`'s fields).
 */
export function resultOf(
  game: Game,
  elapsedMs: number,
  dealtAt?: number,
  dealtBy?: string,
): GameResult {
  const { variant, score, moves, takebacks, status, code } = game;
  const isWon = status === 'won';
  const id = dealtAt === undefined ? {} : { id: gameId(code, dealtAt, dealtBy) };
  return { variant, isWon, elapsedMs, score, moves, takebacks, ...id };
}
