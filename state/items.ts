/**
 * Every stored item, declared once. Values are typed `unknown`
 * on purpose: whatever is read is validated (schemas.ts, settings.ts, stats.ts, sync-schemas.ts)
 * before use. `storage.local` is this browser's truth; `storage.sync` holds small snapshots that
 * the background (sync.ts) alone writes.
 *
 * An item at version 1 has no migrations yet: WXT then reads it with one call, where an item
 * with migrations first reads its value and version to check them, one storage round trip more
 * before the new tab can show the saved game (docs/speed.md). An item's first migration comes
 * with its version 2 (as `localSettingsItem`'s did); its stored version then reads as 1.
 */
import { storage } from 'wxt/utils/storage';

/** The game in progress, its clock and revision: this browser's truth, written on every move. */
export const localGameItem = storage.defineItem<unknown>('local:game', {
  version: 1,
});

/**
 * How the stored settings are versioned. Version 1 held the settings alone; sync needs to know
 * which browser changed them last. A value already in version 2's shape is left as it is: WXT
 * writes an item's version apart from its first value, and a value whose version was not yet
 * written (a page opening between the two writes, or closed between them) was wrapped a second
 * time, and every setting read as its default from then on.
 */
export const SETTINGS_VERSIONS = {
  version: 2,
  migrations: {
    2: (stored: unknown) =>
      typeof stored === 'object' && stored !== null && 'settings' in stored && 'updatedAt' in stored
        ? stored
        : { settings: stored, updatedAt: 0 },
  },
};

/** The player's settings and when they last changed (`SavedSettings`, settings.ts). */
export const localSettingsItem = storage.defineItem<unknown>('local:settings', SETTINGS_VERSIONS);

/** This browser's own statistics (`StatsRecord`, stats.ts); other browsers' come from sync. */
export const localStatsItem = storage.defineItem<unknown>('local:stats', {
  version: 1,
});

/**
 * The game shown before a newer one arrived from another browser (a `SavedGame`), kept so that
 * one click brings it back; absent when there is none.
 */
export const otherGameItem = storage.defineItem<unknown>('local:otherGame', {
  version: 1,
});

/**
 * This browser's random id, written into every synced value so a browser knows its own; read it
 * with `readDeviceId` (device-id.ts), which makes one where none is stored or the stored one is not
 * an id.
 */
export const deviceIdItem = storage.defineItem<unknown>('local:deviceId', {
  version: 1,
});

/**
 * What this browser knows of its statistics folded into another browser's record of old
 * browsers (`StatsFold`, stats-fold.ts); written by sync in the background only.
 */
export const localStatsFoldItem = storage.defineItem<unknown>('local:statsFold', {
  version: 1,
});

/**
 * Statistics imported from a backup and not yet written to `storage.sync` (`PendingImportSchema`,
 * stats-fold.ts): written by the options page, removed by sync once it wrote them; absent when
 * there are none.
 */
export const localStatsImportItem = storage.defineItem<unknown>('local:statsImport', {
  version: 1,
});

/**
 * Synced statistics this browser could not read (corrupt, or written in a shape this version does
 * not know), kept before sync wrote over them (sync-stats-plan.ts): the most recent few, oldest
 * first, so that nothing another browser counted is lost for good; absent when there are none.
 */
export const localStatsSetAsideItem = storage.defineItem<unknown>('local:statsSetAside', {
  version: 1,
});

/** Why the last write to `storage.sync` failed (`SyncProblem`, sync-status.ts), or absent. */
export const syncProblemItem = storage.defineItem<unknown>('local:syncProblem', {
  version: 1,
});

/** The synced snapshots (`SyncedGameSchema`, `SyncedSettings`, `SyncedStats` of sync-schemas.ts). */
export const syncGameItem = storage.defineItem<unknown>('sync:game', {
  version: 1,
});
export const syncSettingsItem = storage.defineItem<unknown>('sync:settings', {
  version: 1,
});
export const syncStatsItem = storage.defineItem<unknown>('sync:stats', {
  version: 1,
});

/** The part of a WXT storage item the stores use; tests hand in fakes that refuse writes. */
export interface StoredItem {
  getValue(): Promise<unknown>;
  setValue(value: unknown): Promise<void>;
  watch(callback: (value: unknown) => void): () => void;
}
