/**
 * What `deal` and `play` print: the game as text or JSON, and exit 1 when a step was refused.
 */
import type { Game } from '../engine';
import { drawBoard } from './board';
import { gameJson } from './game-json';
import type { RefusedStep } from './replay';
import type { Outcome } from './subcommand';

/** The outcome showing a game (and the step that stopped its line), as text or as one JSON line. */
export function gameOutcome(
  game: Game,
  refused: RefusedStep | undefined,
  asJson: boolean,
): Outcome {
  const json = gameJson(game, refused);
  return {
    output: asJson ? `${JSON.stringify(json)}\n` : drawBoard(json),
    exitCode: refused ? 1 : 0,
  };
}
