import { browserSyncItems } from '@/state/items';
import { startSync } from '@/state/sync';
import { canBrowserSync } from '@/state/sync-status';

export default defineBackground(() => {
  // Settings, the game and statistics follow the player to other signed-in browsers; where the
  // browser never syncs (Firefox for Android), the game says so instead.
  startSync({ ...browserSyncItems, canSync: canBrowserSync() });
  // `npm start` opens the browser on a blank page: show the game there at once.
  if (import.meta.env.DEV) {
    browser.runtime.onInstalled.addListener(({ reason }) => {
      if (reason === 'install') browser.tabs.create({});
    });
  }
});
