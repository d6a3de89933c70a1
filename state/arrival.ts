/**
 * What another page or browser did to the game shown, read from the game shown before and the
 * game that arrived (game-events.ts, `ArrivalEvent`). Apart from the game's events, so that it
 * loads with what says it (the announcements), after the first paint.
 */
import { applyMove, type Game, undoMove } from '../engine';
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
 * The one move, undo or new deal that leads from `before` to `after`, or null when it is further
 * away. A move or an undo only when it leads from the position shown to the one that arrived: a
 * game from another browser comes without its undo history (sync-encoding.ts), and may have been
 * played another way from the same counters. Read by its counters alone, such a game was told as
 * an undo of this page's last move, naming a card that was not there.
 */
export function changeBetween(before: Game, after: Game): MoveEvent | UndoEvent | DealEvent | null {
  if (after.moves === 0) return dealEvent(before, after);
  if (after.code !== before.code) return null;
  const leadsToAfter = (game?: Game) =>
    game !== undefined && canonicalJson(game.position) === canonicalJson(after.position);
  if (after.moves === before.moves + 1 && after.history.length > 0) {
    const played = applyMove(before, after.history[after.history.length - 1].move).game;
    return leadsToAfter(played) ? moveEvent(after) : null;
  }
  const isUndo =
    after.moves === before.moves &&
    before.history.length > 0 &&
    leadsToAfter(undoMove(before).game);
  return isUndo ? undoEvent(before, after) : null;
}
