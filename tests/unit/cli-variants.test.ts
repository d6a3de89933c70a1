/**
 * The `yukon` command with the two variants that deal differently (README, "The `yukon` command";
 * docs/rules.md, D: Double Yukon; U: Australian Patience): their JSON, turns, copies and
 * refusals. Expected cards come from the check values of docs/rules.md.
 */
import { describe, expect, it } from 'vitest';
import { main } from '../../cli/yukon';

async function yukon(...args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
  });
  return { code, stdout, stderr };
}

describe('Double Yukon, YU1-D-…', () => {
  it('prints ten columns and two foundations a suit in slot order', async () => {
    const { code, stdout } = await yukon('deal', 'yu1-d-aaaaaab', '--json');
    expect(code).toBe(0);
    const game = JSON.parse(stdout);
    expect(game.columns).toHaveLength(10);
    expect(game.columns[0]).toEqual({ down: [], up: ['JC', '8D', '3S', 'QC', '5H', '3H'] });
    expect(game.columns[9].down).toEqual(['6S', 'TC', 'KS', '9S', '6S', 'AC', 'KD', 'KS']);
    expect(game.foundations).toEqual({
      S: [null, null],
      H: [null, null],
      D: [null, null],
      C: [null, null],
    });
    expect(game).not.toHaveProperty('stock');
  });

  it('plays a card home to the first free foundation of its suit and lists moves with c<j>:', async () => {
    // YU1-D-AAAAAAB: one AS lies last in its column, the other under cards.
    const { stdout } = await yukon('play', 'YU1-D-AAAAAAB', 'AS-f', '--json');
    expect(JSON.parse(stdout).foundations.S).toEqual(['AS', null]);
    const moves = await yukon('moves', 'YU1-D-AAAAAAB', '--json');
    const { legal } = JSON.parse(moves.stdout);
    expect(legal).toContain('AS-f');
    // Both 2C can go onto 3H: the one of the lower column is read without a prefix.
    expect(legal).toContain('2C-c1');
    expect(legal).toContain('c4:2C-c1');
  });

  it('refuses a card that is not on the column named, and a turn (no stock: a usage error)', async () => {
    const refused = await yukon('play', 'YU1-D-AAAAAAB', 'c2:AS-f', '--json');
    expect(refused.code).toBe(1);
    expect(JSON.parse(refused.stdout).refused).toEqual({
      index: 0,
      move: 'c2:AS-f',
      reason: 'not-available',
    });
    const turn = await yukon('play', 'YU1-D-AAAAAAB', 't');
    expect(turn.code).toBe(2);
    expect(turn.stderr).toMatch(/only Australian Patience/);
  });
});

describe('Australian Patience, YU1-U-…', () => {
  it('prints the stock as a count and the waste bottom to top', async () => {
    const { stdout } = await yukon('play', 'YU1-U-AAAAAAB', 't', 'T', '--json');
    const game = JSON.parse(stdout);
    expect(game.columns[0]).toEqual({ down: [], up: ['7H', '6H', 'JD', 'KS'] });
    expect(game.stock).toBe(22);
    expect(game.waste[0]).toBe('QS');
    expect(game.waste).toHaveLength(2);
    expect(game.foundations).toEqual({ S: null, H: null, D: null, C: null });
  });

  it('lists the turn as t, plays the waste top card, and refuses a turn once the stock is empty', async () => {
    const { stdout } = await yukon('moves', 'YU1-U-AAAAAAB', 't', '--json');
    expect(JSON.parse(stdout).legal).toEqual(expect.arrayContaining(['QS-c1', 't']));
    const played = await yukon('play', 'YU1-U-AAAAAAB', 't', 'QS-c1', '--json');
    expect(JSON.parse(played.stdout).columns[0].up).toEqual(['7H', '6H', 'JD', 'KS', 'QS']);
    const turns = Array.from({ length: 25 }, () => 't');
    const empty = await yukon('play', 'YU1-U-AAAAAAB', ...turns, '--json');
    expect(empty.code).toBe(1);
    const game = JSON.parse(empty.stdout);
    expect(game.stock).toBe(0);
    expect(game.waste.at(-1)).toBe('7C');
    expect(game.refused).toEqual({ index: 24, move: 't', reason: 'stock-empty' });
  });
});
