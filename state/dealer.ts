/**
 * The dealer: deals new games the way the settings say. With "winnable deals only" on, a new random
 * deal is redrawn until the solver proves it winnable, and after a bounded time a random deal is
 * dealt and the player told so. A code typed by hand, and the same deal again, are always dealt as
 * given.
 */
import { computed, signal } from '@preact/signals';
import {
  dealPositionOf,
  formatDealCode,
  type Position,
  parseDealCode,
  randomDealNumber,
  type Variant,
} from '../engine';
import type { Verdict } from '../engine/solver';
import type { GameStore } from './game-store';
import type { SettingsStore } from './settings-store';
import {
  PAGE_MAX_POSITIONS,
  SearchStopped,
  type SolverThread,
  type WorkerSearchOptions,
} from './solver-thread';

/** The solver's time for one deal, ms: most deals are decided in a few ms (docs/winnability.md). */
export const DEAL_BUDGET_MS = 3000;
/** After this long without a deal proven winnable, a random deal is dealt, ms. */
export const DEAL_SEARCH_MS = 15_000;

export interface WinnableDealSearch {
  variant: Variant;
  drawDealNumber: () => number;
  solve: (variant: Variant, position: Position, options: WorkerSearchOptions) => Promise<Verdict>;
  /** The clock, ms. */
  now: () => number;
  /** Told after each deal tried, with how many were tried so far. */
  onTried: (tried: number) => void;
}

/**
 * Draws deals of `variant` until the solver proves one winnable within its budget, for at most
 * DEAL_SEARCH_MS in all (the last deal's budget is cut to what is left).
 * @returns the deal's code and true, or a fresh random deal's code and false once time is up.
 * @throws whatever `solve` throws (SearchStopped when the search was cancelled).
 */
export async function findWinnableDeal({
  variant,
  drawDealNumber,
  solve,
  now,
  onTried,
}: WinnableDealSearch): Promise<{ code: string; isProven: boolean }> {
  const deadline = now() + DEAL_SEARCH_MS;
  for (let tried = 1; now() < deadline; tried++) {
    const number = drawDealNumber();
    const verdict = await solve(variant, dealPositionOf(variant, number), {
      budgetMs: Math.min(DEAL_BUDGET_MS, deadline - now()),
      maxPositions: PAGE_MAX_POSITIONS,
    });
    onTried(tried);
    if (verdict.result === 'winnable') {
      return { code: formatDealCode(variant, number), isProven: true };
    }
  }
  return { code: formatDealCode(variant, drawDealNumber()), isProven: false };
}

export type Dealer = ReturnType<typeof createDealer>;

/**
 * Creates the dealer. Its searches run on `thread`, which it alone uses: a new request stops the
 * search of an earlier one.
 * @param drawDealNumber uniform over 26^7 in the product; @param now ms.
 */
export function createDealer({
  game,
  settings,
  thread,
  drawDealNumber = randomDealNumber,
  now = () => performance.now(),
}: {
  game: GameStore;
  settings: SettingsStore;
  thread: SolverThread;
  drawDealNumber?: () => number;
  now?: () => number;
}) {
  /** While a winnable deal is being looked for: how many deals were tried so far. */
  const search = signal<{ tried: number } | null>(null);
  /** Set when the last search gave up and dealt a random deal; cleared by the next request. */
  const hasGivenUp = signal(false);
  /** Grows with each request, so that an answer to an earlier one is dropped. */
  let request = 0;

  function begin(): number {
    thread.stop();
    search.value = null;
    hasGivenUp.value = false;
    return ++request;
  }

  /**
   * Looks for a winnable deal of `variant` and deals it, unless a later request came first.
   * With `shownFirst` (a first visit's own deal, see `checkFirstDeal`) that deal is tried first
   * and kept when it is proven winnable; the player's game is kept when they moved meanwhile.
   */
  async function dealWinnable(variant: Variant, asked: number, shownFirst?: number): Promise<void> {
    search.value = { tried: 0 };
    let first = shownFirst;
    const draw = () => {
      if (first === undefined) return drawDealNumber();
      const number = first;
      first = undefined;
      return number;
    };
    let found: { code: string; isProven: boolean };
    try {
      found = await findWinnableDeal({
        variant,
        drawDealNumber: draw,
        solve: thread.solve,
        now,
        onTried: (tried) => {
          if (asked === request) search.value = { tried };
        },
      });
    } catch (error) {
      if (error instanceof SearchStopped) return;
      // The solver could not run here: the player still gets a game, and is told it is random.
      found = { code: formatDealCode(variant, draw()), isProven: false };
    }
    if (asked !== request) return;
    search.value = null;
    if (shownFirst !== undefined) {
      if (!game.isFirstDeal()) return;
      // Another page's first deal was taken meanwhile (two tabs opened at once): check that one.
      if (game.current.peek().code !== formatDealCode(variant, shownFirst)) {
        checkFirstDeal();
        return;
      }
    }
    hasGivenUp.value = !found.isProven;
    // A first visit's deal proven winnable stays as it is (no new revision, clock untouched).
    if (shownFirst === undefined || found.code !== game.current.peek().code) {
      game.startNewGame({ code: found.code });
    }
  }

  /** See `followFirstDeal`. */
  function checkFirstDeal(): void {
    if (!game.isFirstDeal() || !settings.settings.peek().winnableDealsOnly) return;
    const { variant, number } = parseDealCode(game.current.peek().code);
    dealWinnable(variant, begin(), number);
  }

  return {
    search,
    hasGivenUp,

    /**
     * Deals `code` as given, or a random deal of `variant`: with "winnable deals only" on, one
     * the solver proved winnable (asynchronously; `search` tells how it goes).
     * @throws DealCodeError when `code` is malformed.
     */
    deal({ code, variant = 'C' }: { code?: string; variant?: Variant }): void {
      const asked = begin();
      if (code === undefined && settings.settings.peek().winnableDealsOnly) {
        dealWinnable(variant, asked);
      } else {
        game.startNewGame({ code, variant });
      }
    },

    /**
     * With "winnable deals only" on, checks a first visit's random deal (`game.isFirstDeal()`:
     * no game was stored, and nobody has played or replaced it since) as any new random deal is
     * checked: kept when the solver proves it winnable, else replaced by the first deal proven
     * winnable (or, when the search gives up, a random one, and the player told so). A move made
     * meanwhile keeps the player's game. Checks now, and again whenever the setting is turned
     * on (settings arriving by sync after the page loaded, or changed on the options page).
     * @returns a function that stops following the setting.
     */
    followFirstDeal(): () => void {
      return computed(() => settings.settings.value.winnableDealsOnly).subscribe((isOn) => {
        if (isOn) checkFirstDeal();
      });
    },

    /** Drops a search under way (the page closes). */
    stop(): void {
      begin();
    },

    /** Hides the notice that the last search gave up. */
    dismiss(): void {
      hasGivenUp.value = false;
    },

    /** Deals the current deal again from the start (a search under way is dropped). */
    restart(): void {
      begin();
      game.restart();
    },
  };
}
