/**
 * Undo and redo (docs/rules.md, Undo): a move taken back exactly, and the moves taken back played
 * again one by one. A game keeps the moves to redo in `toRedo`; `undoMove` adds to it, `redoMove`
 * takes from it, and any other move (`applyMove`), a new deal or a restart empties it.
 */
import { suitOf } from './cards';
import { applyMove, type Game, isColumn, type MoveResult, refusalToPlay } from './game';
import { copyColumns } from './position';

/**
 * Takes back the last move (docs/rules.md, Undo): card places, face-up state and score come
 * back exactly; the move and take-back counters stay; the move waits to be redone (`redoMove`).
 * With nothing to undo the game is returned as it is.
 * @returns the game before the last move, or `game-over` once the game has ended.
 */
export function undoMove(game: Game): MoveResult {
  const refusal = refusalToPlay(game);
  if (refusal) return { refusal };
  const step = game.history[game.history.length - 1];
  if (!step) return { game };
  const { card, to } = step.move;
  const position = copyColumns(game.position, [step.from, to].filter(isColumn));
  const slot = step.slot ?? suitOf(card);
  let group = [card];
  if (to === 'waste') {
    position.stock?.push(position.waste?.pop() ?? card);
  } else if (to === 'foundation') {
    position.foundations[slot]--;
  } else {
    const destination = position.columns[to].cards;
    group = destination.splice(destination.indexOf(card));
  }
  if (step.from === 'foundation') {
    position.foundations[slot]++;
  } else if (step.from === 'waste') {
    position.waste?.push(card);
  } else if (step.from !== 'stock') {
    const source = position.columns[step.from];
    if (step.turnedUp) source.faceDown++;
    source.cards.push(...group);
  }
  const history = game.history.slice(0, -1);
  const toRedo = [...(game.toRedo ?? []), step.move];
  return { game: { ...game, position, score: step.score, history, toRedo } };
}

/**
 * Plays again the move the last undo took back (docs/rules.md, Undo). It is a move like any
 * other: it counts 1 on the move counter (and on the take-back counter when it takes a card
 * back) and scores as the move did, so n undos then n redos give back the cards, the score and
 * the undo history as they were. The other moves to redo stay; none once the game has ended.
 * @returns the next game; the game as it is with nothing to redo; the refusal when the move no
 *   longer fits the position (a corrupt stored game), or `game-over` once the game has ended.
 */
export function redoMove(game: Game): MoveResult {
  const refusal = refusalToPlay(game);
  if (refusal) return { refusal };
  const toRedo = game.toRedo ?? [];
  const move = toRedo[toRedo.length - 1];
  if (!move) return { game };
  const result = applyMove(game, move);
  if (!result.game) return result;
  const left = toRedo.slice(0, -1);
  const isLeft = left.length > 0 && result.game.status === 'playing';
  return { game: isLeft ? { ...result.game, toRedo: left } : result.game };
}

/** Whether undo would change anything (docs/rules.md, Undo). */
export function canUndo(game: Game): boolean {
  return game.status === 'playing' && game.history.length > 0;
}

/** Whether redo would change anything (docs/rules.md, Undo). */
export function canRedo(game: Game): boolean {
  return game.status === 'playing' && (game.toRedo?.length ?? 0) > 0;
}
