// The notice of a game set aside for a newer one from another browser, in real Chromium and
// Firefox: wherever it shows (new tab, popup, a phone-wide window), it covers no card and no
// foundation.
import type { Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserName,
  type ExtensionBrowser,
  launchWithExtension,
  screenshot,
  storeLocally,
  untilAtRest,
} from './browser';
import { played } from './games';
import { find, labelled } from './queries';

let extension: ExtensionBrowser;

beforeAll(async () => {
  extension = await launchWithExtension();
});
afterAll(async () => {
  await extension?.close();
});

/** Boxes of the notice and of every card and foundation the page shows. */
function boxes(page: Page) {
  return page.evaluate(() => {
    const box = (element: Element) => {
      const { left, top, right, bottom } = element.getBoundingClientRect();
      return { left, top, right, bottom, name: element.getAttribute('aria-label') ?? '' };
    };
    const notice = document.querySelector('.other-game');
    const covered = [
      ...document.querySelectorAll('[aria-label^="column "] [role="img"]'),
      ...document.querySelectorAll('[aria-label$=" foundation"]'),
    ].map(box);
    return { notice: notice && box(notice), covered, height: innerHeight, width: innerWidth };
  });
}

describe(`the other-game notice in ${browserName}`, () => {
  for (const [name, page, width, height] of [
    ['new tab', 'newtab', 1280, 800],
    ['popup', 'popup', 800, 600],
    ['phone-wide window', 'newtab', 360, 640],
  ] as const) {
    it(`covers no card and no foundation in the ${name} (${width}x${height})`, async () => {
      const tab = await extension.browser.newPage();
      await tab.setViewport({ width, height });
      await extension.open(tab, page);
      await tab.waitForSelector(labelled('group', 'column 1'));
      await storeLocally(tab, { game: played('YU1-C-AAAAAAB', 3) });
      await tab.evaluate(
        (setAside) =>
          (
            globalThis as unknown as { chrome: typeof import('wxt/browser').browser }
          ).chrome.storage.local.set({ otherGame: setAside, otherGame$: { v: 1 } }),
        { game: played('YU1-S-AAAAAAC', 2), elapsedMs: 60_000, revision: 4, updatedAt: 1 },
      );
      await extension.reload(tab);
      await find(tab, 'Resume the other game[role="button"]');
      await untilAtRest(tab);
      const { notice, covered, height: shownHeight, width: shownWidth } = await boxes(tab);
      if (!notice) throw new Error('No other-game notice on the page.');
      await screenshot(tab, `other-game-${page}-${width}x${height}`);
      expect(covered.length).toBeGreaterThan(4);
      const overlapping = covered.filter(
        (box) =>
          box.left < notice.right &&
          notice.left < box.right &&
          box.top < notice.bottom &&
          notice.top < box.bottom,
      );
      expect(overlapping.map((box) => box.name)).toEqual([]);
      // And everything stays in the window.
      const outside = [notice, ...covered].filter(
        (box) => box.bottom > shownHeight + 0.5 || box.right > shownWidth + 0.5 || box.left < -0.5,
      );
      expect(outside.map((box) => box.name)).toEqual([]);
      await tab.close();
    });
  }
});
