// The statistics as one browser's sync plans and stats store see them, over in-memory items.
import type { StatsRecord } from '../../../state/stats';
import { createStatsStore } from '../../../state/stats-store';
import { totalsOf } from '../../../state/stats-totals';
import { planStats } from '../../../state/sync-stats-plan';
import { type FakeItem, fakeItem } from './fake-item';

/** What browser `deviceId`, with `record` as its own counts, writes over the synced item. */
export async function planStatsOf(
  synced: FakeItem,
  deviceId: string,
  record: StatsRecord,
  statsFold: FakeItem,
) {
  return planStats(await synced.getValue(), {
    localStats: fakeItem(record),
    statsFold,
    deviceId,
    envelope: (revisionBefore) => ({
      v: 1,
      revision: (revisionBefore ?? 0) + 1,
      updatedAt: 1,
      device: deviceId,
    }),
  });
}

/** The totals a page of browser `deviceId` shows, with `own` counts of its own. */
export async function readTotals(
  synced: FakeItem,
  deviceId: string,
  own: StatsRecord = {},
  fold: FakeItem = fakeItem(),
) {
  const store = createStatsStore({
    item: fakeItem(own),
    syncedItem: synced,
    foldItem: fold,
    deviceId: async () => deviceId,
  });
  (await store.load())();
  return totalsOf(store.records.value);
}
