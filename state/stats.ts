/**
 * Statistics per variant: what one browser counted, how a game is counted, and how the counts of
 * several browsers add up.
 */
import * as v from 'valibot';
import { VARIANT_LETTERS, type Variant } from '../engine';
import type { GameResult } from './game-result';
import { NO_GAMES, startedSince } from './stats-epochs';
import {
  dealerOfId,
  PENDING_GAMES,
  readMark,
  reportOf,
  stillToCount,
  unitedReports,
  writeReport,
} from './stats-games';

// What a game that counts leaves (game-result.ts), apart: the game store, which every page fetches
// before its first paint, needs only that (docs/speed.md, Weight).
export { type GameResult, gameId, resultOf } from './game-result';
export type { VariantTotals } from './stats-totals';

const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER));

/**
 * A daily record as stored (daily-record.ts): the first day's number in base 36, a dot, and the
 * days from it, three to a base64url character; some 120 characters a year.
 */
export const DaysSchema = v.pipe(v.string(), v.maxLength(6000), v.regex(/^[0-9a-z]{1,6}\.[\w-]*$/));

/** One browser's counts for one variant. */
export const VariantRecordSchema = v.pipe(
  v.object({
    /** Games counted: won, stopped at the move limit, or left for a new one after a move. */
    played: count,
    won: count,
    /** Wins in a row up to the last game counted. */
    streak: count,
    bestStreak: count,
    /** Fastest win, ms; null before the first win. */
    bestTimeMs: v.nullable(count),
    /**
     * Highest score of a game counted with no take-back (docs/rules.md, Score, moves and time);
     * null before the first.
     */
    bestScore: v.nullable(count),
    /** Fewest moves in a win; null before the first win. */
    fewestMoves: v.nullable(count),
    /** When the last game of this variant was counted, ms since the epoch. */
    lastPlayedAt: count,
    /** The times of the wins counted since this version kept them, summed, ms; absent: 0. */
    wonTimeMs: v.optional(count),
    /** How many wins `wonTimeMs` sums; absent: 0. */
    timedWins: v.optional(count),
    /**
     * When these counts began, ms since the epoch: the last "Reset statistics" of the variant
     * (docs/rules.md, Statistics); absent: never reset. Counts begun earlier than another
     * browser's are from before a reset and count no more (stats-epochs.ts).
     */
    since: v.optional(count),
    /**
     * The daily record: the days whose daily deal was played and won (daily-record.ts; docs/rules.md,
     * Deal codes); absent before the first.
     */
    days: v.optional(DaysSchema),
  }),
  // A streak may run longer than the wins in this record's sums: the wins of games another
  // browser dealt are in that browser's sums (stats-games.ts).
  v.check(
    (record) => record.won <= record.played && record.streak <= record.bestStreak,
    'more wins than games, or a streak longer than the best',
  ),
);
export type VariantRecord = v.InferOutput<typeof VariantRecordSchema>;

/**
 * A game's id (`gameId`), as a pattern's source: its deal code without `YU1-` (so starting with
 * its variant letter), `~`, and when it was dealt; then its dealer (`DEALER`), but for an older
 * version's game.
 */
const GAME_ID = '[A-Z]-[A-Z]{7}~[0-9a-z]{1,11}';
/** The dealer's part of a game's id: a dot and its name (`dealerName`). */
const DEALER = '\\.[0-9a-z]{6}';

/** A counted game's mark: its id (`gameId`) and `+` when it was won, `-` when not. */
export const GameMarkSchema = v.pipe(
  v.string(),
  v.regex(new RegExp(`^${GAME_ID}(?:${DEALER})?[+-]$`)),
);

/**
 * A game another browser dealt, counted here and not yet in its dealer's sums (stats-games.ts):
 * its id, then `-`, or `+` and the won game's time in ms, base 36.
 */
export const ReportSchema = v.pipe(
  v.string(),
  v.regex(new RegExp(`^${GAME_ID}${DEALER}(?:-|\\+[0-9a-z]{1,9})$`)),
);

/**
 * A game counted on a page that went away before its count was written (stats-store.ts
 * `UncountedKeep`): the game, known by its id, and when it was counted (ms since the epoch).
 */
export const KeptCountSchema = v.object({
  result: v.object({
    variant: v.picklist(VARIANT_LETTERS),
    isWon: v.boolean(),
    elapsedMs: count,
    score: v.pipe(v.number(), v.integer()),
    moves: count,
    takebacks: count,
    id: v.pipe(v.string(), v.regex(new RegExp(`^${GAME_ID}(?:${DEALER})?$`))),
  }),
  at: count,
});
export type KeptCount = v.InferOutput<typeof KeptCountSchema>;

/**
 * How many of the games in its sums a browser names in its synced record (the latest, besides
 * those another browser reports), so that a game counted in several records counts once.
 */
export const MARKED_GAMES = 8;

/**
 * How many of the games in its sums a browser remembers in its own record (`storage.local`): a
 * report of one of its deals older than these counts again (docs/rules.md, Statistics).
 */
export const SETTLED_GAMES = 1000;

/** One browser's counts, by variant letter; a variant never played has no entry. */
export const StatsRecordSchema = v.object({
  ...(Object.fromEntries(
    VARIANT_LETTERS.map((letter) => [letter, v.optional(VariantRecordSchema)]),
  ) as {
    [letter in Variant]: v.OptionalSchema<typeof VariantRecordSchema, undefined>;
  }),
  /**
   * Marks of the last games in the sums (oldest counted first), so that a game continued in
   * several browsers counts once when their counts are added up (`totalsOf`).
   */
  games: v.optional(v.pipe(v.array(GameMarkSchema), v.maxLength(SETTLED_GAMES))),
  /**
   * Reports of games another browser dealt that this one counted, oldest dealt first: not in the
   * sums until their dealer takes them in (stats-games.ts).
   */
  pending: v.optional(v.pipe(v.array(ReportSchema), v.maxLength(PENDING_GAMES))),
});
export type StatsRecord = v.InferOutput<typeof StatsRecordSchema>;

/**
 * Counts one game, once (docs/rules.md, Statistics): a game this record already counted counts
 * again only to turn a game not won into a win (it came back from another browser and was won).
 * A game another browser dealt goes into the record's reports, not its sums (stats-games.ts);
 * its best values and the streak count here at once.
 * @param at when it ended, ms since the epoch.
 * @param since the variant's latest reset known (`epochOf`), ms since the epoch: counts begun
 *   before it start again from none.
 * @param self the name this browser deals under (`dealerName`); unknown, every game with a
 *   dealer is reported (its dealer, this browser too, takes it in).
 * @returns a new record; `record` is not changed.
 */
export function recordGame(
  record: StatsRecord,
  result: GameResult,
  at: number,
  since = 0,
  self?: string,
): StatsRecord {
  const current = startedSince(record, result.variant, since);
  const before = current[result.variant] ?? NO_GAMES;
  const earlier = result.id && current.games?.find((mark) => mark.slice(0, -1) === result.id);
  const dealer = result.id ? dealerOfId(result.id) : null;
  const isReport = !earlier && dealer !== null && dealer !== self;
  const reported = isReport && current.pending?.find((report) => readMark(report).id === result.id);
  const counted = earlier || reported;
  if (counted && (readMark(counted).isWon || !result.isWon)) return record;
  const streak = result.isWon ? before.streak + 1 : 0;
  const bests: VariantRecord = {
    ...before,
    streak,
    bestStreak: Math.max(before.bestStreak, streak),
    bestTimeMs: result.isWon ? least(before.bestTimeMs, result.elapsedMs) : before.bestTimeMs,
    // A card taken back scores again each time it goes home: such a score is no record.
    bestScore: result.takebacks === 0 ? most(before.bestScore, result.score) : before.bestScore,
    fewestMoves: result.isWon ? least(before.fewestMoves, result.moves) : before.fewestMoves,
    lastPlayedAt: Math.max(before.lastPlayedAt, at),
  };
  if (isReport && result.id) {
    const report = reportOf(result.id, result.isWon, result.elapsedMs);
    return withReports({ ...current, [result.variant]: bests }, [report]);
  }
  const games = result.id
    ? [
        ...(current.games ?? []).filter((mark) => mark !== earlier),
        `${result.id}${result.isWon ? '+' : '-'}`,
      ].slice(-SETTLED_GAMES)
    : current.games;
  const after = withCounts(bests, {
    played: earlier ? 0 : 1,
    won: result.isWon ? 1 : 0,
    timeMs: result.isWon ? result.elapsedMs : 0,
  });
  return { ...current, [result.variant]: after, ...(games && { games }) };
}

/**
 * `entry` with a game's sums added: `played` and `won` (0 or 1), and a win's time `timeMs`.
 */
export function withCounts(
  entry: VariantRecord,
  { played, won, timeMs }: { played: number; won: number; timeMs: number },
): VariantRecord {
  const timedWins = (entry.timedWins ?? 0) + won;
  const { wonTimeMs: _, timedWins: __, ...rest } = entry;
  return {
    ...rest,
    played: entry.played + played,
    won: entry.won + won,
    ...(timedWins && { wonTimeMs: (entry.wonTimeMs ?? 0) + (won ? timeMs : 0), timedWins }),
  };
}

/**
 * `record` with `reports` added to its own (stats-games.ts `unitedReports`); beyond
 * `PENDING_GAMES` the oldest dealt are settled in the record's sums, whose marks then name them
 * (a dealer that never takes them in, being gone, then leaves nothing uncounted).
 */
export function withReports(record: StatsRecord, reports: readonly string[]): StatsRecord {
  const united = unitedReports(record.pending, reports);
  const { pending: _, ...rest } = record;
  const settled = new Map(
    (record.games ?? []).map((mark) => [mark.slice(0, -1), mark.endsWith('+')] as const),
  );
  let next: StatsRecord = rest;
  const overflow = united.slice(0, Math.max(0, united.length - PENDING_GAMES));
  for (const report of overflow) {
    const more = stillToCount(report, settled);
    if (!more) continue;
    next = {
      ...next,
      [report.variant]: withCounts(next[report.variant] ?? NO_GAMES, more),
      games: [
        ...(next.games ?? []).filter((mark) => mark.slice(0, -1) !== report.id),
        `${report.id}${report.isWon || settled.get(report.id) ? '+' : '-'}`,
      ].slice(-SETTLED_GAMES),
    };
  }
  const kept = united.slice(overflow.length).map(writeReport);
  return kept.length ? { ...next, pending: kept } : next;
}

/**
 * Whether `a` counted its variant's last game after `b` did (at the same time, the longer
 * streak goes on), so that the current streak is the same in whichever order records are added.
 */
export function isLater(a: VariantRecord, b: VariantRecord): boolean {
  return (
    a.lastPlayedAt > b.lastPlayedAt || (a.lastPlayedAt === b.lastPlayedAt && a.streak > b.streak)
  );
}

/** The smaller of two bests, where null is no best yet. */
export function least(a: number | null, b: number | null): number | null {
  return a === null ? b : b === null ? a : Math.min(a, b);
}

/** The larger of two bests, where null is no best yet. */
export function most(a: number | null, b: number | null): number | null {
  return a === null ? b : b === null ? a : Math.max(a, b);
}
