/**
 * What sync (sync.ts) takes from another browser and what it sends, key by key: a snapshot
 * pulled from `storage.sync` into `storage.local` when it is newer, and the plan of what to
 * write to `storage.sync` (or the problem that stops the write).
 */
import type { StoredItem } from './items';
import { readItem } from './read-item';
import { goesOnFrom } from './saved-game';
import { type SavedGame, SavedGameSchema } from './schemas';
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

/** How long sync waits to hear its own write of the local game, ms (it comes in a few). */
export const OWN_WRITE_HEARD_MS = 1000;

/**
 * Follows `item`'s change events from now until `written` is heard: `heard()` (called once it is
 * written) gives the values heard before it, in the order they were written, once it is heard or
 * OWN_WRITE_HEARD_MS later; `cancel()` stops following (the write failed).
 */
function hearWritesBefore(item: StoredItem, written: object) {
  const text = JSON.stringify(written);
  const before: unknown[] = [];
  let isHeard = false;
  let tell = () => {};
  const stop = item.watch((value) => {
    if (isHeard) return;
    if (JSON.stringify(value) !== text) {
      before.push(value);
      return;
    }
    isHeard = true;
    stop();
    tell();
  });
  return {
    heard(): Promise<unknown[]> {
      if (isHeard) return Promise.resolve(before);
      return new Promise((resolve) => {
        const deadline = setTimeout(() => {
          stop();
          resolve(before);
        }, OWN_WRITE_HEARD_MS);
        tell = () => {
          clearTimeout(deadline);
          resolve(before);
        };
      });
    },
    cancel: () => stop(),
  };
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

  /**
   * Writes `incoming` over the local game `shown` (read just before), keeping `shown` aside when
   * it would be lost. A page may write a move between that read and this write: `storage.local`
   * has no transaction. Its write then has this write's revision (pages write the revision after
   * the one they show), and every page takes the game written last, this one (saved-game.ts
   * `answerTo`): the move would be neither shown nor kept. Change events come in the order the
   * writes were made, so a write heard before this one's, of a revision after the one read, is
   * such a move; it is kept aside in `shown`'s place. A page's write of a later revision (several
   * changes written at once) goes on from there: every page writes it back over this one.
   */
  async function adoptGame(incoming: SyncedGame, shown: SavedGame | null): Promise<void> {
    const revisionRead = shown?.revision ?? 0;
    const adopted: SavedGame = {
      game: incoming.game,
      elapsedMs: incoming.elapsedMs,
      revision: revisionRead + 1,
      updatedAt: incoming.updatedAt,
      ...(incoming.dealtAt !== undefined && { dealtAt: incoming.dealtAt }),
      ...(incoming.dealtBy !== undefined && { dealtBy: incoming.dealtBy }),
    };
    const writes = hearWritesBefore(local.game, adopted);
    try {
      if (shown && isWorthKeeping(shown.game, incoming.game)) await otherGame.setValue(shown);
      await local.game.setValue(adopted);
    } catch (error) {
      writes.cancel();
      throw error;
    }
    const raced = (await writes.heard())
      .map((value) => readStored(SavedGameSchema, value).value)
      .findLast((written) => written !== undefined && written.revision > revisionRead);
    if (raced?.revision === adopted.revision && isWorthKeeping(raced.game, incoming.game)) {
      await otherGame.setValue(raced);
    }
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

  /**
   * Lets go of a game set aside that the local game goes on from (saved-game.ts `goesOnFrom`):
   * an earlier state of it, not a game that would be lost. A move a page writes just after
   * sync's game goes over that game (the last write wins), and leaves the game sync set aside
   * one move behind it.
   */
  async function dropSetAsideBehind(shown: SavedGame): Promise<void> {
    const setAside = (await readItem(otherGame, (schemas) => schemas.savedGame)).value;
    if (setAside && goesOnFrom(setAside, shown)) await otherGame.setValue(null);
  }

  async function planGame(stored: unknown): Promise<Plan> {
    const shown = await readLocalGame();
    if (!shown || shown.game.moves === 0) return null;
    await dropSetAsideBehind(shown);
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
