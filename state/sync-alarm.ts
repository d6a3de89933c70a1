/**
 * The alarm that wakes the background for a pending write to `storage.sync` (sync.ts,
 * `WakeAlarm`). An MV3 service worker stops after about 30 s without events, and its timers
 * with it; an alarm (the `alarms` permission, the least one that outlives the worker) fires
 * anyway and starts it again, and the background's start-up writes what is due. Chrome fires a
 * packed extension's alarm 30 s after it is set at the soonest.
 */
import { browser } from 'wxt/browser';
import type { WakeAlarm } from './sync';

export const SYNC_ALARM = 'sync';

/** The background's wake alarm; a failure to set or clear it leaves the timers to do the work. */
export const browserWakeAlarm: WakeAlarm = {
  set(at) {
    browser.alarms.create(SYNC_ALARM, { when: at }).catch(() => {});
  },
  clear() {
    browser.alarms.clear(SYNC_ALARM).catch(() => {});
  },
};

/** Calls `wake` when the wake alarm fires. Register it when the background starts. */
export function onWakeAlarm(wake: () => void): void {
  browser.alarms.onAlarm.addListener(({ name }) => {
    if (name === SYNC_ALARM) wake();
  });
}
