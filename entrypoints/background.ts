import { browserSyncItems } from '@/state/browser-sync-items';
import { startSync } from '@/state/sync';
import { browserWakeAlarm, onWakeAlarm } from '@/state/sync-alarm';
import { canBrowserSync } from '@/state/sync-status';

export default defineBackground(() => {
  // Settings, the game and statistics follow the player to other signed-in browsers; where the
  // browser never syncs (Firefox for Android), the game says so instead. A write still pending
  // when the service worker stops is written when the alarm starts it again.
  const sync = startSync({
    ...browserSyncItems,
    canSync: canBrowserSync(),
    alarm: browserWakeAlarm,
  });
  onWakeAlarm(() => sync.wake());
  // `npm start` opens the browser on a blank page: show the game there at once.
  if (import.meta.env.DEV) {
    browser.runtime.onInstalled.addListener(({ reason }) => {
      if (reason === 'install') browser.tabs.create({});
    });
  }
});
