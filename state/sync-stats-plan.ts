/**
 * What sync (sync.ts) writes of the statistics: every browser's record in one item, this
 * browser's own up to date, the records of the browsers that played least lately folded into
 * one when the item would not fit in 8,192 bytes (stats-add.ts).
 */
import type { StoredItem } from './items';
import { afterReading, foldUntil, type StatsSnapshot } from './stats-add';
import { IMPORT_ID, PendingImportSchema, StatsFoldSchema, withoutFolded } from './stats-fold';
import { ownStats } from './stats-store';
import { readStored } from './stored-value';
import {
  STATS_VERSION,
  SYNC_ITEM_BYTES,
  SyncedStatsSchema,
  statsTuples,
  syncedBytes,
} from './sync-schemas';
import type { SyncProblem } from './sync-status';

/** What `storage.sync` holds of the statistics, or why it must be left alone. */
export function readSyncedStats(
  stored: unknown,
): { snapshot: StatsSnapshot; version: number | null } | { problem: SyncProblem } {
  const there = readStored(SyncedStatsSchema, stored, { newestVersion: STATS_VERSION });
  if (there.refusal === 'newer-version') return { problem: 'newer-version' };
  return {
    snapshot: { devices: there.value?.devices ?? {}, folded: there.value?.folded ?? null },
    version: there.value?.v ?? null,
  };
}

/** A snapshot in the stored (tuple) form of `SyncedStatsSchema`, without its envelope. */
export function storedSnapshot({ devices, folded }: StatsSnapshot) {
  const tuples = Object.fromEntries(
    Object.entries(devices).map(([id, record]) => [id, statsTuples(record)]),
  );
  if (!folded) return { devices: tuples };
  const { from, ...counts } = folded;
  return { devices: tuples, folded: { ...statsTuples(counts), from } };
}

/**
 * The statistics to write given what `storage.sync` holds (`stored`), or null when it holds
 * them already. Notes in `statsFold` when another browser folded this one's record away. An
 * import from a backup waiting in `statsImport` goes in under `IMPORT_ID`, over an earlier one;
 * `afterWrite` then removes it (unless another import came meanwhile).
 * @param envelope the envelope of the value to write.
 */
export async function planStats(
  stored: unknown,
  {
    localStats,
    statsFold,
    statsImport,
    deviceId,
    envelope,
  }: {
    localStats: StoredItem;
    statsFold: StoredItem;
    /** An import not written yet (`localStatsImportItem`); none when absent. */
    statsImport?: StoredItem;
    deviceId: string;
    envelope: (revisionBefore: number | undefined) => object;
  },
): Promise<{ value: object; afterWrite?: () => Promise<void> } | { problem: SyncProblem } | null> {
  const read = readSyncedStats(stored);
  if ('problem' in read) return read;
  const { snapshot, version } = read;
  const before = readStored(StatsFoldSchema, await statsFold.getValue()).value ?? {
    inFold: {},
    seen: null,
  };
  const fold = afterReading(before, snapshot, deviceId);
  if (JSON.stringify(fold) !== JSON.stringify(before)) await statsFold.setValue(fold);
  const mine = withoutFolded(ownStats(await localStats.getValue()), fold.inFold);
  const pending =
    statsImport && readStored(PendingImportSchema, await statsImport.getValue()).value;
  const revision = (stored as { revision?: number } | null)?.revision;
  const toStored = (next: StatsSnapshot) => ({ v: STATS_VERSION, ...storedSnapshot(next) });
  const next = foldUntil(
    {
      devices: {
        ...snapshot.devices,
        [deviceId]: mine,
        ...(pending && { [IMPORT_ID]: pending.record }),
      },
      folded: snapshot.folded,
    },
    deviceId,
    (candidate) =>
      syncedBytes('stats', { ...envelope(revision), ...toStored(candidate) }) <= SYNC_ITEM_BYTES,
  );
  /** Removes the import written, unless another one replaced it meanwhile. */
  const afterWrite = async () => {
    const now = statsImport && readStored(PendingImportSchema, await statsImport.getValue()).value;
    if (pending && now?.at === pending.at) await statsImport?.setValue(null);
  };
  const isEmpty = Object.keys(statsTuples(mine)).length === 0;
  const isThere =
    JSON.stringify(toStored(next)) ===
    JSON.stringify({ v: version, ...storedSnapshot({ ...snapshot, devices: snapshot.devices }) });
  if (isThere || (isEmpty && !snapshot.devices[deviceId] && next.folded === snapshot.folded)) {
    // The import is there already (written before its removal was): nothing left to write.
    if (pending) await afterWrite();
    return null;
  }
  return { value: { ...envelope(revision), ...toStored(next) }, ...(pending && { afterWrite }) };
}
