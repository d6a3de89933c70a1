/**
 * The statistics store: this browser's counts, kept in `storage.local`,
 * added to the other browsers' counts read from `storage.sync` (which only the background writes).
 */
import { computed, signal } from '@preact/signals';
import * as v from 'valibot';
import type { Variant } from '../engine';
import type { StoredItem } from './items';
import {
  type GameResult,
  type KeptCount,
  KeptCountSchema,
  recordGame,
  type StatsRecord,
  StatsRecordSchema,
} from './stats';
import type { StatsSnapshot } from './stats-add';
import { epochOf, resetVariant } from './stats-epochs';
import { IMPORT_ID, PendingImportSchema, StatsFoldSchema, withoutFolded } from './stats-fold';
import { dealerName } from './stats-games';
import { totalsOf } from './stats-totals';
import { readStored } from './stored-value';
import { STATS_VERSION, SyncedStatsSchema } from './sync-schemas';

export interface StatsStoreOptions {
  /** This browser's counts (`localStatsItem` in the product). */
  item: StoredItem;
  /** The synced counts of every browser (`syncStatsItem`); only read here. */
  syncedItem: StoredItem;
  /**
   * What this browser knows of its counts folded into the record of old browsers
   * (`localStatsFoldItem`), so that they are not counted twice; none when absent.
   */
  foldItem?: StoredItem;
  /**
   * Statistics imported from a backup and not yet written to `storage.sync`
   * (`localStatsImportItem`, stats-backup.ts), shown in place of the synced import's entry; none
   * when absent.
   */
  importItem?: StoredItem;
  /** This browser's id (`deviceIdItem`), so its own synced entry is not counted twice. */
  deviceId: () => Promise<string>;
  /** The clock, ms since the epoch; `Date.now` in the product. */
  now?: () => number;
  /**
   * Where a page that goes away keeps the games it counted and had not yet written, for the next
   * page to count (`pageUncountedKeep` on the game pages); none by default.
   */
  keep?: UncountedKeep;
}

/**
 * Where the games a page counted and had not yet written are kept when it goes away
 * (docs/rules.md, Statistics): a popup closed a moment after a win or a New game went before its
 * count's write, which waits on storage reads first, and the count was lost.
 */
export interface UncountedKeep {
  /** Takes what pages kept as they went away (unchecked: another version may have kept it). */
  take(): unknown;
  /** Keeps `counts` beside what is kept already, for the next page. */
  add(counts: unknown[]): void;
  /** Calls `listener` as the page goes away. @returns unsubscribe. */
  onPageHide(listener: () => void): () => void;
}

export type StatsStore = ReturnType<typeof createStatsStore>;

/** This browser's stored counts; unreadable counts read as none (they cannot be shown). */
export function ownStats(value: unknown): StatsRecord {
  return readStored(StatsRecordSchema, value).value ?? {};
}

/**
 * A change of this browser's counts, given the other browsers' records (their resets); a game's
 * count carries the game (`counted`) until it is written.
 */
type Change = ((own: StatsRecord, known: StatsRecord[]) => StatsRecord) & { counted?: KeptCount };

/** How many kept counts this version cannot read are kept again, the last ones. */
const KEPT_UNREAD = 32;

/** How long after a refused write of the counts it is tried again, ms. */
export const STATS_RETRY_MS = 10_000;

/** How many writes of an item a page has begun and ended. */
interface WritesSoFar {
  begun: number;
  ended: number;
}

const NO_WRITES: WritesSoFar = { begun: 0, ended: 0 };

/**
 * Follows `item`'s changes with `show` from now on.
 * @param writes this page's own writes of `item`: how many so far, and a promise of the end of
 *   those under way (`NO_WRITES`/none when it writes none).
 * @returns `stop` (stops following) and `read()`, which shows the stored value, unless a change
 *   was heard after the read was asked (as new as the read's answer or newer: a change can come
 *   before the answer to a read asked before it). A read asked or answered while one of the
 *   page's own writes was under way may be from before it: it is asked again once the writes
 *   have ended (a write that landed is heard; one refused is not, and the read shows it undone).
 */
function followed(
  item: StoredItem,
  show: (value: unknown) => void,
  writes: { sofar: () => WritesSoFar; ended: () => Promise<void> } = {
    sofar: () => NO_WRITES,
    ended: () => Promise.resolve(),
  },
) {
  let heard = 0;
  const stop = item.watch((value) => {
    heard++;
    show(value);
  });
  return {
    stop,
    async read(): Promise<void> {
      for (;;) {
        const asked = { heard, ...writes.sofar() };
        const value = await item.getValue();
        if (heard !== asked.heard) return;
        const now = writes.sofar();
        const isQuiet =
          asked.begun === asked.ended && now.begun === asked.begun && now.ended === asked.ended;
        if (isQuiet) {
          show(value);
          return;
        }
        await writes.ended();
      }
    },
  };
}

/** Creates the statistics store; call `load()` before showing the totals. */
export function createStatsStore({
  item,
  syncedItem,
  foldItem,
  importItem,
  deviceId,
  now = Date.now,
  keep,
}: StatsStoreOptions) {
  const own = signal<StatsRecord>({});
  const others = signal<StatsRecord[]>([]);
  /** The synced statistics as read, by device id (this browser's own entry left in). */
  const synced = signal<StatsSnapshot>({ devices: {}, folded: null });
  const inFold = signal<StatsRecord>({});
  const pending = signal<StatsRecord | null>(null);
  const isSaved = signal(true);
  let myId = '';
  /** Records are written one after another, each on top of the last stored counts. */
  let writing: Promise<void> = Promise.resolve();
  /**
   * The changes counted here and not yet written: each is made again on top of the stored counts
   * at every write until one takes them (a refused write, storage full, lost a win for good),
   * and on top of every count read meanwhile, so that the totals shown keep them.
   */
  let unwritten: Change[] = [];
  let retry: ReturnType<typeof setTimeout> | undefined;
  /** This page's writes of its counts so far: a read of them must not straddle one. */
  const ownWrites: WritesSoFar = { begun: 0, ended: 0 };
  /**
   * The games counted here whose counts are not yet written, kept in `keep` if the page goes away
   * meanwhile. Only a game with an id: the next page counts it again, and a game is counted once
   * by its id (stats.ts `recordGame`), whereas one without (an older version's) would count twice
   * if this page's write went through after all.
   */
  let uncounted: KeptCount[] = [];
  const withUnwritten = (record: StatsRecord) =>
    unwritten.reduce((counts, change) => change(counts, others.peek()), record);

  const snapshotOf = (value: unknown): StatsSnapshot => {
    const read = readStored(SyncedStatsSchema, value, { newestVersion: STATS_VERSION });
    return { devices: read.value?.devices ?? {}, folded: read.value?.folded ?? null };
  };
  /**
   * The other browsers' records in the synced statistics (`storage.sync`'s value), the synced
   * import's entry replaced by an import not written there yet.
   */
  const othersIn = ({ devices, folded }: StatsSnapshot): StatsRecord[] => {
    const waiting = pending.peek();
    return [
      ...Object.entries(devices).flatMap(([id, record]) =>
        id === myId || (id === IMPORT_ID && waiting) ? [] : [record],
      ),
      ...(waiting ? [waiting] : []),
      ...(folded ? [folded] : []),
    ];
  };
  /** The other browsers' records, once this browser's id tells its own synced record apart. */
  const showOthersKnown = () => {
    if (myId) others.value = othersIn(synced.peek());
  };
  const showOthers = (value: unknown) => {
    synced.value = snapshotOf(value);
    showOthersKnown();
  };
  const showPending = (value: unknown) => {
    pending.value = readStored(PendingImportSchema, value).value?.record ?? null;
    showOthersKnown();
  };
  /**
   * Changes this browser's counts with `change` (given the other browsers' records, whose
   * resets it must know), here at once and then in storage, on top of the last stored counts.
   */
  const update = (change: Change) => {
    own.value = change(own.peek(), others.peek());
    unwritten.push(change);
    write();
  };
  /** Writes the changes not yet written; refused, tries again at the next change or later. */
  const write = () => {
    clearTimeout(retry);
    writing = writing
      .then(async () => {
        const changes = unwritten;
        if (changes.length === 0) return;
        // Out of the list while written: the write's own change event must not count them twice.
        unwritten = [];
        ownWrites.begun++;
        try {
          // The name games dealt here carry (stats-games.ts), before the first count is written.
          if (!myId) myId = await deviceId().catch(() => '');
          const known = [...others.peek(), ...othersIn(snapshotOf(await syncedItem.getValue()))];
          const stored = ownStats(await item.getValue());
          await item.setValue(changes.reduce((counts, change) => change(counts, known), stored));
          uncounted = uncounted.filter((counted) => !changes.some((c) => c.counted === counted));
        } catch (error) {
          unwritten = [...changes, ...unwritten];
          throw error;
        } finally {
          ownWrites.ended++;
        }
      })
      .then(
        () => {
          isSaved.value = unwritten.length === 0;
        },
        () => {
          isSaved.value = false;
          retry = setTimeout(write, STATS_RETRY_MS);
        },
      );
  };
  /**
   * Counts `result`, a game that ended or was left at `at` (ms since the epoch); `isKept`, one a
   * page kept as it went away, which counts no more once its variant was reset after it.
   */
  const count = (result: GameResult, at: number, isKept = false) => {
    // A reset takes the game marks with the counts: the id would not tell this game apart.
    const isBeforeReset = (record: StatsRecord, known: StatsRecord[]) =>
      isKept && at < epochOf([record, ...known], result.variant);
    const change: Change = (record, known) => {
      const since = epochOf([record, ...known], result.variant);
      if (isKept && at < since) return record;
      return recordGame(record, result, at, since, myId ? dealerName(myId) : undefined);
    };
    if (result.id) {
      change.counted = { result: { ...result, id: result.id }, at };
      uncounted.push(change.counted);
    }
    update(change);
    // The daily record (docs/rules.md, Deal codes), by code loaded after the first paint.
    void import('./daily-totals').then(({ dailyDayOf, markDaily }) => {
      const day = dailyDayOf(result);
      if (day === null) return;
      update((record, known) =>
        isBeforeReset(record, known)
          ? record
          : markDaily(record, result.variant, day, result.isWon),
      );
    });
  };
  const showFold = (value: unknown) => {
    inFold.value = readStored(StatsFoldSchema, value).value?.inFold ?? {};
  };

  const records = computed(() => [withoutFolded(own.value, inFold.value), ...others.value]);
  return {
    /**
     * Every browser's records, this one's without what the folded record holds already: what
     * `totalsOf` (stats-totals.ts, loaded with the dialog) adds up per variant.
     */
    records,
    /** Per variant letter: played, won, win rate, streaks and bests over every browser. */
    totals: computed(() => totalsOf(records.value)),
    /** False after a write to storage failed; the game still counts on this page. */
    isSaved,

    /**
     * Reads the counts and follows changes from other pages and browsers; never rejects (what
     * storage will not give is left out). @returns unsubscribe.
     */
    async load(): Promise<() => void> {
      // From the first moment: the page may go away while storage is read.
      const stopKeeping = keep?.onPageHide(() => {
        if (uncounted.length === 0) return;
        keep.add(uncounted);
        // Kept once, however many loads listen (each Statistics dialog opened loads).
        uncounted = [];
      });
      // Listening before reading: a count written while the page reads (a game won as the page
      // opens) is heard, where it used to land between the read and the listening, unseen.
      const ownCounts = followed(
        item,
        (value) => {
          own.value = withUnwritten(ownStats(value));
        },
        { sofar: () => ({ ...ownWrites }), ended: () => writing },
      );
      const pendingImport = importItem && followed(importItem, showPending);
      const syncedCounts = followed(syncedItem, showOthers);
      const fold = foldItem && followed(foldItem, showFold);
      const stops = [ownCounts, pendingImport, syncedCounts, fold].flatMap((each) =>
        each ? [each.stop] : [],
      );
      if (stopKeeping) stops.push(stopKeeping);
      try {
        myId = await deviceId();
        // The synced counts heard before the id was known: this browser's own are not another's.
        showOthersKnown();
      } catch {
        // No id (storage would not keep one): this browser's synced record cannot be told from
        // the others', which are not shown; its own counts are.
      }
      try {
        await ownCounts.read();
        if (pendingImport) await pendingImport.read();
        await syncedCounts.read();
        if (fold) await fold.read();
      } catch {
        // Storage could not be read: the totals show what this page counts from now on.
      }
      // The games a page counted and could not write before it went away, counted here: once,
      // however many pages take them at once (a game counts once by its id).
      // What this version cannot read (another's shape) is kept for a version that can: the last
      // few, so that junk there is not read and written again by every page for ever.
      const kept = keep?.take();
      const unread = [];
      for (const each of Array.isArray(kept) ? kept : []) {
        const read = v.safeParse(KeptCountSchema, each);
        // Not later than now: a time from a clock far ahead would stand as the last game's.
        if (read.success) count(read.output.result, Math.min(read.output.at, now()), true);
        else unread.push(each);
      }
      if (unread.length > 0) keep?.add(unread.slice(-KEPT_UNREAD));
      // The dialog's load is a moment to write what was refused before.
      if (unwritten.length > 0) write();
      return () => {
        for (const stop of stops) stop();
      };
    },

    /**
     * Counts a game (the game store's `onGameCounted`) and writes this browser's counts at once;
     * counts begun before another browser's reset of the variant start again from none.
     */
    record(result: GameResult): void {
      count(result, now());
    },

    /**
     * Every browser's records by device id, as a backup keeps them (stats-backup.ts): this
     * browser's own up to date (without what the folded record holds), an import not synced yet
     * under the import's id. Read after `load()`.
     */
    snapshot(): StatsSnapshot & { deviceId: string } {
      const devices = { ...synced.peek().devices };
      devices[myId] = withoutFolded(own.peek(), inFold.peek());
      const waiting = pending.peek();
      if (waiting) devices[IMPORT_ID] = waiting;
      return { devices, folded: synced.peek().folded, deviceId: myId };
    },

    /**
     * Keeps `record`, imported from a backup, for sync to write under the import's id
     * (`IMPORT_ID`) in place of an earlier import; shown here at once.
     * @throws when it could not be stored; nothing changed then.
     */
    async keepImport(record: StatsRecord): Promise<void> {
      if (!importItem) throw new Error('no import item');
      await importItem.setValue({ record, at: now() });
      showPending(await importItem.getValue());
    },

    /**
     * "Reset statistics" of `variant` (docs/rules.md, Statistics): its counts start again from
     * none here and, through sync, in every browser, whose older counts count no more.
     */
    reset(variant: Variant): void {
      const at = now();
      update((record, known) => resetVariant(record, variant, at, known));
    },
  };
}
