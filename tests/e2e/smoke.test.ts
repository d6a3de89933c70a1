import type { Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  browserName,
  chromiumOnly,
  collectErrors,
  type ExtensionBrowser,
  isFirefox,
  launchWithExtension,
  screenshot,
  until,
  withCdp,
} from './browser';
import { find } from './queries';

const title = 'Yukon Solitaire';

let extension: ExtensionBrowser;
beforeAll(async () => {
  extension = await launchWithExtension();
});
afterAll(async () => {
  await extension?.close();
});

const heading = (page: Page) => page.$eval('main h1', (element) => element.textContent);
const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

describe(`the extension in ${browserName}`, () => {
  it('takes over a new tab, without focusing anything', async () => {
    const page = await extension.openNewTab();
    const errors = collectErrors(page);
    await page.waitForSelector('main h1');

    expect(await page.evaluate(() => location.href)).toBe(extension.pageUrl('newtab'));
    expect(await page.title()).toBe(title);
    expect(await heading(page)).toBe(title);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await screenshot(page, 'newtab-light');
    await withCdp(async () => {
      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
      await screenshot(page, 'newtab-dark');
    });
    expect(errors).toEqual([]);
  });

  it.skipIf(isFirefox)(
    chromiumOnly(
      'paints the felt before any script runs, in light and dark',
      'turning scripts off and emulating a dark colour scheme need CDP',
    ),
    async () => {
      const page = await extension.browser.newPage();
      await page.setJavaScriptEnabled(false);
      // Not `extension.open`, which waits for a live board that no script will ever mount.
      await page.goto(extension.pageUrl('newtab'));
      expect(await page.$('main')).toBeNull();
      expect(await background(page)).toBe('rgb(31, 107, 67)');

      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
      expect(await background(page)).toBe('rgb(15, 42, 30)');
    },
  );

  it('has an icon at each size the browser shows, and one in the tab of each page', async () => {
    const page = await extension.browser.newPage();
    // An open options tab would be the one the gear's tests below see come to the front.
    onTestFinished(() => page.close());
    await extension.open(page, 'newtab');
    // Each icon the manifest gives, as the page's own origin loads it: its pixel size and the
    // share of its pixels that are not transparent (a blank or missing image has none).
    const icons = await page.evaluate(async () => {
      const { runtime } = (
        globalThis as unknown as { chrome: typeof import('wxt/browser').browser }
      ).chrome;
      const declared = runtime.getManifest().icons ?? {};
      return Promise.all(
        Object.entries(declared).map(async ([size, path]) => {
          const image = await createImageBitmap(await (await fetch(runtime.getURL(path))).blob());
          const canvas = new OffscreenCanvas(image.width, image.height);
          const context = canvas.getContext('2d');
          if (!context) throw new Error('No 2D canvas.');
          context.drawImage(image, 0, 0);
          const { data: rgba } = context.getImageData(0, 0, image.width, image.height);
          let painted = 0;
          for (let alpha = 3; alpha < rgba.length; alpha += 4) if (rgba[alpha] > 0) painted++;
          return {
            size: Number(size),
            width: image.width,
            height: image.height,
            painted: painted / (image.width * image.height) > 0.8,
          };
        }),
      );
    });
    expect(icons.map(({ size }) => size).sort((a, b) => a - b)).toEqual([16, 32, 48, 128]);
    for (const icon of icons) {
      expect(icon).toEqual({ size: icon.size, width: icon.size, height: icon.size, painted: true });
    }
    for (const name of ['newtab', 'popup', 'options'] as const) {
      await extension.open(page, name);
      const favicon = await page.$eval('link[rel="icon"]', (link) =>
        fetch((link as HTMLLinkElement).href).then(async (response) => ({
          ok: response.ok,
          type: response.headers.get('content-type'),
        })),
      );
      expect(favicon, name).toEqual({ ok: true, type: 'image/svg+xml' });
    }
  });

  for (const [pageName, width, height] of [
    ['newtab', 360, 640],
    ['popup', 800, 600],
  ] as const) {
    it(`opens Help over the board, leaving the game bar free, in ${pageName} at ${width} x ${height}`, async () => {
      const page = await extension.browser.newPage();
      await page.setViewport({ width, height });
      await extension.open(page, pageName);
      await (await find(page, 'Help')).click();
      await find(page, 'How to play[role="heading"]', { visible: true });
      // Every game-bar button is still the element at its own centre: nothing lies over it.
      const covered = await page.$$eval('.game-bar button', (buttons) =>
        buttons
          .filter((button) => {
            const box = button.getBoundingClientRect();
            const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
            return !button.contains(top);
          })
          .map((button) => button.textContent),
      );
      expect(covered).toEqual([]);
      await screenshot(page, `help-${pageName}-${width}`);
      await page.keyboard.press('Escape');
      expect(
        await page.$eval('details.key-help', (help) => (help as HTMLDetailsElement).open),
      ).toBe(false);
      await page.close();
    });
  }

  it('fits the popup page in 800 x 600', async () => {
    const page = await extension.browser.newPage();
    const errors = collectErrors(page);
    await page.setViewport({ width: 800, height: 600 });
    await extension.open(page, 'popup');
    await page.waitForSelector('main h1');

    expect(await page.title()).toBe(title);
    expect(await heading(page)).toBe(title);
    const size = await page.evaluate(() => ({
      width: document.documentElement.scrollWidth,
      height: document.documentElement.scrollHeight,
    }));
    expect(size.width).toBeLessThanOrEqual(800);
    expect(size.height).toBeLessThanOrEqual(600);
    await screenshot(page, 'popup');
    expect(errors).toEqual([]);
  });

  it('opens the options page', async () => {
    const page = await extension.browser.newPage();
    const errors = collectErrors(page);
    await extension.open(page, 'options');
    await page.waitForSelector('main h1');

    // Its tab told from the game's by its title.
    expect(await page.title()).toBe('Yukon Solitaire settings');
    expect(await heading(page)).toBe('Yukon Solitaire settings');
    await screenshot(page, 'options');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("rings the options page's Statistics button when the keyboard focuses it", async () => {
    const page = await extension.browser.newPage();
    await extension.open(page, 'options');
    await find(page, 'Statistics[role="button"]');
    const isStatisticsFocused = () =>
      page.evaluate(() => document.activeElement?.textContent === 'Statistics');
    for (let tab = 0; tab < 20 && !(await isStatisticsFocused()); tab++) {
      await page.keyboard.press('Tab');
    }
    expect(await isStatisticsFocused()).toBe(true);
    // The ring every button has: it once depended on a colour only the game pages defined.
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return `${style.outlineStyle} ${style.outlineWidth}`;
    });
    expect(outline).toBe('solid 2px');
    await page.close();
  });

  for (const pageName of ['newtab', 'popup'] as const) {
    it(`opens the settings in a tab of their own from the game bar of the ${pageName} page, the game staying, and brings that tab forward again`, async () => {
      // The new tab as a player opens it (the browser's own new tab, which both browsers would
      // give over to the settings), the popup's page in a tab.
      const page =
        pageName === 'newtab' ? await extension.openNewTab() : await extension.browser.newPage();
      const errors = collectErrors(page);
      if (pageName === 'popup') await extension.open(page, pageName);
      await find(page, 'column 1[role="group"]');
      // No settings open before (an earlier test's tab would be brought forward instead), and
      // only a tab the gear opens counts.
      for (const open of await extension.browser.pages()) {
        if (open.url() === extension.pageUrl('options')) await open.close();
      }
      const before = new Set(extension.browser.targets());
      const opened = extension.browser.waitForTarget(
        (target) => !before.has(target) && target.type() === 'page',
      );
      const gear = await find(page, 'Settings[role="button"]');
      // Said once: its name, with no description repeating it.
      await withCdp(async () => {
        const spoken = await page.accessibility.snapshot({ root: gear, interestingOnly: false });
        expect({ name: spoken?.name, description: spoken?.description }).toEqual({
          name: 'Settings',
          description: undefined,
        });
      });
      await gear.click();
      const settings = await (await opened).page();
      if (!settings) throw new Error('The settings opened in no page.');
      await until(settings, (path) => location.pathname === path, '/options.html');
      await settings.waitForSelector('main h1');
      expect(await settings.evaluate(() => location.href)).toBe(extension.pageUrl('options'));
      expect(await heading(settings)).toBe('Yukon Solitaire settings');
      // The game's tab still shows the game, back in front.
      await page.bringToFront();
      await until(page, (state) => document.visibilityState === state, 'visible');
      expect(await page.evaluate(() => location.pathname)).not.toBe('/options.html');
      await find(page, 'column 1[role="group"]');
      // Asked again from the game, the settings' tab comes forward, where the browser can tell
      // which it is (runtime.getContexts): no second one opens.
      const canFind = await page.evaluate(
        () =>
          typeof (globalThis as { chrome?: { runtime?: { getContexts?: unknown } } }).chrome
            ?.runtime?.getContexts === 'function',
      );
      if (canFind) {
        const open = extension.browser.targets().length;
        await gear.click();
        await until(settings, (state) => document.visibilityState === state, 'visible');
        expect(extension.browser.targets()).toHaveLength(open);
      }
      await settings.close();
      await page.close();
      expect(errors).toEqual([]);
    });
  }
});
