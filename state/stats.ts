/**
 * Statistics per variant: what one browser counted, how a game is counted, and how the counts of
 * several browsers add up.
 */
import * as v from 'valibot';
import { type Game, VARIANT_LETTERS, type Variant } from '../engine';

const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER));

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
    /** Highest score of any game counted; null before the first. */
    bestScore: v.nullable(count),
    /** Fewest moves in a win; null before the first win. */
    fewestMoves: v.nullable(count),
    /** When the last game of this variant was counted, ms since the epoch. */
    lastPlayedAt: count,
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

/** One browser's counts, by variant letter; a variant never played has no entry. */
export const StatsRecordSchema = v.object(
  Object.fromEntries(
    VARIANT_LETTERS.map((letter) => [letter, v.optional(VariantRecordSchema)]),
  ) as {
    [letter in Variant]: v.OptionalSchema<typeof VariantRecordSchema, undefined>;
  },
);
export type StatsRecord = v.InferOutput<typeof StatsRecordSchema>;

/** How a game ended, as the game store reports it when the game counts. */
export interface GameResult {
  variant: Variant;
  isWon: boolean;
  /** Time played, ms. */
  elapsedMs: number;
  score: number;
  moves: number;
}

/** What the statistics keep of a game that counts, `elapsedMs` into it. */
export function resultOf(game: Game, elapsedMs: number): GameResult {
  const { variant, score, moves, status } = game;
  return { variant, isWon: status === 'won', elapsedMs, score, moves };
}

/** The statistics shown for one variant, summed over every browser. */
export interface VariantTotals {
  played: number;
  won: number;
  /** won / played, 0..1; null before the first game. */
  winRate: number | null;
  /** The current streak of the browser that counted this variant's last game. */
  streak: number;
  bestStreak: number;
  bestTimeMs: number | null;
  bestScore: number | null;
  fewestMoves: number | null;
}

const NO_GAMES: VariantRecord = {
  played: 0,
  won: 0,
  streak: 0,
  bestStreak: 0,
  bestTimeMs: null,
  bestScore: null,
  fewestMoves: null,
  lastPlayedAt: 0,
};

/**
 * Counts one game (a game counts once: the game store reports each game a single time).
 * @param at when it ended, ms since the epoch.
 * @returns a new record; `record` is not changed.
 */
export function recordGame(record: StatsRecord, result: GameResult, at: number): StatsRecord {
  const before = record[result.variant] ?? NO_GAMES;
  const streak = result.isWon ? before.streak + 1 : 0;
  const after: VariantRecord = {
    played: before.played + 1,
    won: before.won + (result.isWon ? 1 : 0),
    streak,
    bestStreak: Math.max(before.bestStreak, streak),
    bestTimeMs: result.isWon ? least(before.bestTimeMs, result.elapsedMs) : before.bestTimeMs,
    bestScore: Math.max(before.bestScore ?? 0, result.score),
    fewestMoves: result.isWon ? least(before.fewestMoves, result.moves) : before.fewestMoves,
    lastPlayedAt: Math.max(before.lastPlayedAt, at),
  };
  return { ...record, [result.variant]: after };
}

/**
 * Adds up the records of several browsers: counters summed, bests as maxima or minima, the
 * current streak taken from the browser that played the variant last.
 */
export function totalsOf(records: readonly StatsRecord[]): Record<Variant, VariantTotals> {
  return Object.fromEntries(
    VARIANT_LETTERS.map((letter) => {
      const entries = records.flatMap((record) => record[letter] ?? []);
      const latest = entries.reduce(
        (last, entry) => (entry.lastPlayedAt > last.lastPlayedAt ? entry : last),
        NO_GAMES,
      );
      const played = sum(entries.map((entry) => entry.played));
      const won = sum(entries.map((entry) => entry.won));
      const totals: VariantTotals = {
        played,
        won,
        winRate: played === 0 ? null : won / played,
        streak: latest.streak,
        bestStreak: Math.max(0, ...entries.map((entry) => entry.bestStreak)),
        bestTimeMs: entries.reduce<number | null>(
          (best, entry) => least(best, entry.bestTimeMs),
          null,
        ),
        bestScore: entries.reduce<number | null>(
          (best, entry) => most(best, entry.bestScore),
          null,
        ),
        fewestMoves: entries.reduce<number | null>(
          (best, entry) => least(best, entry.fewestMoves),
          null,
        ),
      };
      return [letter, totals];
    }),
  ) as Record<Variant, VariantTotals>;
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

function least(a: number | null, b: number | null): number | null {
  return a === null ? b : b === null ? a : Math.min(a, b);
}

function most(a: number | null, b: number | null): number | null {
  return a === null ? b : b === null ? a : Math.max(a, b);
}
