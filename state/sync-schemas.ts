/**
 * The values kept in `storage.sync`: one key each for
 * `settings`, `game` and `stats`, each inside an envelope with its schema version, a revision,
 * `updatedAt` and the writing browser's device id. They may come from another version of the
 * extension on another device, so nothing is used before it passed these schemas.
 */
import * as v from 'valibot';
import { VARIANT_LETTERS, type Variant } from '../engine';
import { DEVICE_ID } from './device-id';
import { DealerNameSchema } from './schemas';
import { SettingsSchema } from './settings-schema';
import {
  DaysSchema,
  GameMarkSchema,
  MARKED_GAMES,
  ReportSchema,
  type StatsRecord,
  VariantRecordSchema,
} from './stats';
import { FOLDED_MARKS, FOLDED_NAME_LENGTH, FOLDED_NAMES } from './stats-fold';
import { PENDING_GAMES } from './stats-games';
import { decodeGame, withMovesToRedo } from './sync-encoding';

export { syncedBytes } from './synced-bytes';

/**
 * The version of the envelopes below; a value of a higher version is left alone (read them with
 * `readStored(schema, value, { newestVersion: SYNC_VERSION })`).
 */
export const SYNC_VERSION = 1;

/** Chrome's limits: bytes per item (key + JSON of the value) and in all. */
export const SYNC_ITEM_BYTES = 8192;
export const SYNC_TOTAL_BYTES = 102_400;

/** A browser's random id (items.ts `deviceIdItem`). */
export const DeviceIdSchema = v.pipe(v.string(), v.regex(DEVICE_ID));

const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER));

const envelope = {
  v: v.literal(SYNC_VERSION),
  /** Grows by one with every write of this key, from whichever browser. */
  revision: count,
  /** When the value last changed, ms since the epoch. */
  updatedAt: count,
  /** The browser that wrote it. */
  device: DeviceIdSchema,
};

/**
 * The synced game, read and decoded: its envelope with the game itself and its time
 * (sync-encoding.ts). A text that is not a game in that form is refused with what was wrong.
 */
export const SyncedGameSchema = v.pipe(
  v.object({
    ...envelope,
    /** The game in the compact form of sync-encoding.ts. */
    game: v.pipe(v.string(), v.maxLength(200)),
    /** When the game was dealt (`SavedGame`'s `dealtAt`); absent from an older version. */
    dealtAt: v.optional(count),
    /** The browser that dealt it (`SavedGame`'s `dealtBy`); absent from an older version. */
    dealtBy: v.optional(DealerNameSchema),
    /**
     * The moves to redo (sync-encoding.ts `encodeMoves`); absent when there are none, and from
     * an older version, which in turn leaves this key alone.
     */
    toRedo: v.optional(v.pipe(v.string(), v.maxLength(200))),
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    try {
      const { toRedo, ...synced } = dataset.value;
      const { game, elapsedMs } = decodeGame(synced.game);
      return { ...synced, game: withMovesToRedo(game, toRedo), elapsedMs };
    } catch (error) {
      addIssue({ message: (error as Error).message });
      return NEVER;
    }
  }),
);
export type SyncedGame = v.InferOutput<typeof SyncedGameSchema>;

export const SyncedSettingsSchema = v.object({
  ...envelope,
  settings: SettingsSchema,
});
export type SyncedSettings = v.InferOutput<typeof SyncedSettingsSchema>;

/**
 * One variant's counts as 8 to 11 numbers, in the order of `VariantRecord`'s fields; the last
 * three (won time, timed wins, since) only when they are not 0; then its daily record (`days`),
 * when it has one.
 */
const VariantTupleSchema = v.pipe(
  v.tuple([
    count,
    count,
    count,
    count,
    v.nullable(count),
    v.nullable(count),
    v.nullable(count),
    count,
    v.optional(count),
    v.optional(count),
    v.optional(count),
    v.optional(DaysSchema),
  ]),
  v.transform((tuple) => {
    const [played, won, streak, bestStreak, bestTimeMs, bestScore, fewestMoves, lastPlayedAt] =
      tuple;
    const [wonTimeMs, timedWins, since, days] = tuple.slice(8);
    return {
      ...{ played, won, streak, bestStreak, bestTimeMs, bestScore, fewestMoves, lastPlayedAt },
      ...(timedWins && { wonTimeMs, timedWins }),
      ...(since && { since }),
      ...(days && { days }),
    };
  }),
  VariantRecordSchema,
);

const variantTuples = Object.fromEntries(
  VARIANT_LETTERS.map((letter) => [letter, v.optional(VariantTupleSchema)]),
) as { [letter in Variant]: v.OptionalSchema<typeof VariantTupleSchema, undefined> };

/**
 * A record in the synced form: tuples by variant, `g` its game marks (`StatsRecord`'s `games`),
 * `p` its reports (`pending`).
 */
const marks = (most: number) => v.optional(v.pipe(v.array(GameMarkSchema), v.maxLength(most)));
const reports = v.optional(v.pipe(v.array(ReportSchema), v.maxLength(PENDING_GAMES)));
const toRecord = <T extends { g?: string[]; p?: string[] }>({ g, p, ...counts }: T) => ({
  ...counts,
  ...(g?.length && { games: g }),
  ...(p?.length && { pending: p }),
});
const DeviceStatsSchema = v.pipe(
  v.object({ ...variantTuples, g: marks(4 * MARKED_GAMES), p: reports }),
  v.transform(toRecord),
);

/**
 * The version of the synced statistics: 2 added game marks and the folded record, 3 the won
 * time and the reset epoch (`since`) at the end of each tuple, 4 the daily record after them, 5
 * the dealer in game ids, the reports (`p`, stats-games.ts) and streaks beyond a record's own
 * wins. A version that reads only an older one would drop them when it writes (bringing reset
 * counts back, losing days, counting reported games nowhere), so it must leave them alone.
 */
export const STATS_VERSION = 5;

export const SyncedStatsSchema = v.object({
  ...envelope,
  v: v.picklist([1, 2, 3, 4, STATS_VERSION]),
  /** Every browser's own counts by device id; each browser writes only its own entry. */
  devices: v.record(DeviceIdSchema, DeviceStatsSchema),
  /**
   * The counts of browsers folded away (stats-fold.ts), and the start of each one's id in `from`.
   */
  folded: v.optional(
    v.pipe(
      v.object({
        ...variantTuples,
        g: marks(FOLDED_MARKS),
        p: reports,
        from: v.pipe(
          v.array(v.pipe(v.string(), v.length(FOLDED_NAME_LENGTH))),
          v.maxLength(FOLDED_NAMES),
        ),
      }),
      v.transform(toRecord),
    ),
  ),
});
export type SyncedStats = v.InferOutput<typeof SyncedStatsSchema>;

/** A browser's counts in the stored (tuple) form of `SyncedStatsSchema`. */
export type StatsTuples = Partial<Record<Variant, (number | string | null)[]>> & {
  g?: string[];
  p?: string[];
};

/** Writes a browser's counts in the compact tuple form `SyncedStatsSchema` reads. */
export function statsTuples(record: StatsRecord): StatsTuples {
  const tuples: StatsTuples = Object.fromEntries(
    VARIANT_LETTERS.flatMap((letter) => {
      const entry = record[letter];
      if (!entry) return [];
      const { played, won, streak, bestStreak, bestTimeMs, bestScore, fewestMoves, lastPlayedAt } =
        entry;
      const tail = [entry.wonTimeMs ?? 0, entry.timedWins ?? 0, entry.since ?? 0, entry.days ?? ''];
      const kept = entry.days ? 4 : entry.since ? 3 : entry.timedWins ? 2 : 0;
      return [
        [
          letter,
          [
            ...[played, won, streak, bestStreak, bestTimeMs, bestScore, fewestMoves, lastPlayedAt],
            ...tail.slice(0, kept),
          ],
        ],
      ];
    }),
  );
  return {
    ...tuples,
    ...(record.games?.length && { g: record.games }),
    ...(record.pending?.length && { p: record.pending }),
  };
}
