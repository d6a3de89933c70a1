/**
 * How the synced statistics of many browsers stay in one small item: the records of the
 * browsers that played least lately are folded into one record that keeps every sum (each game
 * once, each day of the daily record once) and every best value (docs/rules.md, Statistics), and
 * a browser whose record was folded away sends from then on only what it counted after. Used by
 * sync in the background; pages do not load it.
 */
import { VARIANT_LETTERS } from '../engine';
import { addDays } from './daily-record';
import { isLater, least, most, type StatsRecord } from './stats';
import { currentOnly, twiceCounted } from './stats-epochs';
import {
  FOLDED_MARKS,
  FOLDED_NAME_LENGTH,
  FOLDED_NAMES,
  IMPORT_ID,
  type StatsFold,
  sound,
} from './stats-fold';

/** When a record last counted a game, ms since the epoch (0 for none). */
export function lastPlayedAt(record: StatsRecord): number {
  return Math.max(0, ...VARIANT_LETTERS.map((letter) => record[letter]?.lastPlayedAt ?? 0));
}

/** Marks of both records, each game once (won when either won it), the latest `keep` of them. */
function mergedMarks(a: StatsRecord, b: StatsRecord, keep: number): string[] | undefined {
  const won = new Map<string, boolean>();
  for (const mark of [...(a.games ?? []), ...(b.games ?? [])]) {
    const id = mark.slice(0, -1);
    won.set(id, (won.get(id) ?? false) || mark.endsWith('+'));
  }
  if (won.size === 0) return undefined;
  const dealtAt = (id: string) => Number.parseInt(id.slice(id.indexOf('~') + 1), 36);
  return [...won]
    .sort(([x], [y]) => dealtAt(x) - dealtAt(y))
    .slice(-keep)
    .map(([id, isWon]) => `${id}${isWon ? '+' : '-'}`);
}
/**
 * Two browsers' records as one: a variant's counts begun before the other's last reset left
 * out (`currentOnly`), sums added with each game once (`twiceCounted`), bests kept, the current
 * streak of the one that played the variant last.
 */
export function addRecords(...both: [StatsRecord, StatsRecord]): StatsRecord {
  const [a, b] = currentOnly(both);
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
  const games = mergedMarks(a, b, FOLDED_MARKS);
  return games ? { ...sum, games } : sum;
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
    folded = {
      ...addRecords(counts, record),
      from: [...from.filter((each) => each !== name), name].slice(-FOLDED_NAMES),
    };
    devices = others;
  }
  return { devices, folded };
}
