// Sharing a deal and calm play in real Chromium and Firefox with the built extension: "Copy deal"
// puts the deal on the clipboard in a line of text, which New game's deal code field reads as it
// is pasted (docs/rules.md, Deal codes); the clock and the score, hidden on the options page, go
// from the game bar and from what is said of the moves (docs/rules.md, Score, moves and time).
// That the clock stands still behind a dialog and counts once over several pages is proved with
// fake timers (tests/unit/state/game-clock.test.ts, tests/unit/components/calm-play.test.tsx):
// here it would take fixed waits.
import type { Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todaysDealCode } from '../../state/daily-deal';
import {
  browserName,
  collectErrors,
  type ExtensionBrowser,
  launchWithExtension,
  screenshot,
  stat,
  storeLocally,
  until,
  untilAtRest,
} from './browser';
import { played } from './games';
import { find, labelled } from './queries';

const DEAL = 'YU1-C-AAAAAAB';

let extension: ExtensionBrowser;

beforeAll(async () => {
  extension = await launchWithExtension();
});
afterAll(async () => {
  await extension?.close();
});

/** The text the New game dialog shows under its deal code field. */
const fieldStatus = (page: Page) => page.$eval('.field__status', (status) => status.textContent);

describe(`sharing a deal in ${browserName}`, () => {
  it('copies the deal with a click, and New game reads the pasted line as it is', async () => {
    const page = await extension.browser.newPage();
    const errors = collectErrors(page);
    await page.setViewport({ width: 1280, height: 800 });
    await extension.open(page, 'newtab', { deal: DEAL });
    await (await page.waitForSelector(labelled('button', `Copy deal ${DEAL}`)))?.click();
    // The confirmation beside the chip (a live region: its name is not its text), read as it is
    // shown: it goes after 1.6 s, which a loaded machine can spend between two looks.
    const shown = await page.waitForFunction(
      () => document.querySelector('.deal-code__feedback')?.textContent || false,
      { polling: 'mutation' },
    );
    expect(await shown.jsonValue()).toBe('Copied');
    await screenshot(page, 'copy-deal-newtab');
    await (await find(page, 'New game[role="button"]'))?.click();
    await (await find(page, 'Deal code (optional)[role="textbox"]', { visible: true })).click();
    // Pasted as a player does, from the clipboard the click filled.
    await page.keyboard.down('Control');
    await page.keyboard.press('KeyV');
    await page.keyboard.up('Control');
    expect(await page.$eval('.field__input', (input) => (input as HTMLInputElement).value)).toBe(
      `Yukon (Classic), deal ${DEAL}`,
    );
    expect(await fieldStatus(page)).toBe(`Deal ${DEAL} in Classic.`);
    await screenshot(page, 'copy-deal-pasted');
    await page.keyboard.press('Enter');
    await page.waitForSelector('dialog[open]', { hidden: true });
    expect(await stat(page, 'Moves')).toBe('0');
    await page.waitForSelector(labelled('button', `Copy deal ${DEAL}`));
    expect(errors).toEqual([]);
    await page.close();
  });
});

/** The terms of the game bar's figures ("Time", "Moves", "Score"), as shown. */
const figures = (page: Page) =>
  page.$$eval('.game-bar dt', (terms) => terms.map((term) => term.textContent));

/**
 * How many of the extension's pages hold the clock's turn (docs/rules.md, Score, moves and time),
 * and how many wait for it, once one holds it.
 */
async function clockTurns(page: Page): Promise<{ held: number; pending: number }> {
  const count = () =>
    page.evaluate(async () => {
      const { held = [], pending = [] } = await navigator.locks.query();
      const isClock = (lock: LockInfo) => lock.name === 'yukon-clock';
      return { held: held.filter(isClock).length, pending: pending.filter(isClock).length };
    });
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
    const turns = await count();
    if (turns.held > 0) return turns;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return count();
}

describe(`calm play in ${browserName}`, () => {
  it('hides the clock and the score from the options page, on the open board and in what it says', async () => {
    const options = await extension.browser.newPage();
    const errors = collectErrors(options);
    await extension.open(options, 'options');
    await storeLocally(options, { game: played(DEAL, 2), elapsedMs: 61_000 });
    const board = await extension.browser.newPage();
    errors.push(...collectErrors(board));
    await board.setViewport({ width: 1280, height: 800 });
    await extension.open(board, 'newtab');
    expect(await figures(board)).toEqual(['Time', 'Moves', 'Score']);

    await options.bringToFront();
    for (const name of ['Show the clock', 'Show the score']) {
      const box = await find(options, `${name}[role="checkbox"]`);
      await box.click();
      expect(await box.evaluate((input) => (input as HTMLInputElement).checked)).toBe(false);
    }
    await screenshot(options, 'calm-options');

    // The open board follows the settings at once.
    await board.bringToFront();
    await until(board, () => document.querySelectorAll('.game-bar dt').length === 1, 'one figure');
    expect(await figures(board)).toEqual(['Moves']);
    expect(await stat(board, 'Moves')).toBe('2');
    await screenshot(board, 'calm-newtab');
    // An undo is said without the score.
    await (await find(board, 'Undo[role="button"]')).click();
    const said = () =>
      board.$eval(
        '[role="status"][aria-label="Game announcements"]',
        (region) => region.textContent,
      );
    await until(
      board,
      () =>
        /^Undone: /.test(
          document.querySelector('[role="status"][aria-label="Game announcements"]')?.textContent ??
            '',
        ),
      'the undo said',
    );
    expect(await said()).not.toMatch(/score/i);

    // The popup, and a new tab in a narrow window, with the figures hidden: the deal chip stays
    // whole in the bar.
    for (const [name, width, height] of [
      ['popup', 800, 600],
      ['newtab', 360, 640],
    ] as const) {
      const other = await extension.browser.newPage();
      await other.setViewport({ width, height });
      await extension.open(other, name);
      const chip = await other.waitForSelector(labelled('button', `Copy deal ${DEAL}`));
      // Two pages show the game: one of them, never both, runs the clock (the shared Web Lock).
      expect(await clockTurns(other)).toMatchObject({ held: 1 });
      const box = await chip?.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      await screenshot(other, `calm-${name}-${width}x${height}`);
      await other.close();
    }
    expect(errors).toEqual([]);
    await options.close();
    await board.close();
  });
  it('shows "Copied" on the code, without moving the bar or the board or covering another control, at any width, in German too', async () => {
    const page = await extension.browser.newPage();
    // In front, as the clipboard takes writes from a focused page only.
    await page.bringToFront();
    // In the daily deal (its tag makes the bar fuller) in German, whose words make it fuller
    // still: the bar took a second row as "Kopiert" showed. Over a game with no move, the deal
    // link opens unasked.
    await extension.open(page, 'options');
    await storeLocally(page, { game: played(DEAL, 0), settings: { language: 'de' } });
    await extension.open(page, 'newtab', { deal: todaysDealCode('C') });
    await page.waitForSelector('.deal-code__daily');
    for (const width of [1280, 1180, 1100, 1024, 800, 360]) {
      await page.setViewport({ width, height: 800 });
      await untilAtRest(page);
      const tableTop = () =>
        page.$eval('.table', (table) => Math.round(table.getBoundingClientRect().top));
      const before = await tableTop();
      await (await page.waitForSelector('.deal-code'))?.click();
      // Measured in the mutation that shows it, which a loaded machine may not let last long.
      const during = await page.waitForFunction(
        () => {
          const feedback = document.querySelector('.deal-code__feedback') as Element;
          const said = feedback.textContent;
          const table = document.querySelector('.table') as Element;
          // Within the code's pill: hung under it, it lay over a wrapped bar's buttons.
          const shown = feedback.getBoundingClientRect();
          const code = (document.querySelector('.deal-code') as Element).getBoundingClientRect();
          const isOnCode =
            shown.left >= code.left &&
            shown.right <= code.right &&
            shown.top >= code.top &&
            shown.bottom <= code.bottom;
          return said && [said, Math.round(table.getBoundingClientRect().top), isOnCode];
        },
        { polling: 'mutation' },
      );
      expect(await during.jsonValue(), `${width} px`).toEqual(['Kopiert', before, true]);
      if (width === 1280) await screenshot(page, 'copy-deal-daily-1280');
      await page.waitForFunction(
        () => document.querySelector('.deal-code__feedback')?.textContent === '',
      );
    }
    await storeLocally(page, { settings: {} });
    await page.close();
  });
});
