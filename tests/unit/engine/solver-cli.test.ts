/**
 * `yukon solve` (README, "The `yukon` command"): JSON shape, winning lines that replay, exit codes
 * 0, 1 and 2.
 */
import { describe, expect, it } from 'vitest';
import { main } from '../../../cli/yukon';
import { applyMove, type Game, newGame, parseMove } from '../../../engine';

async function yukon(...args: string[]) {
  const run = { code: 0, stdout: '', stderr: '' };
  run.code = await main(args, {
    stdout: { write: (text: string) => (run.stdout += text) },
    stderr: { write: (text: string) => (run.stderr += text) },
  });
  return run;
}

function play(game: Game, moves: string[], rules = { takebacks: true, groupLimit: 20 }): Game {
  return moves.reduce((current, text) => {
    const result = applyMove(current, parseMove(text), rules);
    if (!result.game) throw new Error(`${text} refused: ${result.refusal}`);
    return result.game;
  }, game);
}

describe('yukon solve', () => {
  it('prints a JSON verdict whose line wins from the position after the given moves', async () => {
    const run = await yukon('solve', 'YU1-C-AAAAAAB', '8C-c6', '--budget-ms', '5000', '--json');
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout);
    expect(Object.keys(json).sort()).toEqual(['ms', 'positions', 'result', 'solution']);
    expect(json.result).toBe('winnable');
    expect(json.positions).toBeGreaterThan(0);
    const start = play(newGame('YU1-C-AAAAAAB'), ['8C-c6']);
    expect(play(start, json.solution).status).toBe('won');
  });

  it('plays under the rule switches it is given (docs/rules.md, Moves 1 and 3)', async () => {
    // Classic deal 1904 is won only with take-backs (docs/winnability.md).
    const product = JSON.parse((await yukon('solve', 'YU1-C-AAAACVG', '--json')).stdout);
    expect(product.result).toBe('winnable');
    expect(play(newGame('YU1-C-AAAACVG'), product.solution).status).toBe('won');
    const noTakebacks = await yukon('solve', 'YU1-C-AAAACVG', '--no-takebacks', '--json');
    expect(JSON.parse(noTakebacks.stdout)).toMatchObject({ result: 'unwinnable', solution: [] });
    expect(noTakebacks.code).toBe(0);

    // Without the group limit the line the solver finds on deal 5 moves more than 20 cards at
    // once; with the limit it never does.
    const noLimitRules = { takebacks: true, groupLimit: Number.POSITIVE_INFINITY };
    const unlimited = JSON.parse(
      (await yukon('solve', 'YU1-C-AAAAAAF', '--no-group-limit', '--json')).stdout,
    );
    expect(unlimited.result).toBe('winnable');
    expect(play(newGame('YU1-C-AAAAAAF'), unlimited.solution, noLimitRules).status).toBe('won');
    expect(() => play(newGame('YU1-C-AAAAAAF'), unlimited.solution)).toThrow(/group-too-large/);
    const limited = JSON.parse((await yukon('solve', 'YU1-C-AAAAAAF', '--json')).stdout);
    expect(play(newGame('YU1-C-AAAAAAF'), limited.solution).status).toBe('won');
  });

  it('exits 1 on a refused move and 2 on a usage error', async () => {
    expect((await yukon('solve', 'YU1-C-AAAAAAB', '7H-c3', '--budget-ms', '100')).code).toBe(1);
    const bad = await yukon('solve', 'YU1-C-AAAAAAB', '--budget-ms', 'soon');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--budget-ms');
    expect((await yukon('solve')).code).toBe(2);
  });
});
