/**
 * What sync (sync.ts) takes from another browser and what it sends, key by key: a snapshot
 * pulled from `storage.sync` into `storage.local` when it is newer, and the plan of what to
 * write to `storage.sync` (or the problem that stops the write).
 */
import type { StoredItem } from './items';
import { readItem } from './read-item';
import type { SavedGame } from './schemas';
import { SavedSettingsSchema } from './settings-schema';
import { readStored } from './stored-value';
import { encodeGame, encodeMoves } from './sync-encoding';
import { isNewerGame, isWorthKeeping } from './sync-merge';
import {
  SYNC_VERSION,
  type SyncedGame,
  SyncedGameSchema,
  SyncedSettingsSchema,
} from './sync-schemas';
import { planStats as planStatsFor } from './sync-stats-plan';
import type { SyncProblem } from './sync-status';

/** The keys of `storage.sync`, one per logical object. */
export type SyncKey = 'game' | 'settings' | 'stats';
export const SYNC_KEYS: readonly SyncKey[] = ['game', 'settings', 'stats'];

/** Synced values are envelopes of this version at most (sync-schemas.ts). */
const SYNCED = { newestVersion: SYNC_VERSION };

/**
 * A value to write (and what to do once it is written), or the problem that stops it, or
 * nothing to write.
 */
export type Plan =
  | { value: object; afterWrite?: () => Promise<void> }
  | { problem: SyncProblem }
  | null;

export interface SyncPlanOptions {
  /** This browser's game, settings and counts. */
  local: Record<SyncKey, StoredItem>;
  /** Where a game replaced by a newer one is kept. */
  otherGame: StoredItem;
  /** What this browser knows of its counts folded away (`localStatsFoldItem`). */
  statsFold: StoredItem;
  /** Statistics imported from a backup, not written yet (`localStatsImportItem`). */
  statsImport?: StoredItem;
  /** Unreadable synced statistics kept before a write over them (`localStatsSetAsideItem`). */
  statsSetAside?: StoredItem;
  /** This browser's id, once sync has read it. */
  deviceId: () => string;
  /** The clock, ms since the epoch. */
  now: () => number;
  /** Told when another browser synced a game older than this one's: send this one back. */
  onOlderGameSynced: () => void;
}

export function createSyncPlans({
  local,
  otherGame,
  statsFold,
  statsImport,
  statsSetAside,
  deviceId,
  now,
  onOlderGameSynced,
}: SyncPlanOptions) {
  async function readLocalGame(): Promise<SavedGame | null> {
    return (await readItem(local.game, (schemas) => schemas.savedGame)).value ?? null;
  }

  async function adoptGame(incoming: SyncedGame, shown: SavedGame | null): Promise<void> {
    if (shown && isWorthKeeping(shown.game, incoming.game)) await otherGame.setValue(shown);
    await local.game.setValue({
      game: incoming.game,
      elapsedMs: incoming.elapsedMs,
      revision: (shown?.revision ?? 0) + 1,
      updatedAt: incoming.updatedAt,
      ...(incoming.dealtAt !== undefined && { dealtAt: incoming.dealtAt }),
      ...(incoming.dealtBy !== undefined && { dealtBy: incoming.dealtBy }),
    });
  }

  async function pullGame(value: unknown): Promise<void> {
    const incoming = readStored(SyncedGameSchema, value, SYNCED).value;
    if (!incoming || incoming.device === deviceId()) return;
    const shown = await readLocalGame();
    if (!shown || isNewerGame(incoming, shown)) await adoptGame(incoming, shown);
    // An older game came in: send this one back over it. `isNewerGame` never holds both ways,
    // so two browsers cannot keep sending their games over each other.
    else if (isNewerGame(shown, incoming)) onOlderGameSynced();
  }

  async function pullSettings(value: unknown): Promise<void> {
    const incoming = readStored(SyncedSettingsSchema, value, SYNCED).value;
    if (!incoming || incoming.device === deviceId()) return;
    const own = readStored(SavedSettingsSchema, await local.settings.getValue()).value;
    if (!own || incoming.updatedAt > own.updatedAt) {
      await local.settings.setValue({
        settings: incoming.settings,
        updatedAt: incoming.updatedAt,
      });
    }
  }

  function envelope(revisionBefore: number | undefined, updatedAt: number) {
    return { v: SYNC_VERSION, revision: (revisionBefore ?? 0) + 1, updatedAt, device: deviceId() };
  }

  async function planGame(stored: unknown): Promise<Plan> {
    const shown = await readLocalGame();
    if (!shown || shown.game.moves === 0) return null;
    const there = readStored(SyncedGameSchema, stored, SYNCED);
    if (there.refusal === 'newer-version') return { problem: 'newer-version' };
    const game = encodeGame(shown.game, shown.elapsedMs);
    if ((stored as { game?: unknown } | undefined)?.game === game && there.value) return null;
    if (there.value && isNewerGame(there.value, shown)) {
      await adoptGame(there.value, shown);
      return null;
    }
    const {
      dealtAt,
      dealtBy,
      game: { toRedo = [] },
    } = shown;
    return {
      value: {
        ...envelope(there.value?.revision, shown.updatedAt),
        game,
        ...(dealtAt !== undefined && { dealtAt }),
        ...(dealtBy !== undefined && { dealtBy }),
        ...(toRedo.length > 0 && { toRedo: encodeMoves(toRedo) }),
      },
    };
  }

  async function planSettings(stored: unknown): Promise<Plan> {
    const own = readStored(SavedSettingsSchema, await local.settings.getValue()).value;
    if (!own) return null;
    const there = readStored(SyncedSettingsSchema, stored, SYNCED);
    if (there.refusal === 'newer-version') return { problem: 'newer-version' };
    if (there.value && there.value.updatedAt >= own.updatedAt) {
      await pullSettings(stored);
      return null;
    }
    return {
      value: { ...envelope(there.value?.revision, own.updatedAt), settings: own.settings },
    };
  }

  function planStats(stored: unknown): Promise<Plan> {
    return planStatsFor(stored, {
      localStats: local.stats,
      statsFold,
      statsImport,
      statsSetAside,
      deviceId: deviceId(),
      envelope: (revisionBefore) => envelope(revisionBefore, now()),
    });
  }

  return {
    /** Takes the synced game when it is newer (keeping a game begun here aside). */
    pullGame,
    /** Takes the synced settings when they changed later. */
    pullSettings,
    /** Per key, what to write given what `storage.sync` holds for it. */
    plans: { game: planGame, settings: planSettings, stats: planStats } satisfies Record<
      SyncKey,
      (stored: unknown) => Promise<Plan>
    >,
  };
}
