/**
 * The values kept in `storage.sync` (DESIGN.md, Persistence and sync): one key each for
 * `settings`, `game` and `stats`, each inside an envelope with its schema version, a revision,
 * `updatedAt` and the writing browser's device id. They may come from another version of the
 * extension on another device, so nothing is used before it passed these schemas.
 */
import * as v from 'valibot';
import { VARIANT_LETTERS, type Variant } from '../engine';
import { SettingsSchema } from './settings';
import { type StatsRecord, VariantRecordSchema } from './stats';
import { decodeGame, type SyncedPlay } from './sync-encoding';

/** The version of the envelopes below; a value of a higher version is left alone. */
export const SYNC_VERSION = 1;

/** Chrome's limits (DESIGN.md): bytes per item (key + JSON of the value) and in all. */
export const SYNC_ITEM_BYTES = 8192;
export const SYNC_TOTAL_BYTES = 102_400;

const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER));

/** A browser's random id (state/items.ts `deviceIdItem`). */
export const DeviceIdSchema = v.pipe(v.string(), v.regex(/^[0-9a-z]{8,24}$/));

const envelope = {
  v: v.literal(SYNC_VERSION),
  /** Grows by one with every write of this key, from whichever browser. */
  revision: count,
  /** When the value last changed, ms since the epoch. */
  updatedAt: count,
  /** The browser that wrote it. */
  device: DeviceIdSchema,
};

export const SyncedGameSchema = v.object({
  ...envelope,
  /** The game in the compact form of sync-encoding.ts. */
  game: v.pipe(v.string(), v.maxLength(200)),
});
export type SyncedGame = v.InferOutput<typeof SyncedGameSchema>;

export const SyncedSettingsSchema = v.object({
  ...envelope,
  settings: SettingsSchema,
});
export type SyncedSettings = v.InferOutput<typeof SyncedSettingsSchema>;

/** One variant's counts as 8 numbers, in the order of `VariantRecord`'s fields. */
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
  ]),
  v.transform(
    ([played, won, streak, bestStreak, bestTimeMs, bestScore, fewestMoves, lastPlayedAt]) => ({
      played,
      won,
      streak,
      bestStreak,
      bestTimeMs,
      bestScore,
      fewestMoves,
      lastPlayedAt,
    }),
  ),
  VariantRecordSchema,
);

const DeviceStatsSchema = v.object(
  Object.fromEntries(VARIANT_LETTERS.map((letter) => [letter, v.optional(VariantTupleSchema)])) as {
    [letter in Variant]: v.OptionalSchema<typeof VariantTupleSchema, undefined>;
  },
);

export const SyncedStatsSchema = v.object({
  ...envelope,
  /** Every browser's own counts by device id; each browser writes only its own entry. */
  devices: v.record(DeviceIdSchema, DeviceStatsSchema),
});
export type SyncedStats = v.InferOutput<typeof SyncedStatsSchema>;

/** A browser's counts in the stored (tuple) form of `SyncedStatsSchema`. */
export type StatsTuples = Partial<Record<Variant, (number | null)[]>>;

/** Writes a browser's counts in the compact tuple form `SyncedStatsSchema` reads. */
export function statsTuples(record: StatsRecord): StatsTuples {
  return Object.fromEntries(
    VARIANT_LETTERS.flatMap((letter) => {
      const entry = record[letter];
      if (!entry) return [];
      const { played, won, streak, bestStreak, bestTimeMs, bestScore, fewestMoves, lastPlayedAt } =
        entry;
      return [
        [
          letter,
          [played, won, streak, bestStreak, bestTimeMs, bestScore, fewestMoves, lastPlayedAt],
        ],
      ];
    }),
  );
}

/** What reading a synced value gives: the value, or why there is none to use. */
export type SyncedRead<T> =
  | { value: T; refusal?: undefined }
  | { refusal: 'missing' | 'unreadable' | 'newer-version'; value?: undefined };

/**
 * Reads a value from `storage.sync` with one of the schemas above. Never throws.
 * `newer-version`: written by a newer version of the extension, to be left as it is;
 * `unreadable`: wrong types, truncated or otherwise foreign.
 */
export function readSynced<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
): SyncedRead<v.InferOutput<S>> {
  if (value === null || value === undefined) return { refusal: 'missing' };
  const version = typeof value === 'object' ? (value as { v?: unknown }).v : undefined;
  if (typeof version === 'number' && version > SYNC_VERSION) return { refusal: 'newer-version' };
  const parsed = v.safeParse(schema, value);
  return parsed.success ? { value: parsed.output } : { refusal: 'unreadable' };
}

/** A synced game read and decoded: its envelope with the game itself and its time. */
export type SyncedGameRead = Omit<SyncedGame, 'game'> & SyncedPlay;

/** Reads the synced game and decodes it (sync-encoding.ts). Never throws. */
export function readSyncedGame(value: unknown): SyncedRead<SyncedGameRead> {
  const read = readSynced(SyncedGameSchema, value);
  if (!read.value) return read;
  try {
    return { value: { ...read.value, ...decodeGame(read.value.game) } };
  } catch {
    return { refusal: 'unreadable' };
  }
}

/**
 * How many bytes Chrome counts for an item: its key plus the JSON of its value, in UTF-8
 * (`storage.sync.QUOTA_BYTES_PER_ITEM`).
 */
export function syncedBytes(key: string, value: unknown): number {
  return new TextEncoder().encode(key + JSON.stringify(value)).length;
}
