// The solver's worker on the boards of Double Yukon and Australian Patience, in real Chromium and
// Firefox with the built extension: the verdict mark answers and H shows a hint in words.
import type { Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGame } from '../../engine';
import {
  browserName,
  collectErrors,
  type ExtensionBrowser,
  launchWithExtension,
  screenshot,
  storeLocally,
} from './browser';
import { labelled } from './queries';

let extension: ExtensionBrowser;

beforeAll(async () => {
  extension = await launchWithExtension();
});
afterAll(async () => {
  await extension?.close();
});

/** The verdict mark's words once the solver has answered (its budget is 10 s). */
function verdictOf(page: Page): Promise<string> {
  return page
    .waitForFunction(
      () => {
        const text = document.querySelector('.game-bar .verdict')?.textContent ?? 'Checking…';
        return text.startsWith('Checking') ? false : text;
      },
      { timeout: 30_000 },
    )
    .then((answer) => answer.jsonValue() as Promise<string>);
}

describe(`the solver on Double Yukon and Australian Patience in ${browserName}`, () => {
  // Deals the solver proves winnable in well under a second (docs/winnability.md): the mark then
  // shows an answer rather than the search's 10 s budget running out, and the hint is a move.
  for (const code of ['YU1-U-AAAAAAG', 'YU1-D-AAAAAAF']) {
    it(`gives the verdict and a hint on ${code}`, { timeout: 90_000 }, async () => {
      const page = await extension.browser.newPage();
      const errors = collectErrors(page);
      await page.setViewport({ width: 1280, height: 800 });
      await extension.open(page, 'newtab');
      await page.waitForSelector(labelled('group', 'column 1'));
      await storeLocally(page, { game: newGame(code), settings: { showVerdict: true } });
      await extension.reload(page);
      await page.waitForSelector(labelled('button', `Copy deal ${code}`));
      expect(await verdictOf(page)).toBe('Can be won');
      await page.keyboard.press('h');
      const hint = await page.waitForFunction(
        () => {
          const text = document.querySelector('.hint-region')?.textContent ?? '';
          return text === '' || text.startsWith('Thinking') ? false : text;
        },
        { timeout: 30_000 },
      );
      // A move of the winning line in words: from a column, the waste, or a turn of the stock.
      expect(await hint.jsonValue()).toMatch(/^(Move .+\.|Turn the top card .+\.)$/);
      await screenshot(page, `variant-solver-${code}`);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
