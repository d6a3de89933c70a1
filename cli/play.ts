/**
 * `yukon play CODE [MOVE|undo ...] [--json]`: plays a line and prints the game; at the first
 * refused step it prints the game before it and the step, and exits 1 (README, "The `yukon`
 * command").
 */
import { gameOutcome } from './game-outcome';
import { replayArguments } from './replay';
import type { Subcommand } from './subcommand';

export const play: Subcommand = {
  usage: 'CODE [MOVE|undo ...] [--json]',
  summary: 'play moves (7H-c5, AS-f) and undos in order and print the game',
  run(args) {
    const { game, refused, asJson } = replayArguments(args);
    return gameOutcome(game, refused, asJson);
  },
};
