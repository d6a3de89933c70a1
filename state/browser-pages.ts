/**
 * The game pages' model as the new tab and the popup build it: with this browser's stored items
 * (items.ts) and the solver's real worker threads (the options page's: browser-options-page.ts).
 */
import { lockedClockTurn, soloClockTurn } from './clock-turn';
import { createGamePageModel, type GamePageModel } from './game-page-model';
import {
  deviceIdItem,
  localGameItem,
  localSettingsItem,
  localStatsFoldItem,
  localStatsItem,
  otherGameItem,
  syncProblemItem,
  syncStatsItem,
} from './items';
import { createSolverThread } from './solver-thread';

/**
 * This browser's id, for the statistics it counts and the games it deals (device-id.ts): read
 * through the statistics' module, which the page loads after its first paint, so that the first
 * chunk carries none of the id's checks.
 */
export const deviceId = () =>
  import('./ending-stores').then(({ readDeviceId }) => readDeviceId(deviceIdItem));

/** The model of the new tab or the popup. */
export function browserGamePage(): GamePageModel {
  return createGamePageModel({
    items: {
      game: localGameItem,
      settings: localSettingsItem,
      stats: localStatsItem,
      syncedStats: syncStatsItem,
      statsFold: localStatsFoldItem,
      otherGame: otherGameItem,
      syncProblem: syncProblemItem,
    },
    deviceId,
    // Two workers: the position's searches stop at every move, a new deal's search must not.
    solverThread: createSolverThread(),
    dealerThread: createSolverThread(),
    // Every page of the extension shares the Web Locks (Chrome 69, Firefox 96): without them, a
    // page counts the time alone.
    clockTurn: navigator.locks ? lockedClockTurn(navigator.locks) : soloClockTurn,
  });
}
