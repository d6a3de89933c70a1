/**
 * Sync across signed-in browsers (issue 4; DESIGN.md, Persistence and sync). Runs in the
 * background only, so one writer batches every page's changes. `storage.local` stays each
 * browser's truth; `storage.sync` gets small snapshots (`settings`, `game`, `stats`) that another
 * browser picks up. Sync limits are never broken:
 * - every write waits `BATCH_DELAY_MS` for more changes and comes at least `WRITE_GAP_MS` after
 *   the last, retries included: at most 20 writes a minute and 1,200 an hour (Chrome allows
 *   120 and 1,800), each write one `set` call carrying every changed key;
 * - every item is sized before it is sent (8,192 bytes with its key, 102,400 in all);
 * - a refused or failed write keeps the local copy, marks "not synced" (`syncProblemItem`) and
 *   is retried later; nothing here throws into a page.
 */

import { storage } from 'wxt/utils/storage';
import type { Game } from '../engine';
import {
  deviceIdItem,
  localGameItem,
  localSettingsItem,
  localStatsItem,
  otherGameItem,
  syncGameItem,
  syncProblemItem,
  syncSettingsItem,
  syncStatsItem,
} from './items';
import { readSavedGame, type SavedGame } from './schemas';
import { readSavedSettings } from './settings';
import type { StatsRecord } from './stats';
import { readStatsRecord } from './stats-store';
import { encodeGame } from './sync-encoding';
import {
  readSynced,
  readSyncedGame,
  SYNC_ITEM_BYTES,
  SYNC_TOTAL_BYTES,
  SYNC_VERSION,
  type SyncedGameRead,
  SyncedSettingsSchema,
  SyncedStatsSchema,
  statsTuples,
  syncedBytes,
} from './sync-schemas';
import { readSyncProblem, type SyncProblem } from './sync-status';

/** How long a first change waits for more before it is written, ms. */
export const BATCH_DELAY_MS = 2000;
/** The least time between two writes to `storage.sync`, ms. */
export const WRITE_GAP_MS = 3000;
/** The wait before the first retry of a failed write, ms; it doubles up to `RETRY_MAX_MS`. */
export const RETRY_MS = 20_000;
export const RETRY_MAX_MS = 600_000;

type SyncKey = 'game' | 'settings' | 'stats';
const SYNC_ITEMS = { game: syncGameItem, settings: syncSettingsItem, stats: syncStatsItem };

/** A value to write, or the problem that stops it. */
type Plan = { value: object } | { problem: SyncProblem } | null;

export interface Sync {
  /** Stops following storage and drops a pending write (the next start picks it up). */
  stop(): void;
  /** Resolves once the reads and writes begun so far are done. */
  settled(): Promise<void>;
}

/**
 * Whether a game from another browser should replace the one shown here: it has moves, it is not
 * a finished game other than this one, and it changed later (a game untouched here always loses).
 * Never true both ways round for two games.
 */
export function isNewerGame(
  incoming: Pick<SavedGame, 'game' | 'updatedAt'>,
  local: SavedGame,
): boolean {
  if (incoming.game.moves === 0) return false;
  if (incoming.game.status !== 'playing' && incoming.game.code !== local.game.code) return false;
  return local.game.moves === 0 || incoming.updatedAt > local.updatedAt;
}

/** Whether the game replaced would be lost: begun here, and not an earlier state of the new one. */
function isWorthKeeping(replaced: Game, incoming: Game): boolean {
  return replaced.moves > 0 && (replaced.code !== incoming.code || replaced.moves > incoming.moves);
}

/** Per variant, the record with more games: a browser's own counts never go back. */
function furthest(a: StatsRecord, b: StatsRecord): StatsRecord {
  const merged: StatsRecord = { ...a };
  for (const [letter, entry] of Object.entries(b) as [keyof StatsRecord, StatsRecord['C']][]) {
    if (entry && entry.played > (a[letter]?.played ?? 0)) merged[letter] = entry;
  }
  return merged;
}

async function readLocalGame(): Promise<SavedGame | null> {
  try {
    return readSavedGame(await localGameItem.getValue());
  } catch {
    return null;
  }
}

function errorProblem(error: unknown): SyncProblem {
  const message = String((error as Error)?.message ?? error);
  if (message.includes('QUOTA_BYTES')) return 'too-large';
  if (message.includes('MAX_WRITE_OPERATIONS') || message.includes('MAX_SUSTAINED')) return 'rate';
  return 'unavailable';
}

/**
 * Starts syncing: reads `storage.sync` first (a fresh install takes the player's synced game and
 * settings and pushes nothing over them), then follows both areas. Call it once, in the background.
 * @param now the clock, ms since the epoch; `Date.now` in the product.
 */
export function startSync({ now = Date.now }: { now?: () => number } = {}): Sync {
  const dirty = new Set<SyncKey>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastWriteAt = Number.NEGATIVE_INFINITY;
  let failures = 0;
  let shownProblem: SyncProblem | null | undefined;
  let deviceId = '';
  /** Reads and writes run one at a time: a pull and a push never interleave. */
  let queue: Promise<void> = Promise.resolve();

  const serial = (task: () => Promise<void>) => {
    queue = queue.then(task).catch(() => {});
    return queue;
  };

  function schedule(delay: number): void {
    if (timer !== null) return;
    const at = Math.max(now() + delay, lastWriteAt + WRITE_GAP_MS);
    timer = setTimeout(() => {
      timer = null;
      serial(flush);
    }, at - now());
  }

  function markDirty(key: SyncKey): void {
    dirty.add(key);
    schedule(BATCH_DELAY_MS);
  }

  async function showProblem(problem: SyncProblem | null): Promise<void> {
    shownProblem ??= readSyncProblem(await syncProblemItem.getValue());
    if (problem === shownProblem) return;
    shownProblem = problem;
    await syncProblemItem.setValue(problem && { problem, at: now() });
  }

  async function adoptGame(incoming: SyncedGameRead, local: SavedGame | null): Promise<void> {
    if (local && isWorthKeeping(local.game, incoming.game)) await otherGameItem.setValue(local);
    await localGameItem.setValue({
      game: incoming.game,
      elapsedMs: incoming.elapsedMs,
      revision: (local?.revision ?? 0) + 1,
      updatedAt: incoming.updatedAt,
    });
  }

  async function pullGame(value: unknown): Promise<void> {
    const incoming = readSyncedGame(value).value;
    if (!incoming || incoming.device === deviceId) return;
    const local = await readLocalGame();
    if (!local || isNewerGame(incoming, local)) await adoptGame(incoming, local);
    // An older game came in: send this one back over it. `isNewerGame` never holds both ways,
    // so two browsers cannot keep sending their games over each other.
    else if (isNewerGame(local, incoming)) markDirty('game');
  }

  async function pullSettings(value: unknown): Promise<void> {
    const incoming = readSynced(SyncedSettingsSchema, value).value;
    if (!incoming || incoming.device === deviceId) return;
    const local = readSavedSettings(await localSettingsItem.getValue());
    if (!local || incoming.updatedAt > local.updatedAt) {
      await localSettingsItem.setValue({
        settings: incoming.settings,
        updatedAt: incoming.updatedAt,
      });
    }
  }

  function envelope(revisionBefore: number | undefined, updatedAt: number) {
    return { v: SYNC_VERSION, revision: (revisionBefore ?? 0) + 1, updatedAt, device: deviceId };
  }

  async function planGame(stored: unknown): Promise<Plan> {
    const local = await readLocalGame();
    if (!local || local.game.moves === 0) return null;
    const synced = readSyncedGame(stored);
    if (synced.refusal === 'newer-version') return { problem: 'newer-version' };
    const game = encodeGame(local.game, local.elapsedMs);
    if ((stored as { game?: unknown } | undefined)?.game === game && synced.value) return null;
    if (synced.value && isNewerGame(synced.value, local)) {
      await adoptGame(synced.value, local);
      return null;
    }
    return { value: { ...envelope(synced.value?.revision, local.updatedAt), game } };
  }

  async function planSettings(stored: unknown): Promise<Plan> {
    const local = readSavedSettings(await localSettingsItem.getValue());
    if (!local) return null;
    const synced = readSynced(SyncedSettingsSchema, stored);
    if (synced.refusal === 'newer-version') return { problem: 'newer-version' };
    if (synced.value && synced.value.updatedAt >= local.updatedAt) {
      await pullSettings(stored);
      return null;
    }
    return {
      value: { ...envelope(synced.value?.revision, local.updatedAt), settings: local.settings },
    };
  }

  async function planStats(stored: unknown): Promise<Plan> {
    const synced = readSynced(SyncedStatsSchema, stored);
    if (synced.refusal === 'newer-version') return { problem: 'newer-version' };
    const devices = synced.value?.devices ?? {};
    const saved = readStatsRecord(await localStatsItem.getValue());
    const own = furthest(saved, devices[deviceId] ?? {});
    if (JSON.stringify(own) !== JSON.stringify(saved)) await localStatsItem.setValue(own);
    const tuples = statsTuples(own);
    const isThere = JSON.stringify(statsTuples(devices[deviceId] ?? {})) === JSON.stringify(tuples);
    if (Object.keys(tuples).length === 0 || isThere) return null;
    const everyDevice = Object.fromEntries(
      Object.entries(devices).map(([id, record]) => [id, statsTuples(record)]),
    );
    return {
      value: {
        ...envelope(synced.value?.revision, now()),
        devices: { ...everyDevice, [deviceId]: tuples },
      },
    };
  }

  const PLANS: Record<SyncKey, (stored: unknown) => Promise<Plan>> = {
    game: planGame,
    settings: planSettings,
    stats: planStats,
  };

  /** Writes every changed key that needs it, in one `set` call, sized first. */
  async function flush(): Promise<void> {
    const keys = [...dirty];
    dirty.clear();
    const stored = await storage.snapshot('sync');
    const writes: { key: SyncKey; value: object }[] = [];
    let problem: SyncProblem | null = null;
    for (const key of keys) {
      const plan = await PLANS[key](stored[key]);
      if (plan && 'problem' in plan) problem = plan.problem;
      else if (plan && syncedBytes(key, plan.value) > SYNC_ITEM_BYTES) problem = 'too-large';
      else if (plan) writes.push({ key, value: plan.value });
    }
    const after = {
      ...stored,
      ...Object.fromEntries(writes.map(({ key, value }) => [key, value])),
    };
    const total = Object.entries(after).reduce(
      (sum, [key, value]) => sum + syncedBytes(key, value),
      0,
    );
    if (total > SYNC_TOTAL_BYTES) {
      await showProblem('too-large');
      return;
    }
    if (writes.length > 0) {
      lastWriteAt = now();
      try {
        await storage.setItems(writes.map(({ key, value }) => ({ item: SYNC_ITEMS[key], value })));
        failures = 0;
      } catch (error) {
        failures++;
        for (const { key } of writes) dirty.add(key);
        schedule(Math.min(RETRY_MS * 2 ** (failures - 1), RETRY_MAX_MS));
        problem = errorProblem(error);
      }
    }
    await showProblem(problem);
  }

  const stops = [
    localGameItem.watch(() => markDirty('game')),
    localSettingsItem.watch(() => markDirty('settings')),
    localStatsItem.watch(() => markDirty('stats')),
    syncGameItem.watch((value) => serial(() => pullGame(value))),
    syncSettingsItem.watch((value) => serial(() => pullSettings(value))),
    syncStatsItem.watch(() => markDirty('stats')),
  ];
  serial(async () => {
    deviceId = await deviceIdItem.getValue();
    await pullSettings(await syncSettingsItem.getValue());
    await pullGame(await syncGameItem.getValue());
    for (const key of Object.keys(SYNC_ITEMS) as SyncKey[]) markDirty(key);
  });

  return {
    stop() {
      for (const stop of stops) stop();
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
    settled: () => queue,
  };
}
