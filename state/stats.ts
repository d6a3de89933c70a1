/**
 * Statistics per variant: what one browser counted, how a game is counted, and how the counts of
 * several browsers add up.
 */
import * as v from 'valibot';
import { VARIANT_LETTERS, type Variant } from '../engine';
import type { GameResult } from './game-result';
import { NO_GAMES, startedSince } from './stats-epochs';

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
  v.check(
    (record) =>
      record.won <= record.played &&
      record.streak <= record.bestStreak &&
      record.bestStreak <= record.won,
    'more wins or streaks than games',
  ),
);
export type VariantRecord = v.InferOutput<typeof VariantRecordSchema>;

/**
 * A counted game's mark: its id (`gameId`) and `+` when it was won, `-` when not. A game's id
 * starts with its variant letter.
 */
export const GameMarkSchema = v.pipe(v.string(), v.regex(/^[A-Z]-[A-Z]{7}~[0-9a-z]{1,11}[+-]$/));

/** How many of its last counted games a browser keeps marks of (docs/rules.md, Statistics). */
export const MARKED_GAMES = 8;

/** One browser's counts, by variant letter; a variant never played has no entry. */
export const StatsRecordSchema = v.object({
  ...(Object.fromEntries(
    VARIANT_LETTERS.map((letter) => [letter, v.optional(VariantRecordSchema)]),
  ) as {
    [letter in Variant]: v.OptionalSchema<typeof VariantRecordSchema, undefined>;
  }),
  /**
   * Marks of the last games counted (oldest first), so that a game continued in several
   * browsers counts once when their counts are added up (`totalsOf`).
   */
  games: v.optional(v.pipe(v.array(GameMarkSchema), v.maxLength(4 * MARKED_GAMES))),
});
export type StatsRecord = v.InferOutput<typeof StatsRecordSchema>;

/**
 * Counts one game, once (docs/rules.md, Statistics): a game this record already counted counts
 * again only to turn a game not won into a win (it came back from another browser and was won).
 * @param at when it ended, ms since the epoch.
 * @param since the variant's latest reset known (`epochOf`), ms since the epoch: counts begun
 *   before it start again from none.
 * @returns a new record; `record` is not changed.
 */
export function recordGame(
  record: StatsRecord,
  result: GameResult,
  at: number,
  since = 0,
): StatsRecord {
  const current = startedSince(record, result.variant, since);
  const before = current[result.variant] ?? NO_GAMES;
  const earlier = result.id && current.games?.find((mark) => mark.slice(0, -1) === result.id);
  if (earlier && (earlier.endsWith('+') || !result.isWon)) return record;
  const games = result.id
    ? [
        ...(current.games ?? []).filter((mark) => mark !== earlier),
        `${result.id}${result.isWon ? '+' : '-'}`,
      ].slice(-MARKED_GAMES)
    : current.games;
  const streak = result.isWon ? before.streak + 1 : 0;
  const timedWins = (before.timedWins ?? 0) + (result.isWon ? 1 : 0);
  const after: VariantRecord = {
    played: before.played + (earlier ? 0 : 1),
    won: before.won + (result.isWon ? 1 : 0),
    streak,
    bestStreak: Math.max(before.bestStreak, streak),
    bestTimeMs: result.isWon ? least(before.bestTimeMs, result.elapsedMs) : before.bestTimeMs,
    // A card taken back scores again each time it goes home: such a score is no record.
    bestScore: result.takebacks === 0 ? most(before.bestScore, result.score) : before.bestScore,
    fewestMoves: result.isWon ? least(before.fewestMoves, result.moves) : before.fewestMoves,
    lastPlayedAt: Math.max(before.lastPlayedAt, at),
    ...(timedWins && {
      wonTimeMs: (before.wonTimeMs ?? 0) + (result.isWon ? result.elapsedMs : 0),
      timedWins,
    }),
    ...(before.since && { since: before.since }),
    ...(before.days && { days: before.days }),
  };
  return { ...current, [result.variant]: after, ...(games && { games }) };
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
