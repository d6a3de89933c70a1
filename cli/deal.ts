/** `yukon deal CODE [--json]`: the layout of a deal (README, "The `yukon` command"). */
import { gameOutcome } from './game-outcome';
import { readGame, type Subcommand, splitFlags, UsageError } from './subcommand';

export const deal: Subcommand = {
  usage: 'CODE [--json]',
  summary: 'the layout of a deal, e.g. yukon deal YU1-C-AAAAAAB',
  run(args) {
    const { flags, positional } = splitFlags(args, ['--json']);
    if (positional.length > 1) {
      throw new UsageError(`deal takes one deal code; to play moves use: yukon play CODE MOVE ...`);
    }
    return gameOutcome(readGame(positional[0]), undefined, flags.has('--json'));
  },
};
