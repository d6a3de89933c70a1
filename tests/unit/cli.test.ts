/**
 * The `yukon` command run as a child process, as a user runs it (README, "The `yukon` command"):
 * outputs, JSON shape and exit codes 0 (done), 1 (a move refused), 2 (usage error). Expected games
 * come from the check values of docs/rules.md (The dealing algorithm `YU1`) or from the engine
 * itself, never from the command's own output.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { main } from '../../cli/yukon';
import {
  applyMove,
  formatMove,
  type Game,
  legalMoves,
  newGame,
  parseMove,
  undoMove,
} from '../../engine';

const BIN = fileURLToPath(new URL('../../bin/yukon.mjs', import.meta.url));
const CODE = 'YU1-C-AAAAAAB';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `node bin/yukon.mjs ...args` as a user does. Slow (a Node start), so used sparingly. */
function spawnYukon(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile('node', [BIN, ...args], (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
    });
  });
}

/** Runs the same command in this process, through the `main` the shim calls. */
async function yukon(...args: string[]): Promise<Run> {
  const run = { code: 0, stdout: '', stderr: '' };
  run.code = await main(args, {
    stdout: { write: (text: string) => (run.stdout += text) },
    stderr: { write: (text: string) => (run.stderr += text) },
  });
  return run;
}

/** The JSON shape the README gives for `--json`, written out from a game of the engine. */
function expectedJson(game: Game) {
  const { columns, foundations } = game.position;
  const text = (card: number) => formatMove({ card, to: 'foundation' }).slice(0, -2);
  return {
    code: game.code,
    variant: game.variant,
    columns: columns.map(({ cards, faceDown }) => ({
      down: cards.slice(0, faceDown).map(text),
      up: cards.slice(faceDown).map(text),
    })),
    foundations: Object.fromEntries(
      ['S', 'H', 'D', 'C'].map((suit, i) => [
        suit,
        foundations[i] ? text(i * 13 + foundations[i] - 1) : null,
      ]),
    ),
    score: game.score,
    moves: game.moves,
    takebacks: game.takebacks,
    status: game.status,
  };
}

/** Plays notation through the engine directly. */
function engineGame(code: string, ...steps: string[]): Game {
  return steps.reduce((game, step) => {
    const result = step === 'undo' ? undoMove(game) : applyMove(game, parseMove(step));
    if (!result.game) throw new Error(`${step} refused: ${result.refusal}`);
    return result.game;
  }, newGame(code));
}

describe('yukon deal', () => {
  it('prints the layout of the check values of docs/rules.md as JSON, exit 0', async () => {
    const { code, stdout, stderr } = await yukon('deal', CODE, '--json');
    expect(code).toBe(0);
    expect(stderr).toBe('');
    const json = JSON.parse(stdout);
    expect(Object.keys(json)).toEqual([
      'code',
      'variant',
      'columns',
      'foundations',
      'score',
      'moves',
      'takebacks',
      'status',
    ]);
    expect(json.columns[0]).toEqual({ down: [], up: ['7H'] });
    expect(json.columns[1]).toEqual({ down: ['9S'], up: ['6H', 'QS', 'AD', '9H', '8S'] });
    expect(json.columns[6]).toEqual({
      down: ['JH', '3S', '4D', 'KS', 'TC', 'TH'],
      up: ['8C', '5S', 'QH', '2D', '7C'],
    });
    expect(json).toMatchObject({
      code: CODE,
      variant: 'C',
      foundations: { S: null, H: null, D: null, C: null },
      score: 0,
      moves: 0,
      takebacks: 0,
      status: 'playing',
    });
  });

  it('draws the board as text with face-down cards as ##', async () => {
    const { code, stdout } = await yukon('deal', ' yu1-r-zzzzzzz ');
    expect(code).toBe(0);
    expect(stdout).toContain('YU1-R-ZZZZZZZ');
    expect(stdout.match(/##/g)).toHaveLength(21);
    // docs/rules.md, The dealing algorithm `YU1`: column 4 of YU1-R-ZZZZZZZ shows 2D 5D QD AC 7D
    // face up, bottom to top.
    const lines = stdout.split('\n');
    const header = lines.findIndex((line) => line.startsWith('c1'));
    const at = lines[header].indexOf('c4');
    const column4 = lines
      .slice(header + 1, lines.indexOf('', header))
      .map((line) => line.slice(at, at + 2))
      .filter((cell) => cell.trim() !== '');
    expect(column4).toEqual(['##', '##', '##', '2D', '5D', 'QD', 'AC', '7D']);
    expect(stdout).toMatch(/Score 0\b.*Moves 0\b.*playing/);
  });
});

describe('yukon play', () => {
  it('plays moves and undos in order and prints the game the engine reaches', async () => {
    // docs/rules.md, The dealing algorithm `YU1`: 7H is column 1, 8S the last card of column 2; red
    // 7 on black 8 is Classic.
    const { code, stdout } = await yukon('play', CODE, '7h-C2', 'undo', '7H-c2', '--json');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual(expectedJson(engineGame(CODE, '7H-c2', 'undo', '7H-c2')));
  });

  it('stops at the first refused move: the game before it, the index, text and code, exit 1', async () => {
    const { code, stdout } = await yukon('play', CODE, '7H-c2', 'undo', '8s-c1', '7H-c2', '--json');
    expect(code).toBe(1);
    expect(JSON.parse(stdout)).toEqual({
      ...expectedJson(engineGame(CODE, '7H-c2', 'undo')),
      refused: { index: 2, move: '8S-c1', reason: 'does-not-fit' },
    });
  });

  it('says the refused move, its index and refusal code in the text output too', async () => {
    // docs/rules.md, The dealing algorithm `YU1`: 9S lies face down in column 2 of this deal.
    const { code, stdout } = await yukon('play', CODE, '7H-c2', '9S-c1');
    expect(code).toBe(1);
    expect(stdout).toMatch(/Move 2 \(index 1\) refused: 9S-c1 \(face-down\)/);
    expect(stdout).toMatch(/Moves 1\b/);
  });
});

describe('yukon moves', () => {
  it('lists the legal moves one per line in notation, as the engine generates them', async () => {
    const { code, stdout } = await yukon('moves', CODE, '7H-c2');
    expect(code).toBe(0);
    const game = engineGame(CODE, '7H-c2');
    expect(stdout.trim().split('\n')).toEqual(legalMoves('C', game.position).map(formatMove));
  });

  it('gives them as {"legal": [...]} and reports a refused move with exit 1', async () => {
    const { code, stdout } = await yukon('moves', CODE, '7C-f', '--json');
    expect(code).toBe(1);
    expect(JSON.parse(stdout)).toEqual({
      legal: legalMoves('C', newGame(CODE).position).map(formatMove),
      refused: { index: 0, move: '7C-f', reason: 'foundation-order' },
    });
  });
});

describe('usage errors: a message on stderr, nothing on stdout, exit 2', () => {
  it.each([
    [['deal', 'YU1-X-AAAAAAB'], /variant "X"/],
    [['deal', 'YU1-C-AAAAAB'], /7 letters/],
    [['play', CODE, '7H-c2', '7H-c9'], /Move 2 \(index 1\) is malformed.*Column 9/],
    [['play', '--yaml'], /--yaml/],
    [['moves'], /deal code is missing/],
    [['shuffle', CODE], /Unknown subcommand "shuffle"[\s\S]*Usage/],
    [[], /subcommand is missing[\s\S]*yukon deal/],
  ])('yukon %j', async (args, message) => {
    const { code, stdout, stderr } = await yukon(...args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(message);
  });

  it('prints the usage on stdout for --help, exit 0', async () => {
    const { code, stdout } = await yukon('--help');
    expect(code).toBe(0);
    for (const name of ['deal', 'play', 'moves']) expect(stdout).toContain(`yukon ${name} `);
  });
});

describe('bin/yukon.mjs, run as a child process', () => {
  it.each([
    [['deal', CODE, '--json'], 0],
    [['play', CODE, '8S-c1'], 1],
    [['moves', 'YU1-C-AAAAAAB-'], 2],
  ])(
    'yukon %j exits %i and prints what main prints',
    async (args, exitCode) => {
      const run = await spawnYukon(...args);
      expect(run.code).toBe(exitCode);
      expect(run).toEqual(await yukon(...args));
    },
    30_000,
  );
});
