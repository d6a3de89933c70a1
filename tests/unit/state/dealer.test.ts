import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  dealPosition,
  formatDealCode,
  newGame,
  type Position,
  playableMoves,
  type Variant,
} from '../../../engine';
import type { Verdict } from '../../../engine/solver';
import {
  createDealer,
  DEAL_BUDGET_MS,
  DEAL_SEARCH_MS,
  findWinnableDeal,
} from '../../../state/dealer';
import { createGameStore } from '../../../state/game-store';
import { localGameItem, localSettingsItem } from '../../../state/items';
import { createSettingsStore } from '../../../state/settings-store';
import type { SolverThread, WorkerSearchOptions } from '../../../state/solver-thread';
import { fakeSolverThread, type Script, settle } from './fake-solver-thread';

const verdict = (result: Verdict['result']): Verdict => ({
  result,
  solution: [],
  positions: 1,
  ms: 1,
});

/** Deal numbers drawn in turn: 10, 11, 12 ... */
function drawInTurn(first = 10) {
  let next = first;
  return () => next++;
}

/**
 * Deals drawn in turn (10, 11, 12 ...) and a solver that answers from a set of winnable deal
 * numbers, checking it was asked about the deal just drawn and moving a clock by `msEach`.
 */
function tableSolver(winnable: Set<number>, clock: { time: number }, msEach = 100) {
  let drawn = 9;
  const asked: { number: number; budgetMs?: number }[] = [];
  return {
    asked,
    drawDealNumber: () => ++drawn,
    solve: async (_variant: Variant, position: Position, options: WorkerSearchOptions) => {
      expect(position).toEqual(dealPosition(drawn));
      asked.push({ number: drawn, budgetMs: options.budgetMs });
      clock.time += msEach;
      return verdict(winnable.has(drawn) ? 'winnable' : 'unwinnable');
    },
  };
}

describe('findWinnableDeal', () => {
  it('redraws until the solver proves a deal winnable, telling how many were tried', async () => {
    const clock = { time: 0 };
    const solver = tableSolver(new Set([13]), clock);
    const tried: number[] = [];
    const found = await findWinnableDeal({
      variant: 'R',
      drawDealNumber: solver.drawDealNumber,
      solve: solver.solve,
      now: () => clock.time,
      onTried: (count) => tried.push(count),
    });
    expect(found).toEqual({ code: formatDealCode('R', 13), isProven: true });
    expect(solver.asked.map((asked) => asked.number)).toEqual([10, 11, 12, 13]);
    expect(tried).toEqual([1, 2, 3, 4]);
    expect(solver.asked[0].budgetMs).toBe(DEAL_BUDGET_MS);
  });

  it('gives up after its time with a fresh random deal, the last budget cut to what is left', async () => {
    const clock = { time: 0 };
    const solver = tableSolver(new Set(), clock, 4000);
    const found = await findWinnableDeal({
      variant: 'C',
      drawDealNumber: solver.drawDealNumber,
      solve: solver.solve,
      now: () => clock.time,
      onTried: () => {},
    });
    // 0, 4000, 8000, 12000 ms: four deals tried, the fourth with 3000 ms left, then time is up.
    expect(solver.asked.map((asked) => asked.number)).toEqual([10, 11, 12, 13]);
    expect(solver.asked.at(-1)?.budgetMs).toBe(DEAL_SEARCH_MS - 12_000);
    expect(found).toEqual({ code: formatDealCode('C', 14), isProven: false });
  });
});

async function dealerWith(winnableDealsOnly: boolean, script: Script = {}, thread?: SolverThread) {
  const game = createGameStore({ item: localGameItem });
  const settings = createSettingsStore({ item: localSettingsItem });
  await Promise.all([game.load(), settings.load()]);
  settings.update({ winnableDealsOnly });
  game.startNewGame({ code: 'YU1-C-AAAAAAB' });
  const fake = fakeSolverThread(script);
  const dealer = createDealer({
    game,
    settings,
    thread: thread ?? fake.thread,
    drawDealNumber: drawInTurn(),
  });
  return { game, dealer, fake };
}

describe('the dealer', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it('deals a random deal at once while winnable deals only is off', async () => {
    const { game, dealer, fake } = await dealerWith(false);
    dealer.deal({ variant: 'S' });
    expect(game.game.value.code).toMatch(/^YU1-S-[A-Z]{7}$/);
    expect(game.game.value.moves).toBe(0);
    expect(fake.asked).toEqual([]);
  });

  it('with it on, shows the search and deals the first deal proven winnable', async () => {
    const { game, dealer, fake } = await dealerWith(true, {
      solve: ({ position }) =>
        verdict(
          JSON.stringify(position) === JSON.stringify(dealPosition(12)) ? 'winnable' : 'unknown',
        ),
    });
    dealer.deal({ variant: 'C' });
    expect(dealer.search.value).toEqual({ tried: 0 });
    expect(game.game.value.code).toBe('YU1-C-AAAAAAB');
    await settle();
    await settle();
    await settle();
    expect(fake.asked).toHaveLength(3);
    expect(game.game.value).toEqual(newGame(formatDealCode('C', 12)));
    expect(dealer.search.value).toBeNull();
    expect(dealer.hasGivenUp.value).toBe(false);
  });

  it('deals a code typed by hand as given, and drops a search under way', async () => {
    const { game, dealer, fake } = await dealerWith(true, { solve: () => 'never' });
    dealer.deal({ variant: 'C' });
    expect(dealer.search.value).toEqual({ tried: 0 });
    dealer.deal({ code: 'YU1-A-AAAAAAC' });
    expect(fake.stopCount()).toBe(1);
    expect(dealer.search.value).toBeNull();
    await settle();
    expect(game.game.value.code).toBe('YU1-A-AAAAAAC');
  });

  describe('on a first visit (no game stored yet)', () => {
    /** A page's stores on a first visit: its own random deal is deal 5. */
    async function firstVisit(winnableDealsOnly: boolean, script: Script) {
      const game = createGameStore({ item: localGameItem, drawDealNumber: () => 5 });
      const settings = createSettingsStore({ item: localSettingsItem });
      await Promise.all([game.load(), settings.load()]);
      settings.update({ winnableDealsOnly });
      const fake = fakeSolverThread(script);
      const dealer = createDealer({
        game,
        settings,
        thread: fake.thread,
        drawDealNumber: drawInTurn(),
      });
      return { game, settings, dealer, fake };
    }
    const onlyDeal12 = ({ position }: { position: Position }) =>
      verdict(
        JSON.stringify(position) === JSON.stringify(dealPosition(12)) ? 'winnable' : 'unwinnable',
      );

    it('replaces the random first deal by one proven winnable when only those are wanted', async () => {
      const { game, dealer, fake } = await firstVisit(true, { solve: onlyDeal12 });
      expect(game.game.value.code).toBe(formatDealCode('C', 5));
      dealer.redealFirstGame();
      expect(dealer.search.value).toEqual({ tried: 0 });
      for (let i = 0; i < 5; i++) await settle();
      // The deal shown first, then 10, 11 and 12.
      expect(fake.asked.map(({ position }) => position)).toEqual([5, 10, 11, 12].map(dealPosition));
      expect(game.game.value).toEqual(newGame(formatDealCode('C', 12)));
      expect(dealer.search.value).toBeNull();
      expect(await localGameItem.getValue()).toMatchObject({
        game: { code: formatDealCode('C', 12) },
      });
    });

    it('keeps the first deal, unchanged, when the solver proves it winnable', async () => {
      const { game, dealer, fake } = await firstVisit(true, {
        solve: ({ position }) =>
          verdict(
            JSON.stringify(position) === JSON.stringify(dealPosition(5))
              ? 'winnable'
              : 'unwinnable',
          ),
      });
      const shown = game.game.value;
      dealer.redealFirstGame();
      await settle();
      expect(fake.asked).toHaveLength(1);
      expect(game.game.value).toBe(shown);
      expect(game.revision.value).toBe(0);
      expect(dealer.search.value).toBeNull();
      expect(dealer.hasGivenUp.value).toBe(false);
    });

    it('keeps the first deal while the option is off, and a stored game always', async () => {
      const off = await firstVisit(false, { solve: onlyDeal12 });
      off.dealer.redealFirstGame();
      await settle();
      expect(off.fake.asked).toEqual([]);
      expect(off.game.game.value.code).toBe(formatDealCode('C', 5));
      // A second page finds that game stored: it is the player's, never replaced.
      const second = await firstVisit(true, { solve: onlyDeal12 });
      second.dealer.redealFirstGame();
      await settle();
      expect(second.fake.asked).toEqual([]);
      expect(second.game.game.value.code).toBe(formatDealCode('C', 5));
    });

    it('keeps the game the player started moving in before a deal was found', async () => {
      const { game, dealer } = await firstVisit(true, { solve: onlyDeal12 });
      dealer.redealFirstGame();
      const move = playableMoves(game.game.peek())[0];
      expect(game.move(move)).toBeNull();
      for (let i = 0; i < 4; i++) await settle();
      expect(game.game.value.code).toBe(formatDealCode('C', 5));
      expect(game.game.value.moves).toBe(1);
      expect(dealer.search.value).toBeNull();
    });
  });

  it('deals a random deal and says so when the solver cannot run', async () => {
    const noWorker = () => Promise.reject(new Error('no worker here'));
    const { game, dealer } = await dealerWith(
      true,
      {},
      {
        solve: noWorker,
        progressSearch: noWorker,
        stop: () => {},
      },
    );
    dealer.deal({ variant: 'A' });
    await settle();
    expect(game.game.value.code).toBe(formatDealCode('A', 11));
    expect(dealer.hasGivenUp.value).toBe(true);
    dealer.dismiss();
    expect(dealer.hasGivenUp.value).toBe(false);
  });
});
