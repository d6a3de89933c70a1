/**
 * What sync (sync.ts) takes from another browser and what it sends, key by key: a snapshot
 * pulled from `storage.sync` into `storage.local` when it is newer, and the plan of what to
 * write to `storage.sync` (or the problem that stops the write).
 */
import type { StoredItem } from './items';
import { readItem } from './read-item';
import { canonicalJson } from './saved-game';
import { type SavedGame, SavedGameSchema } from './schemas';
import type { Settings } from './settings';
import { SavedSettingsSchema } from './settings-schema';
import { readStored } from './stored-value';
import { encodeGame, encodeMoves } from './sync-encoding';
import { goesOnFromPosition, isNewerGame, isWorthKeeping } from './sync-merge';
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

/**
 * The settings another browser synced (`incoming`, read from the synced value `synced`), each one
 * this version could not read there (missing, or a value it does not know: an older or a newer
 * version's) kept as this browser has it (`own`), not put back to its default: a table colour
 * added by a newer version turned this browser's table green.
 */
function keptWhereUnread(incoming: Settings, synced: unknown, own: Settings): Settings {
  const written = (synced as { settings?: Record<string, unknown> }).settings ?? {};
  const kept = { ...incoming };
  for (const key of Object.keys(incoming) as (keyof Settings)[]) {
    if (incoming[key] !== written[key]) Object.assign(kept, { [key]: own[key] });
  }
  return kept;
}

/** How long sync waits to hear its own write of the local game, ms (it comes in a few). */
export const OWN_WRITE_HEARD_MS = 1000;

/**
 * Follows `item`'s change events from now on, so that a write made after a read that follows this
 * call is heard. `before(written)` (once `written` is written) gives the values heard before it,
 * in the order they were written, once it is heard or OWN_WRITE_HEARD_MS later; `stop()` stops
 * following. Values are compared by their canonical JSON: Chrome hands a listener an object's
 * keys sorted, not in the order they were written.
 */
function followWrites(item: StoredItem) {
  const heard: unknown[] = [];
  let onHeard = () => {};
  const stopWatching = item.watch((value) => {
    heard.push(value);
    onHeard();
  });
  return {
    before(written: object): Promise<unknown[]> {
      const text = canonicalJson(written);
      const indexOfOwn = () => heard.findIndex((value) => canonicalJson(value) === text);
      return new Promise((resolve) => {
        const finish = () => {
          clearTimeout(deadline);
          onHeard = () => {};
          const own = indexOfOwn();
          resolve(own === -1 ? [...heard] : heard.slice(0, own));
        };
        const deadline = setTimeout(finish, OWN_WRITE_HEARD_MS);
        onHeard = () => {
          if (indexOfOwn() !== -1) finish();
        };
        onHeard();
      });
    },
    stop: () => stopWatching(),
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
   * it would be lost. A page may write between that read and this write: `storage.local` has no
   * transaction, and every page takes the game written last, or writes its own back when it is
   * of a later revision (saved-game.ts `answerTo`). `writes` followed the local game from before
   * the read; change events come in the order the writes were made, so a write heard before this
   * one's, of a revision after the one read, went under it: it is kept aside in `shown`'s place
   * when it would be lost. (A page that writes it back goes on from it: `dropSetAsideBehind`.)
   */
  async function adoptGame(
    incoming: SyncedGame,
    shown: SavedGame | null,
    writes: ReturnType<typeof followWrites>,
  ): Promise<void> {
    const revisionRead = shown?.revision ?? 0;
    const adopted: SavedGame = {
      game: incoming.game,
      elapsedMs: incoming.elapsedMs,
      revision: revisionRead + 1,
      updatedAt: incoming.updatedAt,
      ...(incoming.dealtAt !== undefined && { dealtAt: incoming.dealtAt }),
      ...(incoming.dealtBy !== undefined && { dealtBy: incoming.dealtBy }),
    };
    if (shown && isWorthKeeping(shown.game, incoming.game)) await otherGame.setValue(shown);
    await local.game.setValue(adopted);
    const raced = (await writes.before(adopted))
      .map((value) => readStored(SavedGameSchema, value).value)
      .findLast((written) => written !== undefined && written.revision > revisionRead);
    if (raced && isWorthKeeping(raced.game, incoming.game)) await otherGame.setValue(raced);
  }

  /**
   * Takes the game another browser synced when it is newer than this one's.
   * @returns whether it is a newer version's game, which this version cannot read (the plan for
   *   the game then says so).
   */
  async function pullGame(value: unknown): Promise<boolean> {
    const { value: incoming, refusal } = readStored(SyncedGameSchema, value, SYNCED);
    if (!incoming || incoming.device === deviceId()) return refusal === 'newer-version';
    const writes = followWrites(local.game);
    try {
      const shown = await readLocalGame();
      if (!shown || isNewerGame(incoming, shown)) await adoptGame(incoming, shown, writes);
      // An older game came in: send this one back over it. `isNewerGame` never holds both ways,
      // so two browsers cannot keep sending their games over each other.
      else if (isNewerGame(shown, incoming)) onOlderGameSynced();
      return false;
    } finally {
      writes.stop();
    }
  }

  /**
   * Takes the settings another browser synced when they changed later than this one's.
   * @returns whether they are a newer version's, which this version cannot read.
   */
  async function pullSettings(value: unknown): Promise<boolean> {
    const { value: incoming, refusal } = readStored(SyncedSettingsSchema, value, SYNCED);
    if (!incoming || incoming.device === deviceId()) return refusal === 'newer-version';
    const own = readStored(SavedSettingsSchema, await local.settings.getValue()).value;
    if (!own || incoming.updatedAt > own.updatedAt) {
      await local.settings.setValue({
        settings: own ? keptWhereUnread(incoming.settings, value, own.settings) : incoming.settings,
        updatedAt: incoming.updatedAt,
      });
    }
    return false;
  }

  function envelope(revisionBefore: number | undefined, updatedAt: number) {
    return { v: SYNC_VERSION, revision: (revisionBefore ?? 0) + 1, updatedAt, device: deviceId() };
  }

  /**
   * Lets go of a game set aside that the local game goes on from itself (sync-merge.ts
   * `goesOnFromPosition`): an earlier state of it, not a game that would be lost. A move a page
   * writes just after sync's game goes over that game (the last write wins) and leaves the game
   * sync set aside one move behind; a page's write sync kept aside is written back by the page.
   */
  async function dropSetAsideBehind(shown: SavedGame): Promise<void> {
    const setAside = (await readItem(otherGame, (schemas) => schemas.savedGame)).value;
    if (setAside && goesOnFromPosition(setAside, shown)) await otherGame.setValue(null);
  }

  async function planGame(stored: unknown): Promise<Plan> {
    const writes = followWrites(local.game);
    try {
      const shown = await readLocalGame();
      const isUnderWay = shown !== null && shown.game.moves > 0;
      if (isUnderWay) await dropSetAsideBehind(shown);
      const there = readStored(SyncedGameSchema, stored, SYNCED);
      // Said before a move here too: a game another browser plays on a newer version is not
      // picked up here, and the player would wonder why.
      if (there.refusal === 'newer-version') return { problem: 'newer-version' };
      if (!isUnderWay) return null;
      const game = encodeGame(shown.game, shown.elapsedMs);
      if ((stored as { game?: unknown } | undefined)?.game === game && there.value) return null;
      if (there.value && isNewerGame(there.value, shown)) {
        await adoptGame(there.value, shown, writes);
        return null;
      }
      return planGameWrite(shown, there.value?.revision, game);
    } finally {
      writes.stop();
    }
  }

  /** The synced value of the local game `shown` (`game`: encoded), over `revisionBefore`. */
  function planGameWrite(shown: SavedGame, revisionBefore: number | undefined, game: string): Plan {
    const {
      dealtAt,
      dealtBy,
      game: { toRedo = [] },
    } = shown;
    return {
      value: {
        ...envelope(revisionBefore, shown.updatedAt),
        game,
        ...(dealtAt !== undefined && { dealtAt }),
        ...(dealtBy !== undefined && { dealtBy }),
        ...(toRedo.length > 0 && { toRedo: encodeMoves(toRedo) }),
      },
    };
  }

  async function planSettings(stored: unknown): Promise<Plan> {
    const there = readStored(SyncedSettingsSchema, stored, SYNCED);
    if (there.refusal === 'newer-version') return { problem: 'newer-version' };
    const own = readStored(SavedSettingsSchema, await local.settings.getValue()).value;
    if (!own) return null;
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
