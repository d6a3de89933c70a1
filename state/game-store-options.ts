/** What a game store is made with (game-store.ts), and what it reports of storage. */
import type { Deferral } from './after-paint';
import type { ClockTurnMaker } from './clock-turn';
import type { GameResult } from './game-result';
import type { StoredItem } from './items';

export interface GameStoreOptions {
  /** Where the game is kept (`localGameItem` in the product). */
  item: StoredItem;
  /** The clock, ms; `Date.now` in the product. */
  now?: () => number;
  /** Draws a deal number for a new random game; uniform over 26^7 in the product. */
  drawDealNumber?: () => number;
  /**
   * Told once per game when it counts in the statistics: when it is won or stops at the move
   * limit, or when it is left for a new game (or a restart) after a move.
   * Only the page where that happens tells; games followed from other pages never do.
   */
  onGameCounted?: (result: GameResult) => void;
  /** When a change is written to storage: `afterNextPaint` in the product. */
  deferWrite?: Deferral;
  /**
   * Whose turn it is to run the clock among the pages showing the game: `lockedClockTurn` in the
   * product; this page alone (`soloClockTurn`) by default.
   */
  clockTurn?: ClockTurnMaker;
  /**
   * The name this browser deals under (stats-games.ts `dealerName`), once known: a game dealt
   * here carries it, and its count in the statistics is settled here.
   */
  dealer?: () => string | undefined;
}

/** Why the stored game could not be used or saved, for a small notice on the page. */
export type StorageProblem = 'unreadable' | 'not-saved';
