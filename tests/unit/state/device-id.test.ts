// This browser's id (docs/rules.md, Statistics): the key of its statistics in storage.sync and the
// dealer's name in every game it deals. A stored value that is not an id (damaged, or left by a
// version that kept something else there) made every page that counts a game, and sync, throw.
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { deviceId } from '../../../state/browser-pages';
import { browserSyncItems } from '../../../state/browser-sync-items';
import { isDeviceId, readDeviceId } from '../../../state/device-id';
import { dealerName } from '../../../state/game-result';
import { gameId, recordGame } from '../../../state/stats';
import { totalsOf } from '../../../state/stats-totals';

beforeEach(() => {
  fakeBrowser.reset();
});

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
    ['too short', 'abc'],
    ['empty', ''],
  ])('is made anew in place of %s, and kept', async (_, damaged) => {
    await fakeBrowser.storage.local.set({ deviceId: damaged });
    const id = await deviceId();
    expect(isDeviceId(id)).toBe(true);
    expect(await fakeBrowser.storage.local.get('deviceId')).toEqual({ deviceId: id });
    expect(await browserSyncItems.deviceId()).toBe(id);
    // What threw before: a game dealt and counted under it.
    const result = {
      variant: 'C' as const,
      isWon: true,
      elapsedMs: 60_000,
      score: 625,
      moves: 120,
      takebacks: 0,
      id: gameId('YU1-C-AAAAAAB', 1, dealerName(id)),
    };
    expect(totalsOf([recordGame({}, result, 2, 0, dealerName(id))]).C.won).toBe(1);
  });

  it('settles on one id when two pages find it damaged at once', async () => {
    await fakeBrowser.storage.local.set({ deviceId: 7 });
    const [page, background] = await Promise.all([deviceId(), browserSyncItems.deviceId()]);
    expect(isDeviceId(page)).toBe(true);
    expect(page).toBe(background);
    expect(await fakeBrowser.storage.local.get('deviceId')).toEqual({ deviceId: page });
  });

  it('is still given to the page when storage refuses to keep the new one', async () => {
    let stored: unknown = 42;
    const refusing = {
      getValue: async () => stored,
      setValue: async (value: string) => {
        throw new Error(`QUOTA_BYTES quota exceeded (${value})`);
      },
    };
    const id = await readDeviceId(refusing);
    expect(isDeviceId(id)).toBe(true);
    expect(stored).toBe(42);
    stored = 'k3v9q0x1m2a7';
    expect(await readDeviceId(refusing)).toBe('k3v9q0x1m2a7');
  });
});
