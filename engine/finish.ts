/**
 * Finish (docs/rules.md, Moves 7): once nothing is hidden, a winning line the solver proved may be
 * played for the player. The rule lives here; the page only plays the moves it is given.
 */
import { applyMove, type Game } from './game';
import { faceDownCount } from './position';
import type { Move } from './rules';

/**
 * Whether nothing is hidden any more, so that Finish may be offered once a win is proved
 * (docs/rules.md, Moves 7): the game is being played, no tableau card is face down and, in
 * Australian Patience, the stock is empty.
 */
export function isNothingHidden(game: Game): boolean {
  return (
    game.status === 'playing' &&
    faceDownCount(game.position) === 0 &&
    (game.position.stock?.length ?? 0) === 0
  );
}

/** As much of the solver's verdict as Finish reads. */
export interface FinishProof {
  result: 'winnable' | 'unwinnable' | 'unknown';
  /** The winning moves from the position, in order, when `winnable`. */
  solution: readonly Move[];
}

/**
 * The line Finish plays from `game` (docs/rules.md, Moves 7), or null when Finish is not offered:
 * something is still hidden, the verdict is not `winnable`, or its line does not win when played
 * from this very game (a verdict of another position, or one whose line runs past the move
 * limit): Finish is never offered on a guess.
 * @returns the moves, in order; playing each with `applyMove` wins the game.
 */
export function finishLineOf(game: Game, proof: FinishProof | null): Move[] | null {
  if (proof?.result !== 'winnable' || !isNothingHidden(game)) return null;
  let played = game;
  for (const move of proof.solution) {
    const next = applyMove(played, move).game;
    if (!next) return null;
    played = next;
  }
  return played.status === 'won' ? [...proof.solution] : null;
}
