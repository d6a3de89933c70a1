/**
 * This browser's items as sync (sync.ts, run by the background) reads and writes them: apart from
 * items.ts, whose items the game page's first chunk reads, and which need none of this.
 */
import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';
import { readDeviceId } from './device-id';
import {
  deviceIdItem,
  localGameItem,
  localSettingsItem,
  localStatsFoldItem,
  localStatsImportItem,
  localStatsItem,
  localStatsSetAsideItem,
  otherGameItem,
  syncGameItem,
  syncProblemItem,
  syncSettingsItem,
  syncStatsItem,
} from './items';
import type { SyncItems } from './sync';
import { syncedBytes } from './synced-bytes';

export const browserSyncItems: SyncItems = {
  local: { game: localGameItem, settings: localSettingsItem, stats: localStatsItem },
  otherGame: otherGameItem,
  statsFold: localStatsFoldItem,
  statsImport: localStatsImportItem,
  statsSetAside: localStatsSetAsideItem,
  syncProblem: syncProblemItem,
  deviceId: () => readDeviceId(deviceIdItem),
  synced: { game: syncGameItem, settings: syncSettingsItem, stats: syncStatsItem },
  setSynced: (values) =>
    storage.setItems(
      Object.entries(values).map(([key, value]) => ({ key: `sync:${key}` as const, value })),
    ),
  // Counted from the values rather than with `getBytesInUse`, which not every browser's sync area
  // has; the same count as Chrome's, so an item that fits here fits there.
  syncedBytesInUse: async () =>
    Object.entries(await browser.storage.sync.get(null)).reduce(
      (sum, [key, value]) => sum + syncedBytes(key, value),
      0,
    ),
};
