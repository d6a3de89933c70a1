/**
 * `yukon play CODE [MOVE|undo ...] [--json]`: plays a line and prints the game; at the first
 * refused step it prints the game before it and the step, and exits 1 (issue 2).
 */
import { gameOutcome } from './game-outcome';
import { replay } from './replay';
import { readGame, readSteps, type Subcommand, splitFlags } from './subcommand';

export const play: Subcommand = {
  usage: 'CODE [MOVE|undo ...] [--json]',
  summary: 'play moves (7H-c5, AS-f) and undos in order and print the game',
  run(args) {
    const { flags, positional } = splitFlags(args, ['--json']);
    const [code, ...moves] = positional;
    const start = readGame(code);
    const { game, refused } = replay(start, readSteps(moves));
    return gameOutcome(game, refused, flags.has('--json'));
  },
};
