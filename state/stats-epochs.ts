/**
 * Resetting a variant's statistics in every browser (docs/rules.md, Statistics): each record of
 * a variant says when its counts began (`since`, the last reset it knows). Records begun before
 * the latest reset any browser made count no more, whichever browser still holds them, so no
 * merge brings old counts back; a browser counting its next game starts again from none.
 * And how a game marked in several records is counted once.
 */
import { VARIANT_LETTERS, type Variant } from '../engine';
import type { StatsRecord, VariantRecord } from './stats';

/** A variant's record before its first game. */
export const NO_GAMES: VariantRecord = {
  played: 0,
  won: 0,
  streak: 0,
  bestStreak: 0,
  bestTimeMs: null,
  bestScore: null,
  fewestMoves: null,
  lastPlayedAt: 0,
};

/** The latest reset of `variant` among `records`, ms since the epoch; 0 when none was reset. */
export function epochOf(records: readonly StatsRecord[], variant: Variant): number {
  return Math.max(0, ...records.map((record) => record[variant]?.since ?? 0));
}

/**
 * `record` with `variant`'s counts started again from none at `since` when they began earlier
 * (its marks and reports of that variant go too), else `record` itself.
 */
export function startedSince(record: StatsRecord, variant: Variant, since: number): StatsRecord {
  const entry = record[variant];
  if (since === 0 || (entry?.since ?? 0) >= since) return record;
  return {
    ...withoutMarksOf(record, new Set([variant])),
    [variant]: { ...NO_GAMES, lastPlayedAt: Math.max(entry?.lastPlayedAt ?? 0, since), since },
  };
}

/** `record` without the marks and reports of games of `variants`. */
function withoutMarksOf(record: StatsRecord, variants: ReadonlySet<string>): StatsRecord {
  const { games, pending, ...counts } = record;
  const kept = games?.filter((mark) => !variants.has(mark[0]));
  const reports = pending?.filter((report) => !variants.has(report[0]));
  return {
    ...counts,
    ...(kept?.length && { games: kept }),
    ...(reports?.length && { pending: reports }),
  };
}

/**
 * "Reset statistics" of `variant` in this browser's record at `at` (ms since the epoch): its
 * counts start again from none, begun later than any reset `known` records have.
 */
export function resetVariant(
  record: StatsRecord,
  variant: Variant,
  at: number,
  known: readonly StatsRecord[] = [],
): StatsRecord {
  return startedSince(record, variant, Math.max(at, epochOf([record, ...known], variant) + 1));
}

/**
 * The records without the counts (and game marks and reports) of each variant begun before its
 * last reset.
 */
export function currentOnly(records: readonly StatsRecord[]): StatsRecord[] {
  const epochs = VARIANT_LETTERS.map((letter) => [letter, epochOf(records, letter)] as const);
  if (epochs.every(([, epoch]) => epoch === 0)) return [...records];
  return records.map((record) => {
    const stale = new Set(
      epochs
        .filter(([letter, epoch]) => record[letter] && (record[letter]?.since ?? 0) < epoch)
        .map(([letter]) => letter),
    );
    if (stale.size === 0) return record;
    const kept = withoutMarksOf(record, stale);
    for (const letter of stale) delete kept[letter];
    return kept;
  });
}

/**
 * Per variant, how many games and wins the records count more than once between them: a game
 * marked in several records is one game, won when any of them won it.
 */
export function twiceCounted(records: readonly StatsRecord[]): Partial<Record<Variant, Excess>> {
  const copies = new Map<string, { count: number; wins: number }>();
  for (const record of records) {
    for (const mark of new Set(record.games)) {
      const copy = copies.get(mark.slice(0, -1)) ?? { count: 0, wins: 0 };
      copies.set(mark.slice(0, -1), {
        count: copy.count + 1,
        wins: copy.wins + (mark.endsWith('+') ? 1 : 0),
      });
    }
  }
  const excess: Partial<Record<Variant, Excess>> = {};
  for (const [id, { count, wins }] of copies) {
    if (count < 2) continue;
    const letter = id[0] as Variant;
    const before = excess[letter] ?? { played: 0, won: 0 };
    excess[letter] = {
      played: before.played + count - 1,
      won: before.won + Math.max(0, wins - 1),
    };
  }
  return excess;
}

/** Games and wins counted more than once (`twiceCounted`). */
export interface Excess {
  played: number;
  won: number;
}
