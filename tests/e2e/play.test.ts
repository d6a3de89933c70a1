// Play as the best solitaire games' players expect it, in real Chromium (and Firefox) with the
// built extension: found by accessible name, played with the mouse and the keys.
import type { Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PILE_CLASS } from '../../components/pile-view';
import {
  browserName,
  collectErrors,
  type ExtensionBrowser,
  launchWithExtension,
  screenshot,
} from './browser';

let extension: ExtensionBrowser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  extension = await launchWithExtension();
  page = await extension.browser.newPage();
  errors = collectErrors(page);
  await page.setViewport({ width: 1280, height: 800 });
});
afterAll(async () => {
  await extension?.close();
});

/** The box of what `selector` (an aria/ query) finds on the page. */
async function boxOf(selector: string) {
  const handle = await page.waitForSelector(selector);
  const box = await handle?.boundingBox();
  if (!box) throw new Error(`${selector} is not on the page`);
  return box;
}

/** The accessible names of the face-up cards of a column, bottom to top. */
function cardsOf(column: number): Promise<string[]> {
  return page.$$eval(`[aria-label="column ${column}"] [role="img"][aria-label]`, (cards) =>
    cards.map((card) => card.getAttribute('aria-label') ?? ''),
  );
}

describe(`play in ${browserName}`, () => {
  it('drops a card held over two columns on the one that takes it, and lights that one', async () => {
    await extension.open(page, 'newtab', { deal: 'YU1-C-AAAAAAC' });
    // Column 1 holds the queen of diamonds, which refuses the 7 of hearts; column 2 ends with the
    // 8 of clubs, which takes it.
    const card = await boxOf('aria/7 of hearts[role="image"]');
    const column1 = await boxOf('aria/column 1[role="group"]');
    const column2 = await boxOf('aria/column 2[role="group"]');
    // The card's left edge where 48% of its width lies over column 1; the rest reaches column 2.
    const left = column1.x + column1.width - 0.48 * card.width;
    const overColumn2 = (left + card.width - column2.x) / card.width;
    expect(overColumn2).toBeGreaterThan(0.3);
    expect(overColumn2).toBeLessThan(0.48);
    const grip = { x: card.x + card.width / 2, y: card.y + 10 };
    const dx = left - card.x;
    const dy = column1.y + 30 - card.y;
    await page.mouse.move(grip.x, grip.y);
    await page.mouse.down();
    await page.mouse.move(grip.x + dx, grip.y + dy, { steps: 12 });
    const lit = await page.$$eval(`.${PILE_CLASS.over}`, (piles) =>
      piles.map((pile) => pile.getAttribute('aria-label')),
    );
    expect(lit).toEqual(['column 2']);
    await screenshot(page, 'drop-between-columns');
    await page.mouse.up();
    await page.waitForFunction(
      () => document.querySelector('[aria-label="column 2"] [aria-label="7 of hearts"]') !== null,
    );
    expect(await cardsOf(2)).toEqual([
      'face-down card',
      '10 of hearts',
      '3 of diamonds',
      'jack of spades',
      '9 of spades',
      '8 of clubs',
      '7 of hearts',
      '9 of hearts',
      'ace of diamonds',
      '10 of diamonds',
      'king of hearts',
    ]);
    expect(errors).toEqual([]);
  });
});
