import { describe, expect, it } from 'vitest';
import { legalMoves } from '../../../engine';
import { randomGame } from './random-play';

describe('random games for the sync tests', () => {
  it('stop on a deal that has no legal move at all instead of looping forever', () => {
    // Seed 3356 deals YU1-S-PRCIGEH: Russian Solitaire with no legal move from the start. Before
    // this was handled, a fast-check run that drew this seed hung CI.
    const game = randomGame(3356, 300);
    expect(game.code).toBe('YU1-S-PRCIGEH');
    expect(legalMoves(game.variant, game.position)).toEqual([]);
    expect(game.moves).toBe(0);
  });

  it('play on to the moves asked for on an ordinary deal', () => {
    const game = randomGame(7, 120);
    expect(game.moves === 120 || game.status !== 'playing').toBe(true);
  });
});
