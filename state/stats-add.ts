/**
 * How the synced statistics of many browsers stay in one small item: the records of the
 * browsers that played least lately are folded into one record that keeps every sum (each game
 * once, each day of the daily record once) and every best value (docs/rules.md, Statistics), and
 * a browser whose record was folded away sends from then on only what it counted after. Used by
 * sync in the background; pages do not load it.
 */
import { VARIANT_LETTERS } from '../engine';
import { addDays } from './daily-record';
import {
  isLater,
  least,
  MARKED_GAMES,
  most,
  SETTLED_GAMES,
  type StatsRecord,
  withCounts,
  withReports,
} from './stats';
import { currentOnly, NO_GAMES, twiceCounted } from './stats-epochs';
import {
  FOLDED_MARKS,
  FOLDED_NAME_LENGTH,
  FOLDED_NAMES,
  IMPORT_ID,
  type StatsFold,
  sound,
} from './stats-fold';
import {
  byDealing,
  idOf,
  readMark,
  settledGames,
  stillToCount,
  unitedReports,
  writeReport,
} from './stats-games';

/** When a record last counted a game, ms since the epoch (0 for none). */
export function lastPlayedAt(record: StatsRecord): number {
  return Math.max(0, ...VARIANT_LETTERS.map((letter) => record[letter]?.lastPlayedAt ?? 0));
}

/**
 * Marks as one list, each game once (won when any of them won it), in the same order whatever
 * order they came in: `keep` of them, those of games in `reported` first, then the latest dealt.
 */
function mergedMarks(
  won: ReadonlyMap<string, boolean>,
  keep: number,
  reported: ReadonlySet<string>,
): string[] | undefined {
  if (won.size === 0) return undefined;
  const marks = [...won].map(([id, isWon]) => readMark(`${id}${isWon ? '+' : '-'}`));
  const asked = marks.filter(({ id }) => reported.has(id)).sort(byDealing);
  const rest = marks.filter(({ id }) => !reported.has(id)).sort(byDealing);
  const kept = new Set([...asked.slice(-keep), ...rest.slice(-Math.max(0, keep - asked.length))]);
  return marks
    .filter((mark) => kept.has(mark))
    .sort(byDealing)
    .map(({ id, isWon }) => `${id}${isWon ? '+' : '-'}`);
}
/**
 * Two browsers' records as one: a variant's counts begun before the other's last reset left
 * out (`currentOnly`), sums added with each game once (`twiceCounted`), the reports whose game
 * one of the sums holds taken in (stats-games.ts), bests kept, the current streak of the one
 * that played the variant last.
 * @param reported the games other records report: their marks are the last the sum lets go.
 */
export function addRecords(
  x: StatsRecord,
  y: StatsRecord,
  reported: ReadonlySet<string> = new Set(),
): StatsRecord {
  const [a, b] = currentOnly([x, y]);
  const excess = twiceCounted([a, b]);
  const sum: StatsRecord = {};
  for (const letter of VARIANT_LETTERS) {
    const [x, y] = [a[letter], b[letter]];
    if (!x || !y) {
      if (x ?? y) sum[letter] = x ?? y;
      continue;
    }
    const latest = isLater(y, x) ? y : x;
    sum[letter] = sound({
      played: x.played + y.played - (excess[letter]?.played ?? 0),
      won: x.won + y.won - (excess[letter]?.won ?? 0),
      streak: latest.streak,
      bestStreak: Math.max(x.bestStreak, y.bestStreak),
      bestTimeMs: least(x.bestTimeMs, y.bestTimeMs),
      bestScore: most(x.bestScore, y.bestScore),
      fewestMoves: least(x.fewestMoves, y.fewestMoves),
      lastPlayedAt: latest.lastPlayedAt,
      wonTimeMs: (x.wonTimeMs ?? 0) + (y.wonTimeMs ?? 0),
      timedWins: (x.timedWins ?? 0) + (y.timedWins ?? 0),
      ...(x.since && { since: x.since }),
      // Days are a set: a day in both records is one day (docs/rules.md, Deal codes).
      ...((x.days || y.days) && { days: addDays(x.days, y.days) }),
    });
  }
  const settled = settledGames([a.games, b.games]);
  const reports: string[] = [];
  for (const report of unitedReports(a.pending, b.pending)) {
    const more = stillToCount(report, settled);
    if (more?.played) reports.push(writeReport(report));
    else if (more) {
      // One of the sums holds the game as not won: the report's win is taken in.
      sum[report.variant] = withCounts(sum[report.variant] ?? NO_GAMES, more);
      settled.set(report.id, true);
    }
  }
  const marks = [...settled].map(([id, isWon]) => `${id}${isWon ? '+' : '-'}`);
  // Reports beyond what a record keeps are settled in the sum, with marks of their own.
  const { games: all, ...added } = withReports({ ...sum, games: marks }, reports);
  const games = mergedMarks(settledGames([all]), FOLDED_MARKS, reported);
  return games ? { ...added, games } : added;
}

/**
 * The dealer (`self`, its `dealerName`) takes in the reports of its games among `reports`: a
 * game its sums do not hold counts in them, a game they hold as not won becomes a win; its marks
 * then name the game, so that every browser sees it settled. Reports of its own (counted here
 * before its name was known) are taken in too. Taking the same reports in again changes nothing.
 * @returns a new record, or `own` itself when nothing changed.
 */
export function absorbReports(
  own: StatsRecord,
  reports: readonly string[],
  self: string,
): StatsRecord {
  const mine = [...reports, ...(own.pending ?? [])].filter(
    (report) => readMark(report).dealer === self,
  );
  if (mine.length === 0) return own;
  const settled = settledGames([own.games]);
  let next: StatsRecord = {
    ...own,
    pending: own.pending?.filter((report) => readMark(report).dealer !== self),
  };
  if (!next.pending?.length) delete next.pending;
  for (const report of unitedReports(mine)) {
    const more = stillToCount(report, settled);
    if (!more) continue;
    settled.set(report.id, report.isWon || (settled.get(report.id) ?? false));
    next = {
      ...next,
      [report.variant]: withCounts(next[report.variant] ?? NO_GAMES, more),
      games: [
        ...(next.games ?? []).filter((mark) => mark.slice(0, -1) !== report.id),
        `${report.id}${settled.get(report.id) ? '+' : '-'}`,
      ].slice(-SETTLED_GAMES),
    };
  }
  return JSON.stringify(next) === JSON.stringify(own) ? own : next;
}

/**
 * `own` without the reports that some record among `others` holds in its sums as they are (their
 * dealer took them in): kept no longer, as the totals count them there.
 */
export function withoutSettled(own: StatsRecord, others: readonly StatsRecord[]): StatsRecord {
  if (!own.pending?.length) return own;
  const settled = settledGames(others.map((record) => record.games));
  const pending = own.pending.filter((report) => stillToCount(readMark(report), settled));
  if (pending.length === own.pending.length) return own;
  const { pending: _, ...rest } = own;
  return pending.length ? { ...rest, pending } : rest;
}

/**
 * The marks a record sends to `storage.sync`: the games other browsers report (`reported`, so
 * that they see them settled), then its latest, at most `4 * MARKED_GAMES` in all.
 */
export function syncedMarks(record: StatsRecord, reported: ReadonlySet<string>): StatsRecord {
  if (!record.games?.length) return record;
  const isAsked = (mark: string) => reported.has(mark.slice(0, -1));
  const chosen = new Set([
    ...record.games.filter(isAsked).slice(-3 * MARKED_GAMES),
    ...record.games.filter((mark) => !isAsked(mark)).slice(-MARKED_GAMES),
  ]);
  return { ...record, games: record.games.filter((mark) => chosen.has(mark)) };
}
/**
 * `fold` after this browser (`deviceId`) read `snapshot`: its record there is what a fold
 * would take; its record gone and its name in the folded record means the fold took what it
 * saw last, which joins `inFold`.
 */
export function afterReading(
  fold: StatsFold,
  snapshot: StatsSnapshot,
  deviceId: string,
): StatsFold {
  const mine = snapshot.devices[deviceId];
  if (mine) return { ...fold, seen: mine };
  const isFolded = snapshot.folded?.from.includes(deviceId.slice(0, FOLDED_NAME_LENGTH));
  if (!isFolded || !fold.seen) return fold;
  return { inFold: addRecords(fold.inFold, fold.seen), seen: null };
}

/** The synced statistics as sync-plans.ts builds them before writing. */
export interface StatsSnapshot {
  devices: Record<string, StatsRecord>;
  folded: (StatsRecord & { from: string[] }) | null;
}

/**
 * Folds the records of the browsers that played least lately, one by one, until `fits` holds
 * (or only `keep`'s record and the import's are left: a folded import could not be replaced by
 * the next). The folded record names each folded browser by the start
 * of its id, so that one coming back knows its record is in it.
 * @returns a new snapshot; `snapshot` is not changed.
 */
export function foldUntil(
  snapshot: StatsSnapshot,
  keep: string,
  fits: (snapshot: StatsSnapshot) => boolean,
): StatsSnapshot {
  let { devices, folded } = snapshot;
  while (!fits({ devices, folded })) {
    const oldest = Object.keys(devices)
      .filter((id) => id !== keep && id !== IMPORT_ID)
      .sort((x, y) => lastPlayedAt(devices[x]) - lastPlayedAt(devices[y]))[0];
    if (oldest === undefined) break;
    const { [oldest]: record, ...others } = devices;
    const { from = [], ...counts } = folded ?? {};
    const name = oldest.slice(0, FOLDED_NAME_LENGTH);
    const reported = new Set(
      Object.values(others).flatMap((each) => (each.pending ?? []).map(idOf)),
    );
    folded = {
      ...addRecords(counts, record, reported),
      from: [...from.filter((each) => each !== name), name].slice(-FOLDED_NAMES),
    };
    devices = others;
  }
  return { devices, folded };
}
