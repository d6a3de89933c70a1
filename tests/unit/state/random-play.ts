// Random games for the sync tests: legal moves picked by a seeded generator, with some undos.
import {
  applyMove,
  formatDealCode,
  type Game,
  legalMoves,
  newGame,
  undoMove,
  type Variant,
} from '../../../engine';

/** A small seeded generator (mulberry32): the same seed plays the same game. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** The next step a random player takes: a legal move (or an undo, one time in ten). */
export function randomStep(game: Game, random: () => number): Game {
  if (game.history.length > 0 && random() < 0.1) return undoMove(game).game ?? game;
  const moves = legalMoves(game.variant, game.position);
  if (moves.length === 0) return undoMove(game).game ?? game;
  return applyMove(game, moves[Math.floor(random() * moves.length)]).game ?? game;
}

/**
 * A random deal of a random variant played until `moves` moves are made, or it ends, or no step
 * is left (no legal move and nothing to undo: some deals have no move at all).
 */
export function randomGame(
  seed: number,
  moves: number,
  variants: readonly Variant[] = ['C', 'R', 'S', 'A'],
): Game {
  const random = seededRandom(seed);
  const variant = variants[Math.floor(random() * variants.length)];
  let game = newGame(formatDealCode(variant, Math.floor(random() * 26 ** 7)));
  while (game.moves < moves && game.status === 'playing') {
    const next = randomStep(game, random);
    if (next === game) break;
    game = next;
  }
  return game;
}
