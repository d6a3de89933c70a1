import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { type Game, legalMoves, newGame, parseMove } from '../../../engine';
import { todaysDealCode } from '../../../state/daily-deal';
import { readDeviceId } from '../../../state/device-id';
import { createGameStore } from '../../../state/game-store';
import {
  deviceIdItem,
  localGameItem,
  localStatsFoldItem,
  localStatsItem,
  otherGameItem,
  type StoredItem,
  syncStatsItem,
} from '../../../state/items';
import { createOtherGameStore } from '../../../state/other-game-store';
import { type GameResult, gameId, recordGame, type StatsRecord } from '../../../state/stats';
import { createStatsStore, type UncountedKeep } from '../../../state/stats-store';
import { totalsOf } from '../../../state/stats-totals';
import { readStored } from '../../../state/stored-value';
import { STATS_VERSION, SyncedStatsSchema, statsTuples } from '../../../state/sync-schemas';
import { type FakeItem, fakeItem, lateReadItem } from './fake-item';

// The store counts a daily deal by code it imports when a game is counted (state/stats-store.ts);
// loaded here first, so that no test's count is still loading it when the file's environment is
// torn down (vitest then reports an unhandled error, as it did on a busy machine).
beforeAll(() => import('../../../state/daily-totals'));

const CODE = 'YU1-C-AAAAAAB';
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** All cards home but the King of clubs, the last card of column 1. */
function oneMoveFromWinning(): Game {
  const game = newGame(CODE);
  return {
    ...game,
    position: {
      columns: [
        { cards: [51], faceDown: 0 },
        ...Array.from({ length: 6 }, () => ({ cards: [], faceDown: 0 })),
      ],
      foundations: [13, 13, 13, 12],
    },
    score: 615,
    moves: 120,
  };
}

async function storeGame(game: Game, elapsedMs = 90_000) {
  await localGameItem.setValue({ game, elapsedMs, revision: 1, updatedAt: 1 });
}

function countingPage() {
  const counted: GameResult[] = [];
  const store = createGameStore({
    item: localGameItem,
    onGameCounted: (result) => counted.push(result),
  });
  return { store, counted };
}

const win = (variant: GameResult['variant'], elapsedMs: number, moves: number): GameResult => ({
  variant,
  isWon: true,
  elapsedMs,
  score: 625,
  moves,
  takebacks: 0,
});
const loss = (variant: GameResult['variant'], score: number): GameResult => ({
  variant,
  isWon: false,
  elapsedMs: 1000,
  score,
  moves: 40,
  takebacks: 0,
});

/** A browser's counts of `played` Classic games, `won` of them won. */
const classicCounts = (played: number, won: number): StatsRecord => ({
  C: {
    played,
    won,
    streak: 0,
    bestStreak: 1,
    bestTimeMs: 60_000,
    bestScore: 600,
    fewestMoves: 100,
    lastPlayedAt: 1,
  },
});

/**
 * A page's statistics store over `item`, with a synced area of its own and this browser's id
 * `thisbrowser01`; `more` sets any other option.
 */
function pageStats(item: StoredItem, more: Partial<Parameters<typeof createStatsStore>[0]> = {}) {
  return createStatsStore({
    item,
    syncedItem: fakeItem(),
    deviceId: async () => 'thisbrowser01',
    ...more,
  });
}

describe('statistics', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it('keeps as best score only a game with no take-back: ten A♥ cycles are no record', async () => {
    // Column 1 holds KS down to 2S, column 2 KH down to AH; AS, the diamonds and the clubs are home.
    const spades = Array.from({ length: 12 }, (_, index) => 12 - index);
    const hearts = Array.from({ length: 13 }, (_, index) => 25 - index);
    await storeGame({
      ...newGame(CODE),
      position: {
        columns: [spades, hearts, [], [], [], [], []].map((cards) => ({ cards, faceDown: 0 })),
        foundations: [1, 0, 13, 13],
      },
      score: 20,
      moves: 60,
    });
    const { store, counted } = countingPage();
    await store.load();
    // AH home, then taken back onto 2S and home again ten times: +10 each time (docs/rules.md,
    // Moves 3).
    expect(store.move(parseMove('AH-f'))).toBeNull();
    for (let cycle = 0; cycle < 10; cycle++) {
      expect(store.move(parseMove('AH-c1'))).toBeNull();
      expect(store.move(parseMove('AH-f'))).toBeNull();
    }
    const { score, takebacks } = store.current.value;
    expect(takebacks).toBe(10);
    store.startNewGame({ code: CODE });
    expect(counted).toHaveLength(1);
    const record = recordGame(recordGame({}, loss('C', 50), 1), counted[0], 2);
    expect(counted[0].score).toBe(score);
    expect(score).toBe(130);
    expect(totalsOf([record]).C.bestScore).toBe(50);
    expect(totalsOf([recordGame(record, win('C', 1000, 99), 3)]).C.bestScore).toBe(625);
  });

  it('counts wins, losses, streaks and bests per variant', () => {
    let record: StatsRecord = {};
    for (const result of [
      win('C', 300_000, 150),
      win('C', 200_000, 170),
      loss('C', 400),
      win('C', 250_000, 120),
    ]) {
      record = recordGame(record, result, 10);
    }
    record = recordGame(record, loss('S', 55), 11);
    expect(record.C).toEqual({
      played: 4,
      won: 3,
      streak: 1,
      bestStreak: 2,
      bestTimeMs: 200_000,
      bestScore: 625,
      fewestMoves: 120,
      lastPlayedAt: 10,
      wonTimeMs: 750_000,
      timedWins: 3,
    });
    expect(record.S).toMatchObject({
      played: 1,
      won: 0,
      streak: 0,
      bestTimeMs: null,
      bestScore: 55,
      fewestMoves: null,
    });
    expect(totalsOf([record]).C.winRate).toBe(0.75);
    expect(totalsOf([record]).R).toMatchObject({ played: 0, winRate: null, bestTimeMs: null });
  });

  it('counts Double Yukon and Australian Patience in records of their own, which sync and read back', () => {
    let record: StatsRecord = {};
    record = recordGame(record, { ...win('D', 1_800_000, 900), score: 1260 }, 20);
    record = recordGame(record, loss('U', 130), 21);
    record = recordGame(record, { ...win('U', 400_000, 260), score: 520 }, 22);
    expect(record.D).toMatchObject({ played: 1, won: 1, bestScore: 1260, fewestMoves: 900 });
    expect(record.U).toMatchObject({ played: 2, won: 1, streak: 1, bestScore: 520 });
    expect(totalsOf([record]).U.winRate).toBe(0.5);
    expect(totalsOf([record]).C.played).toBe(0);
    const stored = {
      v: STATS_VERSION,
      revision: 1,
      updatedAt: 1,
      device: 'browser0001',
      devices: { browser0001: statsTuples(record) },
    };
    expect(readStored(SyncedStatsSchema, stored).value?.devices.browser0001).toEqual(record);
  });

  it('adds up several browsers: counters summed, bests as maxima or minima, the latest streak', () => {
    const home = recordGame(
      recordGame({}, win('A', 500_000, 200), 100),
      win('A', 400_000, 210),
      200,
    );
    const work = recordGame(recordGame({}, win('A', 450_000, 190), 150), loss('A', 700), 300);
    const laptop = recordGame({}, win('R', 100_000, 99), 50);
    const totals = totalsOf([home, work, laptop]);
    expect(totals.A).toEqual({
      played: 4,
      won: 3,
      winRate: 0.75,
      streak: 0, // work played last, and lost
      bestStreak: 2,
      bestTimeMs: 400_000,
      averageTimeMs: 450_000, // (500 + 400 + 450) s / 3 wins
      bestScore: 700,
      fewestMoves: 190,
    });
    expect(totals.R.played).toBe(1);
  });

  it('counts a win once, on the page where it was won', async () => {
    await storeGame(oneMoveFromWinning());
    const winner = countingPage();
    const follower = countingPage();
    await winner.store.load();
    await follower.store.load();
    expect(winner.store.move({ card: 51, to: 'foundation' })).toBeNull();
    await settle();
    expect(follower.store.current.value.status).toBe('won');
    expect(winner.store.undo()).toBe('game-over');
    const reopened = countingPage();
    await reopened.store.load();
    winner.store.startNewGame({ variant: 'C' });
    expect(winner.counted).toHaveLength(1);
    expect(winner.counted[0]).toMatchObject({ variant: 'C', isWon: true, score: 625, moves: 121 });
    expect(winner.counted[0].elapsedMs).toBeGreaterThanOrEqual(90_000);
    expect(follower.counted).toEqual([]);
    expect(reopened.counted).toEqual([]);
  });

  it('counts a game left for a new one after a move as played and not won, and an untouched one not at all', async () => {
    const page = countingPage();
    await page.store.load();
    page.store.startNewGame({ code: CODE });
    page.store.startNewGame({ code: 'YU1-S-AAAAAAC' });
    expect(page.counted).toEqual([]);
    page.store.move(legalMoves('S', page.store.current.value.position)[0]);
    page.store.restart();
    expect(page.counted).toMatchObject([{ variant: 'S', isWon: false, moves: 1 }]);
  });

  it('counts a game stopped at the move limit as played and not won, once', async () => {
    await storeGame({ ...newGame(CODE), moves: 2999 });
    const page = countingPage();
    await page.store.load();
    page.store.move(legalMoves('C', page.store.current.value.position)[0]);
    expect(page.store.current.value.status).toBe('move-limit');
    page.store.startNewGame({ variant: 'R' });
    expect(page.counted).toMatchObject([{ variant: 'C', isWon: false, moves: 3000 }]);
  });

  it('counts a set-aside game let go as played, and one resumed not at all', async () => {
    const page = countingPage();
    await page.store.load();
    const counted: GameResult[] = [];
    const others = createOtherGameStore({
      item: otherGameItem,
      games: page.store,
      onGameCounted: (r) => counted.push(r),
    });
    await others.load();
    const begun = { ...newGame(CODE), moves: 12 };
    await otherGameItem.setValue({ game: begun, elapsedMs: 5000, revision: 4, updatedAt: 1 });
    await settle();
    others.resume();
    expect(page.store.current.value).toEqual(begun);
    await otherGameItem.setValue({ game: begun, elapsedMs: 5000, revision: 4, updatedAt: 1 });
    await settle();
    others.dismiss();
    expect(counted).toMatchObject([{ variant: 'C', isWon: false, moves: 12 }]);
    expect(page.counted).toEqual([]);
  });

  it("keeps this browser's counts in storage.local and adds the other browsers' from sync", async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_000);
    const stats = createStatsStore({
      item: localStatsItem,
      syncedItem: syncStatsItem,
      deviceId: async () => 'thisbrowser01',
    });
    await fakeBrowser.storage.sync.set({
      stats: {
        v: 1,
        revision: 3,
        updatedAt: 1,
        device: 'otherbrowser01',
        devices: {
          otherbrowser01: { C: [5, 2, 0, 2, 80_000, 640, 100, 500] },
          thisbrowser01: { C: [99, 99, 99, 99, 1, 999, 1, 1] }, // this browser's: kept locally
        },
      },
    });
    await stats.load();
    stats.record(win('C', 60_000, 110));
    stats.record(loss('C', 200));
    await settle();
    expect(await localStatsItem.getValue()).toMatchObject({ C: { played: 2, won: 1, streak: 0 } });
    expect(totalsOf(stats.records.value).C).toMatchObject({
      played: 7,
      won: 3,
      bestTimeMs: 60_000,
      fewestMoves: 100,
      bestScore: 640,
      streak: 0,
    });
    vi.restoreAllMocks();
  });

  it('shows a game counted while the page was still reading the counts', async () => {
    const stats = createStatsStore({
      item: localStatsItem,
      syncedItem: syncStatsItem,
      foldItem: localStatsFoldItem,
      deviceId: () => readDeviceId(deviceIdItem),
    });
    // Won as the page opens, before its first frame's reading of the counts: with the stores a
    // game page has, the page read the counts as they were before the write, and the write was
    // done before the page listened for changes, so that it showed the game uncounted.
    stats.record(win('C', 60_000, 110));
    const stop = await stats.load();
    await vi.waitFor(() => expect(stats.isSaved.value).toBe(true));
    await settle();
    expect(await localStatsItem.getValue()).toMatchObject({ C: { played: 1, won: 1 } });
    expect(totalsOf(stats.records.value).C).toMatchObject({ played: 1, won: 1 });
    stop();
  });

  it("keeps another page's count heard while its own read of the counts was unanswered", async () => {
    const item = lateReadItem();
    const stats = pageStats(item);
    const loading = stats.load();
    await settle();
    // Another page counts a win; its change comes before the answer to the read asked before it.
    await item.setValue(recordGame({}, win('C', 60_000, 110), 1_000, 0));
    item.answerRead();
    const stop = await loading;
    expect(totalsOf(stats.records.value).C).toMatchObject({ played: 1, won: 1 });
    stop();
  });

  it('keeps a count whose write is under way in the figures a new read of the counts shows', async () => {
    const item = fakeItem();
    // The page's write of its counts lands only when the test says so.
    const write = item.setValue;
    let land: (() => void) | null = null;
    item.setValue = (value) =>
      new Promise((resolve, reject) => {
        land = () => write.call(item, value).then(resolve, reject);
      });
    const stats = pageStats(item);
    const stop = await stats.load();
    stats.record(win('C', 60_000, 110));
    await vi.waitFor(() => expect(land).not.toBeNull());
    // Statistics opened meanwhile reads the counts as stored: without the win, being written.
    const reading = stats.load();
    await settle();
    await settle();
    expect(totalsOf(stats.records.value).C).toMatchObject({ played: 1, won: 1 });
    (land as unknown as () => void)();
    const stopReading = await reading;
    expect(await item.getValue()).toMatchObject({ C: { won: 1 } });
    expect(totalsOf(stats.records.value).C).toMatchObject({ played: 1, won: 1 });
    stopReading();
    stop();
  });

  it('shows the stored counts with a count storage refused, read while that write was under way', async () => {
    const item = fakeItem(classicCounts(4, 1));
    item.isRefusingWrites = true;
    const stats = pageStats(item);
    // Won as the page opens, its write refused: the page's read gives way to the write, then
    // shows the 4 games stored and the win on top.
    stats.record(win('C', 60_000, 110));
    const stop = await stats.load();
    await vi.waitFor(() => expect(stats.isSaved.value).toBe(false));
    await settle();
    expect(totalsOf(stats.records.value).C).toMatchObject({ played: 5, won: 2 });
    stop();
  });

  it("never adds this browser's synced counts to its own while its id is still being read", async () => {
    const synced = fakeItem({
      v: STATS_VERSION,
      revision: 3,
      updatedAt: 1,
      device: 'otherbrowser01',
      devices: {
        otherbrowser01: statsTuples(classicCounts(5, 2)),
        thisbrowser01: statsTuples(classicCounts(4, 1)),
      },
    });
    let giveId: (id: string) => void = () => {};
    const stats = createStatsStore({
      item: fakeItem(classicCounts(4, 1)),
      syncedItem: synced,
      deviceId: () => new Promise((resolve) => (giveId = resolve)),
    });
    const loading = stats.load();
    // Another browser's change comes while this browser's id is read.
    await synced.setValue({ ...((await synced.getValue()) as object), revision: 4 });
    await settle();
    // At most the other browser's 5 games: this browser's 4, synced too, are its own, not read yet.
    expect(totalsOf(stats.records.value).C?.played ?? 0).toBeLessThanOrEqual(5);
    giveId('thisbrowser01');
    const stop = await loading;
    expect(totalsOf(stats.records.value).C).toMatchObject({ played: 9, won: 3 });
    stop();
  });

  it('keeps a count whose write storage refused, in the totals shown, and writes it once storage takes writes again', async () => {
    const item = fakeItem();
    const stats = pageStats(item);
    const stop = await stats.load();
    item.isRefusingWrites = true;
    stats.record(win('C', 60_000, 110));
    await vi.waitFor(() => expect(stats.isSaved.value).toBe(false));
    expect(totalsOf(stats.records.value).C).toMatchObject({ played: 1, won: 1 });
    // Opening Statistics reads the counts again: the win refused is still shown (it read 0 / 0).
    (await stats.load())();
    expect(totalsOf(stats.records.value).C).toMatchObject({ played: 1, won: 1 });
    // Another game counted while storage still refuses: both wait, once each.
    stats.record(loss('C', 200));
    await settle();
    expect(await item.getValue()).toBe(null);
    // Room again: the next moment to write (here Statistics opened) writes both.
    item.isRefusingWrites = false;
    (await stats.load())();
    await vi.waitFor(() => expect(stats.isSaved.value).toBe(true));
    expect(await item.getValue()).toMatchObject({ C: { played: 2, won: 1 } });
    expect(totalsOf(stats.records.value).C).toMatchObject({ played: 2, won: 1 });
    stop();
  });

  describe('a page that goes away before its count is written', () => {
    /** A keep as the game pages' (uncounted-keep.ts), in memory, and the page going away. */
    function fakeKeep(kept: unknown[] | null = null) {
      let hide: (() => void) | undefined;
      const keep: UncountedKeep & { kept: unknown[] | null } = {
        kept,
        take() {
          const taken = keep.kept;
          keep.kept = null;
          return taken;
        },
        add(counts) {
          keep.kept = [...(keep.kept ?? []), ...counts];
        },
        onPageHide(listener) {
          hide = listener;
          return () => {
            hide = undefined;
          };
        },
      };
      return { keep, hide: () => hide?.() };
    }
    const page = (item: FakeItem, keep: UncountedKeep) =>
      pageStats(item, { now: () => 5_000, keep });
    /** `result` as a game this browser dealt at `dealtAt` (ms since the epoch): with its id. */
    const dealt = (result: GameResult, dealtAt = 1_000): GameResult => ({
      ...result,
      id: gameId(CODE, dealtAt, 'thisbr'),
    });

    it('keeps the win for the next page, which counts it once, whether or not the write went through after all', async () => {
      const item = fakeItem();
      const { keep, hide } = fakeKeep();
      const closing = page(item, keep);
      await closing.load();
      // Storage refuses the write, then the page goes away (the popup closed after the win).
      item.isRefusingWrites = true;
      closing.record(dealt(win('C', 60_000, 110)));
      hide();
      expect(keep.kept).toHaveLength(1);
      await vi.waitFor(() => expect(closing.isSaved.value).toBe(false));
      expect(await item.getValue()).toBeNull();

      item.isRefusingWrites = false;
      const next = page(item, fakeKeep(keep.take() as unknown[] | null).keep);
      const stop = await next.load();
      await vi.waitFor(async () =>
        expect(await item.getValue()).toMatchObject({
          C: { played: 1, won: 1, lastPlayedAt: 5_000 },
        }),
      );
      stop();

      // A page that went away with its write under way: the write went through, the next page
      // takes the game again, and it counts once.
      const { keep: second, hide: hideSecond } = fakeKeep();
      const going = page(item, second);
      await going.load();
      going.record(dealt(loss('C', 300), 2_000));
      hideSecond();
      expect(second.kept).toHaveLength(1);
      await vi.waitFor(async () =>
        expect(await item.getValue()).toMatchObject({ C: { played: 2 } }),
      );
      const after = page(item, fakeKeep(second.take() as unknown[] | null).keep);
      (await after.load())();
      await settle();
      expect(await item.getValue()).toMatchObject({ C: { played: 2, won: 1 } });
    });

    it('counts no kept game of a variant reset after it ended (the reset took its mark too)', async () => {
      const item = fakeItem();
      const { keep, hide } = fakeKeep();
      const closing = page(item, keep);
      await closing.load();
      // The popup's win of the day's deal is written and kept (closed while its write was under
      // way), its day marked in the daily record.
      closing.record({ ...win('C', 60_000, 110), id: gameId(todaysDealCode('C', 1_000), 1_000) });
      hide();
      await vi.waitFor(async () =>
        expect(((await item.getValue()) as StatsRecord).C?.days).toBeDefined(),
      );
      expect(await item.getValue()).toMatchObject({ C: { won: 1 } });
      // Reset statistics (the options page takes no kept game) after the game ended, at 5,000.
      const options = pageStats(item, { now: () => 6_000 });
      await options.load();
      options.reset('C');
      await vi.waitFor(async () =>
        expect(await item.getValue()).toMatchObject({ C: { played: 0, since: 6_000 } }),
      );
      expect(((await item.getValue()) as StatsRecord).C?.days).toBeUndefined();
      (await page(item, fakeKeep(keep.take() as unknown[] | null).keep).load())();
      // Both the count and the daily mark (a change of its own, after its code loads) left out.
      await import('../../../state/daily-totals');
      await settle();
      await settle();
      expect(await item.getValue()).toMatchObject({ C: { played: 0, won: 0 } });
      expect(((await item.getValue()) as StatsRecord).C?.days).toBeUndefined();
    });

    it('keeps no game without an id (an older version’s), which could count twice, and leaves what it cannot read for a version that can', async () => {
      const item = fakeItem();
      const { keep, hide } = fakeKeep();
      const closing = page(item, keep);
      await closing.load();
      closing.record(win('C', 60_000, 110));
      hide();
      expect(keep.kept).toBeNull();

      const foreign = { result: { variant: 'Z', shape: 'of a newer version' }, at: 1 };
      // And a time from a clock far ahead, which would stand as the last game's for ever.
      const kept = fakeKeep([foreign, { result: dealt(win('R', 1_000, 90)), at: 8e15 }]);
      (await page(item, kept.keep).load())();
      await vi.waitFor(async () =>
        expect(await item.getValue()).toMatchObject({
          R: { played: 1, won: 1, lastPlayedAt: 5_000 },
        }),
      );
      expect(kept.keep.kept).toEqual([foreign]);

      // Junk by the thousand is not read and kept again by every page: the last 32 of it.
      const junk = Array.from({ length: 5000 }, (_, index) => ({ junk: index }));
      const flooded = fakeKeep(junk);
      (await page(item, flooded.keep).load())();
      expect(flooded.keep.kept).toEqual(junk.slice(-32));
    });
  });
});
