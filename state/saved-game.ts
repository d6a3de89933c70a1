/**
 * The saved game's revisions: how a change becomes the next saved game, and what a page does with
 * a saved game another page wrote. The game store (game-store.ts) applies both.
 */
import type { Game } from '../engine';
import type { SavedGame } from './schemas';

/**
 * The saved form of `next` as the change after `before`: the next revision, and an `updatedAt`
 * later than `before`'s even when this browser's clock is behind the one that wrote it, so that
 * sync (sync.ts) always takes a continued game for the newer one. A closed ending stays closed
 * while the game is the same one (docs/rules.md, End of the game).
 * A fresh deal carries when and by whom it was dealt (`dealer`, this browser's name when known;
 * a game dealt before it was known takes it with its first move); a move keeps both.
 * @param elapsedMs time played, ms; `at` the clock, ms since the epoch.
 */
export function nextSavedGame(
  next: Game,
  elapsedMs: number,
  before: SavedGame | null,
  at: number,
  dealer?: string,
): SavedGame {
  const saved: SavedGame = {
    game: next,
    elapsedMs,
    revision: before ? before.revision + 1 : 0,
    updatedAt: Math.max(at, before ? before.updatedAt + 1 : 0),
  };
  if (before?.isEndingClosed && before.game === next) saved.isEndingClosed = true;
  // A game without a move is (still) a fresh deal; a move keeps the deal's time.
  const dealtAt = next.moves === 0 ? at : before?.dealtAt;
  if (dealtAt !== undefined) saved.dealtAt = dealtAt;
  const isFirstMove =
    next.moves === 1 && before?.game.moves === 0 && before.game.code === next.code;
  const dealtBy =
    next.moves === 0 ? dealer : (before?.dealtBy ?? (isFirstMove ? dealer : undefined));
  if (dealtBy !== undefined && dealtAt !== undefined) saved.dealtBy = dealtBy;
  return saved;
}

/**
 * `saved` with its time brought to `elapsedMs` (ms; `at` the clock, ms since the epoch): the
 * same revision, as the board is the same. A page that counted time while another made a move
 * may write its time with the board it still shows; at the move's revision that write would be
 * taken for the newer one and the move lost, at the revision before it, it is older, and the
 * page with the move writes it again (`answerTo`, `withTimeOf`; docs/rules.md, Score, moves and
 * time).
 */
export function withTime(saved: SavedGame, elapsedMs: number, at: number): SavedGame {
  return { ...saved, elapsedMs, updatedAt: Math.max(at, saved.updatedAt + 1) };
}

/**
 * Whether `after` goes on from `before`: the same deal dealt at the same time, with no fewer moves
 * (undo takes none off, docs/rules.md, Undo). A restart, a new deal, or a game with fewer moves
 * (another browser's, which sync put in its place) is another line of play.
 */
export function goesOnFrom(before: SavedGame, after: SavedGame): boolean {
  return (
    before.game.code === after.game.code &&
    before.dealtAt === after.dealtAt &&
    before.game.moves <= after.game.moves
  );
}

/**
 * What a page writes over `older`, a write it heard that is older than `shown` (an earlier
 * revision, or the same game written earlier): `shown`, written later than both (sync takes the
 * later write for the newer game, sync-merge.ts), with `older`'s time when that is more and
 * `shown` goes on from it (`goesOnFrom`) on the line of play that began on this page at
 * `lineRevision` (a deal, a restart, a game resumed or taken from elsewhere). A page that counted
 * while another moved wrote its time with the board before the move; only one page's clock runs
 * at a time, so the larger time holds what both counted. The same two writes give the same
 * answer on every page of the line, so pages that rewrite one late write agree.
 */
export function withTimeOf(older: SavedGame, shown: SavedGame, lineRevision: number): SavedGame {
  const isOnLine = older.revision >= lineRevision && goesOnFrom(older, shown);
  const elapsedMs = isOnLine ? Math.max(shown.elapsedMs, older.elapsedMs) : shown.elapsedMs;
  if (elapsedMs === shown.elapsedMs && shown.updatedAt > older.updatedAt) return shown;
  return {
    ...shown,
    elapsedMs,
    updatedAt: Math.max(shown.updatedAt, older.updatedAt) + 1,
  };
}

/** Whether `a` and `b` are the same game: its deal, position, counters and undo history. */
export function isSameGame(a: Game, b: Game): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/**
 * What a page showing `shown` does with `incoming`, just written to storage by some page:
 * `rewrite` when it is older (a page that had not yet seen this one's last change wrote over
 * it), `adopt` when it is newer, `ignore` when it is the same. At the same revision with the
 * same game (a time written alone keeps the revision, `withTime`) the later write is the newer:
 * a page that hears late of its move after it wrote its time must not take the move's older
 * time back, nor a copy of its game that is no longer the one played here. Two games at the same
 * revision (two pages wrote at once): every page takes the one written last.
 */
export function answerTo(incoming: SavedGame, shown: SavedGame): 'rewrite' | 'adopt' | 'ignore' {
  if (incoming.revision !== shown.revision) {
    return incoming.revision < shown.revision ? 'rewrite' : 'adopt';
  }
  if (canonicalJson(incoming) === canonicalJson(shown)) return 'ignore';
  const isEarlier = incoming.updatedAt < shown.updatedAt;
  return isEarlier && isSameGame(incoming.game, shown.game) ? 'rewrite' : 'adopt';
}

/**
 * JSON text with every object's keys in sorted order, so that two equal values give the same
 * text: a game read back from storage has its keys in the schema's order (schemas.ts), which is
 * not always the order the engine set them in (a Double Yukon foundation move's `slot`).
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_, each: unknown) =>
    each !== null && typeof each === 'object' && !Array.isArray(each)
      ? Object.fromEntries(Object.entries(each).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : each,
  );
}
