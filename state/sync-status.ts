/**
 * Whether this browser's changes reached `storage.sync` (the small "not synced" mark).
 * The background (sync.ts) writes the problem to `storage.local`; pages only read it.
 */
import { signal } from '@preact/signals';
import { browser } from 'wxt/browser';
import type { StoredItem } from './items';
import { readChange, readItem } from './read-item';

/**
 * Why the last write to `storage.sync` failed:
 * `too-large` an item over 8,192 bytes or all over 102,400; `rate` the writes-per-minute or
 * per-hour limit; `unavailable` sync is off, offline or failed otherwise; `newer-version` a newer
 * version of the extension on another browser wrote a value this one must leave alone;
 * `unsupported` this browser never syncs `storage.sync` (Firefox for Android), whatever the writes.
 */
export const SYNC_PROBLEMS = [
  'too-large',
  'rate',
  'unavailable',
  'newer-version',
  'unsupported',
] as const;
export type SyncProblem = (typeof SYNC_PROBLEMS)[number];

/**
 * Whether this browser sends `storage.sync` to the player's other browsers. Firefox for Android
 * keeps the area but never syncs it (MDN, storage.sync; mozilla-mobile/fenix#14218); no Chrome
 * runs extensions on Android.
 */
export async function canBrowserSync(): Promise<boolean> {
  try {
    return (await browser.runtime.getPlatformInfo()).os !== 'android';
  } catch {
    return true;
  }
}

export type SyncStatus = ReturnType<typeof createSyncStatus>;

/** Creates the page's view of the sync problem (`syncProblemItem` in the product). */
export function createSyncStatus({ item }: { item: StoredItem }) {
  const problem = signal<SyncProblem | null>(null);
  // Checked once the schemas have loaded, in the order told (read-item.ts `readChange`); absent
  // or unreadable reads as none (schemas.ts `SyncProblemSchema`).
  const show = (value: unknown) =>
    readChange(
      value,
      (schemas) => schemas.syncProblem,
      (read) => {
        problem.value = read.value?.problem ?? null;
      },
    );
  return {
    /** Why the changes of this browser are not synced yet, or null when they are. */
    problem,
    /**
     * Reads the problem and follows it, from before the read: a problem the background writes
     * while the page reads is shown, never missed or replaced by the older answer of the read.
     * @returns unsubscribe.
     */
    async load(): Promise<() => void> {
      let hasArrived = false;
      const stop = item.watch((value) => {
        hasArrived = true;
        show(value);
      });
      const stored = await readItem(item, (schemas) => schemas.syncProblem);
      if (!hasArrived) problem.value = stored.value?.problem ?? null;
      return stop;
    },
  };
}
