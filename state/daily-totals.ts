/**
 * The daily record as the Statistics dialog shows it, and the marking of a counted daily deal
 * (docs/rules.md, Deal codes). Loaded after the first paint: with the dialog, and on the first
 * game counted.
 */
import type { Variant } from '../engine';
import { isoDate } from '../engine/daily-deal';
import { dailyDateOf, localDate } from './daily-deal';
import { addDays, dayNumber, readDays, withDay } from './daily-record';
import type { GameResult, StatsRecord } from './stats';
import { currentOnly } from './stats-epochs';

/** A variant's daily record over every browser. */
export interface DailyTotals {
  /** Days whose daily deal was played (won or not). */
  daysPlayed: number;
  daysWon: number;
  /** Days won in a row up to today, or up to yesterday while today's deal is not won yet. */
  streak: number;
  /** The most days won in a row. */
  bestStreak: number;
}

/**
 * The day number (daily-record.ts `dayNumber`) whose daily deal a counted game is, or null for
 * any other game: its id holds its code and when it was dealt (stats.ts `gameId`).
 */
export function dailyDayOf({ id, variant }: GameResult): number | null {
  if (!id) return null;
  const [code, dealtAt] = id.split('~');
  const date = dailyDateOf({ code: `YU1-${code}`, variant }, Number.parseInt(dealtAt, 36));
  return date === null ? null : dayNumber(date);
}

/** `record` with `day` marked in `variant`'s daily record (played, won when `isWon`). */
export function markDaily(
  record: StatsRecord,
  variant: Variant,
  day: number,
  isWon: boolean,
): StatsRecord {
  const entry = record[variant];
  if (!entry) return record;
  return { ...record, [variant]: { ...entry, days: withDay(entry.days, day, isWon) } };
}

/**
 * Adds up the daily records of several browsers (each day once, won when any won it; counts from
 * before the variant's last reset left out) as of `now`, ms since the epoch.
 */
export function dailyTotalsOf(
  all: readonly StatsRecord[],
  variant: Variant,
  now: number,
): DailyTotals {
  const union = currentOnly(all).reduce<string | undefined>(
    (days, record) => addDays(days, record[variant]?.days),
    undefined,
  );
  const days = readDays(union);
  const won = [...days]
    .filter(([, state]) => state === 2)
    .map(([day]) => day)
    .sort((a, b) => a - b);
  let run = 0;
  let bestStreak = 0;
  let last = Number.NEGATIVE_INFINITY;
  for (const day of won) {
    run = day === last + 1 ? run + 1 : 1;
    bestStreak = Math.max(bestStreak, run);
    last = day;
  }
  const today = dayNumber(isoDate(localDate(now)));
  return {
    daysPlayed: days.size,
    daysWon: won.length,
    streak: last >= today - 1 ? run : 0,
    bestStreak,
  };
}
