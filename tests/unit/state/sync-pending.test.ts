// A change that cannot be written to storage.sync now is never dropped: it stays pending, is
// retried, and the "not synced" mark stays until that very change is in sync.
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { legalMoves } from '../../../engine';
import { createGameStore } from '../../../state/game-store';
import {
  localGameItem,
  localSettingsItem,
  localStatsImportItem,
  syncProblemItem,
  syncStatsItem,
} from '../../../state/items';
import { createSettingsStore } from '../../../state/settings-store';
import { IMPORT_ID } from '../../../state/stats-fold';
import { readStored } from '../../../state/stored-value';
import { SyncedGameSchema, SyncedStatsSchema, syncedBytes } from '../../../state/sync-schemas';
import { createSyncStatus } from '../../../state/sync-status';
import { useSyncHarness } from './sync-harness';

const harness = useSyncHarness('2026-12-01T12:00:00Z');
const { stops, wait } = harness;

/** Fills storage.sync, as another page of the extension could, to `free` bytes below 102,400. */
async function fillSyncTo(free: number): Promise<void> {
  const used = Object.entries(await fakeBrowser.storage.sync.get(null)).reduce(
    (sum, [key, value]) => sum + syncedBytes(key, value),
    0,
  );
  let left = 102_400 - free - used;
  for (let i = 0; left > 0; i++) {
    const key = `junk${i}`;
    const bytes = Math.min(8000, left);
    await harness.quota.setFromAnotherBrowser({ [key]: 'x'.repeat(bytes - key.length - 2) });
    left -= bytes;
  }
}

async function syncedSettings(): Promise<unknown> {
  const { settings } = await fakeBrowser.storage.sync.get('settings');
  return (settings as { settings?: unknown } | undefined)?.settings;
}

describe('a change sync cannot write now', () => {
  it('stays pending while storage.sync is full, keeps the mark through other writes, and lands once there is room', async () => {
    harness.start();
    const status = createSyncStatus({ item: syncProblemItem });
    stops.push(await status.load());
    const settings = createSettingsStore({ item: localSettingsItem });
    stops.push(await settings.load());
    const page = createGameStore({ item: localGameItem });
    stops.push(await page.load());
    page.startNewGame({ code: 'YU1-C-AAAAAAB' });
    page.move(legalMoves('C', page.current.value.position)[0]);
    await wait(5000);
    expect(status.problem.value).toBeNull();

    await fillSyncTo(100);
    settings.update({ autoPlacement: !settings.settings.value.autoPlacement });
    await wait(5000);
    expect(status.problem.value).toBe('too-large');

    // One move: the game's item replaces one of the same size, so it is written; the settings
    // are still not, and the mark says so.
    page.move(legalMoves('C', page.current.value.position)[0]);
    await wait(5000);
    const { game } = await fakeBrowser.storage.sync.get('game');
    expect(readStored(SyncedGameSchema, game).value?.game.moves).toBe(2);
    expect(status.problem.value).toBe('too-large');
    expect(await syncedSettings()).not.toEqual(settings.settings.value);

    // Room again, and no further change: the pending settings land at the next retry.
    await fakeBrowser.storage.sync.remove(['junk0', 'junk1']);
    await wait(60_000);
    expect(await syncedSettings()).toEqual(settings.settings.value);
    expect(status.problem.value).toBeNull();
  });

  it('retries a refused write without any further change, until it lands', async () => {
    harness.start();
    const status = createSyncStatus({ item: syncProblemItem });
    stops.push(await status.load());
    const settings = createSettingsStore({ item: localSettingsItem });
    stops.push(await settings.load());
    harness.quota.isUnavailable = true;
    settings.update({ doubleClick: false });
    await wait(5000);
    expect(status.problem.value).toBe('unavailable');
    // Offline for a quarter of an hour: the retries wait longer each time, and none gives up.
    await wait(15 * 60_000);
    expect(harness.quota.refusals.length).toBeGreaterThan(2);
    expect(status.problem.value).toBe('unavailable');
    harness.quota.isUnavailable = false;
    await wait(10 * 60_000);
    expect(await syncedSettings()).toEqual(settings.settings.value);
    expect(status.problem.value).toBeNull();
  });

  it('keeps the wake alarm due until the write it stands for is done', async () => {
    let alarmAt: number | null = null;
    harness.start({
      alarm: {
        set: (at: number) => {
          alarmAt = at;
        },
        clear: () => {
          alarmAt = null;
        },
      },
    });
    const settings = createSettingsStore({ item: localSettingsItem });
    stops.push(await settings.load());
    await wait(5000);
    // Whether the alarm was still to come when the settings reached storage.sync: one due by
    // then fires, and is gone, while the write is under way.
    const isDueLater: boolean[] = [];
    fakeBrowser.storage.sync.onChanged.addListener((changes) => {
      if (changes.settings) isDueLater.push(alarmAt !== null && alarmAt > Date.now());
    });
    settings.update({ placementHelp: false });
    await wait(10_000);
    expect(isDueLater).toEqual([true]);
    expect(alarmAt).toBeNull();
  });

  it('is written after the background stopped, when the wake alarm starts it again', async () => {
    let alarmAt: number | null = null;
    const alarm = {
      set: (at: number) => {
        alarmAt = at;
      },
      clear: () => {
        alarmAt = null;
      },
    };
    const first = harness.start({ alarm });
    const settings = createSettingsStore({ item: localSettingsItem });
    stops.push(await settings.load());
    await wait(5000);
    settings.update({ placementHelp: false });
    await wait(500);
    const due = alarmAt;
    expect(due).not.toBeNull();
    // The service worker stops before the batch is written: its timers are gone.
    first.stop();
    await wait(60_000);
    expect(await syncedSettings()).toBeUndefined();
    // The alarm fires and the browser starts the background again.
    harness.start({ alarm });
    await wait(5000);
    expect(await syncedSettings()).toEqual(settings.settings.value);
    expect(alarmAt).toBeNull();
  });
});

describe('statistics imported from a backup', () => {
  const imported = {
    C: {
      played: 3,
      won: 3,
      streak: 3,
      bestStreak: 3,
      bestTimeMs: 120_000,
      bestScore: 300,
      fewestMoves: 120,
      lastPlayedAt: 1,
    },
  };

  it('are written under the import id, then no longer pending; kept pending while sync refuses', async () => {
    harness.start();
    await wait(5000);
    harness.quota.isUnavailable = true;
    await localStatsImportItem.setValue({ record: imported, at: 1 });
    await wait(5000);
    // Refused: still pending, nothing lost.
    expect(await localStatsImportItem.getValue()).toEqual({ record: imported, at: 1 });
    harness.quota.isUnavailable = false;
    await wait(600_000);
    const synced = readStored(SyncedStatsSchema, await syncStatsItem.getValue()).value;
    expect(synced?.devices[IMPORT_ID]).toEqual(imported);
    expect(await localStatsImportItem.getValue()).toBeNull();
  });
});
