/**
 * The model of the options page: the settings it changes and the statistics it shows, built once
 * with their items passed in.
 */
import type { StoredItem } from './items';
import { createLanguageStore } from './language-store';
import { createMotionStore } from './motion-store';
import { createSettingsStore } from './settings-store';
import { createStatsStore } from './stats-store';
import { createSyncStatus } from './sync-status';

export interface OptionsPageDependencies {
  items: {
    /** The player's settings (`localSettingsItem`). */
    settings: StoredItem;
    /** This browser's counts (`localStatsItem`). */
    stats: StoredItem;
    /** Every browser's counts, from sync (`syncStatsItem`). */
    syncedStats: StoredItem;
    /** This browser's counts folded into old browsers' record (`localStatsFoldItem`). */
    statsFold: StoredItem;
    /** Why this browser's changes are not synced yet (`syncProblemItem`). */
    syncProblem: StoredItem;
    /** Statistics imported from a backup, not synced yet (`localStatsImportItem`). */
    statsImport: StoredItem;
  };
  /** This browser's id (`deviceIdItem`). */
  deviceId: () => Promise<string>;
  /** The clock, ms since the epoch; `Date.now` in the product. */
  now?: () => number;
}

export type OptionsPageModel = ReturnType<typeof createOptionsPageModel>;

export function createOptionsPageModel({ items, deviceId, now }: OptionsPageDependencies) {
  const settings = createSettingsStore({ item: items.settings, now });
  const syncStatus = createSyncStatus({ item: items.syncProblem });
  const language = createLanguageStore({ item: items.settings, settings });
  const motion = createMotionStore({ settings });
  return {
    settings,
    /** The "not synced" mark, as on the game's pages: a setting changed here is a change too. */
    syncStatus,
    /** The page's language: `start()` before the first render; `open()` follows it. */
    language,
    /** How the page moves (state/motion.ts), as the game's pages do. */
    motion,
    /** The statistics, read while they are shown. */
    stats: createStatsStore({
      item: items.stats,
      syncedItem: items.syncedStats,
      foldItem: items.statsFold,
      importItem: items.statsImport,
      deviceId,
      now,
    }),
    /**
     * Reads the settings and the sync problem and follows them.
     * @returns a function that stops following them.
     */
    open(): () => void {
      const loading = [settings.load(), syncStatus.load()];
      const stops = [language.follow(), motion.follow()];
      return () => {
        for (const stop of stops) stop();
        for (const load of loading) load.then((stop) => stop());
      };
    },
  };
}
