// The statistics backup (docs/rules.md, Statistics): the file Export writes, what Import adds (as
// sync adds records: nothing counted twice, bests and days kept, a later import replacing the
// earlier), and every file Import refuses, changing nothing.
import { describe, expect, it } from 'vitest';
import { dayNumber, withDay } from '../../../state/daily-record';
import { type GameResult, gameId, recordGame, type StatsRecord } from '../../../state/stats';
import { foldUntil, type StatsSnapshot } from '../../../state/stats-add';
import {
  BACKUP_FORMAT,
  BACKUP_MAX_BYTES,
  backupOf,
  importedRecord,
  readBackup,
} from '../../../state/stats-backup';
import { IMPORT_ID } from '../../../state/stats-fold';
import { createStatsStore } from '../../../state/stats-store';
import { totalsOf } from '../../../state/stats-totals';
import { STATS_VERSION } from '../../../state/sync-schemas';
import { planStats, storedSnapshot } from '../../../state/sync-stats-plan';
import { type FakeItem, fakeItem } from './fake-item';

const result = (id: string, isWon: boolean, elapsedMs: number, moves = 140): GameResult => ({
  variant: id[0] as GameResult['variant'],
  isWon,
  elapsedMs,
  score: isWon ? 600 : 100,
  moves,
  takebacks: 0,
  id,
});

/** A record of `games` Classic games, `wins` of them won, in `timeMs` each. */
function classic(seed: number, games: number, wins: number, timeMs: number): StatsRecord {
  let record: StatsRecord = {};
  for (let i = 0; i < games; i++) {
    const id = gameId(`YU1-C-AAAAAA${'BCDEFGHIJK'[i]}`, seed * 1000 + i);
    record = recordGame(record, result(id, i < wins, timeMs + i), seed * 1000 + i);
  }
  return record;
}

const home = classic(1, 5, 3, 400_000);
const work = { ...classic(2, 4, 4, 250_000) };
// Work's Classic record played the daily deal of two days too.
work.C = work.C && {
  ...work.C,
  days: withDay(withDay(undefined, dayNumber('2026-11-30'), true), dayNumber('2026-12-01'), false),
};

/** A browser: its own counts, the synced statistics it shares, and its page's store. */
async function browserWith(id: string, own: StatsRecord, synced: FakeItem = fakeItem()) {
  const importItem = fakeItem();
  const store = createStatsStore({
    item: fakeItem(own),
    syncedItem: synced,
    foldItem: fakeItem(),
    importItem,
    deviceId: async () => id,
    now: () => 5_000_000,
  });
  const stop = await store.load();
  /** Imports a backup's text as the options page does; the refusal or what was kept. */
  const importText = async (text: string) => {
    const read = readBackup(text);
    if ('refusal' in read) return read.refusal;
    const known = store.snapshot();
    const record = importedRecord(read.snapshot, known, known.deviceId);
    if (record) await store.keepImport(record);
    return record ? 'imported' : 'nothing';
  };
  return {
    store,
    synced,
    importItem,
    stop,
    importText,
    totals: () => totalsOf(store.records.value),
  };
}

/** The synced item as sync leaves it after browser `id` with `own` counts wrote. */
async function syncOnce(synced: FakeItem, id: string, own: StatsRecord, statsImport = fakeItem()) {
  const plan = await planStats(await synced.getValue(), {
    localStats: fakeItem(own),
    statsFold: fakeItem(),
    statsImport,
    deviceId: id,
    envelope: (before) => ({ v: 1, revision: (before ?? 0) + 1, updatedAt: 1, device: id }),
  });
  if (plan && 'value' in plan) {
    await synced.setValue(plan.value);
    await plan.afterWrite?.();
  }
  return plan;
}

const exportOf = (snapshot: StatsSnapshot) =>
  JSON.stringify(backupOf(snapshot, Date.UTC(2026, 11, 2, 10)));

describe('the exported file', () => {
  it('names its format and version, when it was made, and every browser’s records in the synced form', () => {
    const backup = backupOf(
      { devices: { home0000000a: home, work0000000b: work }, folded: null },
      Date.UTC(2026, 11, 2, 10),
    );
    expect(backup).toMatchObject({
      format: BACKUP_FORMAT,
      version: 1,
      exportedAt: '2026-12-02T10:00:00.000Z',
      statistics: { v: STATS_VERSION },
    });
    expect(backup.statistics).toEqual({
      v: STATS_VERSION,
      ...storedSnapshot({ devices: { home0000000a: home, work0000000b: work }, folded: null }),
    });
  });

  it('reads back as the same records, days and game marks included', () => {
    const snapshot: StatsSnapshot = {
      devices: { home0000000a: home, work0000000b: work },
      folded: { ...classic(3, 2, 1, 300_000), from: ['old000'] },
    };
    expect(readBackup(exportOf(snapshot))).toEqual({ snapshot });
  });
});

describe('an import', () => {
  it('adds the backup’s records to this browser’s, each best and daily day kept', async () => {
    const file = exportOf({ devices: { work0000000b: work }, folded: null });
    const fresh = await browserWith('home0000000a', home);
    expect(await fresh.importText(file)).toBe('imported');
    expect(fresh.totals().C).toMatchObject({
      played: 9,
      won: 7,
      bestTimeMs: 250_000,
      averageTimeMs: (400_000 + 400_001 + 400_002 + 250_000 + 250_001 + 250_002 + 250_003) / 7,
    });
    expect(fresh.store.records.value.some((record) => record.C?.days === work.C?.days)).toBe(true);
  });

  it('counts nothing twice when the same file is imported again, before and after sync wrote it', async () => {
    const file = exportOf({ devices: { work0000000b: work }, folded: null });
    const fresh = await browserWith('home0000000a', home);
    await fresh.importText(file);
    const once = fresh.totals();
    await fresh.importText(file);
    expect(fresh.totals()).toEqual(once);
    // Sync writes the import under its own id and lets the pending import go.
    await syncOnce(fresh.synced, 'home0000000a', home, fresh.importItem);
    expect(await fresh.importItem.getValue()).toBeNull();
    const synced = (await fresh.synced.getValue()) as { devices: Record<string, unknown> };
    expect(Object.keys(synced.devices).sort()).toEqual(['home0000000a', IMPORT_ID]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(fresh.totals()).toEqual(once);
    // Imported again while the synced statistics hold the first import: shown in its place.
    await fresh.importText(file);
    expect(await fresh.importItem.getValue()).not.toBeNull();
    expect(fresh.totals()).toEqual(once);
    await syncOnce(fresh.synced, 'home0000000a', home, fresh.importItem);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(fresh.totals()).toEqual(once);
  });

  it('shows the same totals in another browser that syncs, counted once', async () => {
    const file = exportOf({ devices: { work0000000b: work }, folded: null });
    const fresh = await browserWith('home0000000a', home);
    await fresh.importText(file);
    await syncOnce(fresh.synced, 'home0000000a', home, fresh.importItem);
    const other = await browserWith('else0000000c', {}, fresh.synced);
    expect(other.totals().C).toMatchObject({ played: 9, won: 7 });
  });

  it('replaces the earlier import’s records', async () => {
    const fresh = await browserWith('home0000000a', {});
    await fresh.importText(exportOf({ devices: { work0000000b: work }, folded: null }));
    await fresh.importText(exportOf({ devices: { old00000000e: home }, folded: null }));
    expect(fresh.totals().C).toMatchObject({ played: 5, won: 3, bestTimeMs: 400_000 });
  });

  it('leaves out this browser’s own record, and every browser the synced statistics hold', async () => {
    // Exported here, imported here: all of it is counted already.
    const synced = fakeItem();
    await syncOnce(synced, 'work0000000b', work);
    const here = await browserWith('home0000000a', home, synced);
    const file = exportOf(here.store.snapshot());
    const before = here.totals();
    expect(before.C).toMatchObject({ played: 9, won: 7 });
    expect(await here.importText(file)).toBe('nothing');
    expect(here.totals()).toEqual(before);
    expect(await here.importItem.getValue()).toBeNull();
  });

  it('leaves out a browser the synced folded record names, and a folded record naming a known one', () => {
    const backup: StatsSnapshot = {
      devices: { work0000000b: work, new00000000d: classic(4, 1, 1, 500_000) },
      folded: { ...classic(5, 2, 0, 0), from: ['home00'] },
    };
    const synced: StatsSnapshot = {
      devices: {},
      folded: { ...classic(6, 1, 0, 0), from: ['work00'] },
    };
    const record = importedRecord(backup, synced, 'home0000000a');
    expect(totalsOf([record ?? {}]).C).toMatchObject({ played: 1, won: 1, bestTimeMs: 500_000 });
  });

  it('keeps the records of an earlier import a backup holds', () => {
    const backup: StatsSnapshot = { devices: { [IMPORT_ID]: work }, folded: null };
    const synced: StatsSnapshot = { devices: { [IMPORT_ID]: home }, folded: null };
    expect(totalsOf([importedRecord(backup, synced, 'home0000000a') ?? {}]).C.played).toBe(4);
  });

  it('is never folded away by sync, so that the next import can replace it', () => {
    const devices = Object.fromEntries(
      Array.from({ length: 3 }, (_, i) => [`browser${i}0000`, classic(i, 3, 1, 100_000)]),
    );
    const folded = foldUntil(
      { devices: { ...devices, [IMPORT_ID]: work }, folded: null },
      'browser00000',
      () => false,
    );
    expect(Object.keys(folded.devices).sort()).toEqual(['browser00000', IMPORT_ID]);
  });

  it('is dropped, as any record, for a variant reset after the backup was made', async () => {
    const fresh = await browserWith('home0000000a', home);
    await fresh.importText(exportOf({ devices: { work0000000b: work }, folded: null }));
    fresh.store.reset('C');
    expect(fresh.totals().C).toMatchObject({ played: 0, won: 0 });
  });
});

describe('a refused file', () => {
  const good = JSON.parse(exportOf({ devices: { work0000000b: work }, folded: null }));
  const cases: [string, string, string][] = [
    [
      'too large',
      `{"format":"${BACKUP_FORMAT}","x":"${'a'.repeat(BACKUP_MAX_BYTES)}"}`,
      'too-large',
    ],
    ['not JSON', '{"format": "yukon-solitaire-statistics",', 'not-json'],
    ['another program’s JSON', '{"games": 12}', 'foreign'],
    ['a JSON list', '[1, 2]', 'foreign'],
    ['JSON null', 'null', 'foreign'],
    ['the synced item itself', JSON.stringify({ v: 4, devices: {} }), 'foreign'],
    ['a later backup version', JSON.stringify({ ...good, version: 2 }), 'newer-version'],
    [
      'later statistics',
      JSON.stringify({ ...good, statistics: { ...good.statistics, v: STATS_VERSION + 1 } }),
      'newer-version',
    ],
    ['more wins than games', JSON.stringify(good).replace('"C":[4,4,', '"C":[4,9,'), 'damaged'],
    ['a negative count', JSON.stringify(good).replace('"C":[4,', '"C":[-4,'), 'damaged'],
    ['a malformed device id', JSON.stringify(good).replace('work0000000b', 'Work!'), 'damaged'],
    [
      'a malformed daily record',
      JSON.stringify(good).replace(/"[0-9a-z]+\.[\w-]+"/, '"not days"'),
      'damaged',
    ],
    ['no statistics', JSON.stringify({ ...good, statistics: undefined }), 'damaged'],
  ];

  for (const [what, text, refusal] of cases) {
    it(`${what}: refused as ${refusal}, nothing changed`, async () => {
      expect(JSON.stringify(good)).toContain('"C":[4,4,');
      const fresh = await browserWith('home0000000a', home);
      const before = fresh.totals();
      expect(await fresh.importText(text)).toBe(refusal);
      expect(fresh.totals()).toEqual(before);
      expect(await fresh.importItem.getValue()).toBeNull();
    });
  }

  it('a backup an older version made (statistics version 4) is read, not refused', async () => {
    const fresh = await browserWith('home0000000a', home);
    const older = JSON.stringify({ ...good, statistics: { ...good.statistics, v: 4 } });
    expect(await fresh.importText(older)).toBe('imported');
  });

  it('a file import cannot save changes nothing', async () => {
    const fresh = await browserWith('home0000000a', home);
    fresh.importItem.isRefusingWrites = true;
    const before = fresh.totals();
    await expect(
      fresh.importText(exportOf({ devices: { work0000000b: work }, folded: null })),
    ).rejects.toThrow();
    expect(fresh.totals()).toEqual(before);
  });
});
