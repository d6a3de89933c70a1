/**
 * The page models as the extension's pages build them: with this browser's stored items
 * (items.ts) and the solver's real worker threads.
 */
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
import { createOptionsPageModel, type OptionsPageModel } from './options-page-model';
import { createSolverThread } from './solver-thread';

const deviceId = () => deviceIdItem.getValue();

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
  });
}

/** The model of the options page. */
export function browserOptionsPage(): OptionsPageModel {
  return createOptionsPageModel({
    items: {
      settings: localSettingsItem,
      stats: localStatsItem,
      syncedStats: syncStatsItem,
      statsFold: localStatsFoldItem,
      syncProblem: syncProblemItem,
    },
    deviceId,
  });
}
