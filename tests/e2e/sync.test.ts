// Sync and statistics in real Chromium and Firefox with the built extension: pages in step, the popup closed
// right after a move, a corrupt stored game, and what storage.sync holds.
import type { Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserName,
  collectErrors,
  type ExtensionBrowser,
  launchWithExtension,
  screenshot,
  stat,
} from './browser';
import { type ChromeGlobal, columnCards, drag, grip, showsMoves, storageArea } from './player';
import { find, labelled, openStatistics } from './queries';

const DEAL = 'YU1-C-AAAAAAB';

async function openGame(name: 'newtab' | 'popup', query?: Record<string, string>): Promise<Page> {
  const page = await extension.browser.newPage();
  if (name === 'popup') await page.setViewport({ width: 800, height: 600 });
  else await page.setViewport({ width: 1280, height: 800 });
  await extension.open(page, name, query);
  await page.waitForSelector(labelled('group', 'column 1'));
  return page;
}

let extension: ExtensionBrowser;

beforeAll(async () => {
  extension = await launchWithExtension();
});
afterAll(async () => {
  await extension?.close();
});

describe(`sync in ${browserName}`, () => {
  it('keeps two new tabs on the same game in step, and every move of each survives', async () => {
    const first = await openGame('newtab', { deal: DEAL });
    await first.waitForSelector(labelled('button', `Copy deal ${DEAL}`));
    const second = await openGame('newtab');
    await second.waitForSelector(labelled('button', `Copy deal ${DEAL}`));
    const errors = [...collectErrors(first), ...collectErrors(second)];

    await drag(first, '6 of hearts', '7 of clubs');
    await showsMoves(first, 1);
    await showsMoves(second, 1);
    expect(await columnCards(second, 7)).toEqual(await columnCards(first, 7));

    // A double tap in the second tab sends 2C to the column that takes it.
    const secondMove = await grip(second, '2 of clubs');
    await second.mouse.click(secondMove.x, secondMove.y);
    await second.mouse.click(secondMove.x, secondMove.y);
    await showsMoves(second, 2);
    await showsMoves(first, 2);

    const home = await grip(first, 'ace of spades');
    await first.mouse.click(home.x, home.y);
    await showsMoves(first, 3);
    await showsMoves(second, 3);
    for (let number = 1; number <= 7; number++) {
      expect(await columnCards(second, number)).toEqual(await columnCards(first, number));
    }
    expect(await stat(second, 'Score')).toBe('15');
    await second.bringToFront();
    await screenshot(second, 'sync-second-tab');
    expect(errors).toEqual([]);
    await first.close();
    await second.close();
  });

  it('keeps a move made in the popup that was closed 50 ms later', async () => {
    const popup = await openGame('popup');
    const before = Number(await stat(popup, 'Moves'));
    const undo = await find(popup, 'Undo[role="button"]');
    await undo.click(); // takes the ace back out of its foundation: a move of the popup's own
    // The ace's foundation card has the same name: wait for the one the undo put on column 5.
    await popup.waitForSelector(
      `${labelled('group', 'column 5')} > ${labelled('image', 'ace of spades')}:last-child`,
    );
    const home = await grip(popup, 'ace of spades');
    await popup.mouse.click(home.x, home.y);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await popup.close();

    const reopened = await openGame('popup');
    expect(await stat(reopened, 'Moves')).toBe(String(before + 1));
    expect(await columnCards(reopened, 5)).not.toContain('ace of spades');
    await reopened.close();
  });

  it('sends settings, the game and statistics to storage.sync, each of a sane size', async () => {
    const options = await extension.browser.newPage();
    await extension.open(options, 'options');
    await (await find(options, 'Auto placement')).click();

    const page = await openGame('newtab');
    await (await find(page, 'New game[role="button"]')).click();
    await (await find(page, 'Deal[role="button"]')).click();
    await showsMoves(page, 0);

    let synced: Record<string, unknown> = {};
    for (let waited = 0; waited < 20_000; waited += 500) {
      synced = await storageArea(page, 'sync');
      if (synced.game && synced.settings && synced.stats) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const sizes = Object.fromEntries(
      Object.entries(synced).map(([key, value]) => [
        key,
        new TextEncoder().encode(key + JSON.stringify(value)).length,
      ]),
    );
    console.log('storage.sync item sizes (bytes, key + JSON):', sizes);
    expect(Object.keys(sizes).sort()).toEqual(['game', 'settings', 'stats']);
    expect(sizes.game).toBeLessThan(2048);
    for (const bytes of Object.values(sizes)) expect(bytes).toBeLessThan(8192);
    expect(synced.settings).toMatchObject({ v: 1, settings: { autoPlacement: true } });
    expect(JSON.stringify(synced.stats)).toContain('"C":[1,0,0,0,null,15,null,');

    const dialog = await openStatistics(page);
    // The game's variant is shown first, any of the six can be chosen, and each figure's label
    // keeps to one line.
    const table = await dialog.$eval('table', (element) => ({
      // Lines a label takes: the distinct tops of its text's boxes.
      labels: Array.from(element.querySelectorAll('tbody th'), (label) => label.textContent),
      labelLines: Array.from(element.querySelectorAll('tbody th'), (label) => {
        const text = document.createRange();
        text.selectNodeContents(label);
        return new Set(Array.from(text.getClientRects(), (box) => Math.round(box.top))).size;
      }),
    }));
    expect(table.labels).toEqual([
      'Games played',
      'Games won',
      'Win rate',
      'Current streak',
      'Best streak',
      'Best time',
      'Average time of a win',
      'Best score without take-backs',
      'Fewest moves',
    ]);
    expect(new Set(table.labelLines)).toEqual(new Set([1]));
    const variants = await dialog.$eval('select', (list) => ({
      shown: list.selectedOptions[0]?.textContent,
      offered: Array.from(list.options, (option) => option.textContent),
    }));
    expect(variants).toEqual({
      shown: 'Classic',
      offered: [
        'Classic',
        'Relaxed',
        'Russian Solitaire',
        'Alaska',
        'Double Yukon',
        'Australian Patience',
      ],
    });
    await screenshot(page, 'statistics');
    // In a phone-wide tab no heading or figure runs into its neighbour, and all of them show.
    await page.setViewport({ width: 360, height: 640 });
    const overflowing = await dialog.$$eval('table th, table td', (cells) =>
      cells.filter((cell) => cell.scrollWidth > cell.clientWidth).map((cell) => cell.textContent),
    );
    expect(overflowing).toEqual([]);
    // And the four variants fit in the dialog, with no sideways scrolling.
    const fits = await dialog.$eval('table', (table) => ({
      table: Math.round(table.getBoundingClientRect().right),
      room: Math.round((table.parentElement as HTMLElement).getBoundingClientRect().right),
    }));
    expect(fits.table).toBeLessThanOrEqual(fits.room);
    await screenshot(page, 'statistics-360');
    await page.close();
    await options.close();
  });

  it('starts cleanly over a corrupt stored game, says so, and keeps the settings', async () => {
    const page = await openGame('newtab');
    const errors = collectErrors(page);
    const settingsBefore = (await storageArea(page, 'local')).settings;
    await page.evaluate(() =>
      (globalThis as unknown as ChromeGlobal).chrome.storage.local.set({
        game: { game: { code: 'YU1-C-AAAAAAB', position: 'half a posi' }, revision: 'x' },
      }),
    );
    await extension.reload(page);
    await page.waitForSelector(labelled('group', 'column 1'));
    await page.waitForSelector('::-p-text(The saved game could not be read)');
    expect(await stat(page, 'Moves')).toBe('0');
    expect((await storageArea(page, 'local')).settings).toEqual(settingsBefore);
    await screenshot(page, 'corrupt-game');

    const options = await extension.browser.newPage();
    await extension.open(options, 'options');
    const autoPlacement = await find(options, 'Auto placement');
    expect(await autoPlacement.evaluate((input) => (input as HTMLInputElement).checked)).toBe(true);
    expect(errors).toEqual([]);
  });
});
