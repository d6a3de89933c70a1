/**
 * The options page's model as the page builds it, with this browser's stored items (items.ts);
 * apart from the game pages' (browser-pages.ts), so that what only this page needs is not fetched
 * before a new tab paints (docs/speed.md, Weight).
 */
import { readDeviceId } from './device-id';
import {
  deviceIdItem,
  localSettingsItem,
  localStatsFoldItem,
  localStatsImportItem,
  localStatsItem,
  syncProblemItem,
  syncStatsItem,
} from './items';
import { createOptionsPageModel, type OptionsPageModel } from './options-page-model';

/** The model of the options page. */
export function browserOptionsPage(): OptionsPageModel {
  return createOptionsPageModel({
    items: {
      settings: localSettingsItem,
      stats: localStatsItem,
      syncedStats: syncStatsItem,
      statsFold: localStatsFoldItem,
      syncProblem: syncProblemItem,
      statsImport: localStatsImportItem,
    },
    deviceId: () => readDeviceId(deviceIdItem),
  });
}
