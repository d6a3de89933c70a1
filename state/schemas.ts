/**
 * Schemas for the game and the sync problem read from storage (the settings': settings-schema.ts;
 * the statistics': stats.ts, sync-schemas.ts): the stored value may come from another version of
 * the extension on another device, or be corrupt. Nothing is used before it passed both the
 * shape check (valibot) and the game's own soundness check (the engine's `isSoundGame`). A game
 * page loads them beside its first storage reads (stored-schemas.ts), not before it can paint.
 */
import * as v from 'valibot';
import { isDealCode, MOVE_LIMIT, statusOf, UNDO_DEPTH, VARIANT_LETTERS } from '../engine';
import { isSoundGame } from '../engine/soundness';
import { SYNC_PROBLEMS } from './sync-status';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
// Double Yukon's second deck has the ids 52..103 and ten columns (docs/rules.md, D: Double Yukon).
const cardId = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(103));
const columnIndex = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9));
const destination = v.union([columnIndex, v.literal('foundation'), v.literal('waste')]);
const source = v.union([
  columnIndex,
  v.literal('foundation'),
  v.literal('waste'),
  v.literal('stock'),
]);
const cards = v.pipe(v.array(cardId), v.maxLength(104));

const ColumnSchema = v.object({ cards, faceDown: count });

/** The name a browser deals under: the first 6 characters of its device id (stats-games.ts). */
export const DealerNameSchema = v.pipe(v.string(), v.regex(/^[0-9a-z]{6}$/));

const GameSchema = v.object({
  code: v.pipe(v.string(), v.check(isDealCode, 'not a deal code')),
  variant: v.picklist(VARIANT_LETTERS),
  position: v.object({
    columns: v.pipe(v.array(ColumnSchema), v.minLength(7), v.maxLength(10)),
    foundations: v.pipe(
      v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(13))),
      v.minLength(4),
      v.maxLength(8),
    ),
    // Australian Patience only (docs/rules.md, U: Australian Patience).
    stock: v.optional(cards),
    waste: v.optional(cards),
  }),
  score: count,
  moves: v.pipe(count, v.maxValue(MOVE_LIMIT)),
  takebacks: count,
  status: v.picklist(['playing', 'won', 'move-limit']),
  history: v.pipe(
    v.array(
      v.object({
        move: v.object({ card: cardId, to: destination }),
        from: source,
        slot: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(7))),
        turnedUp: v.boolean(),
        score: count,
      }),
    ),
    v.maxLength(UNDO_DEPTH),
  ),
  /**
   * The moves undone and not yet redone, the next to redo last (docs/rules.md, Undo); absent
   * when there are none, and in a game saved by an older version.
   */
  toRedo: v.optional(
    v.pipe(v.array(v.object({ card: cardId, to: destination })), v.maxLength(UNDO_DEPTH)),
  ),
});

/**
 * The game in progress as this browser keeps it: the game, its clock and its revision. A game of
 * the right shape whose cards make no sound Yukon game (the engine's `isSoundGame`) is refused too.
 */
export const SavedGameSchema = v.pipe(
  v.object({
    game: GameSchema,
    /** Time played so far, ms (docs/rules.md, Score, moves and time). */
    elapsedMs: count,
    /**
     * Grows by one with every change of the game; a time written alone keeps it (saved-game.ts,
     * `withTime`). A page never replaces a newer revision with an older one.
     */
    revision: count,
    /** When it was written, ms since the epoch. */
    updatedAt: count,
    /**
     * Whether the player closed what the end of this game showed (docs/rules.md, End of the
     * game): every page and every reload then shows the ended board alone. Absent while open.
     */
    isEndingClosed: v.optional(v.boolean()),
    /**
     * When the game was dealt, ms since the epoch: with the deal code, the game's id in the
     * statistics, kept by every browser that continues it (docs/rules.md, Statistics). Absent
     * in a game saved by an older version.
     */
    dealtAt: v.optional(count),
    /**
     * The browser that dealt the game (the start of its device id, stats-games.ts), which
     * settles its count in the statistics; absent in a game saved by an older version.
     */
    dealtBy: v.optional(DealerNameSchema),
  }),
  v.check(({ game }) => isSoundGame(game), 'the cards do not make a sound Yukon game'),
  // The status is what the cards and the move counter say (docs/rules.md, End of the game): a
  // stored one that says otherwise, "won" on a board not won, showed "You won!" over it.
  v.transform((saved) => ({
    ...saved,
    game: { ...saved.game, status: statusOf(saved.game.position, saved.game.moves) },
  })),
);
export type SavedGame = v.InferOutput<typeof SavedGameSchema>;

/** The stored problem (`syncProblemItem`, sync-status.ts); absent or unreadable reads as none. */
export const SyncProblemSchema = v.object({
  problem: v.picklist(SYNC_PROBLEMS),
  /** When it happened, ms since the epoch. */
  at: v.number(),
});

/** A value in storage that cannot be used; the message says which item and why. */
export class StoredValueError extends Error {
  override name = 'StoredValueError';
}
