// "Reset statistics" of a variant (docs/rules.md, Statistics): the reset reaches every browser
// through sync, and no merge (totals, folding, a browser that still holds the old counts) brings
// the old counts back.
import { describe, expect, it } from 'vitest';
import { type GameResult, gameId, recordGame, type StatsRecord } from '../../../state/stats';
import { addRecords, foldUntil } from '../../../state/stats-add';
import { resetVariant } from '../../../state/stats-epochs';
import { withoutFolded } from '../../../state/stats-fold';
import { createStatsStore } from '../../../state/stats-store';
import { totalsOf } from '../../../state/stats-totals';
import { fakeItem } from './fake-item';
import { planStatsOf, readTotals } from './stats-sync';

const game = (code: string, dealtAt: number, isWon: boolean): GameResult => ({
  variant: code[4] as GameResult['variant'],
  isWon,
  elapsedMs: 200_000,
  score: isWon ? 625 : 90,
  moves: 130,
  takebacks: 0,
  id: gameId(code, dealtAt),
});

/** Home: two Classic wins and a Russian loss; work: a Classic game of home's and one of its own. */
function twoBrowsers(): { home: StatsRecord; work: StatsRecord } {
  let home = recordGame({}, game('YU1-C-AAAAAAB', 1, true), 10);
  home = recordGame(home, game('YU1-C-AAAAAAC', 2, true), 20);
  home = recordGame(home, game('YU1-R-AAAAAAD', 3, false), 30);
  let work = recordGame({}, game('YU1-C-AAAAAAB', 1, true), 15);
  work = recordGame(work, game('YU1-C-AAAAAAE', 4, false), 40);
  return { home, work };
}

describe('reset statistics of a variant', () => {
  it('leaves out every browser’s older counts of that variant, and only of that one', () => {
    const { home, work } = twoBrowsers();
    expect(totalsOf([home, work]).C).toMatchObject({ played: 3, won: 2 });
    const reset = resetVariant(home, 'C', 100, [work]);
    const totals = totalsOf([reset, work]);
    expect(totals.C).toMatchObject({
      played: 0,
      won: 0,
      bestStreak: 0,
      bestTimeMs: null,
      averageTimeMs: null,
    });
    expect(totals.R).toMatchObject({ played: 1, won: 0 });
    expect(reset.games?.every((mark) => mark[0] !== 'C')).toBe(true);
  });

  it('is not undone by folding records together, in either order', () => {
    const { home, work } = twoBrowsers();
    const reset = resetVariant(home, 'C', 100);
    for (const folded of [addRecords(reset, work), addRecords(work, reset)]) {
      expect(totalsOf([folded]).C.played).toBe(0);
      expect(totalsOf([folded]).R.played).toBe(1);
      // The folded record carries the reset on: work's old counts, met again, stay out.
      expect(totalsOf([folded, work]).C.played).toBe(0);
    }
    const snapshot = foldUntil(
      { devices: { home0001: reset, work0001: work }, folded: null },
      'home0001',
      ({ devices }) => Object.keys(devices).length === 1,
    );
    expect(totalsOf([...Object.values(snapshot.devices), snapshot.folded ?? {}]).C.played).toBe(0);
  });

  it('counts the games played after it, in the browser that reset and in the others', () => {
    const { home, work } = twoBrowsers();
    const reset = recordGame(resetVariant(home, 'C', 100), game('YU1-C-AAAAAAF', 101, true), 110);
    // Work learnt of the reset through sync before its next game: it starts again from none.
    const since = reset.C?.since ?? 0;
    const workAfter = recordGame(work, game('YU1-C-AAAAAAG', 102, false), 120, since);
    expect(totalsOf([reset, workAfter]).C).toMatchObject({ played: 2, won: 1, streak: 0 });
    expect(totalsOf([reset, workAfter]).C.averageTimeMs).toBe(200_000);
  });

  it('a later reset wins over an earlier one made in another browser', () => {
    const { home, work } = twoBrowsers();
    const homeReset = recordGame(
      resetVariant(home, 'C', 100),
      game('YU1-C-AAAAAAF', 101, true),
      110,
    );
    const workReset = resetVariant(work, 'C', 200, [homeReset]);
    expect(totalsOf([homeReset, workReset]).C.played).toBe(0);
    // A reset made with a clock behind still comes after the reset it knows.
    const behind = resetVariant(work, 'C', 50, [homeReset]);
    expect(totalsOf([homeReset, behind]).C.played).toBe(0);
  });

  it('keeps its own counts after the reset when the old ones were folded away', () => {
    const { home } = twoBrowsers();
    const after = recordGame(resetVariant(home, 'C', 100), game('YU1-C-AAAAAAF', 101, true), 110);
    // The fold took home's old counts; what home sends now is its new Classic win in full.
    expect(withoutFolded(after, home).C).toMatchObject({ played: 1, won: 1 });
  });

  it('reaches another browser through sync, whose page then shows none and counts anew', async () => {
    const { home, work } = twoBrowsers();
    const synced = fakeItem();
    for (const [id, record] of [
      ['work0001', work],
      ['home0001', home],
    ] as const) {
      const plan = await planStatsOf(synced, id, record, fakeItem());
      if (plan && 'value' in plan) await synced.setValue(plan.value);
    }
    // Home's page resets Classic; the background sends home's counts.
    const homeItem = fakeItem(home);
    const homePage = createStatsStore({
      item: homeItem,
      syncedItem: synced,
      deviceId: async () => 'home0001',
      now: () => 500,
    });
    (await homePage.load())();
    homePage.reset('C');
    expect(totalsOf(homePage.records.value).C.played).toBe(0);
    await expect.poll(async () => ((await homeItem.getValue()) as StatsRecord).C?.since).toBe(500);
    const plan = await planStatsOf(
      synced,
      'home0001',
      (await homeItem.getValue()) as StatsRecord,
      fakeItem(),
    );
    if (!plan || !('value' in plan)) throw new Error('the reset was not sent');
    await synced.setValue(plan.value);
    // Work still holds its old Classic counts, and sends them again: they stay out.
    const again = await planStatsOf(synced, 'work0001', work, fakeItem());
    if (again && 'value' in again) await synced.setValue(again.value);
    expect((await readTotals(synced, 'work0001', work)).C.played).toBe(0);
    expect((await readTotals(synced, 'work0001', work)).R.played).toBe(1);
    // Work's page counts its next Classic game from none.
    const workItem = fakeItem(work);
    const workPage = createStatsStore({
      item: workItem,
      syncedItem: synced,
      deviceId: async () => 'work0001',
      now: () => 600,
    });
    (await workPage.load())();
    workPage.record(game('YU1-C-AAAAAAH', 550, true));
    expect(totalsOf(workPage.records.value).C).toMatchObject({ played: 1, won: 1 });
    await expect.poll(async () => ((await workItem.getValue()) as StatsRecord).C?.played).toBe(1);
  });
});
