/**
 * The statistics as the dialog shows them: every browser's records added up per variant. Loaded
 * with the dialog, after the first paint.
 */
import { VARIANT_LETTERS, type Variant } from '../engine';
import { isLater, least, most, type StatsRecord, type VariantRecord } from './stats';
import { currentOnly, NO_GAMES, twiceCounted } from './stats-epochs';
import { type ReportedCounts, reportedOnly } from './stats-games';

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
  /** The mean time of a won game, ms; null before the first win timed. */
  averageTimeMs: number | null;
  bestScore: number | null;
  fewestMoves: number | null;
}

/**
 * Adds up the records of several browsers: counts from before a variant's last reset left out
 * (`currentOnly`), counters summed, each game once however many browsers counted it
 * (`twiceCounted`), a game another browser dealt counted once until its dealer took it in
 * (`reportedOnly`), bests as maxima or minima, the current streak taken from the browser that
 * played the variant last.
 */
export function totalsOf(all: readonly StatsRecord[]): Record<Variant, VariantTotals> {
  const records = currentOnly(all);
  const excess = twiceCounted(records);
  const reported = reportedOnly(records);
  return Object.fromEntries(
    VARIANT_LETTERS.map((letter) => {
      const entries = records.flatMap((record) => record[letter] ?? []);
      const latest = entries.reduce(
        (last, entry) => (isLater(entry, last) ? entry : last),
        NO_GAMES,
      );
      const more = reported[letter] ?? { played: 0, won: 0, wonTimeMs: 0 };
      const played =
        sum(entries.map((entry) => entry.played)) - (excess[letter]?.played ?? 0) + more.played;
      const won = sum(entries.map((entry) => entry.won)) - (excess[letter]?.won ?? 0) + more.won;
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
        averageTimeMs: averageTime(entries, more),
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

/**
 * The mean time of the wins timed in `entries` and the reported wins (`more`), ms; null when
 * none was timed.
 */
function averageTime(entries: readonly VariantRecord[], more: ReportedCounts): number | null {
  const wins = sum(entries.map((entry) => entry.timedWins ?? 0)) + more.won;
  const time = sum(entries.map((entry) => entry.wonTimeMs ?? 0)) + more.wonTimeMs;
  return wins === 0 ? null : time / wins;
}
