/**
 * The solver's searches load once the page's first view is on screen (docs/speed.md, Weight): the
 * page shows what the solver says from its first render, and a hint asked for while the searches'
 * code is still loading is answered once it has (docs/rules.md, Hints).
 */
import { describe, expect, it, vi } from 'vitest';
import { newGame } from '../../../engine';
import { progressMoveOf } from '../../../engine/hint';
import { createGamePageModel } from '../../../state/game-page-model';
import type { SolverThread } from '../../../state/solver-thread';
import { fakePageItems } from '../components/saved-game';
import { fakeSolverThread, workerlessSolverThread } from './fake-solver-thread';

const DEAL = 'YU1-C-AAAAAAB';

async function pageBeforeFirstPaint(thread?: SolverThread) {
  const items = fakePageItems();
  await items.game.setValue({ game: newGame(DEAL), elapsedMs: 0, revision: 1, updatedAt: 1 });
  const solver = fakeSolverThread();
  let firstPaint: (() => void) | null = null;
  const model = createGamePageModel({
    items,
    deviceId: async () => 'thisbrowser01',
    solverThread: thread ?? solver.thread,
    dealerThread: fakeSolverThread().thread,
    everySecond: () => () => {},
    // The first paint comes when the test says.
    afterFirstPaint: (task) => {
      firstPaint = task;
      return () => {};
    },
    afterPaint: (task) => task(),
  });
  const close = model.open({ dealCode: null });
  await vi.waitFor(() => expect(model.game.isLoaded.value).toBe(true));
  return { model, asked: solver.asked, close, paint: () => firstPaint?.() };
}

describe('the solver’s searches, loaded after the first paint', () => {
  it('search nothing before the first paint, and follow the game from then on', async () => {
    const page = await pageBeforeFirstPaint();
    expect(page.model.solver.hasNoProgress.value).toBe(false);
    expect(page.asked).toEqual([]);
    page.paint();
    await vi.waitFor(() =>
      expect(page.asked.map(({ search }) => search)).toEqual(['progressSearch']),
    );
    page.close();
  });

  it('answer a hint asked for in the same moment as the first paint, while their code loads', async () => {
    // Where no worker starts, the searches fail, and the hint is the engine's own pick.
    const page = await pageBeforeFirstPaint(workerlessSolverThread);
    page.paint();
    // Asked before the searches' module has arrived (a dynamic import resolves later than this).
    const asking = page.model.solver.showHint();
    expect(page.model.solver.hint.value).toBeNull();
    await asking;
    const expected = progressMoveOf(page.model.game.current.value);
    expect(expected).toEqual({ card: 1 * 13 + 5, to: 6 });
    expect(page.model.solver.hint.value).toMatchObject({ move: expected });
    page.close();
  });

  it('answer a hint asked for before the first paint, following the game from then on', async () => {
    const page = await pageBeforeFirstPaint(workerlessSolverThread);
    // Pressed as soon as the board shows, before the frame that paints it is done.
    await page.model.solver.showHint();
    const expected = progressMoveOf(page.model.game.current.value);
    expect(page.model.solver.hint.value).toMatchObject({ move: expected });
    // The first paint starts nothing twice: the game is followed once, and a move clears the hint.
    page.paint();
    expect(page.model.game.move(expected as NonNullable<typeof expected>)).toBeNull();
    expect(page.model.solver.hint.value).toBeNull();
    page.close();
  });

  it('start no search for a page closed before their code arrived', async () => {
    const page = await pageBeforeFirstPaint();
    page.paint();
    page.close();
    await page.model.solver.showHint();
    expect(page.asked).toEqual([]);
  });
});
