/**
 * `yukon moves CODE [MOVE|undo ...] [--json]`: the legal moves after a line, one per line in
 * notation, or `{"legal": [...]}` (issue 2). A refused step stops the line as in `play`: the
 * moves are those before it, the refusal is reported, and the exit code is 1.
 */
import { formatMove, playableMoves } from '../engine';
import { describeRefusal, replay } from './replay';
import { readGame, readSteps, type Subcommand, splitFlags } from './subcommand';

export const moves: Subcommand = {
  usage: 'CODE [MOVE|undo ...] [--json]',
  summary: 'the legal moves after the given moves, in notation',
  run(args) {
    const { flags, positional } = splitFlags(args, ['--json']);
    const [code, ...steps] = positional;
    const start = readGame(code);
    const { game, refused } = replay(start, readSteps(steps));
    const legal = playableMoves(game).map(formatMove);
    const exitCode = refused ? 1 : 0;
    if (flags.has('--json')) {
      return { output: `${JSON.stringify({ legal, ...(refused && { refused }) })}\n`, exitCode };
    }
    const lines = refused ? [...legal, describeRefusal(refused)] : legal;
    return { output: lines.map((line) => `${line}\n`).join(''), exitCode };
  },
};
