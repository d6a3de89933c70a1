/**
 * How sync (sync.ts) settles a disagreement between this browser and another: which game goes
 * on, which game is kept aside, which counts a browser keeps, and what a refused write means.
 */
import { type Game, undoMove } from '../engine';
import { canonicalJson } from './saved-game';
import type { SavedGame } from './schemas';
import type { SyncProblem } from './sync-status';

/**
 * Whether a game from another browser should replace the one shown here: it has moves, it is not
 * a finished game other than this one, and it changed later (a game untouched here always loses).
 * Never true both ways round for two games.
 */
export function isNewerGame(
  incoming: Pick<SavedGame, 'game' | 'updatedAt'>,
  local: SavedGame,
): boolean {
  if (incoming.game.moves === 0) return false;
  if (incoming.game.status !== 'playing' && incoming.game.code !== local.game.code) return false;
  return local.game.moves === 0 || incoming.updatedAt > local.updatedAt;
}

/** Whether the game replaced would be lost: begun here, and not an earlier state of the new one. */
export function isWorthKeeping(replaced: Game, incoming: Game): boolean {
  return replaced.moves > 0 && (replaced.code !== incoming.code || replaced.moves > incoming.moves);
}

/**
 * Whether `later` goes on from `earlier` itself: the same deal dealt at the same time, and
 * `earlier`'s position is `later`'s or one its undo history passed through (engine `undoMove`,
 * at most UNDO_DEPTH moves back). Another line of the same deal (undone and played otherwise
 * here, or played on another browser from a synced game) is not, however many moves it has.
 */
export function goesOnFromPosition(earlier: SavedGame, later: SavedGame): boolean {
  if (earlier.game.code !== later.game.code || earlier.dealtAt !== later.dealtAt) return false;
  // Key order differs between a game read from storage and one the engine made.
  const target = canonicalJson(earlier.game.position);
  let game: Game | undefined = later.game;
  while (game) {
    if (canonicalJson(game.position) === target) return true;
    if (game.history.length === 0) return false;
    game = undoMove(game).game;
  }
  return false;
}

/**
 * The problem a failed write to `storage.sync` shows, from its message: Chrome names the limit
 * ("QUOTA_BYTES_PER_ITEM quota exceeded", "... MAX_WRITE_OPERATIONS_PER_MINUTE quota"); Firefox
 * has one message for both byte limits ("QuotaExceededError: storage.sync API call exceeded its
 * quota limitations") and no write-rate limit. Anything else is `unavailable`.
 */
export function problemOfError(error: unknown): SyncProblem {
  const message = String((error as Error)?.message ?? error);
  if (message.includes('MAX_WRITE_OPERATIONS') || message.includes('MAX_SUSTAINED')) return 'rate';
  if (/quota/i.test(message)) return 'too-large';
  return 'unavailable';
}
