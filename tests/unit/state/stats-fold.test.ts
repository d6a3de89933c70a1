// Statistics over many browsers (docs/rules.md, Statistics): a game continued in several browsers
// counts once, and a hundred browsers' records fit in one synced item without losing a sum or a
// best value.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VARIANT_LETTERS } from '../../../engine';
import { type GameResult, gameId, recordGame, type StatsRecord } from '../../../state/stats';
import { foldUntil, type StatsSnapshot } from '../../../state/stats-add';
import { totalsOf } from '../../../state/stats-totals';
import { syncedBytes } from '../../../state/sync-schemas';
import { storedSnapshot } from '../../../state/sync-stats-plan';
import { fakeItem } from './fake-item';
import { planStatsOf, readTotals } from './stats-sync';

const DAY_MS = 86_400_000;
const result = (id: string, isWon: boolean, elapsedMs = 300_000): GameResult => ({
  variant: id[0] as GameResult['variant'],
  isWon,
  elapsedMs,
  score: isWon ? 625 : 120,
  moves: isWon ? 140 : 60,
  takebacks: 0,
  id,
});

describe('a game continued in several browsers', () => {
  const shared = gameId('YU1-C-AAAAAAB', 1_000);

  it('counts once, as won when one of them won it, even when both counted it offline', () => {
    // Both browsers had the game; offline, one left it for a new deal and the other won it.
    const home = recordGame(
      recordGame({}, result(shared, false), 10),
      result(gameId('YU1-C-BBBBBBB', 2_000), true),
      20,
    );
    const work = recordGame({}, result(shared, true), 15);
    const totals = totalsOf([home, work]);
    expect(totals.C).toMatchObject({ played: 2, won: 2, winRate: 1 });
  });

  it('counts once in one browser too, where the game came back and was won', () => {
    const left = recordGame({}, result(shared, false), 10);
    expect(recordGame(left, result(shared, false), 11)).toBe(left);
    const won = recordGame(left, result(shared, true, 200_000), 12);
    expect(won.C).toMatchObject({ played: 1, won: 1, bestTimeMs: 200_000 });
    expect(recordGame(won, result(shared, true), 13)).toBe(won);
  });
});

/** A browser's record: `games` games of random variants, some of them shared (`sharedIds`). */
const recordArbitrary = (index: number, sharedIds: string[]) =>
  fc
    .array(
      fc.record({
        letter: fc.constantFrom(...VARIANT_LETTERS),
        isWon: fc.boolean(),
        elapsedMs: fc.integer({ min: 60_000, max: 3_600_000 }),
        score: fc.integer({ min: 0, max: 625 }),
        moves: fc.integer({ min: 1, max: 3000 }),
        takebacks: fc.nat({ max: 2 }),
      }),
      { maxLength: 12 },
    )
    .chain((games) =>
      fc.subarray(sharedIds, { maxLength: 2 }).map((shared) => {
        let record: StatsRecord = {};
        games.forEach((game, n) => {
          const id = gameId(`YU1-${game.letter}-AAAAAAA`, index * 1000 + n);
          const { letter: variant, ...rest } = game;
          record = recordGame(record, { variant, ...rest, id }, index * DAY_MS + n);
        });
        for (const [n, id] of shared.entries()) {
          record = recordGame(record, { ...result(id, n === 0) }, 200 * DAY_MS + n);
        }
        return record;
      }),
    );

const fits = (snapshot: StatsSnapshot) =>
  syncedBytes('stats', {
    v: 2,
    revision: 1,
    updatedAt: 1,
    device: 'x'.repeat(12),
    ...storedSnapshot(snapshot),
  }) <= 8192;

describe('a hundred browsers', () => {
  it('fold into one item under 8,192 bytes with every total and best value kept', () => {
    const sharedIds = [gameId('YU1-R-CCCCCCC', 999_999_000), gameId('YU1-S-DDDDDDD', 999_999_500)];
    fc.assert(
      fc.property(
        fc.tuple(...Array.from({ length: 100 }, (_, i) => recordArbitrary(i + 1, sharedIds))),
        (records) => {
          const devices = Object.fromEntries(
            records.map((record, i) => [`browser${String(i).padStart(5, '0')}`, record]),
          );
          const folded = foldUntil({ devices, folded: null }, 'browser00099', fits);
          expect(fits(folded)).toBe(true);
          expect(folded.devices.browser00099).toEqual(records[99]);
          const after = totalsOf([
            ...Object.values(folded.devices),
            ...(folded.folded ? [folded.folded] : []),
          ]);
          expect(after).toEqual(totalsOf(records));
        },
      ),
      { numRuns: 20, endOnFailure: true },
    );
  });

  it('one after another through sync: the item stays under 8,192 bytes, each game counted once', async () => {
    const synced = fakeItem();
    let all: StatsRecord[] = [];
    let most = 0;
    for (let i = 0; i < 100; i++) {
      const record = [0, 1, 2, 3, 4, 5].reduce<StatsRecord>(
        (sum, n) =>
          recordGame(
            sum,
            {
              ...result(gameId(`YU1-${VARIANT_LETTERS[n % 4]}-AAAAAAA`, i * 10 + n), n % 2 === 0),
              score: 600 + i,
            },
            i * DAY_MS + n,
          ),
        {},
      );
      all = [...all, record];
      const plan = await planStatsOf(
        synced,
        `browser${String(i).padStart(5, '0')}`,
        record,
        fakeItem(),
      );
      if (!plan || !('value' in plan)) throw new Error('nothing to write');
      await synced.setValue(plan.value);
      most = Math.max(most, syncedBytes('stats', plan.value));
    }
    console.log(`statistics of 100 browsers in storage.sync: at most ${most} bytes (key + JSON)`);
    expect(most).toBeLessThanOrEqual(8192);
    expect(await readTotals(synced, 'nobrowser0000')).toEqual(totalsOf(all));
  });

  it('a browser folded away that plays again adds only its new games', async () => {
    const synced = fakeItem();
    const fold = fakeItem();
    const mine = recordGame({}, result(gameId('YU1-A-AAAAAAA', 1), true), 1);
    const first = await planStatsOf(synced, 'comeback0000', mine, fold);
    await synced.setValue(first && 'value' in first ? first.value : null);
    await planStatsOf(synced, 'comeback0000', mine, fold); // reads its own record back
    // Many browsers later, this one's record is folded away.
    for (let i = 0; i < 60; i++) {
      const theirs = VARIANT_LETTERS.reduce<StatsRecord>(
        (sum, letter, n) =>
          recordGame(sum, result(gameId(`YU1-${letter}-BBBBBBB`, 100 + i * 10 + n), false), 10 + i),
        {},
      );
      const plan = await planStatsOf(
        synced,
        `other${String(i).padStart(7, '0')}`,
        theirs,
        fakeItem(),
      );
      await synced.setValue(plan && 'value' in plan ? plan.value : null);
    }
    const before = await readTotals(synced, 'nobrowser0000');
    expect(before.A.played).toBe(61);
    const again = recordGame(mine, result(gameId('YU1-A-CCCCCCC', 5000), false), 5000);
    const plan = await planStatsOf(synced, 'comeback0000', again, fold);
    await synced.setValue(plan && 'value' in plan ? plan.value : null);
    expect((await readTotals(synced, 'nobrowser0000')).A).toMatchObject({ played: 62, won: 1 });
    expect((await readTotals(synced, 'comeback0000', again, fold)).A).toMatchObject({
      played: 62,
      won: 1,
    });
  });
});
