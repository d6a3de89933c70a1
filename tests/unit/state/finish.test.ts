/**
 * docs/rules.md, Moves 7: Finish plays the solver's proved line through the game store, each move
 * counting 1 and scoring as usual, within 3 s (at once when asked), and any input jumps to its
 * end; it is offered only once nothing is hidden and the proof is in hand, verdict setting or not.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Game } from '../../../engine';
import { createFinish, FINISH_MAX_MS, finishStepMs } from '../../../state/finish';
import { createGameStore } from '../../../state/game-store';
import { localGameItem, localSettingsItem } from '../../../state/items';
import { createSettingsStore } from '../../../state/settings-store';
import { createSolverStore } from '../../../state/solver-store';
import type { GameResult } from '../../../state/stats';
import { arrange, gameAt } from '../engine/arrange';
import { NEARLY_WON } from '../engine/finish-positions';
import { fakeSolverThread, settle } from './fake-solver-thread';

/** The stores of a page showing `game`, its solver answering with the engine's own searches. */
async function pageAt(game: Game) {
  await localGameItem.setValue({ game, elapsedMs: 0, revision: 1, updatedAt: 1 });
  const counted: GameResult[] = [];
  const store = createGameStore({ item: localGameItem, onGameCounted: (r) => counted.push(r) });
  const settings = createSettingsStore({ item: localSettingsItem });
  await Promise.all([store.load(), settings.load()]);
  const fake = fakeSolverThread();
  const solver = createSolverStore({
    game: store,
    settings,
    thread: fake.thread,
    deferSearches: (task) => task(),
  });
  solver.follow();
  const finish = createFinish({ game: store, proof: solver.proof });
  return { game: store, solver, finish, fake, counted };
}

beforeEach(() => {
  fakeBrowser.reset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Finish (docs/rules.md, Moves 7)', () => {
  it.each(NEARLY_WON)(
    'in %s, plays the proved line to the win, each move counting and scoring',
    async (_, start) => {
      const { game, finish, counted } = await pageAt({ ...start, moves: 40, score: 200 });
      expect(finish.line.value).toBeNull();
      await settle();
      const line = finish.line.value;
      expect(line).toHaveLength(4);
      expect(finish.start({ motion: 'off' })).toBe(true);
      expect(game.current.value).toMatchObject({ status: 'won', moves: 44, score: 240 });
      expect(game.current.value.history.slice(-4).map((step) => step.move)).toEqual(line);
      expect(finish.isFinishing.value).toBe(false);
      // The win counts once, like any win (docs/rules.md, Statistics).
      expect(counted).toMatchObject([{ isWon: true, moves: 44 }]);
      expect(finish.line.value).toBeNull();
    },
  );

  it('is not offered, and no verdict is sought, while a card is face down (verdict setting off)', async () => {
    const start = gameAt('C', arrange(['KS / QS JS', 'KH'], { S: 10, H: 12, D: 13, C: 13 }));
    const { finish, fake } = await pageAt(start);
    await settle();
    expect(fake.asked.map((asked) => asked.search)).toEqual(['progressSearch']);
    expect(finish.line.value).toBeNull();
    expect(finish.start({ motion: 'off' })).toBe(false);
  });

  it('plays its line briskly, within 3 s, and any input then plays the rest at once', async () => {
    const { game, finish } = await pageAt(NEARLY_WON[0][1]);
    await settle();
    vi.useFakeTimers();
    finish.start({ motion: 'normal' });
    // The first move at the press, the next ones a step apart.
    expect(game.current.value.moves).toBe(1);
    expect(finish.isFinishing.value).toBe(true);
    vi.advanceTimersByTime(finishStepMs(4));
    expect(game.current.value.moves).toBe(2);
    finish.skip();
    expect(game.current.value).toMatchObject({ status: 'won', moves: 4 });
    expect(finish.isFinishing.value).toBe(false);
  });

  it('takes at most 3 s for any line', async () => {
    const { game, finish } = await pageAt(NEARLY_WON[0][1]);
    await settle();
    vi.useFakeTimers();
    finish.start({ motion: 'normal' });
    vi.advanceTimersByTime(3 * finishStepMs(4));
    expect(game.current.value.status).toBe('won');
    for (const moves of [1, 4, 30, 104, 400]) {
      expect((moves - 1) * finishStepMs(moves)).toBeLessThanOrEqual(FINISH_MAX_MS);
      expect(finishStepMs(moves)).toBeGreaterThan(0);
    }
  });

  it('plays at the pace of the motion setting, as cards glide: twice as fast with fast', async () => {
    expect(finishStepMs(4, 'fast')).toBe(60);
    expect(finishStepMs(4, 'normal')).toBe(120);
    expect(finishStepMs(4, 'off')).toBe(0);
    const { game, finish } = await pageAt(NEARLY_WON[0][1]);
    await settle();
    vi.useFakeTimers();
    finish.start({ motion: 'fast' });
    expect(game.current.value.moves).toBe(1);
    vi.advanceTimersByTime(60);
    expect(game.current.value.moves).toBe(2);
    vi.advanceTimersByTime(120);
    expect(game.current.value).toMatchObject({ status: 'won', moves: 4 });
  });

  it('stops when another page’s game arrives meanwhile; the moves played stay played', async () => {
    const { game, finish } = await pageAt(NEARLY_WON[0][1]);
    await settle();
    vi.useFakeTimers();
    finish.start({ motion: 'normal' });
    const other = { ...NEARLY_WON[1][1], moves: 7 };
    await localGameItem.setValue({ game: other, elapsedMs: 0, revision: 99, updatedAt: 2 });
    await vi.waitFor(() => expect(game.current.value.moves).toBe(7));
    vi.advanceTimersByTime(FINISH_MAX_MS);
    expect(game.current.value).toMatchObject({ moves: 7, status: 'playing' });
    expect(finish.isFinishing.value).toBe(false);
  });
});
