// The end of a game in real Chromium (and Firefox) with the built extension: the tab whose move
// wins shows the Won dialog; every other tab, a reload and a new tab show the won board quietly,
// take no focus, and keep closed what the player closed. Found by accessible name, played with
// the mouse.
import type { Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealerName } from '../../state/game-result';
import {
  browserName,
  collectErrors,
  type ExtensionBrowser,
  launchWithExtension,
  screenshot,
  storeLocally,
} from './browser';
import { lastMoveLeft, wonGame } from './games';
import { type ChromeGlobal, storageArea, storedDeviceId } from './player';
import { find, labelled, openStatistics } from './queries';

let extension: ExtensionBrowser;

beforeAll(async () => {
  extension = await launchWithExtension();
});
afterAll(async () => {
  await extension?.close();
});

/** Whether `page` shows the won board's note, the Won dialog, and where its focus is. */
function endingShown(page: Page) {
  return page.evaluate(() => ({
    note: [...document.querySelectorAll('section h2')].some((h) => h.textContent === 'You won!'),
    dialog: document.querySelector('dialog[open]')?.textContent?.includes('You won!') ?? false,
    isFocusOnBody: document.activeElement === document.body,
  }));
}

describe(`after a win in ${browserName}`, () => {
  it('the winning tab shows the dialog; new tabs show the won board quietly, no focus taken', async () => {
    const winning = await extension.openNewTab();
    const errors = collectErrors(winning);
    await winning.setViewport({ width: 1280, height: 800 });
    await storeLocally(winning, { game: lastMoveLeft, elapsedMs: 95_000 });
    await extension.reload(winning);
    const king = await winning.waitForSelector(labelled('image', 'king of spades'));
    const box = await king?.boundingBox();
    if (!box) throw new Error('the King of spades is not on the page');
    await winning.mouse.click(box.x + box.width / 2, box.y + 12);
    await find(winning, 'You won![role="dialog"]');

    const fresh = await extension.openNewTab();
    await fresh.setViewport({ width: 1280, height: 800 });
    const note = await find(fresh, 'You won![role="region"]');
    expect(await note.evaluate((element) => element.textContent)).toContain('625');
    expect(await endingShown(fresh)).toEqual({ note: true, dialog: false, isFocusOnBody: true });
    await screenshot(fresh, 'won-newtab-note');
    await fresh.setViewport({ width: 360, height: 640 });
    await screenshot(fresh, 'won-newtab-note-360x640');
    await fresh.setViewport({ width: 1280, height: 800 });

    const popup = await extension.browser.newPage();
    await popup.setViewport({ width: 800, height: 600 });
    await extension.open(popup, 'popup');
    await find(popup, 'You won![role="region"]');
    expect(await endingShown(popup)).toEqual({ note: true, dialog: false, isFocusOnBody: true });
    await screenshot(popup, 'won-popup-note');

    // Closed in the winning tab: closed in every tab, and in those opened later or reloaded.
    await winning.bringToFront();
    const close = await find(
      await find(winning, 'You won![role="dialog"]'),
      'Close[role="button"]',
    );
    await close.click();
    for (const other of [fresh, popup]) {
      await other
        // Polled, not per animation frame: these tabs are in the background now and draw no
        // frames, so a note gone after the first look would never be looked at again.
        .waitForFunction(
          // The note's heading gone (Help's panel, a section too, keeps its own headings).
          () =>
            [...document.querySelectorAll('section h2')].every((h) => h.textContent !== 'You won!'),
          { polling: 100 },
        )
        .catch(async (error: Error) => {
          // What was stored and shown, so that a failure says why the note stayed.
          const seen = await other.evaluate(async () => {
            const { game } = await (globalThis as unknown as ChromeGlobal).chrome.storage.local.get(
              'game',
            );
            const stored = game as { revision?: number; isEndingClosed?: boolean } | undefined;
            return {
              revision: stored?.revision,
              isEndingClosed: stored?.isEndingClosed,
              dialogOpen: document.querySelector('dialog[open]') !== null,
              visibility: document.visibilityState,
            };
          });
          const winningShows = await endingShown(winning);
          throw new Error(
            `${error.message} Stored and shown: ${JSON.stringify(seen)}; winning tab: ${JSON.stringify(winningShows)}`,
          );
        });
    }
    const later = await extension.openNewTab();
    await later.bringToFront();
    await find(later, 'New game[role="button"]');
    await fresh.bringToFront();
    await extension.reload(fresh);
    await find(fresh, 'New game[role="button"]');
    for (const shown of [later, fresh, popup, winning]) {
      expect(await endingShown(shown)).toEqual({ note: false, dialog: false, isFocusOnBody: true });
    }
    await screenshot(later, 'won-newtab-closed');
    expect(errors).toEqual([]);
    for (const shown of [winning, fresh, popup, later]) await shown.close();
  });

  it('a note closed on a new tab stays closed; its New game deals a new game', async () => {
    const tab = await extension.openNewTab();
    await tab.setViewport({ width: 1280, height: 800 });
    await storeLocally(tab, { game: wonGame, elapsedMs: 95_000 });
    await extension.reload(tab);
    const close = await find(await find(tab, 'You won![role="region"]'), 'Close[role="button"]');
    await close.click();
    await extension.reload(tab);
    await find(tab, 'New game[role="button"]');
    expect(await endingShown(tab)).toEqual({ note: false, dialog: false, isFocusOnBody: true });

    await storeLocally(tab, { game: wonGame, elapsedMs: 95_000 });
    await extension.reload(tab);
    const newGame = await find(
      await find(tab, 'You won![role="region"]'),
      'New game[role="button"]',
    );
    await newGame.click();
    const deal = await find(await find(tab, 'New game[role="dialog"]'), 'Deal[role="button"]');
    await deal.click();
    await tab.waitForSelector(labelled('group', 'column 7'));
    await tab.waitForFunction(
      () => document.querySelectorAll('[aria-label="face-down card"]').length === 21,
    );
    expect(await endingShown(tab)).toMatchObject({ note: false, dialog: false });
    await tab.close();
  });

  it('counts a win whose popup was closed the moment it was won, once, on the next page', async () => {
    const popup = await extension.browser.newPage();
    await popup.setViewport({ width: 800, height: 600 });
    await extension.open(popup, 'popup');
    // A game this browser dealt: it carries the game's id, by which it counts once.
    const dealer = dealerName(await storedDeviceId(popup));
    await storeLocally(popup, {
      game: lastMoveLeft,
      elapsedMs: 95_000,
      dealtAt: Date.now() - 600_000,
      dealtBy: dealer,
    });
    await extension.reload(popup);
    // Statistics looked at as they stand (the games of this file's tests before, as stored),
    // and closed: the page's statistics are in.
    const { stats } = await storageArea(popup, 'local');
    const stored = (stats as { C?: { played: number; won: number } } | undefined)?.C;
    const before = { played: stored?.played ?? 0, won: stored?.won ?? 0 };
    expect(await classicCounts(popup, before)).toEqual(before);
    const once = { played: before.played + 1, won: before.won + 1 };
    const king = await popup.waitForSelector(labelled('image', 'king of spades'));
    const box = await king?.boundingBox();
    if (!box) throw new Error('the King of spades is not on the page');
    await popup.mouse.click(box.x + box.width / 2, box.y + 12);
    // Closed the moment the King is home: the page has handled the click (on a loaded machine the
    // browser can answer the click before the page has), and the count's write, which reads
    // storage first and waits for the next frame, has not begun.
    await popup.waitForFunction(
      (name) => document.querySelector(`.foundation [role="img"][aria-label="${name}"]`) !== null,
      { polling: 'mutation', timeout: 30_000 },
      'king of spades',
    );
    await popup.close();

    const tab = await extension.openNewTab();
    await find(tab, 'You won![role="region"]');
    expect(await classicCounts(tab, once)).toEqual(once);
    // Another page later: still once.
    await extension.reload(tab);
    await find(tab, 'You won![role="region"]');
    expect(await classicCounts(tab, once)).toEqual(once);
    await tab.close();
  });
});

/**
 * Classic's games played and won as the Statistics dialog of `page` shows them once they are
 * `wanted` (the dialog shows the page's counts while it reads the stored ones), or after 15 s (a
 * deadline, not a speed check); closed again.
 */
async function classicCounts(
  page: Page,
  wanted: { played: number; won: number },
): Promise<{ played: number; won: number }> {
  const dialog = await openStatistics(page);
  const shown = async () => {
    const rows = await dialog.$$eval('tbody tr', (found) =>
      found.map((row) => [...row.children].map((cell) => cell.textContent ?? '')),
    );
    const figure = (label: string) => Number(rows.find(([name]) => name === label)?.[1]);
    return { played: figure('Games played'), won: figure('Games won') };
  };
  let counts = await shown();
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; counts = await shown()) {
    if (counts.played === wanted.played && counts.won === wanted.won) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.querySelector('dialog[open]') === null);
  return counts;
}
