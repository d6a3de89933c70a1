// Finish in real Chromium (and Firefox) with the built extension: the move that turns up the last
// face-down card brings the Finish button once the solver has proved the win; pressed, it plays
// the proved line, a key jumps to its end, and the game is won with every move counted; the win
// is celebrated until a key, and the Won dialog names the records it set.
// Found by accessible name, played with the mouse and the keys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Game, newGame } from '../../engine';
import {
  browserName,
  collectErrors,
  type ExtensionBrowser,
  launchWithExtension,
  screenshot,
  stat,
  storeLocally,
  untilAtRest,
} from './browser';
import { card } from './names';
import { find, labelled } from './queries';

let extension: ExtensionBrowser;

beforeAll(async () => {
  extension = await launchWithExtension();
});
afterAll(async () => {
  await extension?.close();
});

/**
 * Eighteen cards from the win, one of them face down: the King of hearts under the 5 of hearts in
 * column 1, the spades from the King down to the 5 in column 2, the hearts from the Queen down to
 * the 6 in column 3; the rest is home (score 500, 90 moves).
 */
const lastCardHidden: Game = {
  ...newGame('YU1-C-AAAAAAB'),
  position: {
    columns: [
      { cards: [card('KH'), card('5H')], faceDown: 1 },
      { cards: ['KS', 'QS', 'JS', 'TS', '9S', '8S', '7S', '6S', '5S'].map(card), faceDown: 0 },
      { cards: ['QH', 'JH', 'TH', '9H', '8H', '7H', '6H'].map(card), faceDown: 0 },
      ...Array.from({ length: 4 }, () => ({ cards: [], faceDown: 0 })),
    ],
    foundations: [4, 4, 13, 13],
  },
  score: 500,
  moves: 90,
};

describe(`Finish in ${browserName}`, () => {
  it('appears once nothing is hidden and the win is proved, and plays the line to the win', async () => {
    const page = await extension.openNewTab();
    const errors = collectErrors(page);
    await page.setViewport({ width: 1280, height: 800 });
    await storeLocally(page, { game: lastCardHidden });
    await extension.reload(page);
    const ten = await page.waitForSelector(labelled('image', '5 of hearts'));
    await untilAtRest(page);
    const box = await ten?.boundingBox();
    if (!box) throw new Error('the 5 of hearts is not on the page');
    // Home it goes; the King of hearts turns up (+5) and nothing is hidden any more.
    await page.mouse.click(box.x + box.width / 2, box.y + 12);
    const finish = await find(page, 'Finish[role="button"]');
    expect(await stat(page, 'Moves')).toBe('91');
    await screenshot(page, 'finish-newtab');
    await page.setViewport({ width: 360, height: 640 });
    await screenshot(page, 'finish-newtab-360x640');
    const popup = await extension.browser.newPage();
    await popup.setViewport({ width: 800, height: 600 });
    await extension.open(popup, 'popup');
    await find(popup, 'Finish[role="button"]');
    await screenshot(popup, 'finish-popup');
    await popup.close();
    await page.bringToFront();
    await page.setViewport({ width: 1280, height: 800 });

    await finish.click();
    // Any key during Finish plays the rest of its 17 moves (2 s) at once; the win is celebrated.
    await page.keyboard.press('Shift');
    await page.waitForSelector('.celebration');
    expect(await stat(page, 'Moves')).toBe('108');
    // Looked at once the first cards are on their way down.
    await page.waitForFunction(() =>
      document.getAnimations().some((animation) => Number(animation.currentTime) > 1000),
    );
    await screenshot(page, 'celebration-newtab');
    // Any key ends the celebration; the Won dialog then says which records the win set.
    await page.keyboard.press('Shift');
    const won = await find(page, 'You won![role="dialog"]');
    expect(await won.evaluate((dialog) => dialog.textContent)).toContain(
      'Your first win in Classic!',
    );
    // Each move counted 1 and scored 10 (the 5 of hearts' turned-up King: 5 more).
    expect(await stat(page, 'Score')).toBe('685');
    await screenshot(page, 'won-records-newtab');
    await page.setViewport({ width: 360, height: 640 });
    await screenshot(page, 'won-records-360x640');
    expect(errors).toEqual([]);
    await page.close();
  });
});
