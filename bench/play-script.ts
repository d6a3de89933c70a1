/**
 * The scripted play the bench drives through the board: a fixed deal played some way in (the
 * saved game every load finds), then random legal moves and undos from a seeded generator, so
 * every run and every build plays the same actions. The engine in Node mirrors the page's game.
 */
import {
  applyMove,
  canUndo,
  type Game,
  type Move,
  newGame,
  placeOf,
  playableMoves,
  undoMove,
} from '../engine';
import type { SavedGame } from '../state/schemas';

const BENCH_DEAL = 'YU1-C-BENCHES';
/** Moves played before the saved game is stored, so the board shows a game in progress. */
const OPENING_MOVES = 25;
/** One action in this many is an undo (while there is something to undo). */
const UNDO_ONE_IN = 3;

/** A pile of the Classic board the bench plays: a column index or the card's foundation. */
type Pile = number | 'foundation';

/** A move the page shows as the card `card` arriving on pile `to` (for undo: back where it was). */
export interface Action {
  isUndo: boolean;
  card: number;
  /** Where the card is before the action, and where it is after. */
  from: Pile;
  to: Pile;
}

/** The pile a move or undo step names, on the Classic board (it has no stock or waste). */
function classicPile(pile: Move['to'] | Game['history'][number]['from']): Pile {
  if (pile === 'waste' || pile === 'stock') throw new Error('The bench deal is Classic.');
  return pile;
}

function pileOf(game: Game, card: number): Pile {
  const place = placeOf(game.position, card);
  return place.pile === 'column' ? place.column : 'foundation';
}

function randomMove(game: Game, random: () => number): Move {
  const moves = playableMoves(game);
  if (moves.length === 0) throw new Error(`The scripted game ${game.code} has no legal move left.`);
  return moves[Math.floor(random() * moves.length)];
}

/** The game every bench load finds saved: the bench deal after a few random moves. */
export function savedBenchGame(random: () => number): SavedGame {
  let game = newGame(BENCH_DEAL);
  for (let move = 0; move < OPENING_MOVES; move++) {
    game = applyMove(game, randomMove(game, random)).game as Game;
  }
  return { game, elapsedMs: 60_000, revision: 1, updatedAt: Date.now() };
}

/** The next scripted action on `game`: an undo one time in three, else a random legal move. */
export function nextAction(game: Game, random: () => number): Action {
  if (canUndo(game) && random() * UNDO_ONE_IN < 1) {
    const { move, from } = game.history[game.history.length - 1];
    return { isUndo: true, card: move.card, from: classicPile(move.to), to: classicPile(from) };
  }
  const move = randomMove(game, random);
  return {
    isUndo: false,
    card: move.card,
    from: pileOf(game, move.card),
    to: classicPile(move.to),
  };
}

/** The game after `action`, as the engine plays it. */
export function played(game: Game, action: Action): Game {
  const result = action.isUndo
    ? undoMove(game)
    : applyMove(game, { card: action.card, to: action.to });
  if (!result.game) throw new Error(`The engine refused a scripted action (${result.refusal}).`);
  return result.game;
}
