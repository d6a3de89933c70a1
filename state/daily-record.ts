/**
 * The daily record of a variant (docs/rules.md, Deal codes): which days' daily deals the player
 * played and won, kept with the variant's statistics as a set of days. Sets of days add up by
 * union, so a day counts once however many browsers played it, and once however often its deal
 * was played again.
 *
 * Stored as `<first day in base 36>.<states>`: the days from the first, three to a character of
 * base64url, each day's state in two bits (0 not played, 1 played, 2 won); stats.ts `DaysSchema`
 * checks that form. Loaded after the first paint (with the Statistics dialog, the first game
 * counted, and by sync in the background).
 */
/** A day's state in the record: played (not won), or won. */
export type DayState = 1 | 2;

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const MS_PER_DAY = 86_400_000;

/** A date (`YYYY-MM-DD`) as a day number: days since 1970-01-01. */
export function dayNumber(isoDate: string): number {
  const [year, month, day] = isoDate.split('-').map(Number);
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

/** The days of a stored record, by day number; none when absent. */
export function readDays(text: string | undefined): Map<number, DayState> {
  const days = new Map<number, DayState>();
  if (!text) return days;
  const [first, states] = text.split('.');
  const start = Number.parseInt(first, 36);
  [...states].forEach((character, index) => {
    const bits = DIGITS.indexOf(character);
    for (let slot = 0; slot < 3; slot++) {
      const state = (bits >> (2 * slot)) & 3;
      if (state === 1 || state === 2) days.set(start + 3 * index + slot, state);
    }
  });
  return days;
}

/** The stored form of `days`; undefined when there are none. */
export function writeDays(days: ReadonlyMap<number, DayState>): string | undefined {
  if (days.size === 0) return undefined;
  const numbers = [...days.keys()];
  const first = Math.min(...numbers);
  const length = Math.floor((Math.max(...numbers) - first) / 3) + 1;
  const bits = Array.from({ length }, () => 0);
  for (const [day, state] of days) {
    const offset = day - first;
    bits[Math.floor(offset / 3)] |= state << (2 * (offset % 3));
  }
  return `${first.toString(36)}.${bits.map((value) => DIGITS[value]).join('')}`;
}

/** `text` with `day` played, and won when `isWon` (a day won stays won). */
export function withDay(text: string | undefined, day: number, isWon: boolean): string {
  const days = readDays(text);
  days.set(day, isWon ? 2 : (days.get(day) ?? 1));
  return writeDays(days) as string;
}

/** Two records as one: every day of either, won when either won it. */
export function addDays(a: string | undefined, b: string | undefined): string | undefined {
  if (!a || !b || a === b) return a ?? b;
  const days = readDays(a);
  for (const [day, state] of readDays(b))
    days.set(day, Math.max(state, days.get(day) ?? 1) as DayState);
  return writeDays(days);
}
