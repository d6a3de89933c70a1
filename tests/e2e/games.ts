// Games the E2E tests store before a page opens: one under way, one a move from its end, one won.
import { applyMove, type Game, legalMoves, newGame } from '../../engine';
import { card } from './names';

/** `code` dealt, then the first legal move made `moves` times (fewer if none is left). */
export function played(code: string, moves: number): Game {
  let game = newGame(code);
  for (let i = 0; i < moves; i++) {
    const [move] = legalMoves(game.variant, game.position);
    if (!move) break;
    game = applyMove(game, move).game as Game;
  }
  return game;
}

/** A game of YU1-C-AAAAAAB one move from the end: the King of spades alone in column 1, the rest home. */
export const lastMoveLeft: Game = {
  ...newGame('YU1-C-AAAAAAB'),
  position: {
    columns: [[card('KS')], [], [], [], [], [], []].map((cards) => ({ cards, faceDown: 0 })),
    foundations: [12, 13, 13, 13],
  },
  score: 615,
  moves: 140,
};

/** `lastMoveLeft` won: its King of spades sent home. */
export const wonGame = applyMove(lastMoveLeft, { card: card('KS'), to: 'foundation' }).game as Game;
