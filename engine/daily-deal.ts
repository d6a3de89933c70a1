/**
 * The daily deal: one deal number per calendar date, the same for every player (docs/rules.md,
 * Deal codes).
 */
import { splitMix64 } from './deal';
import { DEAL_COUNT, formatDealCode } from './deal-code';
import type { Variant } from './variants';

/** A calendar date: `year` in full, `month` 1..12, `day` 1..31. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/**
 * The daily deal's number of a date: the first `next()` of SplitMix64 seeded with the date as
 * the integer YYYYMMDD, mod 26^7 (docs/rules.md, Deal codes).
 * @throws RangeError when the date is not a real calendar date (e.g. month 13 or 30 February).
 */
export function dailyDealNumber(date: CalendarDate): number {
  const { year, month, day } = date;
  const probe = new Date(Date.UTC(year, month - 1, day));
  const isReal =
    [year, month, day].every(Number.isInteger) &&
    year >= 1 &&
    year <= 9999 &&
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day;
  if (!isReal) throw new RangeError(`${year}-${month}-${day} is not a calendar date.`);
  const seed = BigInt(year * 10_000 + month * 100 + day);
  return Number(splitMix64(seed)() % BigInt(DEAL_COUNT));
}

/** The daily deal's code of a date in `variant` (docs/rules.md, Deal codes). */
export function dailyDealCode(date: CalendarDate, variant: Variant): string {
  return formatDealCode(variant, dailyDealNumber(date));
}

/** A date as `YYYY-MM-DD` (ISO 8601), the form the daily record and shared texts use. */
export function isoDate({ year, month, day }: CalendarDate): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}
