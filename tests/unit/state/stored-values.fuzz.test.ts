// Random and mutated stored values: whatever lies in storage, loading never
// crashes, nothing invalid is shown, and good data is never replaced by it.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { isSoundGame } from '../../../engine/soundness';
import { browserSyncItems } from '../../../state/browser-sync-items';
import { createGameStore } from '../../../state/game-store';
import {
  localGameItem,
  localSettingsItem,
  localStatsItem,
  otherGameItem,
  syncGameItem,
  syncProblemItem,
  syncSettingsItem,
  syncStatsItem,
} from '../../../state/items';
import { createOtherGameStore } from '../../../state/other-game-store';
import { SavedGameSchema } from '../../../state/schemas';
import { DEFAULT_SETTINGS } from '../../../state/settings';
import { createSettingsStore } from '../../../state/settings-store';
import { createStatsStore } from '../../../state/stats-store';
import { totalsOf } from '../../../state/stats-totals';
import { readStored } from '../../../state/stored-value';
import { startSync } from '../../../state/sync';
import { encodeGame } from '../../../state/sync-encoding';
import { isNewerGame } from '../../../state/sync-merge';
import { STATS_VERSION, SyncedGameSchema, SyncedSettingsSchema } from '../../../state/sync-schemas';
import { createSyncStatus } from '../../../state/sync-status';
import { randomGame } from './random-play';

const NOW = Date.parse('2026-11-30T12:00:00Z');
const OTHER_BROWSER = 'otherbrowser01';

const goodGame = randomGame(11, 60);
const goodSaved = { game: goodGame, elapsedMs: 42_000, revision: 9, updatedAt: NOW - 1000 };
const goodSettings = {
  settings: { ...DEFAULT_SETTINGS, autoPlacement: true },
  updatedAt: NOW - 1000,
};
const goodStats = {
  C: {
    played: 3,
    won: 1,
    streak: 1,
    bestStreak: 1,
    bestTimeMs: 9000,
    bestScore: 625,
    fewestMoves: 99,
    lastPlayedAt: 7,
  },
};
const envelope = (updatedAt: number) => ({ v: 1, revision: 4, updatedAt, device: OTHER_BROWSER });
/** Valid values of each kind, newer than the good local ones, for mutations to start from. */
const VALID: Record<string, unknown> = {
  localGame: goodSaved,
  syncGame: { ...envelope(NOW), game: encodeGame(randomGame(12, 80), 77_000) },
  syncSettings: { ...envelope(NOW), settings: { ...DEFAULT_SETTINGS, doubleClick: false } },
  syncStats: {
    ...envelope(NOW),
    // With a mark of a game it dealt and a report of one another browser dealt (stats-games.ts).
    devices: {
      [OTHER_BROWSER]: {
        R: [4, 1, 0, 1, 500, 600, 70, 3],
        g: ['R-AAAAAAB~rs.otherb-'],
        p: ['C-AAAAAAC~rt.homebr+2n9c'],
      },
    },
  },
  localStats: goodStats,
  localSettings: goodSettings,
};

type Json = unknown;

/** Applies one mutation, chosen by `pick` (0..1 numbers), to a copy of a JSON value. */
function mutate(value: Json, picks: number[], replacement: unknown): Json {
  const [kind, where, at] = picks;
  const text = JSON.stringify(value);
  switch (Math.floor(kind * 5)) {
    case 0: // truncated
      return text.slice(0, Math.floor(at * text.length));
    case 1: {
      // truncated, then read as far as it parses
      try {
        return JSON.parse(text.slice(0, Math.floor(at * text.length)));
      } catch {
        return null;
      }
    }
    case 2: // a character changed
      try {
        const i = Math.floor(at * text.length);
        return JSON.parse(
          text.slice(0, i) + String.fromCharCode(32 + Math.floor(where * 90)) + text.slice(i + 1),
        );
      } catch {
        return text;
      }
    case 3: // a newer version
      return { ...(value as object), v: 2 + Math.floor(where * 3) };
    default: {
      // a field somewhere replaced with anything (or removed)
      const copy = JSON.parse(text);
      const paths: (string | number)[][] = [];
      const walk = (node: unknown, path: (string | number)[]) => {
        paths.push(path);
        if (node && typeof node === 'object') {
          for (const [key, child] of Object.entries(node))
            walk(child, [...path, Array.isArray(node) ? Number(key) : key]);
        }
      };
      walk(copy, []);
      const path = paths[Math.floor(where * paths.length)];
      if (path.length === 0) return replacement;
      type Node = Record<string | number, unknown>;
      const parent = path.slice(0, -1).reduce<Node>((node, key) => node[key] as Node, copy);
      const last = path[path.length - 1];
      if (replacement === undefined) delete parent[last];
      else parent[last] = replacement;
      return copy;
    }
  }
}

const storedValue = (kind: string) =>
  fc.oneof(
    fc.anything(),
    fc
      .tuple(
        fc.array(fc.double({ min: 0, max: 0.999999, noNaN: true }), { minLength: 3, maxLength: 3 }),
        fc.anything(),
      )
      .map(([picks, replacement]) => mutate(VALID[kind], picks, replacement)),
  );

describe('random and mutated stored values', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a page loads any stored game without crashing, shows only a sound game, and leaves the value', {
    timeout: 60_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(storedValue('localGame'), async (value) => {
        fakeBrowser.reset();
        await fakeBrowser.storage.local.set({ game: value });
        // What storage made of it (it keeps JSON only).
        const { game: stored } = await fakeBrowser.storage.local.get('game');
        const page = createGameStore({ item: localGameItem });
        const stop = await page.load();
        stop();
        expect(isSoundGame(page.current.value)).toBe(true);
        if (readStored(SavedGameSchema, stored).refusal === 'unreadable') {
          expect(page.problem.value).toBe('unreadable');
          expect((await fakeBrowser.storage.local.get('game')).game).toEqual(stored);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('the other stores load any stored value without crashing and show nothing invalid', async () => {
    const items = [
      localSettingsItem,
      localStatsItem,
      otherGameItem,
      syncProblemItem,
      syncStatsItem,
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          storedValue('localSettings'),
          storedValue('localStats'),
          storedValue('syncStats'),
          fc.anything(),
        ),
        async (stored) => {
          fakeBrowser.reset();
          for (const item of items) await item.setValue(stored);
          const games = createGameStore({ item: localGameItem });
          const stores = [
            createSettingsStore({ item: localSettingsItem }),
            createStatsStore({
              item: localStatsItem,
              syncedItem: syncStatsItem,
              deviceId: async () => 'thisbrowser01',
            }),
            createOtherGameStore({ item: otherGameItem, games }),
            createSyncStatus({ item: syncProblemItem }),
          ];
          for (const store of stores) (await store.load())();
          const [settings, stats, others] = stores as [
            ReturnType<typeof createSettingsStore>,
            ReturnType<typeof createStatsStore>,
            ReturnType<typeof createOtherGameStore>,
          ];
          expect(Object.keys(settings.settings.value).sort()).toEqual(
            Object.keys(DEFAULT_SETTINGS).sort(),
          );
          for (const totals of Object.values(totalsOf(stats.records.value))) {
            expect(Number.isInteger(totals.played) && totals.won <= totals.played).toBe(true);
          }
          const other = others.otherGame.value;
          if (other) expect(isSoundGame(other.game)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('sync takes a value from another browser only when it is valid and newer, and never crashes', {
    timeout: 120_000,
  }, async () => {
    vi.useFakeTimers({ now: NOW });
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom('syncGame', 'syncSettings', 'syncStats')
          .chain((kind) => fc.tuple(fc.constant(kind), storedValue(kind))),
        async ([kind, stored]) => {
          fakeBrowser.reset();
          await localGameItem.setValue(goodSaved);
          await localSettingsItem.setValue(goodSettings);
          await localStatsItem.setValue(goodStats);
          const sync = startSync(browserSyncItems);
          await vi.advanceTimersByTimeAsync(5000);
          const item = {
            syncGame: syncGameItem,
            syncSettings: syncSettingsItem,
            syncStats: syncStatsItem,
          }[kind];
          await item?.setValue(stored);
          await vi.advanceTimersByTimeAsync(5000);
          await sync.settled();
          sync.stop();

          const game = readStored(SavedGameSchema, await localGameItem.getValue()).value;
          const incomingGame =
            kind === 'syncGame'
              ? readStored(SyncedGameSchema, stored, { newestVersion: 1 }).value
              : undefined;
          if (incomingGame && isNewerGame(incomingGame, goodSaved)) {
            expect(game?.game).toEqual(incomingGame.game);
          } else {
            expect(game).toEqual(goodSaved);
          }
          const settings = await localSettingsItem.getValue();
          const incomingSettings =
            kind === 'syncSettings'
              ? readStored(SyncedSettingsSchema, stored, { newestVersion: 1 }).value
              : undefined;
          if (incomingSettings && incomingSettings.updatedAt > goodSettings.updatedAt) {
            expect(settings).toEqual({
              settings: incomingSettings.settings,
              updatedAt: incomingSettings.updatedAt,
            });
          } else {
            expect(settings).toEqual(goodSettings);
          }
          expect(await localStatsItem.getValue()).toEqual(goodStats);
          // A value from a newer version is left as the storage holds it. Storage keeps values
          // as JSON does: an undefined in an array comes back null (seed -93331675 found one).
          // The synced statistics are at version 2 (STATS_VERSION): a valid one is folded in and
          // written back, as sync does (seed -1968356484 found one).
          const newest = kind === 'syncStats' ? STATS_VERSION : 1;
          const version = (stored as { v?: unknown } | null)?.v;
          if (typeof version === 'number' && version > newest)
            expect(await item?.getValue()).toEqual(JSON.parse(JSON.stringify(stored)));
        },
      ),
      { numRuns: 1000 },
    );
  });
});
