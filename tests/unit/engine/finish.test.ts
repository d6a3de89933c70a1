/**
 * docs/rules.md, Moves 7: Finish is offered only once nothing is hidden (no face-down card; in
 * Australian Patience an empty stock) and with a winning line that wins from this very game.
 * The proofs come from the real solver, in all six variants.
 */
import { describe, expect, it } from 'vitest';
import { finishLineOf, type Game, isNothingHidden, newGame } from '../../../engine';
import { solve } from '../../../engine/solver';
import { arrange, card, gameAt } from './arrange';
import { cpuClock } from './cpu-clock';
import { NEARLY_WON } from './finish-positions';

const proofOf = (game: Game) =>
  solve(game.variant, game.position, { budgetMs: 5000, clock: cpuClock });

describe('Finish (docs/rules.md, Moves 7)', () => {
  it.each(NEARLY_WON)('in %s, offers the solver’s line once nothing is hidden', (_, game) => {
    expect(isNothingHidden(game)).toBe(true);
    const proof = proofOf(game);
    expect(proof.result).toBe('winnable');
    expect(finishLineOf(game, proof)).toEqual(proof.solution);
  });

  it('is not offered while a card is face down, even with a winning line', () => {
    const game = gameAt('C', arrange(['KS / QS JS', 'KH'], { S: 10, H: 12, D: 13, C: 13 }));
    const proof = proofOf(game);
    expect(proof.result).toBe('winnable');
    expect(isNothingHidden(game)).toBe(false);
    expect(finishLineOf(game, proof)).toBeNull();
    expect(isNothingHidden(newGame('YU1-C-AAAAAAB'))).toBe(false);
  });

  it('is not offered in Australian Patience while the stock holds a card', () => {
    const { columns, foundations } = arrange(['KS QS JS', 'KH'], { S: 10, H: 12, D: 13, C: 13 });
    columns[1] = { cards: [], faceDown: 0 };
    const withStock = gameAt('U', { columns, foundations, stock: [card('KH')], waste: [] });
    const proof = proofOf(withStock);
    expect(proof.result).toBe('winnable');
    expect(isNothingHidden(withStock)).toBe(false);
    expect(finishLineOf(withStock, proof)).toBeNull();
  });

  it('is never offered on a guess: no proof, a verdict short of winnable, or a line that does not win', () => {
    const [, game] = NEARLY_WON[0];
    const line = proofOf(game).solution;
    expect(finishLineOf(game, null)).toBeNull();
    expect(finishLineOf(game, { result: 'unknown', solution: [] })).toBeNull();
    expect(finishLineOf(game, { result: 'unwinnable', solution: [] })).toBeNull();
    // A line one move short of the win, and one with a refused move (another position's line).
    expect(finishLineOf(game, { result: 'winnable', solution: line.slice(0, -1) })).toBeNull();
    const refused = [{ card: card('KS'), to: 'foundation' as const }, ...line];
    expect(finishLineOf(game, { result: 'winnable', solution: refused })).toBeNull();
  });

  it('is not offered once the game is won', () => {
    const [, game] = NEARLY_WON[0];
    expect(isNothingHidden({ ...game, status: 'won' })).toBe(false);
  });
});
