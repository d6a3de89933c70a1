/**
 * The solver for Double Yukon and Australian Patience (engine/solver/plain-search.ts): its
 * verdicts, winning lines and "No progress left" (docs/rules.md, End of the game; D; U).
 */
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  cardOf,
  dealPositionOf,
  type Game,
  newGame,
  type Position,
  statusOf,
  type Variant,
} from '../../../engine';
import { progressSearch, solve } from '../../../engine/solver';
import { card } from './arrange';
import { cpuClock } from './cpu-clock';

/** A game of `variant` holding `position`, to replay a line through `applyMove`. */
function gameOf(variant: Variant, position: Position): Game {
  const game = newGame(`YU1-${variant}-AAAAAAB`);
  return { ...game, position, status: statusOf(position, 0) };
}

function replays(variant: Variant, position: Position, line: Game['history'][number]['move'][]) {
  return line.reduce<Game>(
    (game, move) => {
      const result = applyMove(game, move);
      if (!result.game) throw new Error(`refused: ${result.refusal}`);
      return result.game;
    },
    gameOf(variant, position),
  );
}

/** Australian Patience, all home but spades from `rank` up, those given per column. */
function australian(columns: string[][], spadesHome: number, stock: string[] = []): Position {
  return {
    columns: Array.from({ length: 7 }, (_, index) => ({
      cards: (columns[index] ?? []).map(card),
      faceDown: 0,
    })),
    foundations: [spadesHome, 13, 13, 13],
    stock: stock.map(card),
    waste: [],
  };
}

describe('Australian Patience', () => {
  it('finds a winning line that replays to a won game, the stock turned', () => {
    const position = australian([['KS', 'QS'], ['JS'], ['9S', 'TS']], 7, ['8S']);
    const verdict = solve('U', position, { budgetMs: 5000, clock: cpuClock });
    expect(verdict.result).toBe('winnable');
    expect(replays('U', position, verdict.solution).status).toBe('won');
  });

  it('proves a blocked position lost, and that no progress is left', () => {
    // 3S lies on 2S: neither can go home, and only a King fills an empty column.
    const position = australian(
      [['KS', 'QS', 'JS', 'TS', '9S', '8S', '7S', '6S', '5S', '4S', '2S', '3S']],
      1,
    );
    const rules = { takebacks: false, budgetMs: 5000, clock: cpuClock };
    expect(solve('U', position, rules).result).toBe('unwinnable');
    expect(progressSearch('U', position, rules).result).toBe('no-progress');
  });

  it('counts a card turned from the stock as progress', () => {
    const position = australian(
      [['KS', 'QS', 'JS', 'TS', '9S', '8S', '7S', '6S', '5S', '2S', '3S']],
      1,
      ['4S'],
    );
    const verdict = progressSearch('U', position, {
      takebacks: false,
      budgetMs: 5000,
      clock: cpuClock,
    });
    expect(verdict).toMatchObject({ result: 'progress', moves: [{ to: 'waste' }] });
  });
});

describe('Double Yukon', () => {
  it('finds a win of a deal, replayed to exactly 1260 points', () => {
    const game = newGame('YU1-D-AAAAAAC');
    const verdict = solve('D', game.position, { budgetMs: 20_000, clock: cpuClock });
    expect(verdict.result).toBe('winnable');
    const won = replays('D', game.position, verdict.solution);
    expect(won.status).toBe('won');
    expect(won.score).toBe(1260 + 10 * won.takebacks);
  });

  it('proves a position lost when both copies of a card lie under a higher one', () => {
    // Everything home but the spades above 2 and both 2S... each 2S under a 3S in one column.
    const ranks = [1, 1, 13, 13, 13, 13, 13, 13];
    const spades = (from: number) =>
      Array.from({ length: 13 - from + 1 }, (_, i) => cardOf(0, 13 - i)).filter((id) => id !== 2);
    const columns = [
      { cards: [...spades(4), 1, 2], faceDown: 0 },
      { cards: [...spades(4).map((id) => id + 52), 53, 54], faceDown: 0 },
      ...Array.from({ length: 8 }, () => ({ cards: [] as number[], faceDown: 0 })),
    ];
    const position: Position = { columns, foundations: ranks };
    const rules = { takebacks: false, budgetMs: 5000, clock: cpuClock };
    expect(solve('D', position, rules).result).toBe('unwinnable');
    expect(progressSearch('D', position, rules).result).toBe('no-progress');
  });

  it('counts its budget on the clock it is given, not on wall time', () => {
    // A clock a second later at every reading: the search runs out of its 10 s in a few checks,
    // and its ms are that clock's (whole seconds), as the bench's CPU-time clock is meant to be.
    let now = 0;
    const clock = () => {
      now += 1000;
      return now;
    };
    const verdict = solve('U', dealPositionOf('U', 1), { budgetMs: 10_000, clock });
    expect(verdict.result).toBe('unknown');
    expect(verdict.gaveUp).toBe('time');
    expect(verdict.ms % 1000).toBe(0);
    expect(verdict.ms).toBeGreaterThanOrEqual(10_000);
  });
});
