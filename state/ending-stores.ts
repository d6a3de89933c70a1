/**
 * The stores of a game's end: the statistics that count it, the records a win beat, the win's
 * celebration and Finish. No first frame shows any of them, so the game page model loads this
 * module after the first paint, or at once when a game is counted before then, and the page
 * fetches none of it before it can paint (docs/speed.md, Weight).
 */
import type { ReadonlySignal } from '@preact/signals';
import type { FinishProof, Game } from '../engine';
import { createCelebration } from './celebration';
import { createFinish } from './finish';
import type { GameStore } from './game-store';
import type { StoredItem } from './items';
import type { Motion } from './motion';
import type { GameResult } from './stats';
import { createStatsStore, type UncountedKeep } from './stats-store';
import { pageUncountedKeep } from './uncounted-keep';
import { createWinRecords } from './win-records';

export type EndingStores = ReturnType<typeof createEndingStores>;

// For the game pages' `deviceId` (browser-pages.ts), loaded with the statistics that need it.
export { readDeviceId } from './device-id';

/**
 * Builds the stores of a game's end for one page.
 * @param motion how cards move on the page (motion-store.ts `current`).
 * @param proof the solver's verdict on the position shown (solver store `proof`).
 */
export function createEndingStores({
  game,
  motion,
  proof,
  items,
  deviceId,
  now,
  keep = pageUncountedKeep,
}: {
  game: GameStore;
  motion: ReadonlySignal<Motion>;
  proof: ReadonlySignal<FinishProof | null>;
  items: { stats: StoredItem; syncedStats: StoredItem; statsFold: StoredItem };
  deviceId: () => Promise<string>;
  now: () => number;
  /** Where counts not yet written are kept as the page goes away (uncounted-keep.ts). */
  keep?: UncountedKeep;
}) {
  const stats = createStatsStore({
    item: items.stats,
    syncedItem: items.syncedStats,
    foldItem: items.statsFold,
    deviceId,
    now,
    keep,
  });
  const winRecords = createWinRecords({ totals: stats.totals });
  return {
    /** Counts each game this page ends or leaves; its totals are read while they are shown. */
    stats,
    /** The records the last win counted here beat, for the Won dialog. */
    winRecords,
    /** The cascade of the cards after a win made here, before the Won dialog. */
    celebration: createCelebration({ game, motion }),
    /** Finish: the proved line to the win, played for the player (docs/rules.md, Moves 7). */
    finish: createFinish({ game, proof }),

    /**
     * Counts a game the game store ended or left (`onGameCounted`).
     * @param shown the game the store showed when it counted `result`: the won game for a win.
     */
    count(result: GameResult, shown: Game): void {
      // The records a win beat are read before the win is counted in them.
      winRecords.note(result, shown);
      stats.record(result);
    },
  };
}
