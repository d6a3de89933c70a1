/**
 * Which browser settles a game's count, and how a game counted in several browsers counts once
 * (docs/rules.md, Statistics).
 *
 * A game's id names the browser that dealt it (`C-AAAAAAB~<dealtAt>.<dealer>`, game-result.ts
 * `gameId`). The dealer's record holds the game in its sums (played, won, the won time); another
 * browser that ends or leaves the game keeps a *report* of it (`pending`) outside its sums, until
 * it sees the game among the dealer's marks (`games`) with the same outcome or a better one. The
 * dealer takes in every report of its games (`absorbReports`): a game it never counted counts
 * once, a game it counted as not won turns into a win. Until the dealer has seen a report, every
 * browser counts the report provisionally, once however many browsers hold it.
 *
 * Marks: `<id>+` (won) or `<id>-` (not won) for a game in a record's sums; a report is the same,
 * with the won game's time after the `+` (ms in base 36).
 */
import type { Variant } from '../engine';

export { dealerName } from './game-result';

/** How many reports a record keeps; beyond that the oldest is settled in the record itself. */
export const PENDING_GAMES = 32;

const MARK = /^([A-Z]-[A-Z]{7}~([0-9a-z]{1,11})(?:\.([0-9a-z]{6}))?)([+-])([0-9a-z]{0,9})$/;

/** A mark or report read: the game's id and variant, its dealer (null for an older id), outcome. */
export interface ReadMark {
  id: string;
  variant: Variant;
  dealtAt: number;
  dealer: string | null;
  isWon: boolean;
  /** The won game's time, ms (a report of a win); 0 when not given. */
  timeMs: number;
}

/** Reads a mark or a report (checked by stats.ts `GameMarkSchema` / `ReportSchema`). */
export function readMark(mark: string): ReadMark {
  const match = MARK.exec(mark);
  if (!match) throw new Error(`not a game mark: ${mark}`);
  const [, id, dealtAt, dealer, outcome, time] = match;
  return {
    id,
    variant: id[0] as Variant,
    dealtAt: Number.parseInt(dealtAt, 36),
    dealer: dealer ?? null,
    isWon: outcome === '+',
    timeMs: time ? Number.parseInt(time, 36) : 0,
  };
}

/** A game's id without its outcome. */
export const idOf = (mark: string): string => readMark(mark).id;

/** The dealer named in a game id, or null for an id of an older version (no dealer). */
export function dealerOfId(id: string): string | null {
  const dot = id.indexOf('.');
  return dot < 0 ? null : id.slice(dot + 1);
}

/** The report of a game: won with its time, or not won. */
export function reportOf(id: string, isWon: boolean, timeMs: number): string {
  return isWon ? `${id}+${Math.round(timeMs).toString(36)}` : `${id}-`;
}

/** Orders marks by when their games were dealt, then by id: the same order from any input. */
export function byDealing(a: ReadMark, b: ReadMark): number {
  return a.dealtAt - b.dealtAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * Reports as one set: each game once, won when any report won it (with the shortest time among
 * the wins, so that any order of adding gives the same), oldest dealt first. A union: the same in
 * any order or grouping, and adding a set to itself changes nothing.
 */
export function unitedReports(...lists: (readonly string[] | undefined)[]): ReadMark[] {
  const reports = new Map<string, ReadMark>();
  for (const list of lists) {
    for (const report of list ?? []) {
      const read = readMark(report);
      const before = reports.get(read.id);
      if (!before || better(read, before)) reports.set(read.id, read);
    }
  }
  return [...reports.values()].sort(byDealing);
}

function better(a: ReadMark, b: ReadMark): boolean {
  if (a.isWon !== b.isWon) return a.isWon;
  return a.isWon && a.timeMs < b.timeMs;
}

/** Writes a read report back. */
export const writeReport = (report: ReadMark): string =>
  reportOf(report.id, report.isWon, report.timeMs);

/** Every game counted in some record's sums among `markLists`: won when any of them won it. */
export function settledGames(markLists: (readonly string[] | undefined)[]): Map<string, boolean> {
  const settled = new Map<string, boolean>();
  for (const list of markLists) {
    for (const mark of list ?? []) {
      const { id, isWon } = readMark(mark);
      settled.set(id, (settled.get(id) ?? false) || isWon);
    }
  }
  return settled;
}

/**
 * What a report adds to sums that hold the `settled` games: the whole game when no sum holds it,
 * only its win when a sum holds it as not won, nothing when a sum holds it as it is or better.
 */
export function stillToCount(
  report: ReadMark,
  settled: ReadonlyMap<string, boolean>,
): { played: number; won: number; timeMs: number } | null {
  const there = settled.get(report.id);
  if (there === undefined) {
    return { played: 1, won: report.isWon ? 1 : 0, timeMs: report.isWon ? report.timeMs : 0 };
  }
  if (report.isWon && !there) return { played: 0, won: 1, timeMs: report.timeMs };
  return null;
}

/** What the reports of several records add to their sums, per variant (`reportedOnly`). */
export interface ReportedCounts {
  played: number;
  won: number;
  /** The won times of the wins added, summed, ms. */
  wonTimeMs: number;
}

/**
 * What the reports among `records` add to the records' sums, per variant: each game reported
 * once however many records report it, less what some record's sums hold of it already (its
 * dealer's, once it took the report in).
 */
export function reportedOnly(
  records: readonly { games?: readonly string[]; pending?: readonly string[] }[],
): Partial<Record<Variant, ReportedCounts>> {
  const settled = settledGames(records.map((record) => record.games));
  const counts: Partial<Record<Variant, ReportedCounts>> = {};
  for (const report of unitedReports(...records.map((record) => record.pending))) {
    const more = stillToCount(report, settled);
    if (!more) continue;
    const before = counts[report.variant] ?? { played: 0, won: 0, wonTimeMs: 0 };
    counts[report.variant] = {
      played: before.played + more.played,
      won: before.won + more.won,
      wonTimeMs: before.wonTimeMs + more.timeMs,
    };
  }
  return counts;
}
