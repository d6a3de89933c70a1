// A change too large for storage.sync in real Chromium with the built extension: kept pending,
// said so on the options page, and written once there is room, though the service worker stopped
// meanwhile. A file of its own, so that it starts from a first visit: no
// game or statistics in storage.sync can change size under it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserName,
  chromiumOnly,
  type ExtensionBrowser,
  isFirefox,
  launchWithExtension,
  screenshot,
  until,
  withCdp,
} from './browser';
import { type ChromeGlobal, storageArea } from './player';
import { find } from './queries';

let extension: ExtensionBrowser;

beforeAll(async () => {
  extension = await launchWithExtension();
});
afterAll(async () => {
  await extension?.close();
});

describe(`sync over its quota in ${browserName}`, () => {
  it.skipIf(isFirefox)(
    chromiumOnly(
      'keeps a setting that did not fit in storage.sync pending, says so, and writes it once there is room, though the service worker stopped meanwhile',
      'Firefox counts the bytes of storage.sync its own way (the exact fill is refused) and has no service worker to stop',
    ),
    async () => {
      const options = await extension.browser.newPage();
      await extension.open(options, 'options');
      // A switch that is on (the Double click of a fresh profile): turned off, the settings
      // change; as this file starts from a first visit, storage.sync holds them or not yet.
      const switches = { doubleClick: 'Double click', autoPlacement: 'Auto placement' };
      let key: keyof typeof switches = 'doubleClick';
      for (const [each, label] of Object.entries(switches) as [typeof key, string][]) {
        const box = await find(options, label);
        if (await box?.evaluate((input) => (input as HTMLInputElement).checked)) key = each;
      }
      const isOff = (synced: Record<string, unknown>) =>
        (synced.settings as { settings?: Record<string, unknown> } | undefined)?.settings?.[key] ===
        false;
      // Nothing is still to be written (the background's wake alarm is set while a write is
      // pending). This file starts from a first visit and plays no game, so storage.sync holds no
      // game or statistics whose later rewrite could free bytes after the fill: in the file of the
      // other sync tests, a statistics item rewritten a byte shorter in the same write as the
      // setting once made room for it, and no mark showed.
      await until(
        options,
        (name) =>
          // until() awaits a promise the predicate returns.
          (globalThis as unknown as ChromeGlobal).chrome.alarms
            .get(name)
            .then((alarm) => alarm === undefined) as unknown as boolean,
        'sync',
      );
      // Another page of the extension fills storage.sync to its last byte of 102,400.
      const junk = await options.evaluate(async () => {
        const { sync } = (globalThis as unknown as ChromeGlobal).chrome.storage;
        let left = 102_400 - (await sync.getBytesInUse(null));
        const items: Record<string, string> = {};
        for (let i = 0; left > 0; i++) {
          const bytes = left > 8100 ? 8000 : left;
          items[`junk${i}`] = 'x'.repeat(bytes - `junk${i}`.length - 2);
          left -= bytes;
        }
        await sync.set(items);
        return { keys: Object.keys(items), bytes: await sync.getBytesInUse(null) };
      });
      expect(junk.bytes).toBe(102_400);
      await (await find(options, switches[key])).click();
      await until(
        options,
        (text) => document.body.textContent?.includes(text) ?? false,
        'Not synced',
      ).catch(async (error: Error) => {
        // What sync saw, so that a failure says why the mark did not come.
        const seen = await options.evaluate(async () => {
          const { storage, alarms } = (globalThis as unknown as ChromeGlobal).chrome;
          const local = await storage.local.get(null);
          const synced = await storage.sync.get(null);
          return {
            syncedBytes: await storage.sync.getBytesInUse(null),
            syncedSettings: synced.settings,
            syncedSizes: Object.fromEntries(
              Object.entries(synced).map(([name, value]) => [
                name,
                new TextEncoder().encode(name + JSON.stringify(value)).length,
              ]),
            ),
            localSettings: local.settings,
            localKeys: Object.keys(local),
            syncedKeys: Object.keys(synced),
            alarms: await alarms.getAll(),
            at: Date.now(),
          };
        });
        throw new Error(`${error.message} Sync held: ${JSON.stringify(seen)}`);
      });
      expect(await options.$eval('.sync-mark', (mark) => mark.getAttribute('title'))).toMatch(
        /Too much to sync/,
      );
      await screenshot(options, 'options-not-synced');
      await options.evaluate(
        (keys) => (globalThis as unknown as ChromeGlobal).chrome.storage.sync.remove(keys),
        junk.keys,
      );
      expect(isOff(await storageArea(options, 'sync'))).toBe(false);
      await withCdp(async () => {
        // The service worker stops before its retry, as an idle one does: its timers die with it.
        const devtools = await options.createCDPSession();
        const states: string[] = [];
        devtools.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
          for (const version of versions) {
            if (version.scriptURL.startsWith(extension.origin)) states.push(version.runningStatus);
          }
        });
        await devtools.send('ServiceWorker.enable');
        await devtools.send('ServiceWorker.stopAllWorkers');
        for (let waited = 0; states.at(-1) !== 'stopped' && waited < 5000; waited += 50) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(states.at(-1)).toBe('stopped');
        expect(isOff(await storageArea(options, 'sync'))).toBe(false);
      });
      // No further change: the retry comes with the alarm, within about half a minute.
      let synced = await storageArea(options, 'sync');
      for (let waited = 0; !isOff(synced) && waited < 55_000; waited += 500) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        synced = await storageArea(options, 'sync');
      }
      expect(isOff(synced)).toBe(true);
      await until(options, (text) => !document.body.textContent?.includes(text), 'Not synced');
      // The switch back as it was, for the tests after this one.
      await (await find(options, switches[key])).click();
      await until(
        options,
        (name) =>
          // until() awaits a promise the predicate returns.
          (globalThis as unknown as ChromeGlobal).chrome.storage.local
            .get('settings')
            .then(
              ({ settings }) => (settings as { settings: Record<string, boolean> }).settings[name],
            ) as unknown as boolean,
        key,
      );
      await options.close();
    },
    120_000,
  );
});
