// Keyboard play in real Chromium and Firefox with the built extension: a move played
// with keys alone, checked against the engine, and heard in the live region.
import type { Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMove, newGame } from '../../engine';
import {
  browserName,
  collectErrors,
  type ExtensionBrowser,
  launchWithExtension,
  screenshot,
  storeLocally,
  withCdp,
} from './browser';
import { played } from './games';
import { colourDistance, lowerEdgeLight, pixelAt } from './looks';
import { card, expectedColumns } from './names';
import { find, focusedName, labelled } from './queries';

const DEAL = 'YU1-C-AAAAAAB';

/** The accessible names of each column's cards, bottom to top, as the page shows them now. */
function tableau(page: Page): Promise<string[][]> {
  return page.$$eval('[role="group"][aria-label^="column "]', (columns) =>
    columns.map((column) =>
      Array.from(
        column.querySelectorAll('[role="img"]'),
        (card) => card.getAttribute('aria-label') ?? '',
      ),
    ),
  );
}

const announced = (page: Page) =>
  page.$eval('[role="status"][aria-label="Game announcements"]', (region) => region.textContent);

/**
 * The focus ring's top and bottom (the focused card's ::after, TableauColumn.css) and the top and
 * bottom of the group it marks: the focused card and every card on it, down to the column's last.
 * Page pixels.
 */
function focusRing(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    const last = focused.parentElement?.lastElementChild as HTMLElement;
    const style = getComputedStyle(focused, '::after');
    const ringTop = focused.getBoundingClientRect().top + Number.parseFloat(style.top);
    return {
      ringTop,
      ringBottom: ringTop + Number.parseFloat(style.height),
      groupTop: focused.getBoundingClientRect().top,
      groupBottom: last.getBoundingClientRect().bottom,
    };
  });
}

/**
 * The ring encloses the group from its top edge (nothing of it over the card above, whose strip
 * may be all that shows of that card) to a few pixels below its last card, no more.
 */
function expectRingAroundGroup(ring: Awaited<ReturnType<typeof focusRing>>) {
  expect(Math.abs(ring.ringTop - ring.groupTop)).toBeLessThan(0.5);
  expect(ring.ringBottom).toBeGreaterThan(ring.groupBottom);
  expect(ring.ringBottom - ring.groupBottom).toBeLessThan(8);
}

let extension: ExtensionBrowser;
let page: Page;

beforeAll(async () => {
  extension = await launchWithExtension();
});
afterAll(async () => {
  await extension?.close();
});

describe(`keyboard play on a new tab in ${browserName}`, () => {
  it('plays a group onto a column with keys alone, as the engine says', async () => {
    page = await extension.browser.newPage();
    const errors = collectErrors(page);
    await page.setViewport({ width: 1280, height: 800 });
    await extension.open(page, 'newtab', { deal: DEAL });
    await page.waitForSelector(labelled('button', `Copy deal ${DEAL}`));
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    // Tab through the game bar until the board's one tab stop: column 1's last card.
    for (let tab = 0; tab < 20 && !(await focusedName(page))?.includes(' of '); tab++) {
      await page.keyboard.press('Tab');
    }
    expect(await focusedName(page)).toBe('7 of hearts');
    // The ring goes around that one card: a column of one card once had a ring two cards tall.
    expectRingAroundGroup(await focusRing(page));
    await screenshot(page, 'keyboard-focus');
    // Chromium tells screen readers the focus is inside an application, where NVDA and JAWS pass
    // the arrow keys on to the board instead of moving their reading cursor, and describes it
    // with the keys.
    const board = await page.waitForSelector(labelled('application', 'Board'));
    if (!board) throw new Error('no application named Board');
    expect(await board.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await withCdp(async () => {
      const boardNode = await page.accessibility.snapshot({ root: board, interestingOnly: false });
      expect(boardNode?.description).toContain('Arrow keys: move between columns, cards and');
      expect(boardNode?.description).toContain('Escape: put them back');
      // A foundation slot, which takes the focus when empty, says what lies on it.
      const spades = await page.waitForSelector(labelled('group', 'spades foundation'));
      if (!spades) throw new Error('no spades foundation');
      expect((await page.accessibility.snapshot({ root: spades }))?.description).toBe('empty');
    });

    // 6H, with QS AD 9H 8S on it, goes onto 7C at the end of column 7 (docs/rules.md, The dealing
    // algorithm `YU1`: its check values).
    await page.keyboard.press('ArrowRight');
    for (let up = 0; up < 4; up++) await page.keyboard.press('ArrowUp');
    expect(await focusedName(page)).toBe('6 of hearts');
    // The focus ring goes around the group Enter picks up: from 6H down to 8S, column 2's last.
    expectRingAroundGroup(await focusRing(page));
    await page.keyboard.press('Enter');
    expect(await announced(page)).toBe('6 of hearts and 4 cards picked up');
    for (let right = 0; right < 5; right++) await page.keyboard.press('ArrowRight');
    expect(await focusedName(page)).toBe('7 of clubs');
    await page.waitForSelector('.column.is-over');
    await screenshot(page, 'keyboard-picked-up');
    await withCdp(async () => {
      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
      await screenshot(page, 'keyboard-picked-up-dark');
      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'light' }]);
    });
    // The space bar, by the name both of puppeteer's protocols know (WebDriver BiDi has no 'Space').
    await page.keyboard.press(' ');

    const expected = applyMove(newGame(DEAL), { card: card('6H'), to: 6 }).game;
    if (!expected) throw new Error('6H-c7 is legal in this deal');
    await page.waitForFunction(
      () => document.querySelector('[aria-label="column 2"]')?.childElementCount === 1,
    );
    expect(await tableau(page)).toEqual(expectedColumns(expected.position));
    expect(await announced(page)).toBe(
      '6 of hearts and 4 cards to column 7; 9 of spades turned up; score 5',
    );
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('aria-label') === '6 of hearts',
    );

    // Undo from the game bar by keyboard: the last undo turns the button off, and the focus goes
    // back to the board (not to the page's body, where the next Tab would start at the top).
    const undo = await find(page, 'Undo[role="button"]');
    await undo.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => document.querySelector('[aria-label="column 2"]')?.childElementCount === 6,
    );
    // (The button keeps the focus, turned off, until the frame is drawn: wait for a card.)
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('aria-label')?.includes(' of ') === true,
    );
    expect(await focusedName(page)).toBe('6 of hearts');

    // The same move again, and Ctrl+Z with the focus on Undo: the focus comes back to the board.
    await page.keyboard.press('Enter');
    for (let right = 0; right < 5; right++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press(' ');
    await page.waitForFunction(
      () => document.querySelector('[aria-label="column 2"]')?.childElementCount === 1,
    );
    await undo?.focus();
    await page.keyboard.down('Control');
    await page.keyboard.press('z');
    await page.keyboard.up('Control');
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('aria-label')?.includes(' of ') === true,
    );
    expect(await focusedName(page)).toBe('6 of hearts');
    expect(errors).toEqual([]);
  });

  it('opens New game on the variant being played, whose arrows choose another, in a window too short for the list', async () => {
    const popup = await extension.browser.newPage();
    await popup.setViewport({ width: 360, height: 640 });
    // A game of Alaska in progress: the dialog then offers Alaska (docs/rules.md, Moves), says
    // what leaving the game costs, and its list scrolls.
    await extension.open(popup, 'options');
    await storeLocally(popup, { game: played('YU1-A-AAAAAAB', 2) });
    await extension.open(popup, 'newtab');
    await (await find(popup, 'New game[role="button"]')).focus();
    await popup.keyboard.press('Enter');
    await popup.waitForSelector('dialog[open] .new-game__leaving');
    /** What has the focus: a variant's radio by its label, else the element's own name. */
    const focused = () =>
      popup.evaluate(() => {
        const element = document.activeElement as HTMLInputElement;
        const label = element.closest('label')?.querySelector('.choice__label')?.textContent;
        return label
          ? `${label} radio${element.checked ? ', checked' : ''}`
          : `${element.tagName.toLowerCase()} ${element.labels?.[0]?.textContent ?? ''}`.trim();
      });
    expect(
      await popup.$eval(
        'dialog[open] .new-game__choices',
        (list) => list.scrollHeight > list.clientHeight,
      ),
    ).toBe(true);
    // Cut short, the list is shaded along its lower edge, where it goes on, and not once its end
    // is in view: looked at in the list's left margin, a pixel above that edge.
    const list = 'dialog[open] .new-game__choices';
    const shaded = await lowerEdgeLight(popup, list, { x: 2, y: 2 });
    await popup.$eval(list, (scrolled) => {
      scrolled.scrollTop = scrolled.scrollHeight;
    });
    const plain = await lowerEdgeLight(popup, list, { x: 2, y: 2 });
    expect(plain - shaded).toBeGreaterThan(30);
    expect(await focused()).toBe('Alaska radio, checked');
    await popup.keyboard.press('ArrowDown');
    expect(await focused()).toBe('Double Yukon radio, checked');
    // The variant reached by keys is ringed whole, not only its small radio button: its box's
    // left edge, halfway down, changes once the focus leaves it (still chosen).
    const { x, y } = await (await find(popup, 'Double Yukon[role="radio"]')).evaluate((radio) => {
      const box = (radio.closest('label') as Element).getBoundingClientRect();
      return { x: Math.round(box.x) + 1, y: box.y + box.height / 2 };
    });
    const ringed = await pixelAt(popup, x, y);
    await popup.keyboard.press('Tab');
    expect(await focused()).toBe('input Deal code (optional)');
    const left = await pixelAt(popup, x, y);
    expect(colourDistance(ringed, left)).toBeGreaterThan(40);
    await popup.close();
  });

  it('opens New game on the variant offered again after a game dealt from a typed code', async () => {
    const page = await extension.browser.newPage();
    await extension.open(page, 'newtab');
    const newGameButton = await find(page, 'New game[role="button"]');
    await newGameButton.focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('dialog[open]');
    await page.keyboard.press('Tab');
    await page.keyboard.type('YU1-R-AAAAAAB');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('dialog[open]') === null);
    await find(page, 'Copy deal YU1-R-AAAAAAB[role="button"]');
    await newGameButton.focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('dialog[open]');
    // Before, the code dealt last time kept the variants disabled as the dialog opened, and the
    // focus went to the code field.
    expect(
      await page.evaluate(() => {
        const element = document.activeElement as HTMLInputElement;
        return `${element.closest('label')?.querySelector('.choice__label')?.textContent} ${element.type} ${element.checked}`;
      }),
    ).toBe('Relaxed radio true');
    await page.close();
  });
});
