// "Show the game on new tabs" in real Chromium with the built extension: off, a new tab is the
// browser's own new-tab page, while the toolbar popup and a deal link keep the game; on again,
// new tabs show the game.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserName,
  chromiumOnly,
  type ExtensionBrowser,
  isFirefox,
  launchWithExtension,
  screenshot,
  until,
} from './browser';
import { switchNewTabs } from './player';
import { labelled } from './queries';

let extension: ExtensionBrowser;

beforeAll(async () => {
  extension = await launchWithExtension();
});
afterAll(async () => {
  await extension?.close();
});

describe(`the browser's own new tab in ${browserName}`, () => {
  it.skipIf(isFirefox)(
    chromiumOnly(
      'with "Show the game on new tabs" off, a new tab is the browser’s own; the popup and a deal link keep the game',
      'Firefox opens no privileged about: page for an extension; its options page says where the player chooses',
    ),
    async () => {
      const options = await extension.browser.newPage();
      await extension.open(options, 'options');
      await switchNewTabs(options, false);

      const tab = await extension.browser.newPage();
      await tab.goto('chrome://newtab');
      await until(
        tab,
        () => location.href.startsWith('chrome://new-tab-page'),
        "the browser's own new-tab page",
      );
      expect(await tab.$('[aria-label="column 1"]')).toBeNull();
      await screenshot(tab, 'new-tab-browser-own');

      const popup = await extension.browser.newPage();
      await popup.setViewport({ width: 800, height: 600 });
      await extension.open(popup, 'popup');
      await popup.waitForSelector(labelled('group', 'column 1'));
      const link = await extension.browser.newPage();
      await extension.open(link, 'newtab', { deal: 'YU1-C-AAAAAAC' });
      await link.waitForSelector(labelled('button', 'Copy deal YU1-C-AAAAAAC'));
      await link.waitForSelector(labelled('group', 'column 1'));

      await switchNewTabs(options, true);
      const again = await extension.openNewTab();
      await again.waitForSelector(labelled('group', 'column 1'));
      expect(await again.evaluate(() => location.protocol)).toBe('chrome-extension:');
      for (const page of [options, tab, popup, link, again]) await page.close();
    },
  );

  it.skipIf(!isFirefox)(
    'says in Firefox where the player chooses what a new tab shows, with no switch that cannot work',
    async () => {
      const options = await extension.browser.newPage();
      await extension.open(options, 'options');
      await options.waitForSelector('select');
      const text = await options.evaluate(() => document.body.textContent ?? '');
      expect(text).toContain('Firefox lets only you choose what a new tab shows');
      expect(text).not.toContain('Show the game on new tabs');
      await options.close();
    },
  );
});
