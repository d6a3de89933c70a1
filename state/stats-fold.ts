/**
 * What a browser knows of its counts folded into the record of old browsers (docs/rules.md,
 * Statistics): the part of them folded away, which it no longer sends. How records are folded is
 * in stats-add.ts, which pages do not load.
 */
import * as v from 'valibot';
import { VARIANT_LETTERS } from '../engine';
import { MARKED_GAMES, type StatsRecord, StatsRecordSchema, type VariantRecord } from './stats';

/** How many of the latest game marks the folded record keeps. */
export const FOLDED_MARKS = 4 * MARKED_GAMES;
/** How many folded browsers the folded record names (the oldest forgotten first). */
export const FOLDED_NAMES = 128;
/** The part of a device id that names a folded browser (enough among a few hundred). */
export const FOLDED_NAME_LENGTH = 6;

/**
 * Keeps a variant's record sound: the current streak within the best. (A streak may pass the
 * wins in the sums: wins of games another browser dealt count in its sums, stats-games.ts.)
 */
export function sound(record: VariantRecord): VariantRecord {
  return { ...record, streak: Math.min(record.streak, record.bestStreak) };
}
/**
 * A browser's own counts without the part already in the folded record (`inFold`): games and
 * wins taken off, bests kept (a best counted twice is still the best). A variant reset since
 * its counts were folded has none of them left to take off. A game folded as not won and won
 * since (a report taken in) keeps its mark here, and its play here, so that the totals count it
 * once and as won; a report folded as it is goes, as the folded record carries it.
 */
export function withoutFolded(own: StatsRecord, inFold: StatsRecord): StatsRecord {
  const foldedMarks = new Map(inFold.games?.map((mark) => [mark.slice(0, -1), mark] as const));
  const games = own.games?.filter((mark) => foldedMarks.get(mark.slice(0, -1)) !== mark);
  const wonSince = (games ?? []).filter((mark) => foldedMarks.has(mark.slice(0, -1)));
  const foldedReports = new Set(inFold.pending);
  const pending = own.pending?.filter((report) => !foldedReports.has(report));
  const rest: StatsRecord = {
    ...(games?.length && { games }),
    ...(pending?.length && { pending }),
  };
  for (const letter of VARIANT_LETTERS) {
    const entry = own[letter];
    if (!entry) continue;
    const folded = (inFold[letter]?.since ?? 0) === (entry.since ?? 0) ? inFold[letter] : undefined;
    const less = (field: 'played' | 'won' | 'wonTimeMs' | 'timedWins') =>
      Math.max(0, (entry[field] ?? 0) - (folded?.[field] ?? 0));
    rest[letter] = sound({
      ...entry,
      played: less('played') + wonSince.filter((mark) => mark[0] === letter).length,
      won: less('won'),
      ...(entry.timedWins !== undefined && {
        wonTimeMs: less('wonTimeMs'),
        timedWins: less('timedWins'),
      }),
    });
    if (rest[letter].won > rest[letter].played) rest[letter] = { ...entry, played: 0, won: 0 };
  }
  return rest;
}
/**
 * What this browser knows of its counts in the folded record (`localStatsFoldItem`), written by
 * sync in the background: `inFold` the part of them folded away, `seen` its record as last seen
 * in `storage.sync` (what a fold would take).
 */
export const StatsFoldSchema = v.object({
  inFold: StatsRecordSchema,
  seen: v.nullable(StatsRecordSchema),
});
export type StatsFold = v.InferOutput<typeof StatsFoldSchema>;

/**
 * The device id under which statistics imported from a backup are synced (stats-backup.ts;
 * docs/rules.md, Statistics): one entry however many browsers import, so that a later import
 * replaces the earlier one rather than adding to it. Not a browser's id (those are 12 random
 * characters), and never folded away.
 */
export const IMPORT_ID = 'imported';

/**
 * An import not yet written to `storage.sync` (`localStatsImportItem`): the imported records
 * added up, and when they were imported (ms since the epoch). Sync writes it under `IMPORT_ID`,
 * then removes it.
 */
export const PendingImportSchema = v.object({
  record: StatsRecordSchema,
  at: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
