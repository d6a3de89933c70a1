// The daily record (docs/rules.md, Deal codes): days played and won, the current and best daily
// streak; each day once however many browsers played it and however often it was replayed.
import { describe, expect, it, vi } from 'vitest';
import { isoDate } from '../../../engine/daily-deal';
import { localDate, todaysDealCode } from '../../../state/daily-deal';
import { addDays, dayNumber, readDays, withDay, writeDays } from '../../../state/daily-record';
import { dailyDayOf, dailyTotalsOf, markDaily } from '../../../state/daily-totals';
import { type GameResult, gameId, recordGame, type StatsRecord } from '../../../state/stats';
import { addRecords } from '../../../state/stats-add';
import { resetVariant } from '../../../state/stats-epochs';
import { createStatsStore } from '../../../state/stats-store';
import { readStored } from '../../../state/stored-value';
import { STATS_VERSION, SyncedStatsSchema, statsTuples } from '../../../state/sync-schemas';
import { fakeItem } from './fake-item';

/** Noon of a day of December 2026 by the local clock, ms since the epoch. */
const december = (day: number, hour = 12) => new Date(2026, 11, day, hour).getTime();

/** A game of `variant` dealt at `dealtAt` (today's deal of that day unless `code` says). */
function result(dealtAt: number, isWon: boolean, code = todaysDealCode('C', dealtAt)): GameResult {
  return {
    variant: 'C',
    isWon,
    elapsedMs: 60_000,
    score: 300,
    moves: 120,
    takebacks: 0,
    id: gameId(code, dealtAt),
  };
}

/** A record of the daily deals `games` counted in one browser, each at its deal time. */
function browser(...games: GameResult[]): StatsRecord {
  return games.reduce((record, game) => {
    const counted = recordGame(record, game, Number.parseInt(game.id?.split('~')[1] ?? '0', 36));
    const day = dailyDayOf(game);
    return day === null ? counted : markDaily(counted, 'C', day, game.isWon);
  }, {} as StatsRecord);
}

describe('the daily record', () => {
  it('keeps days as a small set: each day once, a day won stays won', () => {
    const first = dayNumber('2026-12-01');
    expect(dayNumber('2026-12-03')).toBe(first + 2);
    let text = withDay(undefined, first, false);
    text = withDay(text, first + 2, true);
    text = withDay(text, first + 2, false);
    expect([...readDays(text)]).toEqual([
      [first, 1],
      [first + 2, 2],
    ]);
    expect(writeDays(readDays(text))).toBe(text);
    // A year of days takes some 120 characters.
    let year: string | undefined;
    for (let day = 0; day < 365; day++) year = withDay(year, first + day, day % 2 === 0);
    expect(year?.length).toBeLessThan(130);
    expect(addDays(text, withDay(undefined, first, true))).toBe(
      writeDays(
        new Map([
          [first, 2],
          [first + 2, 2],
        ]),
      ),
    );
  });

  it('counts only the daily deal of the day it was dealt', () => {
    const today = december(2);
    expect(dailyDayOf(result(today, true))).toBe(dayNumber('2026-12-02'));
    // Yesterday's deal dealt again today is no daily deal; nor is any other deal.
    expect(dailyDayOf(result(today, true, todaysDealCode('C', december(1))))).toBeNull();
    expect(dailyDayOf(result(today, true, 'YU1-C-AAAAAAB'))).toBeNull();
    expect(dailyDayOf({ ...result(today, true), id: undefined })).toBeNull();
  });

  it('counts a day once, replayed or played in several browsers, won when any won it', () => {
    const home = browser(result(december(1, 9), false), result(december(1, 20), true));
    const work = browser(result(december(1, 13), false), result(december(2), false));
    expect(dailyTotalsOf([home], 'C', december(2))).toEqual({
      daysPlayed: 1,
      daysWon: 1,
      streak: 1,
      bestStreak: 1,
    });
    expect(home.C?.played).toBe(2);
    const both = { daysPlayed: 2, daysWon: 1, streak: 1, bestStreak: 1 };
    expect(dailyTotalsOf([home, work], 'C', december(2))).toEqual(both);
    // A fold of both records into one keeps the same days (each once).
    expect(dailyTotalsOf([addRecords(home, work)], 'C', december(2))).toEqual(both);
    expect(dailyTotalsOf([addRecords(home, work), home, work], 'C', december(2))).toEqual(both);
  });

  it('streaks: days won in a row, alive until a day passes without a win', () => {
    const record = browser(
      ...[1, 2, 3].map((day) => result(december(day), true)),
      result(december(5), false),
      ...[6, 7].map((day) => result(december(day), true)),
    );
    const on = (day: number) => dailyTotalsOf([record], 'C', december(day));
    expect(on(7)).toEqual({ daysPlayed: 6, daysWon: 5, streak: 2, bestStreak: 3 });
    // Today's deal not won yet: yesterday's streak still stands; a day later it is gone.
    expect(on(8).streak).toBe(2);
    expect(on(9)).toMatchObject({ streak: 0, bestStreak: 3 });
  });

  it('starts again from none when the variant’s statistics are reset', () => {
    const record = browser(result(december(1), true));
    const reset = resetVariant(record, 'C', december(2));
    expect(dailyTotalsOf([reset, record], 'C', december(2))).toMatchObject({ daysPlayed: 0 });
  });

  it('syncs with the statistics, and reads back', () => {
    const record = browser(result(december(1), true), result(december(2), false));
    const devices = { home0001: statsTuples(record) };
    const envelope = { revision: 2, updatedAt: december(2), device: 'home0001' };
    const read = readStored(SyncedStatsSchema, { v: STATS_VERSION, ...envelope, devices });
    expect(read.value?.devices.home0001).toEqual(record);
    expect(read.value?.devices.home0001.C?.days).toBe(record.C?.days);
  });

  it('is marked when the statistics store counts a daily deal, written to storage', async () => {
    const item = fakeItem();
    const stats = createStatsStore({
      item,
      syncedItem: fakeItem(),
      deviceId: async () => 'browser0001',
      now: () => december(2, 18),
    });
    await stats.load();
    stats.record(result(december(2, 8), true));
    stats.record(result(december(2, 9), false));
    await vi.waitFor(async () => {
      const stored = (await item.getValue()) as StatsRecord;
      expect(readDays(stored.C?.days).get(dayNumber(isoDate(localDate(december(2)))))).toBe(2);
    });
    expect(dailyTotalsOf(stats.records.value, 'C', december(2, 18))).toMatchObject({
      daysPlayed: 1,
      daysWon: 1,
    });
  });
});
