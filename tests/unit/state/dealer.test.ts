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
    expect(game.current.value.code).toMatch(/^YU1-S-[A-Z]{7}$/);
    expect(game.current.value.moves).toBe(0);
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
    expect(game.current.value.code).toBe('YU1-C-AAAAAAB');
    await settle();
    await settle();
    await settle();
    expect(fake.asked).toHaveLength(3);
    expect(game.current.value).toEqual(newGame(formatDealCode('C', 12)));
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
    expect(game.current.value.code).toBe('YU1-A-AAAAAAC');
  });

  describe('on a first visit (no game stored yet)', () => {
    /** A page's stores on a first visit: its own random deal is deal `first` (5). */
    async function firstVisit(
      winnableDealsOnly: boolean,
      script: Script,
      { first = 5, deferWrite }: { first?: number; deferWrite?: (write: () => void) => void } = {},
    ) {
      const game = createGameStore({
        item: localGameItem,
        drawDealNumber: () => first,
        deferWrite,
      });
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
    /** A solver that proves these deal numbers winnable and every other deal lost. */
    const winnableOnly =
      (...numbers: number[]) =>
      ({ position }: { position: Position }) =>
        verdict(
          numbers.some(
            (number) => JSON.stringify(position) === JSON.stringify(dealPosition(number)),
          )
            ? 'winnable'
            : 'unwinnable',
        );
    const askedNumbers = (asked: { position: Position }[]) =>
      asked.map(({ position }) =>
        [5, 7, 10, 11, 12, 13].find(
          (number) => JSON.stringify(dealPosition(number)) === JSON.stringify(position),
        ),
      );
    const settleAll = async () => {
      for (let i = 0; i < 6; i++) await settle();
    };

    it('replaces the random first deal by one proven winnable when only those are wanted', async () => {
      const { game, dealer, fake } = await firstVisit(true, { solve: winnableOnly(12) });
      expect(game.current.value.code).toBe(formatDealCode('C', 5));
      dealer.followFirstDeal();
      expect(dealer.search.value).toEqual({ tried: 0 });
      await settleAll();
      // The deal shown first, then 10, 11 and 12.
      expect(askedNumbers(fake.asked)).toEqual([5, 10, 11, 12]);
      expect(game.current.value).toEqual(newGame(formatDealCode('C', 12)));
      expect(dealer.search.value).toBeNull();
      expect(await localGameItem.getValue()).toMatchObject({
        game: { code: formatDealCode('C', 12) },
      });
    });

    it('keeps the first deal, unchanged, when the solver proves it winnable', async () => {
      const { game, dealer, fake } = await firstVisit(true, { solve: winnableOnly(5) });
      const shown = game.current.value;
      dealer.followFirstDeal();
      await settleAll();
      expect(askedNumbers(fake.asked)).toEqual([5]);
      expect(game.current.value).toBe(shown);
      expect(game.revision.value).toBe(0);
      expect(dealer.search.value).toBeNull();
      expect(dealer.hasGivenUp.value).toBe(false);
    });

    it('checks nothing while the option is off, and then as soon as it is turned on', async () => {
      const { game, settings, dealer, fake } = await firstVisit(false, { solve: winnableOnly(11) });
      dealer.followFirstDeal();
      await settleAll();
      expect(fake.asked).toEqual([]);
      // The player's settings arrive by sync a moment after the page loaded.
      settings.update({ winnableDealsOnly: true });
      await settleAll();
      expect(askedNumbers(fake.asked)).toEqual([5, 10, 11]);
      expect(game.current.value.code).toBe(formatDealCode('C', 11));
    });

    it('keeps the game the player started moving in before a deal was found', async () => {
      const { game, dealer } = await firstVisit(true, { solve: winnableOnly(12) });
      dealer.followFirstDeal();
      const move = playableMoves(game.current.peek())[0];
      expect(game.move(move)).toBeNull();
      await settleAll();
      expect(game.current.value.code).toBe(formatDealCode('C', 5));
      expect(game.current.value.moves).toBe(1);
      expect(dealer.search.value).toBeNull();
      // The next page finds a game in play: it is the player's, never checked or replaced.
      const next = await firstVisit(true, { solve: winnableOnly(12) }, { first: 7 });
      next.dealer.followFirstDeal();
      await settleAll();
      expect(next.fake.asked).toEqual([]);
      expect(next.game.current.value.code).toBe(formatDealCode('C', 5));
    });

    it('checks an untouched first deal the next page finds stored (the popup closed first)', async () => {
      const popup = await firstVisit(true, { solve: () => 'never' });
      popup.dealer.followFirstDeal();
      popup.dealer.stop();
      popup.game.setVisible(false);
      await settleAll();
      expect(await localGameItem.getValue()).toMatchObject({
        game: { code: formatDealCode('C', 5) },
      });
      const next = await firstVisit(true, { solve: winnableOnly(10) }, { first: 7 });
      expect(next.game.current.value.code).toBe(formatDealCode('C', 5));
      next.dealer.followFirstDeal();
      await settleAll();
      expect(askedNumbers(next.fake.asked)).toEqual([5, 10]);
      expect(next.game.current.value.code).toBe(formatDealCode('C', 10));
    });

    it('checks the first deal it took from another page opened at the same moment', async () => {
      const otherWrites: (() => void)[] = [];
      const pageWrites: (() => void)[] = [];
      const other = await firstVisit(
        true,
        { solve: () => 'never' },
        { first: 7, deferWrite: (write) => otherWrites.push(write) },
      );
      const page = await firstVisit(
        true,
        { solve: winnableOnly(5, 7) },
        { deferWrite: (write) => pageWrites.push(write) },
      );
      page.dealer.followFirstDeal();
      // The other page's first deal is written before this page's: this page takes it.
      for (const write of otherWrites.splice(0)) write();
      await settleAll();
      for (const write of pageWrites.splice(0)) write();
      await settle();
      expect(page.game.current.value.code).toBe(formatDealCode('C', 7));
      // Deal 5 was proven winnable, but 7 is the deal shown now: it is checked too.
      expect(askedNumbers(page.fake.asked)).toEqual([5, 7]);
      expect(page.dealer.search.value).toBeNull();
      other.dealer.stop();
    });

    it('leaves an unreadable stored game to the player, and deals a random deal on give-up', async () => {
      await localGameItem.setValue({ unreadable: true } as never);
      const unreadable = await firstVisit(true, { solve: winnableOnly(12) });
      expect(unreadable.game.problem.value).toBe('unreadable');
      unreadable.dealer.followFirstDeal();
      await settleAll();
      expect(unreadable.fake.asked).toEqual([]);
      expect(await localGameItem.getValue()).toEqual({ unreadable: true });

      fakeBrowser.reset();
      const lost = await firstVisit(true, {
        solve: () => {
          throw new Error('no worker here');
        },
      });
      lost.dealer.followFirstDeal();
      await settleAll();
      // As for New game: a random deal, and the player told that it is one.
      expect(lost.game.current.value.code).toBe(formatDealCode('C', 10));
      expect(lost.dealer.hasGivenUp.value).toBe(true);
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
    expect(game.current.value.code).toBe(formatDealCode('A', 11));
    expect(dealer.hasGivenUp.value).toBe(true);
    dealer.dismiss();
    expect(dealer.hasGivenUp.value).toBe(false);
  });
});
