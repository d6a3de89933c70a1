/**
 * Sync across signed-in browsers. Runs in the
 * background only, so one writer batches every page's changes. `storage.local` stays each
 * browser's truth; `storage.sync` gets small snapshots (`settings`, `game`, `stats`) that another
 * browser picks up. Sync limits are never broken:
 * - every write waits `BATCH_DELAY_MS` for more changes and comes at least `WRITE_GAP_MS` after
 *   the last, retries included: at most 20 writes a minute and 1,200 an hour (Chrome allows
 *   120 and 1,800), each write one `set` call carrying every changed key;
 * - every item is sized before it is sent (8,192 bytes with its key, 102,400 in all);
 * - a change that cannot be written now (refused, an item or the total over its limit) keeps
 *   the local copy, stays pending and is retried later, and "not synced" (`syncProblemItem`)
 *   stays until that change is written, whatever other writes succeed meanwhile; nothing here
 *   throws into a page.
 */

import type { StoredItem } from './items';
import { SyncProblemSchema } from './schemas';
import { readStored } from './stored-value';
import { problemOfError } from './sync-merge';
import { createSyncPlans, SYNC_KEYS, type SyncKey } from './sync-plans';
import { SYNC_ITEM_BYTES, SYNC_TOTAL_BYTES, syncedBytes } from './sync-schemas';
import type { SyncProblem } from './sync-status';

/** How long a first change waits for more before it is written, ms. */
export const BATCH_DELAY_MS = 2000;
/** The least time between two writes to `storage.sync`, ms. */
export const WRITE_GAP_MS = 3000;
/** The wait before the first retry of a failed write, ms; it doubles up to `RETRY_MAX_MS`. */
export const RETRY_MS = 20_000;
export const RETRY_MAX_MS = 600_000;
/** How long after its write the wake alarm is due, ms: it stays set until the write is done. */
export const WAKE_LATE_MS = 3000;

/** What sync reads and writes: this browser's items in the product (`browserSyncItems`). */
export interface SyncItems {
  /** This browser's truth (items.ts): the game, settings and counts, written by its pages. */
  local: Record<SyncKey, StoredItem>;
  /** Where a game replaced by a newer one from another browser is kept (`otherGameItem`). */
  otherGame: StoredItem;
  /** What this browser knows of its counts folded away (`localStatsFoldItem`). */
  statsFold: StoredItem;
  /** Statistics imported from a backup, not written yet (`localStatsImportItem`); none: none. */
  statsImport?: StoredItem;
  /** Unreadable synced statistics kept before sync wrote over them (`localStatsSetAsideItem`). */
  statsSetAside?: StoredItem;
  /** Why the last write to `storage.sync` failed, for the pages' "not synced" mark. */
  syncProblem: StoredItem;
  /** This browser's id (`deviceIdItem`). */
  deviceId: () => Promise<string>;
  /** The snapshots in `storage.sync`, one item per key. */
  synced: Record<SyncKey, StoredItem>;
  /**
   * Writes several synced values in one call, which Chrome counts as one write operation.
   * @throws Chrome's error when a limit refuses it, or sync is off.
   */
  setSynced(values: Partial<Record<SyncKey, object>>): Promise<void>;
  /** Bytes `storage.sync` holds in all, every key counted (`syncedBytes` of each). */
  syncedBytesInUse(): Promise<number>;
}

/**
 * A browser alarm (`browser.alarms`), which outlives the MV3 service worker: set while a write
 * is pending or under way, its firing starts a stopped background, whose start-up writes it.
 */
export interface WakeAlarm {
  /** Sets the one alarm to fire at `at`, ms since the epoch (browsers may fire it later). */
  set(at: number): void;
  clear(): void;
}

export interface Sync {
  /** Stops following storage and drops a pending write (the next start picks it up). */
  stop(): void;
  /** Writes what is pending now (the wake alarm fired while this background was running). */
  wake(): void;
  /** Resolves once the reads and writes begun so far are done. */
  settled(): Promise<void>;
}

/**
 * Starts syncing: reads `storage.sync` first (a fresh install takes the player's synced game and
 * settings and pushes nothing over them), then follows both areas. Call it once, in the background.
 * @param now the clock, ms since the epoch; `Date.now` in the product.
 * @param canSync false, or a promise of false, where the browser never syncs (`canBrowserSync`):
 *   then the mark says so from the start, and no successful write clears it. A promise lets the
 *   storage listeners start at once, as a waking background needs.
 */
export function startSync({
  local,
  otherGame,
  statsFold,
  statsImport,
  statsSetAside,
  syncProblem,
  deviceId: readDeviceId,
  synced,
  setSynced,
  syncedBytesInUse,
  now = Date.now,
  canSync = true,
  alarm,
}: SyncItems & {
  now?: () => number;
  canSync?: boolean | Promise<boolean>;
  /** Wakes a stopped background when a write is due; none in tests that never stop it. */
  alarm?: WakeAlarm;
}): Sync {
  const dirty = new Set<SyncKey>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** When `timer` fires, ms since the epoch. */
  let timerAt = 0;
  let lastWriteAt = Number.NEGATIVE_INFINITY;
  let failures = 0;
  /** The keys that could not be written, with why: pending until written (or nothing to write). */
  const problems = new Map<SyncKey, SyncProblem>();
  let shownProblem: SyncProblem | null | undefined;
  let deviceId = '';
  let isSyncing = true;
  const { pullGame, pullSettings, plans } = createSyncPlans({
    local,
    otherGame,
    statsFold,
    statsImport,
    statsSetAside,
    deviceId: () => deviceId,
    now,
    onOlderGameSynced: () => markDirty('game'),
  });
  /** Reads and writes run one at a time: a pull and a push never interleave. */
  let queue: Promise<void> = Promise.resolve();

  const serial = (task: () => Promise<void>) => {
    queue = queue.then(task).catch(() => {});
    return queue;
  };

  /** Flushes `delay` ms from now (or at the write gap), unless a flush comes sooner already. */
  function schedule(delay: number): void {
    const at = Math.max(now() + delay, lastWriteAt + WRITE_GAP_MS);
    if (timer !== null) {
      if (timerAt <= at) return;
      clearTimeout(timer);
    }
    timerAt = at;
    timer = setTimeout(() => {
      timer = null;
      serial(flush);
    }, at - now());
    // The timer dies with a stopped service worker; the alarm does not.
    alarm?.set(at + WAKE_LATE_MS);
  }

  /**
   * A new change goes out after the batch delay, even while an item waits for room (sizing
   * costs no write); while browser sync refuses writes, it waits for the next retry instead.
   */
  function markDirty(key: SyncKey): void {
    dirty.add(key);
    const isRefusing = [...problems.values()].some((p) => p === 'rate' || p === 'unavailable');
    schedule(isRefusing ? RETRY_MAX_MS : BATCH_DELAY_MS);
  }

  async function showProblem(found: SyncProblem | null): Promise<void> {
    const problem = isSyncing ? found : 'unsupported';
    shownProblem ??=
      readStored(SyncProblemSchema, await syncProblem.getValue()).value?.problem ?? null;
    if (problem === shownProblem) return;
    shownProblem = problem;
    await syncProblem.setValue(problem && { problem, at: now() });
  }

  /** What `storage.sync` holds now, by key (keys with nothing stored left out). */
  async function readSynced(): Promise<Record<string, unknown>> {
    const values = await Promise.all(SYNC_KEYS.map((key) => synced[key].getValue()));
    return Object.fromEntries(
      SYNC_KEYS.flatMap((key, i) =>
        values[i] === null || values[i] === undefined ? [] : [[key, values[i]]],
      ),
    );
  }

  /**
   * Writes every changed key that needs it, in one `set` call, sized first. A key that cannot be
   * written now (refused, or over a byte limit) stays pending with its problem and is retried:
   * its change is never dropped, and the mark stays until that key is in sync.
   */
  async function flush(): Promise<void> {
    // Every write is signed with this browser's id: without one (the storage would not keep a new
    // one), nothing is written, and every change stays pending for the next try.
    if (!deviceId) deviceId = await readDeviceId();
    const keys = [...dirty];
    dirty.clear();
    const stored = await readSynced();
    const writes: { key: SyncKey; value: object; afterWrite?: () => Promise<void> }[] = [];
    let total = await syncedBytesInUse();
    for (const key of keys) {
      const plan = await plans[key](stored[key]);
      if (!plan) {
        problems.delete(key);
        continue;
      }
      if ('problem' in plan) {
        problems.set(key, plan.problem);
        continue;
      }
      const bytes = syncedBytes(key, plan.value);
      const room = SYNC_TOTAL_BYTES - total + (key in stored ? syncedBytes(key, stored[key]) : 0);
      if (bytes > SYNC_ITEM_BYTES || bytes > room) {
        problems.set(key, 'too-large');
        continue;
      }
      total += bytes - (key in stored ? syncedBytes(key, stored[key]) : 0);
      writes.push({ key, value: plan.value, afterWrite: plan.afterWrite });
    }
    if (writes.length > 0) {
      lastWriteAt = now();
      try {
        await setSynced(Object.fromEntries(writes.map(({ key, value }) => [key, value])));
        for (const { key } of writes) problems.delete(key);
      } catch (error) {
        for (const { key } of writes) problems.set(key, problemOfError(error));
      }
      // An import written is no longer pending (sync-stats-plan.ts); a failure here leaves it
      // pending, to be written again (the same entry), which is harmless.
      if (writes.every(({ key }) => !problems.has(key))) {
        for (const { afterWrite } of writes) await afterWrite?.().catch(() => {});
      }
    }
    // A newer version's value is not tried again: only a change, here or in sync (heard by the
    // watchers below), can end that problem, and a retry would wake the background every few
    // minutes for as long as the other browser runs the newer version.
    const retried = [...problems].filter(([, problem]) => problem !== 'newer-version');
    for (const [key] of retried) dirty.add(key);
    if (retried.length === 0) failures = 0;
    if (retried.length === 0 && dirty.size === 0 && timer === null) alarm?.clear();
    if (retried.length > 0) {
      failures++;
      schedule(Math.min(RETRY_MS * 2 ** (failures - 1), RETRY_MAX_MS));
    }
    await showProblem(problems.values().next().value ?? null);
  }

  /**
   * After another browser's value of `key` is pulled: planned again when it is a newer version's
   * (`isNewer`: the problem is said) or when the one before it was (the problem may be over).
   */
  async function pulled(key: SyncKey, isNewer: Promise<boolean>): Promise<void> {
    if ((await isNewer) || problems.get(key) === 'newer-version') markDirty(key);
  }

  const stops = [
    ...SYNC_KEYS.map((key) => local[key].watch(() => markDirty(key))),
    synced.game.watch((value) => serial(() => pulled('game', pullGame(value)))),
    synced.settings.watch((value) => serial(() => pulled('settings', pullSettings(value)))),
    synced.stats.watch(() => markDirty('stats')),
    ...(statsImport ? [statsImport.watch(() => markDirty('stats'))] : []),
  ];
  serial(async () => {
    // Read again before the first write when it fails here (flush).
    deviceId = await readDeviceId().catch(() => '');
    isSyncing = await canSync;
    if (!isSyncing) await showProblem(null);
    await pullSettings(await synced.settings.getValue());
    await pullGame(await synced.game.getValue());
    for (const key of SYNC_KEYS) markDirty(key);
  });

  return {
    stop() {
      for (const stop of stops) stop();
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
    wake() {
      if (dirty.size > 0) schedule(0);
    },
    settled: () => queue,
  };
}
