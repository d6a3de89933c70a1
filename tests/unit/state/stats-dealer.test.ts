// A game counts once however many browsers continue it, online or offline (docs/rules.md,
// Statistics): its dealer settles it, other browsers report it until the dealer has it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VARIANT_LETTERS, type Variant } from '../../../engine';
import { type GameResult, gameId, recordGame, type StatsRecord } from '../../../state/stats';
import { absorbReports, addRecords } from '../../../state/stats-add';
import { epochOf } from '../../../state/stats-epochs';
import { dealerName, unitedReports, writeReport } from '../../../state/stats-games';
import { ownStats } from '../../../state/stats-store';
import { totalsOf } from '../../../state/stats-totals';
import { readStored } from '../../../state/stored-value';
import {
  STATS_VERSION,
  SYNC_ITEM_BYTES,
  SyncedStatsSchema,
  syncedBytes,
} from '../../../state/sync-schemas';
import { planStats } from '../../../state/sync-stats-plan';
import { type FakeItem, fakeItem } from './fake-item';
import { readTotals } from './stats-sync';

/** One browser: its own counts (`storage.local`) and what it knows of the folded record. */
interface Browser {
  id: string;
  local: FakeItem;
  fold: FakeItem;
}

const browser = (id: string): Browser => ({ id, local: fakeItem(), fold: fakeItem() });

/** The game `code` dealt by `dealer` at `dealtAt`, as its id. */
const dealt = (dealer: Browser, code: string, dealtAt: number) =>
  gameId(code, dealtAt, dealerName(dealer.id));

const result = (id: string, isWon: boolean, elapsedMs = 300_000): GameResult => ({
  variant: id[0] as Variant,
  isWon,
  elapsedMs,
  score: isWon ? 625 : 100,
  moves: isWon ? 130 : 40,
  takebacks: 0,
  id,
});

/**
 * `who` counts a game that ends or is left there, as its stats store does (`knowsName` false: a
 * page that had not yet read its device id).
 */
async function count(who: Browser, played: GameResult, at: number, knowsName = true) {
  const own = ownStats(await who.local.getValue());
  const epoch = epochOf([own], played.variant);
  const self = knowsName ? dealerName(who.id) : undefined;
  await who.local.setValue(recordGame(own, played, at, epoch, self));
}

/**
 * `who` comes online: sync in its background writes its record over the synced item, and plans
 * again on the change its write makes (as sync.ts does), until it has nothing more to write.
 */
async function sync(who: Browser, synced: FakeItem) {
  for (let writes = 0; writes < 4; writes++) {
    if (!(await planOnce(who, synced))) return;
  }
  throw new Error(`${who.id} keeps writing`);
}

async function planOnce(who: Browser, synced: FakeItem): Promise<boolean> {
  const plan = await planStats(await synced.getValue(), {
    localStats: who.local,
    statsFold: who.fold,
    deviceId: who.id,
    envelope: (revisionBefore) => ({
      v: 1,
      revision: (revisionBefore ?? 0) + 1,
      updatedAt: 1,
      device: who.id,
    }),
  });
  if (plan && 'value' in plan) {
    expect(syncedBytes('stats', plan.value)).toBeLessThanOrEqual(SYNC_ITEM_BYTES);
    // Every browser (and every version) can read what it wrote.
    const read = readStored(SyncedStatsSchema, plan.value, { newestVersion: STATS_VERSION });
    expect(read.refusal).toBeUndefined();
    await synced.setValue(plan.value);
    return true;
  }
  return false;
}

/** What a page of `who` shows. */
async function totalsIn(who: Browser, synced: FakeItem) {
  return readTotals(synced, who.id, ownStats(await who.local.getValue()), who.fold);
}

/** Every browser syncs, one after another, `rounds` times. */
async function settle(browsers: Browser[], synced: FakeItem, rounds = 3) {
  for (let round = 0; round < rounds; round++) {
    for (const each of browsers) await sync(each, synced);
  }
}

describe('a game dealt in one browser and continued in another, offline', () => {
  it('counts once as played and once as won, however many games came between', async () => {
    const synced = fakeItem();
    const home = browser('homebrowser01');
    const work = browser('workbrowser01');
    const shared = dealt(home, 'YU1-C-AAAAAAB', 1_000);
    // Home deals and moves; its game syncs to work (the game itself, not yet any count).
    // Offline, home leaves it for a new deal and plays twenty more; work wins it.
    await count(home, result(shared, false), 2_000);
    for (let n = 0; n < 20; n++) {
      await count(home, result(dealt(home, 'YU1-C-BBBBBBB', 3_000 + n), n % 2 === 0), 3_100 + n);
    }
    await count(work, result(shared, true, 200_000), 2_500);
    // Online again: work first, then home takes work's report in.
    await sync(work, synced);
    await settle([home, work], synced);
    const truth = { played: 21, won: 11 };
    for (const each of [home, work, browser('thirdbrowser1')]) {
      expect((await totalsIn(each, synced)).C).toMatchObject(truth);
    }
    // The win is the home browser's now; work keeps no report of it.
    expect(ownStats(await work.local.getValue()).pending).toBeUndefined();
    expect(ownStats(await home.local.getValue()).C).toMatchObject(truth);
    // Its time counts once in the mean and in the best time.
    const totals = (await totalsIn(home, synced)).C;
    expect(totals.bestTimeMs).toBe(200_000);
    expect(totals.averageTimeMs).toBe((10 * 300_000 + 200_000) / 11);
  });

  it('counts a game won in both browsers once as won', async () => {
    const synced = fakeItem();
    const home = browser('homebrowser01');
    const work = browser('workbrowser01');
    const shared = dealt(home, 'YU1-S-AAAAAAC', 1_000);
    await count(home, result(shared, true, 400_000), 2_000);
    for (let n = 0; n < 12; n++) {
      await count(home, result(dealt(home, 'YU1-S-BBBBBBB', 3_000 + n), false), 3_100 + n);
    }
    await count(work, result(shared, true, 350_000), 2_100);
    await sync(home, synced);
    await sync(work, synced);
    await settle([work, home], synced);
    for (const each of [home, work]) {
      expect((await totalsIn(each, synced)).S).toMatchObject({ played: 13, won: 1 });
    }
  });

  it('counts once a game continued in a browser that never saw its deal nor its counts', async () => {
    const synced = fakeItem();
    const home = browser('homebrowser01');
    const laptop = browser('laptopbrowse1');
    // Home dealt it and never counted it (it is still on its table); the laptop, which never
    // synced statistics before, leaves it, then wins it when it comes back from its set-aside.
    const shared = dealt(home, 'YU1-R-AAAAAAD', 1_000);
    await count(laptop, result(shared, false), 5_000);
    await count(laptop, result(shared, true), 6_000);
    await sync(laptop, synced);
    expect((await totalsIn(laptop, synced)).R).toMatchObject({ played: 1, won: 1 });
    await settle([home, laptop], synced);
    // Home finishes it later on its own table: still the one game, won.
    await count(home, result(shared, true), 9_000);
    await settle([home, laptop], synced);
    for (const each of [home, laptop]) {
      expect((await totalsIn(each, synced)).R).toMatchObject({ played: 1, won: 1 });
    }
    expect(ownStats(await home.local.getValue()).R).toMatchObject({ played: 1, won: 1 });
  });

  it('reads statistics an older version wrote (version 4, ids without a dealer) and keeps them', async () => {
    const home = browser('homebrowser01');
    const synced = fakeItem({
      v: 4,
      revision: 3,
      updatedAt: 1,
      device: 'oldbrowser001',
      devices: {
        oldbrowser001: { C: [5, 2, 1, 2, 90_000, 625, 120, 50], g: ['C-AAAAAAB~rs+'] },
      },
    });
    await count(home, result(dealt(home, 'YU1-C-AAAAAAE', 60), true, 80_000), 70);
    await sync(home, synced);
    const written = (await synced.getValue()) as { v: number; devices: object };
    expect(written.v).toBe(STATS_VERSION);
    expect(Object.keys(written.devices).sort()).toEqual(['homebrowser01', 'oldbrowser001']);
    expect((await totalsIn(browser('thirdbrowser1'), synced)).C).toMatchObject({
      played: 6,
      won: 3,
      bestTimeMs: 80_000,
    });
  });
});

const stepArbitrary = (browsers: number) =>
  fc.oneof(
    fc.record({ kind: fc.constant('deal' as const), by: fc.nat(browsers - 1) }),
    {
      arbitrary: fc.record({
        kind: fc.constant('count' as const),
        by: fc.nat(browsers - 1),
        game: fc.nat(40),
        isWon: fc.boolean(),
        knowsName: fc.oneof(fc.constant(true), fc.constant(true), fc.constant(false)),
      }),
      weight: 3,
    },
    fc.record({ kind: fc.constant('sync' as const), by: fc.nat(browsers - 1) }),
  );

describe('any browsers, games and syncs', () => {
  it('once all have synced, every page counts each game once, won when any browser won it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .integer({ min: 2, max: 4 })
          .chain((n) => fc.tuple(fc.constant(n), fc.array(stepArbitrary(n), { maxLength: 60 }))),
        async ([n, steps]) => {
          const synced = fakeItem();
          const browsers = Array.from({ length: n }, (_, i) => browser(`b${i}rowser${i}xyz`));
          const games: { id: string; variant: Variant }[] = [];
          const truth = new Map<string, boolean>();
          let clock = 1_000;
          for (const step of steps) {
            clock += 10;
            if (step.kind === 'deal') {
              const variant = VARIANT_LETTERS[games.length % 3];
              games.push({
                id: dealt(browsers[step.by], `YU1-${variant}-AAAAAAA`, clock),
                variant,
              });
            } else if (step.kind === 'count' && games.length > 0) {
              // Any browser may hold any game: through the synced game or a set-aside one.
              const { id } = games[step.game % games.length];
              await count(browsers[step.by], result(id, step.isWon, clock), clock, step.knowsName);
              truth.set(id, (truth.get(id) ?? false) || step.isWon);
            } else if (step.kind === 'sync') await sync(browsers[step.by], synced);
          }
          await settle(browsers, synced);
          const expected = (variant: Variant) => {
            const ids = [...truth].filter(([id]) => id[0] === variant);
            return {
              played: ids.length,
              won: ids.filter(([, isWon]) => isWon).length,
            };
          };
          for (const each of [...browsers, browser('readerbrowse1')]) {
            const totals = await totalsIn(each, synced);
            for (const variant of ['C', 'R', 'S'] as const) {
              expect(totals[variant]).toMatchObject(expected(variant));
            }
          }
          // Each game is its dealer's now: no browser keeps a report.
          for (const each of browsers) {
            expect(ownStats(await each.local.getValue()).pending).toBeUndefined();
          }
          // Syncing again changes nothing.
          const before = JSON.stringify(await synced.getValue());
          await settle(browsers, synced, 1);
          expect(JSON.stringify(await synced.getValue())).toBe(before);
        },
      ),
      { numRuns: 60, endOnFailure: true },
    );
  });
});

/** Reports of a few games of a few dealers. */
const reportsArbitrary = fc.array(
  fc
    .record({
      dealer: fc.constantFrom('aaaaaa', 'bbbbbb', 'cccccc'),
      game: fc.nat(5),
      isWon: fc.boolean(),
      timeMs: fc.integer({ min: 1, max: 5_000_000 }),
    })
    .map(({ dealer, game, isWon, timeMs }) =>
      writeReport({
        id: gameId('YU1-C-AAAAAAB', 1000 + game, dealer),
        variant: 'C',
        dealtAt: 1000 + game,
        dealer,
        isWon,
        timeMs,
      }),
    ),
  { maxLength: 8 },
);

describe('the merge of reports and records', () => {
  it('unites reports in any order and grouping, and a set with itself is itself', () => {
    const text = (...lists: string[][]) => unitedReports(...lists).map(writeReport);
    fc.assert(
      fc.property(reportsArbitrary, reportsArbitrary, reportsArbitrary, (a, b, c) => {
        expect(text(a, b)).toEqual(text(b, a));
        expect(text(text(a, b), c)).toEqual(text(a, text(b, c)));
        expect(text(a, a)).toEqual(text(a));
      }),
    );
  });

  it('takes a report in at the dealer once, however often it is read', () => {
    fc.assert(
      fc.property(reportsArbitrary, reportsArbitrary, (first, again) => {
        const once = absorbReports({}, first, 'aaaaaa');
        const twice = absorbReports(once, [...first, ...again], 'aaaaaa');
        expect(absorbReports(twice, [...again, ...first], 'aaaaaa')).toBe(twice);
        const games = new Map<string, boolean>();
        for (const report of unitedReports(first, again)) {
          if (report.dealer === 'aaaaaa') games.set(report.id, report.isWon);
        }
        expect(twice.C?.played ?? 0).toBe(games.size);
        expect(twice.C?.won ?? 0).toBe([...games.values()].filter(Boolean).length);
      }),
    );
  });

  it('adds records to the same totals in any order and grouping', () => {
    const ids = Array.from({ length: 6 }, (_, n) => gameId('YU1-C-AAAAAAB', 100 + n, 'dealer'));
    const recordArbitrary = (self: string) =>
      fc
        .array(fc.record({ game: fc.nat(5), isWon: fc.boolean() }), { maxLength: 6 })
        .map((counts) =>
          counts.reduce<StatsRecord>(
            (record, { game, isWon }, n) =>
              recordGame(record, result(ids[game], isWon), n, 0, self),
            {},
          ),
        );
    fc.assert(
      fc.property(
        recordArbitrary('dealer'),
        recordArbitrary('other1'),
        recordArbitrary('other2'),
        (a, b, c) => {
          const all = totalsOf([a, b, c]);
          expect(totalsOf([addRecords(a, b), c])).toEqual(all);
          expect(totalsOf([addRecords(b, a), c])).toEqual(all);
          expect(totalsOf([addRecords(addRecords(a, b), c)])).toEqual(all);
          expect(totalsOf([addRecords(a, addRecords(b, c))])).toEqual(all);
          expect(totalsOf([addRecords(c, addRecords(a, b))])).toEqual(all);
        },
      ),
    );
  });
});

describe('a hundred browsers continuing one another’s games', () => {
  it('stay under 8,192 bytes in one item, and count each game once', async () => {
    const synced = fakeItem();
    const browsers = Array.from({ length: 100 }, (_, i) =>
      browser(`${i.toString(36).padStart(2, '0')}b${i}rows${i}`),
    );
    const truth = new Map<string, boolean>();
    let clock = 1_000;
    for (const [i, each] of browsers.entries()) {
      // Each deals three games and wins one; it also leaves a game the one before dealt and
      // never counted, and wins the first game the one before that dealt (and left).
      for (let n = 0; n < 3; n++) {
        clock += 10;
        const id = dealt(each, `YU1-${VARIANT_LETTERS[n]}-AAAAAAA`, clock);
        await count(each, result(id, n === 1), clock);
        truth.set(id, n === 1);
      }
      clock += 10;
      if (i >= 1) {
        const id = dealt(browsers[i - 1], 'YU1-S-AAAAAAB', clock);
        truth.set(id, false);
        await count(each, result(id, false), clock);
      }
      if (i >= 2) {
        const id = dealt(browsers[i - 2], 'YU1-C-AAAAAAA', 1_000 + 10 * (4 * (i - 2) + 1));
        truth.set(id, true);
        await count(each, result(id, true), clock);
      }
      await sync(each, synced);
    }
    await settle(browsers, synced, 2);
    for (const variant of ['C', 'R', 'S'] as const) {
      const ids = [...truth].filter(([id]) => id[0] === variant);
      const expected = { played: ids.length, won: ids.filter(([, isWon]) => isWon).length };
      for (const each of [browsers[0], browsers[99], browser('readerbrowse1')]) {
        expect((await totalsIn(each, synced))[variant]).toMatchObject(expected);
      }
    }
  });
});
