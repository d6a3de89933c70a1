/**
 * The model of a game page (the new tab, the popup): every store the page shows, each built
 * once, with what they depend on passed in, so that tests hand in fakes. Views read its signals
 * and call its actions; none builds a store.
 */
import { afterFirstContentfulPaint, afterNextPaint, type Deferral } from './after-paint';
import type { ClockTurnMaker } from './clock-turn';
import { dealerName, type GameResult } from './game-result';
import { createGameStore } from './game-store';
import type { StoredItem } from './items';
import { createLanguageStore } from './language-store';
import { later } from './later';
import { createMotionStore } from './motion-store';
import { createOtherGameStore } from './other-game-store';
import { createPlay } from './play';
import { createSettingsStore } from './settings-store';
import { createSolverSignals, type SolverView } from './solver-signals';
import type { SolverStore } from './solver-store';
import type { SolverThread } from './solver-thread';
import { createSyncStatus } from './sync-status';

/** The stored items a game page reads (items.ts holds the product's). */
export interface GamePageItems {
  /** The game in progress (`localGameItem`). */
  game: StoredItem;
  /** The player's settings (`localSettingsItem`). */
  settings: StoredItem;
  /** This browser's counts (`localStatsItem`). */
  stats: StoredItem;
  /** Every browser's counts, from sync (`syncStatsItem`); only read. */
  syncedStats: StoredItem;
  /** This browser's counts folded into old browsers' record (`localStatsFoldItem`); only read. */
  statsFold: StoredItem;
  /** The game set aside for a newer one from another browser (`otherGameItem`). */
  otherGame: StoredItem;
  /** Why this browser's changes are not synced (`syncProblemItem`); only read. */
  syncProblem: StoredItem;
}

export interface GamePageDependencies {
  items: GamePageItems;
  /** This browser's id (`deviceIdItem`). */
  deviceId: () => Promise<string>;
  /** The thread of the position's searches (hint, verdict, progress), stopped at every move. */
  solverThread: SolverThread;
  /** The thread of a new deal's search (winnable deals only), which a move must not stop. */
  dealerThread: SolverThread;
  /** The clock, ms since the epoch; `Date.now` in the product. */
  now?: () => number;
  /** Calls `task` about once a second until the function returned is called. */
  everySecond?: (task: () => void) => () => void;
  /**
   * Runs `task` once the page's first view is on screen (`afterFirstContentfulPaint`).
   * @returns a function that cancels it.
   */
  afterFirstPaint?: (task: () => void) => () => void;
  /** When a change is written and a new position's searches start (`afterNextPaint`). */
  afterPaint?: Deferral;
  /** Draws a deal number for a new random game; uniform over 26^7 in the product. */
  drawDealNumber?: () => number;
  /** Whose turn it is to run the clock among the pages (`lockedClockTurn` in the product). */
  clockTurn?: ClockTurnMaker;
  /** The system's wish for less motion (`prefers-reduced-motion` in the product). */
  reducedMotion?: MediaQueryList;
}

export type GamePageModel = ReturnType<typeof createGamePageModel>;

function everySecondByInterval(task: () => void): () => void {
  const timer = setInterval(task, 1000);
  return () => clearInterval(timer);
}

/** Builds the stores of a game page; nothing is read before `open()`. */
export function createGamePageModel({
  items,
  deviceId,
  solverThread,
  dealerThread,
  now = Date.now,
  everySecond = everySecondByInterval,
  afterFirstPaint = afterFirstContentfulPaint,
  afterPaint = afterNextPaint,
  drawDealNumber,
  clockTurn,
  reducedMotion,
}: GamePageDependencies) {
  const ending = later(() =>
    import('./ending-stores').then(({ createEndingStores }) =>
      createEndingStores({
        game,
        motion: motion.current,
        proof: solver.proof,
        items,
        deviceId,
        now,
      }),
    ),
  );
  /** The name this browser deals under, read once the first view is on screen (stats-games.ts). */
  let dealtBy: string | undefined;
  /** Counts a game ended or left here; `shown` is the game shown then (the won game for a win). */
  const count = (result: GameResult, shown = game.current.peek()) => {
    // A game ended before the module loaded is counted once it has, a few ms later: the
    // statistics' write waits for two storage reads anyway (stats-store.ts `record`).
    void ending.load().then((stores) => stores.count(result, shown));
  };
  const game = createGameStore({
    item: items.game,
    now,
    drawDealNumber,
    onGameCounted: (result) => count(result),
    deferWrite: afterPaint,
    clockTurn,
    dealer: () => dealtBy,
  });
  const settings = createSettingsStore({ item: items.settings, now });
  const motion = createMotionStore({ settings, query: reducedMotion });
  const language = createLanguageStore({ item: items.settings, settings });
  // What the solver says is there from the first render; its searches start only once the
  // first view is on screen (`open`), and their code loads then (docs/speed.md, Weight).
  const solverSignals = createSolverSignals({ game, settings });
  const searches = later(() =>
    import('./solver-store').then(({ createSolverStore }) =>
      createSolverStore({
        game,
        settings,
        thread: solverThread,
        deferSearches: afterPaint,
        signals: solverSignals,
      }),
    ),
  );
  /** Starts the open page's searches following the game, once; then resolves to them. */
  let followSearches: (() => Promise<SolverStore>) | null = null;
  const solver: SolverView = {
    verdict: solverSignals.verdict,
    proof: solverSignals.proof,
    hasNoProgress: solverSignals.hasNoProgress,
    hint: solverSignals.hint,
    isFindingHint: solverSignals.isFindingHint,
    // A hint asked for while the searches' code loads is shown once it has, the page following
    // the game first: asked before the first paint, the hint starts the searches itself.
    showHint: () => (followSearches?.() ?? searches.load()).then((loaded) => loaded.showHint()),
  };
  const dealer = later(() =>
    import('./dealer').then(({ createDealer }) =>
      createDealer({ game, settings, thread: dealerThread, drawDealNumber }),
    ),
  );
  const otherGame = createOtherGameStore({
    item: items.otherGame,
    games: game,
    // A game set aside is not the game shown: no win records for it.
    onGameCounted: (result) => void ending.load().then((stores) => stores.stats.record(result)),
  });
  const syncStatus = createSyncStatus({ item: items.syncProblem });

  return {
    game,
    settings,
    /** The page's language: `start()` before the first render; `open()` follows it. */
    language,
    /**
     * The stores of a game's end (ending-stores.ts: the statistics, the win records, the
     * celebration, Finish), loaded after the first paint or when a game is counted before it.
     */
    ending,
    otherGame,
    syncStatus,
    /** How cards move (state/motion.ts): what an animation asks before it plays. */
    motion,
    play: createPlay({ game, settings }),
    solver,
    /** Deals new games as the settings say (dealer.ts), loaded after the first paint. */
    dealer,

    /**
     * Opens the page: asks for the saved game and the settings at once (call it while the page
     * first renders: the board then paints one frame sooner than from an effect, docs/speed.md),
     * runs the clock, and once the first view is on screen starts the solver (its worker and
     * first search, beside the first frame's raster on two cores, delayed that frame) and follows
     * the game set aside, the sync mark and the statistics.
     * @param dealCode the `?deal=` of the page's address, or null. Without one, a first visit's
     *   random deal is checked as any new deal is under "winnable deals only": it is dealt before
     *   the settings are read.
     * @returns a function that closes the page: it stops following storage, the clock and the
     *   solver, and drops a deal search under way.
     */
    open({ dealCode }: { dealCode: string | null }): () => void {
      let isOpen = true;
      const following = [game.load(), settings.load()];
      const stops: (() => void)[] = [everySecond(game.tick), language.follow(), motion.follow()];
      Promise.all(following).then(() => {
        if (isOpen && dealCode === null)
          void dealer.load().then((loaded) => {
            if (isOpen) stops.push(loaded.followFirstDeal());
          });
      });
      let followed: Promise<SolverStore> | null = null;
      const follow = () => {
        followed ??= searches.load().then((loaded) => {
          if (isOpen) stops.push(loaded.follow());
          return loaded;
        });
        return followed;
      };
      followSearches = follow;
      stops.push(
        afterFirstPaint(() => {
          // The id loads with the statistics (browser-pages.ts), which no first frame shows.
          void deviceId().then(
            (id) => {
              dealtBy = dealerName(id);
            },
            () => {
              // No id to deal under: this page's deals carry none and count as an older version's.
            },
          );
          void follow();
          following.push(otherGame.load(), syncStatus.load());
          // The New game dialog deals through it.
          void dealer.load();
          // The statistics too, so that a win is set beside the records as they stand.
          following.push(
            ending.load().then(({ celebration, stats }) => {
              const stop = celebration.follow();
              const reading = stats.load();
              return () => {
                stop();
                reading.then((unsubscribe) => unsubscribe());
              };
            }),
          );
        }),
      );
      return () => {
        isOpen = false;
        ending.current.peek()?.finish.stop();
        for (const stop of stops) stop();
        for (const unsubscribe of following) unsubscribe.then((stop) => stop());
        dealer.current.peek()?.stop();
      };
    },
  };
}
