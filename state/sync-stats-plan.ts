/**
 * What sync (sync.ts) writes of the statistics: every browser's record in one item, this
 * browser's own up to date, the records of the browsers that played least lately folded into
 * one when the item would not fit in 8,192 bytes (stats-add.ts).
 */

import { VARIANT_LETTERS } from '../engine';
import type { StoredItem } from './items';
import type { StatsRecord } from './stats';
import {
  absorbReports,
  afterReading,
  foldUntil,
  type StatsSnapshot,
  syncedMarks,
  withoutSettled,
} from './stats-add';
import { currentOnly, epochOf, startedSince } from './stats-epochs';
import { IMPORT_ID, PendingImportSchema, StatsFoldSchema, withoutFolded } from './stats-fold';
import { dealerName, idOf } from './stats-games';
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

/**
 * What `storage.sync` holds of the statistics, or why it must be left alone. A value that does
 * not read (`isUnreadable`) counts as none: the browsers write theirs again over it.
 */
export function readSyncedStats(
  stored: unknown,
):
  | { snapshot: StatsSnapshot; version: number | null; isUnreadable: boolean }
  | { problem: SyncProblem } {
  const there = readStored(SyncedStatsSchema, stored, { newestVersion: STATS_VERSION });
  if (there.refusal === 'newer-version') return { problem: 'newer-version' };
  return {
    snapshot: { devices: there.value?.devices ?? {}, folded: there.value?.folded ?? null },
    version: there.value?.v ?? null,
    isUnreadable: there.refusal === 'unreadable',
  };
}

/** How many unreadable synced values `localStatsSetAsideItem` keeps, the oldest dropped first. */
export const SET_ASIDE_KEPT = 5;

/**
 * Keeps `stored`, a synced statistics value that does not read, in `statsSetAside` before a
 * write replaces it: the other browsers send their own records again, but the folded record of
 * the browsers that played least lately (stats-add.ts) lives in that item alone. The value kept
 * is the item as it was, byte for byte; one already kept is not kept twice.
 */
async function setAside(statsSetAside: StoredItem, stored: unknown): Promise<void> {
  const kept = await statsSetAside.getValue();
  const values = Array.isArray(kept) ? kept : [];
  const text = JSON.stringify(stored);
  if (values.some((value) => JSON.stringify(value) === text)) return;
  await statsSetAside.setValue([...values, stored].slice(-SET_ASIDE_KEPT));
}

/**
 * This browser's counts (`localStats`) after taking in the reports of the games it dealt among
 * `others` (stats-add.ts `absorbReports`) and letting go of its reports that another record
 * holds in its sums (`withoutSettled`); written back to `storage.local` when they changed, unless
 * a page counted a game meanwhile (then settled again on top of it).
 */
async function settleReports(
  localStats: StoredItem,
  others: readonly StatsRecord[],
  deviceId: string,
): Promise<StatsRecord> {
  for (let attempt = 0; ; attempt++) {
    const stored = await localStats.getValue();
    const local = ownStats(stored);
    const all = [local, ...others];
    const current = VARIANT_LETTERS.reduce(
      (record, letter) => startedSince(record, letter, epochOf(all, letter)),
      local,
    );
    const reports = currentOnly(all)
      .slice(1)
      .flatMap((record) => record.pending ?? []);
    const settled = withoutSettled(absorbReports(current, reports, dealerName(deviceId)), others);
    if (settled === current) return local;
    if (JSON.stringify(await localStats.getValue()) === JSON.stringify(stored)) {
      await localStats.setValue(settled);
      return settled;
    }
    // A page wrote a game meanwhile: settle again over it (the reports wait for the next sync
    // after a few tries, never a lost game).
    if (attempt === 2) return local;
  }
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
 * them already. A value there that does not read is kept in `statsSetAside` first (`setAside`). Notes in `statsFold` when another browser folded this one's record away. An
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
    statsSetAside,
    deviceId,
    envelope,
  }: {
    localStats: StoredItem;
    statsFold: StoredItem;
    /** An import not written yet (`localStatsImportItem`); none when absent. */
    statsImport?: StoredItem;
    /** Where a value that does not read is kept before it is written over (`setAside`). */
    statsSetAside?: StoredItem;
    deviceId: string;
    envelope: (revisionBefore: number | undefined) => object;
  },
): Promise<{ value: object; afterWrite?: () => Promise<void> } | { problem: SyncProblem } | null> {
  const read = readSyncedStats(stored);
  if ('problem' in read) return read;
  const { snapshot, version, isUnreadable } = read;
  const before = readStored(StatsFoldSchema, await statsFold.getValue()).value ?? {
    inFold: {},
    seen: null,
  };
  const fold = afterReading(before, snapshot, deviceId);
  if (JSON.stringify(fold) !== JSON.stringify(before)) await statsFold.setValue(fold);
  const pending =
    statsImport && readStored(PendingImportSchema, await statsImport.getValue()).value;
  const others = [
    ...Object.entries(snapshot.devices).flatMap(([id, record]) =>
      id === deviceId ? [] : [record],
    ),
    ...(snapshot.folded ? [snapshot.folded] : []),
  ];
  const own = await settleReports(localStats, others, deviceId);
  const reported = new Set(
    currentOnly(others).flatMap((record) => (record.pending ?? []).map(idOf)),
  );
  const mine = syncedMarks(withoutFolded(own, fold.inFold), reported);
  const revision = (stored as { revision?: number } | null)?.revision;
  const toStored = (next: StatsSnapshot) => ({ v: STATS_VERSION, ...storedSnapshot(next) });
  const next = foldUntil(
    {
      devices: {
        ...snapshot.devices,
        [deviceId]: mine,
        ...(pending && { [IMPORT_ID]: pending.record }),
      },
      // Reports the dealer has taken in go from the folded record too.
      folded:
        snapshot.folded &&
        (withoutSettled(snapshot.folded, [
          mine,
          ...Object.values(snapshot.devices),
        ]) as StatsSnapshot['folded']),
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
  const isImportThere =
    !pending ||
    JSON.stringify(statsTuples(snapshot.devices[IMPORT_ID] ?? {})) ===
      JSON.stringify(statsTuples(pending.record));
  const isNothingNew =
    isEmpty && !snapshot.devices[deviceId] && next.folded === snapshot.folded && isImportThere;
  if (isThere || isNothingNew) {
    // The import is there already (written before its removal was): nothing left to write.
    if (pending) await afterWrite();
    return null;
  }
  if (isUnreadable && statsSetAside) await setAside(statsSetAside, stored);
  return { value: { ...envelope(revision), ...toStored(next) }, ...(pending && { afterWrite }) };
}
