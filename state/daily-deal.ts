/**
 * The daily deal on this device (docs/rules.md, Deal codes): the player's own local date, today's
 * deal in a variant, and whether a game is the daily deal of the day it was dealt.
 */
import type { Game, Variant } from '../engine';
// Not from the engine's index: what the index exports counts as needed before the first paint.
import { type CalendarDate, dailyDealCode, isoDate } from '../engine/daily-deal';

/** The player's local calendar date at `at`, ms since the epoch. */
export function localDate(at: number): CalendarDate {
  const date = new Date(at);
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** Today's deal (the local date at `now`, ms since the epoch) in `variant`. */
export function todaysDealCode(variant: Variant, now = Date.now()): string {
  return dailyDealCode(localDate(now), variant);
}

/**
 * The date (`YYYY-MM-DD`) whose daily deal `game` is: the local date it was dealt at (`dealtAt`,
 * ms since the epoch), when its code is that date's daily deal; null for any other game, and for
 * a game whose deal time is unknown.
 */
export function dailyDateOf(game: Pick<Game, 'code' | 'variant'>, dealtAt?: number): string | null {
  if (dealtAt === undefined) return null;
  const date = localDate(dealtAt);
  return dailyDealCode(date, game.variant) === game.code ? isoDate(date) : null;
}
