/**
 * A win's celebration (docs/rules.md, End of the game) and the records beside the won game's
 * figures (docs/rules.md, Statistics).
 */
import { signal } from '@preact/signals';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Game, newGame, parseMove } from '../../../engine';
import { CELEBRATION_MS, createCelebration } from '../../../state/celebration';
import { createGameStore } from '../../../state/game-store';
import type { Motion } from '../../../state/motion';
import { recordLinesOf } from '../../../state/record-lines';
import type { GameResult, VariantTotals } from '../../../state/stats';
import { fakeItem } from './fake-item';

/** One move from the win: the King of spades alone in column 1. */
const lastMoveLeft: Game = {
  ...newGame('YU1-C-AAAAAAB'),
  position: {
    columns: [[12], [], [], [], [], [], []].map((cards) => ({ cards, faceDown: 0 })),
    foundations: [12, 13, 13, 13],
  },
};

async function pageAt(game: Game, motion: Motion = 'normal') {
  const item = fakeItem();
  await item.setValue({ game, elapsedMs: 0, revision: 1, updatedAt: 1 });
  const store = createGameStore({ item, deferWrite: (task) => task() });
  await store.load();
  const celebration = createCelebration({ game: store, motion: signal(motion) });
  const stop = celebration.follow();
  return { game: store, celebration, stop };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the celebration of a win (docs/rules.md, End of the game)', () => {
  it('plays after the winning move on this page, until any input or CELEBRATION_MS', async () => {
    const { game, celebration } = await pageAt(lastMoveLeft);
    vi.useFakeTimers();
    expect(celebration.isCelebrating.value).toBe(false);
    game.move(parseMove('KS-f'));
    expect(celebration.isCelebrating.value).toBe(true);
    vi.advanceTimersByTime(CELEBRATION_MS - 1);
    expect(celebration.isCelebrating.value).toBe(true);
    vi.advanceTimersByTime(1);
    expect(celebration.isCelebrating.value).toBe(false);
  });

  it('lasts half as long with the motion fast, as cards glide twice as fast', async () => {
    const { game, celebration } = await pageAt(lastMoveLeft, 'fast');
    vi.useFakeTimers();
    game.move(parseMove('KS-f'));
    expect(celebration.durationMs.value).toBe(1200);
    vi.advanceTimersByTime(1199);
    expect(celebration.isCelebrating.value).toBe(true);
    vi.advanceTimersByTime(1);
    expect(celebration.isCelebrating.value).toBe(false);
  });

  it('ends at once when the player ends it', async () => {
    const { game, celebration } = await pageAt(lastMoveLeft);
    game.move(parseMove('KS-f'));
    celebration.end();
    expect(celebration.isCelebrating.value).toBe(false);
  });

  it('is absent when cards do not move (motion off), and for a win shown from storage', async () => {
    const reduced = await pageAt(lastMoveLeft, 'off');
    reduced.game.move(parseMove('KS-f'));
    expect(reduced.game.current.value.status).toBe('won');
    expect(reduced.celebration.isCelebrating.value).toBe(false);
    const won = { ...lastMoveLeft, status: 'won' as const };
    expect((await pageAt(won)).celebration.isCelebrating.value).toBe(false);
  });
});

const totals = (change: Partial<VariantTotals>): VariantTotals => ({
  played: 5,
  won: 3,
  winRate: 0.6,
  streak: 1,
  bestStreak: 2,
  bestTimeMs: 300_000,
  averageTimeMs: 320_000,
  bestScore: 625,
  fewestMoves: 150,
  ...change,
});
const win = (change: Partial<GameResult>): GameResult => ({
  variant: 'C',
  isWon: true,
  elapsedMs: 200_000,
  score: 625,
  moves: 170,
  takebacks: 0,
  ...change,
});

describe('the records beside a win (docs/rules.md, Statistics)', () => {
  it('names each record the win beat and the records that stand', () => {
    expect(recordLinesOf(win({}), totals({}))).toEqual([
      { figure: 'time', isNew: true, best: 200_000 },
      { figure: 'moves', isNew: false, best: 150 },
      { figure: 'score', isNew: false, best: 625 },
    ]);
    expect(recordLinesOf(win({ moves: 140, score: 630 }), totals({}))).toMatchObject([
      { figure: 'time', isNew: true },
      { figure: 'moves', isNew: true, best: 140 },
      { figure: 'score', isNew: true, best: 630 },
    ]);
  });

  it('says first win alone for the variant’s first win', () => {
    expect(recordLinesOf(win({}), totals({ won: 0, bestTimeMs: null }))).toEqual([
      { figure: 'first-win' },
    ]);
  });

  it('never makes a score with take-backs a record: the best score stands beside it', () => {
    expect(recordLinesOf(win({ score: 900, takebacks: 3 }), totals({}))).toContainEqual({
      figure: 'score',
      isNew: false,
      best: 625,
    });
    const lines = recordLinesOf(win({ takebacks: 1 }), totals({ bestScore: null }));
    expect(lines.map((line) => line.figure)).toEqual(['time', 'moves']);
  });

  it('has no lines for a game not won, and a tie beats no record', () => {
    expect(recordLinesOf(win({ isWon: false }), totals({}))).toEqual([]);
    expect(recordLinesOf(win({ elapsedMs: 300_000 }), totals({}))[0]).toEqual({
      figure: 'time',
      isNew: false,
      best: 300_000,
    });
  });
});
