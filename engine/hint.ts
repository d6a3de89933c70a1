/**
 * Hints: which move to show a player who asks. The solver's lines come first; the engine's own pick
 * of a move that makes progress at once is the last resort. A hint is never the move that just
 * takes the previous move back.
 */
import { applyMove, type Game, playableMoves } from './game';
import type { Position } from './position';
import { type Move, placeOf } from './rules';

/**
 * Whether `move` puts the card the last move took back where it came from (a card sent home
 * taken back to its column, a take-back sent home again, a group carried back).
 */
export function undoesLastMove(game: Game, move: Move): boolean {
  const last = game.history[game.history.length - 1];
  return last !== undefined && move.card === last.move.card && move.to === last.from;
}

/**
 * Whether playing `line` from `game` passes through `position` (compared card by card, columns
 * in place); it stops at a move it cannot play.
 */
export function returnsTo(game: Game, line: readonly Move[], position: Position): boolean {
  const target = JSON.stringify(position);
  let current = game;
  for (const move of line) {
    const next = applyMove(current, move).game;
    if (!next) return false;
    if (JSON.stringify(next.position) === target) return true;
    current = next;
  }
  return false;
}

/** The playable moves (`playableMoves`) but the one that undoes the last move. */
export function movesNotUndoing(game: Game): Move[] {
  return playableMoves(game).filter((move) => !undoesLastMove(game, move));
}

/**
 * A move that makes progress at once (docs/rules.md, End of the game; U: Australian Patience), in
 * this order: one that sends a card home, one that turns a face-down card up, a turn of the stock,
 * one that empties a column (a King's group moved from one empty column to another does not count).
 * @returns the first such move in `legalMoves` order, never one that undoes the last move, or null.
 */
export function progressMoveOf(game: Game): Move | null {
  const { position } = game;
  const moves = movesNotUndoing(game);
  /** The face-down count of the card's column and the card's index there; null off the tableau. */
  const from = (move: Move) => {
    const place = placeOf(position, move.card);
    if (place.pile !== 'column') return null;
    return { faceDown: position.columns[place.column].faceDown, index: place.index };
  };
  const turnsUp = (move: Move) => {
    const place = from(move);
    return place !== null && place.faceDown > 0 && place.index === place.faceDown;
  };
  const emptiesColumn = (move: Move) => {
    const place = from(move);
    const isOntoCards = typeof move.to === 'number' && position.columns[move.to].cards.length > 0;
    return place !== null && place.faceDown === 0 && place.index === 0 && isOntoCards;
  };
  return (
    moves.find((move) => move.to === 'foundation') ??
    moves.find(turnsUp) ??
    moves.find((move) => move.to === 'waste') ??
    moves.find(emptiesColumn) ??
    null
  );
}

/** What the solver found for the position shown; each line starts there. */
export interface HintLines {
  /** A winning line (`solve`), when one was found. */
  solution?: readonly Move[];
  /** A shortest line to progress (`progressSearch`), when one was found. */
  progress?: readonly Move[];
  /**
   * Whether it is proved that no progress is left (`progressSearch`'s `no-progress`,
   * docs/rules.md, End of the game): then no move is a hint, not even one that empties a column.
   */
  isNoProgressLeft?: boolean;
}

/**
 * The hint for a game: the next move of the winning line, else the first move of the line to
 * progress, else `progressMoveOf`; the first of these that does not undo the last move.
 * @returns the move to show, or null when none of them gives one or no progress is left.
 */
export function pickHint(game: Game, lines: HintLines): Move | null {
  if (lines.isNoProgressLeft) return null;
  for (const move of [lines.solution?.[0], lines.progress?.[0]]) {
    if (move && !undoesLastMove(game, move)) return move;
  }
  return progressMoveOf(game);
}
