/**
 * The statistics store: this browser's counts, kept in `storage.local`,
 * added to the other browsers' counts read from `storage.sync` (which only the background writes).
 */
import { computed, signal } from '@preact/signals';
import type { Variant } from '../engine';
import type { StoredItem } from './items';
import { type GameResult, recordGame, type StatsRecord, StatsRecordSchema } from './stats';
import { epochOf, resetVariant } from './stats-epochs';
import { StatsFoldSchema, withoutFolded } from './stats-fold';
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
  /** This browser's id (`deviceIdItem`), so its own synced entry is not counted twice. */
  deviceId: () => Promise<string>;
  /** The clock, ms since the epoch; `Date.now` in the product. */
  now?: () => number;
}

export type StatsStore = ReturnType<typeof createStatsStore>;

/** This browser's stored counts; unreadable counts read as none (they cannot be shown). */
export function ownStats(value: unknown): StatsRecord {
  return readStored(StatsRecordSchema, value).value ?? {};
}

/** Creates the statistics store; call `load()` before showing the totals. */
export function createStatsStore({
  item,
  syncedItem,
  foldItem,
  deviceId,
  now = Date.now,
}: StatsStoreOptions) {
  const own = signal<StatsRecord>({});
  const others = signal<StatsRecord[]>([]);
  const inFold = signal<StatsRecord>({});
  const isSaved = signal(true);
  let myId = '';
  /** Records are written one after another, each on top of the last stored counts. */
  let writing: Promise<void> = Promise.resolve();

  /** The other browsers' records in the synced statistics (`storage.sync`'s value). */
  const othersIn = (value: unknown): StatsRecord[] => {
    const read = readStored(SyncedStatsSchema, value, { newestVersion: STATS_VERSION });
    const devices = read.value?.devices ?? {};
    const folded = read.value?.folded;
    return [
      ...Object.entries(devices).flatMap(([id, record]) => (id === myId ? [] : [record])),
      ...(folded ? [folded] : []),
    ];
  };
  const showOthers = (value: unknown) => {
    others.value = othersIn(value);
  };
  /**
   * Changes this browser's counts with `change` (given the other browsers' records, whose
   * resets it must know), here at once and then in storage, on top of the last stored counts.
   */
  const update = (change: (own: StatsRecord, known: StatsRecord[]) => StatsRecord) => {
    own.value = change(own.peek(), others.peek());
    writing = writing
      .then(async () => {
        const known = [...others.peek(), ...othersIn(await syncedItem.getValue())];
        await item.setValue(change(ownStats(await item.getValue()), known));
      })
      .then(
        () => {
          isSaved.value = true;
        },
        () => {
          isSaved.value = false;
        },
      );
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

    /** Reads the counts and follows changes from other pages and browsers. @returns unsubscribe. */
    async load(): Promise<() => void> {
      try {
        myId = await deviceId();
        own.value = ownStats(await item.getValue());
        showOthers(await syncedItem.getValue());
        if (foldItem) showFold(await foldItem.getValue());
      } catch {
        // Storage could not be read: the totals show what this page counts from now on.
      }
      const stops = [
        item.watch((value) => {
          own.value = ownStats(value);
        }),
        syncedItem.watch(showOthers),
        ...(foldItem ? [foldItem.watch(showFold)] : []),
      ];
      return () => {
        for (const stop of stops) stop();
      };
    },

    /**
     * Counts a game (the game store's `onGameCounted`) and writes this browser's counts at once;
     * counts begun before another browser's reset of the variant start again from none.
     */
    record(result: GameResult): void {
      const at = now();
      update((record, known) =>
        recordGame(record, result, at, epochOf([record, ...known], result.variant)),
      );
      // The daily record (docs/rules.md, Deal codes), by code loaded after the first paint.
      void import('./daily-totals').then(({ dailyDayOf, markDaily }) => {
        const day = dailyDayOf(result);
        if (day !== null) update((record) => markDaily(record, result.variant, day, result.isWon));
      });
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
