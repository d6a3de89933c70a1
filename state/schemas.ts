/**
 * Schemas for everything read from storage: the stored value may come from another version of
 * the extension on another device, or be corrupt. Nothing is used before it passed both the
 * shape check (valibot) and the game's own soundness check (the engine's `isSoundGame`).
 */
import * as v from 'valibot';
import { isDealCode, isSoundGame, MOVE_LIMIT, UNDO_DEPTH, VARIANT_LETTERS } from '../engine';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const cardId = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(51));
const columnIndex = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(6));
const destination = v.union([columnIndex, v.literal('foundation')]);

const ColumnSchema = v.object({ cards: v.pipe(v.array(cardId), v.maxLength(52)), faceDown: count });

const GameSchema = v.object({
  code: v.pipe(v.string(), v.check(isDealCode, 'not a deal code')),
  variant: v.picklist(VARIANT_LETTERS),
  position: v.object({
    columns: v.pipe(v.array(ColumnSchema), v.length(7)),
    foundations: v.pipe(
      v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(13))),
      v.length(4),
    ),
  }),
  score: count,
  moves: v.pipe(count, v.maxValue(MOVE_LIMIT)),
  takebacks: count,
  status: v.picklist(['playing', 'won', 'move-limit']),
  history: v.pipe(
    v.array(
      v.object({
        move: v.object({ card: cardId, to: destination }),
        from: destination,
        turnedUp: v.boolean(),
        score: count,
      }),
    ),
    v.maxLength(UNDO_DEPTH),
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
    /** Grows by one with every change; a page never replaces a newer revision with an older one. */
    revision: count,
    /** When it was written, ms since the epoch. */
    updatedAt: count,
    /**
     * Whether the player closed what the end of this game showed (docs/rules.md, End of the
     * game): every page and every reload then shows the ended board alone. Absent while open.
     */
    isEndingClosed: v.optional(v.boolean()),
  }),
  v.check(({ game }) => isSoundGame(game), 'the cards do not make a sound Yukon game'),
);
export type SavedGame = v.InferOutput<typeof SavedGameSchema>;

/** A value in storage that cannot be used; the message says which item and why. */
export class StoredValueError extends Error {
  override name = 'StoredValueError';
}
