// The player's records in real Chromium (and Firefox) with the built extension: the statistics'
// average time of a win and "Reset statistics" (asked first), and the daily deal and its record. Found by
// accessible name, played with the mouse and the keys.
import type { ElementHandle, Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todaysDealCode } from '../../state/daily-deal';
import {
  browserName,
  collectErrors,
  type ExtensionBrowser,
  isFirefox,
  launchWithExtension,
  screenshot,
  storeLocally,
} from './browser';
import { lastMoveLeft } from './games';
import { find, labelled, openStatistics } from './queries';

let extension: ExtensionBrowser;

beforeAll(async () => {
  extension = await launchWithExtension();
});
afterAll(async () => {
  await extension?.close();
});

/** The statistics table's rows as a player reads them: label, figure. */
function statsRows(dialog: ElementHandle): Promise<string[][]> {
  return dialog.$$eval('tbody tr', (rows) =>
    rows.map((row) => [...row.children].map((cell) => cell.textContent ?? '')),
  );
}

/** Wins the stored game whose last move is the King of spades, by a click on it. */
async function winLastMove(page: Page): Promise<void> {
  const king = await page.waitForSelector(labelled('image', 'king of spades'));
  const box = await king?.boundingBox();
  if (!box) throw new Error('the King of spades is not on the page');
  await page.mouse.click(box.x + box.width / 2, box.y + 12);
}

describe(`the player's records in ${browserName}`, () => {
  it('statistics show the average time of a win, and Reset statistics asks, then empties', async () => {
    const page = await extension.openNewTab();
    const errors = collectErrors(page);
    await page.bringToFront();
    await page.setViewport({ width: 1280, height: 800 });
    await storeLocally(page, { game: lastMoveLeft, elapsedMs: 95_000 });
    await extension.reload(page);
    await winLastMove(page);
    await find(page, 'You won![role="dialog"]');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.querySelector('dialog[open]') === null);

    const dialog = await openStatistics(page);
    const rows = await statsRows(dialog);
    const figure = (label: string) => rows.find(([name]) => name === label)?.[1];
    expect(figure('Games won')).toBe('1');
    expect(figure('Average time of a win')).toMatch(/^1:3\d$/);
    expect(figure('Average time of a win')).toBe(figure('Best time'));

    // Reset statistics asks first; the safe answer has the focus, and keeps the figures.
    await (await find(dialog, 'Reset statistics[role="button"]')).click();
    const keep = await find(dialog, 'Keep them[role="button"]');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Keep them');
    await screenshot(page, 'stats-reset-question');
    // Clicked, not pressed: in Firefox under puppeteer (WebDriver BiDi) Enter or Space on a focused
    // button of an extension page fires keydown, keypress and keyup, none of them prevented, and
    // no click; the same keys click a button of a data: page, and still click nothing on this page
    // once document.open() has erased every listener of the product (a button clicked by the
    // mouse there counts its click). A quirk of the driver on moz-extension pages, not the game's;
    // Chromium clicks with either key.
    await keep.click();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Reset statistics');
    expect((await statsRows(dialog)).find(([name]) => name === 'Games played')?.[1]).toBe('1');
    // Escape answers the question as "Keep them" does; Statistics stays open.
    await (await find(dialog, 'Reset statistics[role="button"]')).click();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Keep them');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Reset statistics');
    await find(page, 'Statistics[role="dialog"]');
    expect((await statsRows(dialog)).find(([name]) => name === 'Games played')?.[1]).toBe('1');
    await (await find(dialog, 'Reset statistics[role="button"]')).click();
    await (await find(dialog, 'Reset[role="button"]')).click();
    await page.waitForFunction(
      () =>
        document.querySelector('dialog[open] [role="status"]')?.textContent ===
        'The statistics of Classic were reset.',
    );
    expect((await statsRows(dialog)).find(([name]) => name === 'Games played')?.[1]).toBe('0');
    await screenshot(page, 'stats-reset-done');
    await page.setViewport({ width: 360, height: 640 });
    await screenshot(page, 'stats-reset-done-360x640');
    expect(errors).toEqual([]);
    await page.close();

    const popup = await extension.browser.newPage();
    await popup.setViewport({ width: 800, height: 600 });
    await extension.open(popup, 'popup');
    const shown = await openStatistics(popup);
    expect((await statsRows(shown)).find(([name]) => name === 'Games won')?.[1]).toBe('0');
    await screenshot(popup, 'stats-popup');
    await popup.close();
  });

  it("today's deal from New game, named in the game bar; after its win, Share copies a short text", async () => {
    const page = await extension.openNewTab();
    const errors = collectErrors(page);
    await page.setViewport({ width: 1280, height: 800 });
    await (await find(page, 'New game[role="button"]')).click();
    const dialog = await find(page, 'New game[role="dialog"]');
    await (await find(dialog, 'Alaska[role="radio"]')).click();
    await (await find(dialog, 'Today\'s deal[role="button"]')).click();
    const alaska = todaysDealCode('A');
    await page.waitForSelector(labelled('button', `Copy deal ${alaska}`));
    const daily = await page.waitForSelector('header ::-p-text(Daily deal)');
    expect(await daily?.isVisible()).toBe(true);
    await screenshot(page, 'daily-deal-bar');
    // A narrow window keeps "Daily deal", and the variant's name above the code.
    await page.setViewport({ width: 360, height: 640 });
    expect(await daily?.isVisible()).toBe(true);
    const name = await page.waitForSelector('header ::-p-text(Alaska)');
    expect((await name?.boundingBox())?.width).toBeGreaterThan(20);
    await screenshot(page, 'daily-deal-bar-360x640');
    await page.setViewport({ width: 1280, height: 800 });

    // Today's Classic deal one move from its end (its cards laid out as another deal's: only
    // its code and the day it was dealt make it the daily deal).
    const classic = todaysDealCode('C');
    await storeLocally(page, {
      game: { ...lastMoveLeft, code: classic },
      elapsedMs: 95_000,
      dealtAt: Date.now(),
    });
    await extension.reload(page);
    if (!isFirefox) {
      await extension.browser
        .defaultBrowserContext()
        .overridePermissions(extension.origin, ['clipboard-read', 'clipboard-sanitized-write']);
    }
    await winLastMove(page);
    const won = await find(page, 'You won![role="dialog"]');
    await (await find(won, 'Share[role="button"]')).click();
    await page.waitForFunction(
      () =>
        document.querySelector('dialog[open] .share__feedback')?.textContent ===
        'Copied to the clipboard',
    );
    await screenshot(page, 'daily-deal-shared');
    if (!isFirefox) {
      const shared = await page.evaluate(() => navigator.clipboard.readText());
      const today = new Date();
      const date = [today.getFullYear(), today.getMonth() + 1, today.getDate()]
        .map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0'))
        .join('-');
      expect(shared).toMatch(
        new RegExp(
          `^Yukon Solitaire, daily deal of ${date} in Classic: won in 1:3\\d, 141 moves\\. ${classic}$`,
        ),
      );
    }
    // The win counts in the daily record of Classic (docs/rules.md, Deal codes).
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.querySelector('dialog[open]') === null);
    const stats = await openStatistics(page);
    const dailyRow = (label: string) =>
      statsRows(stats).then((rows) => rows.find(([name]) => name === label)?.[1]);
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('dialog[open] tr')].find(
          (row) => row.firstElementChild?.textContent === 'Days won',
        )?.lastElementChild?.textContent === '1',
    );
    expect(await dailyRow('Days played')).toBe('1');
    expect(await dailyRow('Current daily streak')).toBe('1');
    await screenshot(page, 'daily-record');
    expect(errors).toEqual([]);
    await page.close();
  });
});
