/**
 * The stores of a game's end load after the page's first paint (docs/speed.md, Weight), and a game
 * that ends before they have loaded still counts, once (docs/rules.md, Statistics).
 */
import { describe, expect, it, vi } from 'vitest';
import { type Game, newGame, parseMove } from '../../../engine';
import { createGamePageModel } from '../../../state/game-page-model';
import type { StatsRecord } from '../../../state/stats';
import { fakePageItems } from '../components/saved-game';
import { fakeSolverThread } from './fake-solver-thread';

/** One move from the win: the King of spades alone in column 1. */
const lastMoveLeft: Game = {
  ...newGame('YU1-C-AAAAAAB'),
  position: {
    columns: [[12], [], [], [], [], [], []].map((cards) => ({ cards, faceDown: 0 })),
    foundations: [12, 13, 13, 13],
  },
};

describe('the stores of a game’s end', () => {
  it('count a game won before the first paint once they have loaded, with its records', async () => {
    const items = fakePageItems();
    await items.game.setValue({ game: lastMoveLeft, elapsedMs: 0, revision: 1, updatedAt: 1 });
    const model = createGamePageModel({
      items,
      deviceId: async () => 'thisbrowser01',
      solverThread: fakeSolverThread().thread,
      dealerThread: fakeSolverThread().thread,
      everySecond: () => () => {},
      // The first paint has not come yet: nothing loads after it.
      afterFirstPaint: () => () => {},
      afterPaint: (task) => task(),
    });
    const close = model.open({ dealCode: null });
    await vi.waitFor(() => expect(model.game.isLoaded.value).toBe(true));
    expect(model.ending.current.value).toBeNull();

    expect(model.game.move(parseMove('KS-f'))).toBeNull();
    await vi.waitFor(async () =>
      expect(((await items.stats.getValue()) as StatsRecord).C).toMatchObject({
        played: 1,
        won: 1,
      }),
    );
    expect(model.ending.current.value?.winRecords.last.value?.result.isWon).toBe(true);
    close();
  });
});
