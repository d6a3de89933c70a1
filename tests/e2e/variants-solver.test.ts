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
  for (const code of ['YU1-U-AAAAAAB', 'YU1-D-AAAAAAB']) {
    it(`gives the verdict and a hint on ${code}`, { timeout: 90_000 }, async () => {
      const page = await extension.browser.newPage();
      const errors = collectErrors(page);
      await page.setViewport({ width: 1280, height: 800 });
      await extension.open(page, 'newtab');
      await page.waitForSelector(labelled('group', 'column 1'));
      await storeLocally(page, { game: newGame(code), settings: { showVerdict: true } });
      await extension.reload(page);
      await page.waitForSelector(labelled('button', `Copy deal ${code}`));
      expect(['Can be won', 'Can no longer be won', 'Not determined']).toContain(
        await verdictOf(page),
      );
      await page.keyboard.press('h');
      const hint = await page.waitForFunction(
        () => {
          const text = document.querySelector('.hint-region')?.textContent ?? '';
          return text === '' || text.startsWith('Thinking') ? false : text;
        },
        { timeout: 30_000 },
      );
      // A move in words (from a column, the waste or a turn of the stock), or why there is none.
      expect(await hint.jsonValue()).toMatch(/^(Move .+\.|Turn the top card .+\.|No hint: .+)$/);
      await screenshot(page, `variant-solver-${code}`);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
