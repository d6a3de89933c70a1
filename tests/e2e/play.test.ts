// Play as the best solitaire games' players expect it, in real Chromium (and Firefox) with the
// built extension: found by accessible name, played with the mouse and the keys.
import type { KeyInput, Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PILE_CLASS } from '../../components/pile-view';
import { type Game, newGame } from '../../engine';
import {
  browserName,
  collectErrors,
  type ExtensionBrowser,
  launchWithExtension,
  screenshot,
  stat,
  storeLocally,
} from './browser';
import { find, labelled, openStatistics } from './queries';

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

/** The box of what the CSS `selector` (`labelled()`) finds on the page. */
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

/**
 * Shows a game where column 1 holds KS down to 2S and column 2 KH down to AH; AS, the diamonds
 * and the clubs are home (score 20, 60 moves).
 */
async function showAceOfHeartsGame() {
  const spades = Array.from({ length: 12 }, (_, index) => 12 - index);
  const hearts = Array.from({ length: 13 }, (_, index) => 25 - index);
  const game: Game = {
    ...newGame('YU1-C-AAAAAAB'),
    position: {
      columns: [spades, hearts, [], [], [], [], []].map((cards) => ({ cards, faceDown: 0 })),
      foundations: [1, 0, 13, 13],
    },
    score: 20,
    moves: 60,
  };
  await storeLocally(page, { game });
  await extension.reload(page);
}

describe(`play in ${browserName}`, () => {
  it('drops a card held over two columns on the one that takes it, and lights that one', async () => {
    await extension.open(page, 'newtab', { deal: 'YU1-C-AAAAAAC' });
    await page.waitForSelector(labelled('button', 'Copy deal YU1-C-AAAAAAC'));
    // Column 1 holds the queen of diamonds, which refuses the 7 of hearts; column 2 ends with the
    // 8 of clubs, which takes it.
    const card = await boxOf(labelled('image', '7 of hearts'));
    const column1 = await boxOf(labelled('group', 'column 1'));
    const column2 = await boxOf(labelled('group', 'column 2'));
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

  it('keeps no best score from a game whose score take-backs raised', async () => {
    await showAceOfHeartsGame();
    const column1 = await boxOf(labelled('group', 'column 1'));
    for (let cycle = 0; cycle < 3; cycle++) {
      // A tap sends the ace of hearts home; a drag from its foundation takes it back onto 2S.
      await page.click(labelled('image', 'ace of hearts'));
      await page.waitForSelector(
        `${labelled('group', 'hearts foundation')} ${labelled('image', 'ace of hearts')}`,
      );
      const ace = await boxOf(labelled('image', 'ace of hearts'));
      await page.mouse.move(ace.x + ace.width / 2, ace.y + 10);
      await page.mouse.down();
      await page.mouse.move(column1.x + column1.width / 2, column1.y + column1.height - 20, {
        steps: 10,
      });
      await page.mouse.up();
      await page.waitForSelector(
        `${labelled('group', 'column 1')} ${labelled('image', 'ace of hearts')}`,
      );
    }
    await page.click(labelled('image', 'ace of hearts'));
    await page.waitForSelector(
      `${labelled('group', 'hearts foundation')} ${labelled('image', 'ace of hearts')}`,
    );
    await (await find(page, 'New game[role="button"]')).click();
    await (await find(await find(page, 'New game[role="dialog"]'), 'Deal[role="button"]')).click();
    await page.waitForFunction(() => document.querySelector('dialog[open]') === null);
    const table = await (await openStatistics(page)).waitForSelector('table');
    // Each row as a screen reader reads it: what is hidden from it left out.
    const rows = await table?.$$eval('tbody tr', (found) =>
      found.map((row) =>
        [...row.children].slice(0, 2).map((cell) =>
          [...cell.childNodes]
            .filter((node) => !(node instanceof Element && node.ariaHidden === 'true'))
            .map((node) => node.textContent)
            .join(''),
        ),
      ),
    );
    expect(rows).toContainEqual(['Games played', '1']);
    expect(rows).toContainEqual(['Best score without take-backs', 'none yet']);
    await screenshot(page, 'stats-best-score-without-takebacks');
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
  });

  it('redoes an undone move from the game bar and by keys, also after a reload', async () => {
    // A tap sends the ace of hearts home.
    await showAceOfHeartsGame();
    const home = `${labelled('group', 'hearts foundation')} ${labelled('image', 'ace of hearts')}`;
    const back = `${labelled('group', 'column 2')} ${labelled('image', 'ace of hearts')}`;
    const announced = () =>
      page.$eval(
        '[role="status"][aria-label="Game announcements"]',
        (region) => region.textContent,
      );
    const isDisabled = async (name: string) =>
      (await find(page, `${name}[role="button"]`)).evaluate(
        (button) => (button as HTMLButtonElement).disabled,
      );
    await page.click(labelled('image', 'ace of hearts'));
    await page.waitForSelector(home);
    expect(await isDisabled('Redo')).toBe(true);
    // The mouse: Undo, then Redo beside it.
    await (await find(page, 'Undo[role="button"]')).click();
    await page.waitForSelector(back);
    expect(await isDisabled('Redo')).toBe(false);
    await screenshot(page, 'redo-ready');
    await (await find(page, 'Redo[role="button"]')).click();
    await page.waitForSelector(home);
    await page.waitForFunction(
      () =>
        document.querySelector('[role="status"][aria-label="Game announcements"]')?.textContent ===
        'Redone: ace of hearts to its foundation; score 30',
    );
    expect(await stat(page, 'Moves')).toBe('62');
    expect(await stat(page, 'Score')).toBe('30');
    expect(await isDisabled('Redo')).toBe(true);
    // The keys: Ctrl+Z, Ctrl+Shift+Z, Ctrl+Z, Ctrl+Y.
    const press = async (key: KeyInput, shift = false) => {
      await page.keyboard.down('Control');
      if (shift) await page.keyboard.down('Shift');
      await page.keyboard.press(key);
      if (shift) await page.keyboard.up('Shift');
      await page.keyboard.up('Control');
    };
    await press('z');
    await page.waitForSelector(back);
    await press('z', true);
    await page.waitForSelector(home);
    await press('z');
    await page.waitForSelector(back);
    // Kept with the game: a reload can still redo it.
    await extension.reload(page);
    await page.waitForSelector(back);
    await find(page, 'Redo[role="button"]');
    expect(await isDisabled('Redo')).toBe(false);
    await press('y');
    await page.waitForSelector(home);
    expect(await announced()).toBe('Redone: ace of hearts to its foundation; score 30');
    expect(await stat(page, 'Moves')).toBe('64');
    await page.setViewport({ width: 360, height: 640 });
    await press('z');
    await page.waitForSelector(back);
    await screenshot(page, 'redo-360x640');
    await page.setViewport({ width: 1280, height: 800 });
    expect(errors).toEqual([]);
  });
});
