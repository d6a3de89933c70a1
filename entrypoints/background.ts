import { browserSyncItems } from '@/state/items';
import { startSync } from '@/state/sync';

export default defineBackground(() => {
  // Settings, the game and statistics follow the player to other signed-in browsers.
  startSync(browserSyncItems);
  // `npm start` opens the browser on a blank page: show the game there at once.
  if (import.meta.env.DEV) {
    browser.runtime.onInstalled.addListener(({ reason }) => {
      if (reason === 'install') browser.tabs.create({});
    });
  }
});
