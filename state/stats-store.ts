/**
 * The statistics store: this browser's counts, kept in `storage.local`,
 * added to the other browsers' counts read from `storage.sync` (which only the background writes).
 */
import { computed, signal } from '@preact/signals';
import type { StoredItem } from './items';
import {
  type GameResult,
  recordGame,
  type StatsRecord,
  StatsRecordSchema,
  totalsOf,
} from './stats';
import { readStored } from './stored-value';
import { SYNC_VERSION, SyncedStatsSchema } from './sync-schemas';

export interface StatsStoreOptions {
  /** This browser's counts (`localStatsItem` in the product). */
  item: StoredItem;
  /** The synced counts of every browser (`syncStatsItem`); only read here. */
  syncedItem: StoredItem;
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
  deviceId,
  now = Date.now,
}: StatsStoreOptions) {
  const own = signal<StatsRecord>({});
  const others = signal<StatsRecord[]>([]);
  const isSaved = signal(true);
  let myId = '';
  /** Records are written one after another, each on top of the last stored counts. */
  let writing: Promise<void> = Promise.resolve();

  const showOthers = (value: unknown) => {
    const read = readStored(SyncedStatsSchema, value, { newestVersion: SYNC_VERSION });
    const devices = read.value?.devices ?? {};
    others.value = Object.entries(devices).flatMap(([id, record]) => (id === myId ? [] : [record]));
  };

  return {
    /** Per variant letter: played, won, win rate, streaks and bests over every browser. */
    totals: computed(() => totalsOf([own.value, ...others.value])),
    /** False after a write to storage failed; the game still counts on this page. */
    isSaved,

    /** Reads the counts and follows changes from other pages and browsers. @returns unsubscribe. */
    async load(): Promise<() => void> {
      try {
        myId = await deviceId();
        own.value = ownStats(await item.getValue());
        showOthers(await syncedItem.getValue());
      } catch {
        // Storage could not be read: the totals show what this page counts from now on.
      }
      const stops = [
        item.watch((value) => {
          own.value = ownStats(value);
        }),
        syncedItem.watch(showOthers),
      ];
      return () => {
        for (const stop of stops) stop();
      };
    },

    /** Counts a game (the game store's `onGameCounted`) and writes this browser's counts at once. */
    record(result: GameResult): void {
      const at = now();
      own.value = recordGame(own.peek(), result, at);
      writing = writing
        .then(async () => item.setValue(recordGame(ownStats(await item.getValue()), result, at)))
        .then(
          () => {
            isSaved.value = true;
          },
          () => {
            isSaved.value = false;
          },
        );
    },
  };
}
