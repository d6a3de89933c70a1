// The looks' E2E checks (looks.test.ts, decks.test.ts): the pages and sizes they are shown at, and
// what a page's root element shows in its first frame, before the page's modules load.
import type { Page } from 'puppeteer';
import { type ExtensionBrowser, type ExtensionPage, isFirefox } from './browser';
import { labelled } from './queries';

/** The new tab, the popup and a phone-sized new tab, with their viewports. */
export const LOOKS_PAGES: [ExtensionPage, number, number][] = [
  ['newtab', 1280, 800],
  ['popup', 800, 600],
  ['newtab', 360, 640],
];

/** The root element's `data-*` attributes and its background colour. */
export type RootLooks = Record<string, string | undefined> & { background: string };

/**
 * Has every document `page` loads keep its root element's looks as its first script left them
 * (`firstFrame`). Firefox runs no script given before a moz-extension page loads (puppeteer's
 * preload script): there `firstFrame` gives the loaded page's.
 */
export async function keepFirstFrames(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const root = document.documentElement;
      (globalThis as { firstFrame?: object }).firstFrame = {
        ...root.dataset,
        background: getComputedStyle(root).backgroundColor,
      };
    });
  });
}

/**
 * Opens the extension page `name` twice, the first keeping the looks it read for the second's
 * first frame, and gives that frame's root looks (`keepFirstFrames`).
 */
export async function openForFirstFrame(
  extension: ExtensionBrowser,
  page: Page,
  name: ExtensionPage,
): Promise<RootLooks> {
  await extension.open(page, name);
  await page.waitForSelector(labelled('group', 'column 7'));
  await extension.reload(page);
  await page.waitForSelector(labelled('group', 'column 7'));
  return page.evaluate((isFirst) => {
    const root = document.documentElement;
    return isFirst
      ? (globalThis as unknown as { firstFrame: RootLooks }).firstFrame
      : { ...root.dataset, background: getComputedStyle(root).backgroundColor };
  }, !isFirefox);
}

/**
 * The cards on `page` that Help's pill (bottom left, or right when left-handed) lies over, by
 * name: none, however long a column (docs/rules.md, Looks).
 */
export function cardsUnderHelp(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pill = document.querySelector('.key-help summary')?.getBoundingClientRect();
    if (!pill) throw new Error('No Help pill on the page.');
    return [...document.querySelectorAll('.board [role="img"]')]
      .filter((card) => {
        const box = card.getBoundingClientRect();
        return (
          box.left < pill.right &&
          pill.left < box.right &&
          box.top < pill.bottom &&
          pill.top < box.bottom
        );
      })
      .map((card) => card.getAttribute('aria-label') ?? '');
  });
}
