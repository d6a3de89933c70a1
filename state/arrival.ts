/**
 * What another page or browser did to the game shown, read from the game shown before and the
 * game that arrived (game-events.ts, `ArrivalEvent`). Apart from the game's events, so that it
 * loads with what says it (the announcements), after the first paint.
 */
import { applyMove, type Game, playableMoves, undoMove } from '../engine';
import {
  type DealEvent,
  dealEvent,
  type MoveEvent,
  moveEvent,
  type UndoEvent,
  undoEvent,
} from './game-events';
import { canonicalJson } from './saved-game';

/**
 * The one move, undo (docs/rules.md, Undo) or new deal that leads from `before` to `after`, or
 * null when it is further away or not known. A move or an undo only when, replayed from `before`,
 * it gives `after`'s position: a game from another browser comes without its undo history
 * (sync-encoding.ts) and may have been played another way to the same counters; its move is
 * found among the moves `before` allows. In Double Yukon a move or an undo from another browser
 * is not named: the synced game numbers the two decks' equal cards anew.
 */
export function changeBetween(before: Game, after: Game): MoveEvent | UndoEvent | DealEvent | null {
  if (after.moves === 0) return dealEvent(before, after);
  if (after.code !== before.code) return null;
  const leadsToAfter = (game?: Game) =>
    game !== undefined && canonicalJson(game.position) === canonicalJson(after.position);
  if (after.moves === before.moves + 1) {
    // Its last step, or, from another browser, which comes without one, whichever move gives it.
    const last = after.history[after.history.length - 1]?.move;
    for (const move of last ? [last] : playableMoves(before)) {
      const played = applyMove(before, move).game;
      // Told as played from the position shown here: the card it turned up is this one's.
      if (played && leadsToAfter(played)) return { ...moveEvent(played), game: after };
    }
    return null;
  }
  const isUndo =
    after.moves === before.moves &&
    before.history.length > 0 &&
    leadsToAfter(undoMove(before).game);
  return isUndo ? undoEvent(before, after) : null;
}
