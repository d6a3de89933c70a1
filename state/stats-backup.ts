/**
 * A backup of the statistics the player owns (docs/rules.md, Statistics): every browser's records
 * written to a JSON file, and read back. An import adds up the backup's records that this browser
 * does not count already and keeps them under one id (`IMPORT_ID`), which sync writes as it does a
 * browser's record: importing the same file twice counts nothing twice, and a later import
 * replaces the earlier one. Loaded by the options page only.
 */
import * as v from 'valibot';
import type { StatsRecord } from './stats';
import { addRecords, type StatsSnapshot } from './stats-add';
import { FOLDED_NAME_LENGTH, IMPORT_ID } from './stats-fold';
import { STATS_VERSION, SyncedStatsSchema } from './sync-schemas';
import { storedSnapshot } from './sync-stats-plan';

/** What names the file as this game's statistics backup. */
export const BACKUP_FORMAT = 'yukon-solitaire-statistics';
/** The version of the backup's form; a later one is refused (this version cannot read it). */
export const BACKUP_VERSION = 1;
/**
 * The largest file read, bytes: the synced statistics fit in 8,192 bytes and a browser's own
 * record in a few more, so anything near this is no backup of them.
 */
export const BACKUP_MAX_BYTES = 256 * 1024;

/**
 * The backup document: its format and version, when it was made (an ISO 8601 date and time, for
 * the player), and the statistics in the synced form (sync-schemas.ts `SyncedStatsSchema` without
 * its envelope: `v` the statistics version, `devices` each browser's record by id, `folded` the
 * record of old browsers).
 */
export interface Backup {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  exportedAt: string;
  statistics: { v: number; devices: object; folded?: object };
}

/** Why a file is refused; nothing is changed then. */
export type BackupRefusal = 'too-large' | 'not-json' | 'foreign' | 'newer-version' | 'damaged';

const { devices, folded, v: readableVersions } = SyncedStatsSchema.entries;
const BackupSchema = v.object({
  format: v.literal(BACKUP_FORMAT),
  version: v.literal(BACKUP_VERSION),
  exportedAt: v.string(),
  // Every version of the synced statistics this one reads (a backup made by an older version).
  statistics: v.object({ v: readableVersions, devices, folded }),
});

/** The backup of `snapshot` (the statistics store's `snapshot()`), made at `at` (ms since the epoch). */
export function backupOf(snapshot: StatsSnapshot, at: number): Backup {
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: new Date(at).toISOString(),
    statistics: { v: STATS_VERSION, ...storedSnapshot(snapshot) },
  };
}

/**
 * Reads a backup file's text. Never throws.
 * @returns its records, or why it is refused (`detail` says where, in English, for a test or a
 *   bug report).
 */
export function readBackup(
  text: string,
): { snapshot: StatsSnapshot } | { refusal: BackupRefusal; detail: string } {
  if (new Blob([text]).size > BACKUP_MAX_BYTES) {
    return { refusal: 'too-large', detail: `over ${BACKUP_MAX_BYTES} bytes` };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { refusal: 'not-json', detail: (error as Error).message };
  }
  const head = (value ?? {}) as { format?: unknown; version?: unknown };
  if (typeof value !== 'object' || head.format !== BACKUP_FORMAT) {
    return { refusal: 'foreign', detail: 'no statistics backup format' };
  }
  const statsVersion = (head as { statistics?: { v?: unknown } }).statistics?.v;
  if (
    (typeof head.version === 'number' && head.version > BACKUP_VERSION) ||
    (typeof statsVersion === 'number' && statsVersion > STATS_VERSION)
  ) {
    return {
      refusal: 'newer-version',
      detail: `version ${head.version}, statistics ${statsVersion}`,
    };
  }
  const parsed = v.safeParse(BackupSchema, value);
  if (!parsed.success) {
    const [issue] = parsed.issues;
    return { refusal: 'damaged', detail: `${v.getDotPath(issue) ?? ''}: ${issue.message}` };
  }
  const { statistics } = parsed.output;
  return { snapshot: { devices: statistics.devices, folded: statistics.folded ?? null } };
}

/**
 * The records of a backup that this browser does not count yet, added up as sync adds records
 * (stats-add.ts `addRecords`: each game once, each day once, bests kept, counts from before a
 * reset left out), or null when there are none. Left out, so that nothing counts twice: this
 * browser's own record (`deviceId`), every browser the synced statistics (`synced`) hold a record
 * of or name in their folded record, and the backup's folded record when a browser it names is
 * known here. A record the backup holds under `IMPORT_ID` (an earlier import) is kept: the new
 * import replaces the synced one.
 */
export function importedRecord(
  backup: StatsSnapshot,
  synced: StatsSnapshot,
  deviceId: string,
): StatsRecord | null {
  const names = (id: string) => id.slice(0, FOLDED_NAME_LENGTH);
  const known = new Set([
    names(deviceId),
    ...Object.keys(synced.devices)
      .filter((id) => id !== IMPORT_ID)
      .map(names),
    ...(synced.folded?.from ?? []),
  ]);
  const isKnown = (id: string) => id !== IMPORT_ID && (id === deviceId || known.has(names(id)));
  const kept = Object.entries(backup.devices).flatMap(([id, record]) =>
    isKnown(id) ? [] : [record],
  );
  if (backup.folded && !backup.folded.from.some((name) => known.has(name))) {
    const { from: _from, ...counts } = backup.folded;
    kept.push(counts);
  }
  const sum = kept.reduce<StatsRecord>((total, record) => addRecords(total, record), {});
  return Object.keys(sum).some((key) => key !== 'games') ? sum : null;
}
