/**
 * `yukon moves CODE [MOVE|undo ...] [--json]`: the legal moves after a line, one per line in
 * notation, or `{"legal": [...]}` (README, "The `yukon` command"). A refused step stops the line as
 * in `play`: the moves are those before it, the refusal is reported, and the exit code is 1.
 */
import { playableMoves, writeMove } from '../engine';
import { describeRefusal, replayArguments } from './replay';
import type { Subcommand } from './subcommand';

export const moves: Subcommand = {
  usage: 'CODE [MOVE|undo ...] [--json]',
  summary: 'the legal moves after the given moves, in notation',
  run(args) {
    const { game, refused, asJson } = replayArguments(args);
    const legal = playableMoves(game).map((move) => writeMove(game.variant, game.position, move));
    const exitCode = refused ? 1 : 0;
    if (asJson) {
      return { output: `${JSON.stringify({ legal, ...(refused && { refused }) })}\n`, exitCode };
    }
    const lines = refused ? [...legal, describeRefusal(refused)] : legal;
    return { output: lines.map((line) => `${line}\n`).join(''), exitCode };
  },
};
