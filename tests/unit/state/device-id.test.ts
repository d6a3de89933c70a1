// This browser's id (docs/rules.md, Statistics): the key of its statistics in storage.sync and the
// dealer's name in every game it deals. A stored value that is not an id (damaged) made the
// statistics' load and every count throw.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { deviceId } from '../../../state/browser-pages';
import { browserSyncItems } from '../../../state/browser-sync-items';
import { type DeviceIdItem, isDeviceId, readDeviceId } from '../../../state/device-id';
import { gameId } from '../../../state/game-result';
import { deviceIdItem, localStatsItem, syncStatsItem } from '../../../state/items';
import { createStatsStore } from '../../../state/stats-store';
import { totalsOf } from '../../../state/stats-totals';
import { fakeLocks } from './fake-locks';

beforeEach(() => {
  fakeBrowser.reset();
});

/** `item` with every read and write a few turns of the event loop late, as storage answers. */
function slow(item: DeviceIdItem): DeviceIdItem {
  const later = () => new Promise((resolve) => setTimeout(resolve, 5));
  return {
    getValue: async () => {
      await later();
      return item.getValue();
    },
    setValue: async (value) => {
      await later();
      await item.setValue(value);
    },
  };
}

/**
 * A statistics store of this browser's items with `id` as its device id, loaded, after it counted
 * one Classic game (`isWon`); with its function to stop.
 */
async function countedOne(id: () => Promise<string>, isWon: boolean) {
  const stats = createStatsStore({ item: localStatsItem, syncedItem: syncStatsItem, deviceId: id });
  const stop = await stats.load();
  await stats.record({
    variant: 'C',
    isWon,
    elapsedMs: 60_000,
    score: isWon ? 625 : 90,
    moves: isWon ? 120 : 40,
    takebacks: 0,
    id: gameId('YU1-C-AAAAAAB', Date.now()),
  });
  return { stats, stop };
}

describe("this browser's id", () => {
  it('is made once on a fresh install and then read as stored', async () => {
    const first = await deviceId();
    expect(isDeviceId(first)).toBe(true);
    expect(await deviceId()).toBe(first);
    expect(await browserSyncItems.deviceId()).toBe(first);
    expect(await fakeBrowser.storage.local.get('deviceId')).toEqual({ deviceId: first });
  });

  it('is given as stored when it is one', async () => {
    await fakeBrowser.storage.local.set({ deviceId: 'k3v9q0x1m2a7' });
    expect(await deviceId()).toBe('k3v9q0x1m2a7');
    expect(await browserSyncItems.deviceId()).toBe('k3v9q0x1m2a7');
  });

  it.each([
    ['a number', 42],
    ['an object', { id: 'k3v9q0x1m2a7' }],
    ['capitals and signs', 'K3V9-Q0X1'],
    ['too short', 'abc1234'],
    ['too long', 'a'.repeat(25)],
    ['empty', ''],
  ])('is made anew in place of %s, and kept', async (_, damaged) => {
    await fakeBrowser.storage.local.set({ deviceId: damaged });
    const id = await deviceId();
    expect(isDeviceId(id)).toBe(true);
    expect(await fakeBrowser.storage.local.get('deviceId')).toEqual({ deviceId: id });
    expect(await browserSyncItems.deviceId()).toBe(id);
  });

  it('lets the statistics load and count a game where a damaged one was stored', async () => {
    await fakeBrowser.storage.local.set({ deviceId: 42 });
    const { stats, stop } = await countedOne(deviceId, true);
    expect(totalsOf(stats.records.value).C).toMatchObject({ played: 1, won: 1 });
    await vi.waitFor(async () => expect(await localStatsItem.getValue()).toBeTruthy());
    stop();
  });

  it('is made once when two contexts find none at once, as the Web Lock they share lets one in', async () => {
    await fakeBrowser.storage.local.set({ deviceId: 7 });
    const locks = fakeLocks();
    const [page, background] = await Promise.all([
      readDeviceId(slow(deviceIdItem), locks),
      readDeviceId(slow(deviceIdItem), locks),
    ]);
    expect(isDeviceId(page)).toBe(true);
    expect(background).toBe(page);
    expect(await fakeBrowser.storage.local.get('deviceId')).toEqual({ deviceId: page });
  });

  it('is refused, with the storage’s error, when a new one cannot be kept', async () => {
    const refusing: DeviceIdItem = {
      getValue: async () => 42,
      setValue: async () => {
        throw new Error('QUOTA_BYTES quota exceeded');
      },
    };
    await expect(readDeviceId(refusing)).rejects.toThrow('QUOTA_BYTES quota exceeded');
    // A page without an id counts its games all the same, dealt by no one.
    const { stats, stop } = await countedOne(() => readDeviceId(refusing), false);
    expect(totalsOf(stats.records.value).C).toMatchObject({ played: 1, won: 0 });
    stop();
  });
});
