/**
 * Opening the board in a new tab with a given saved game, and driving it with the mouse the way a
 * player does: a drag from a card to a pile, a click on Undo.
 */
import { readFile } from 'node:fs/promises';
import type { ElementHandle, Page } from 'puppeteer';
import { suitOf } from '../engine';
import type { SavedGame } from '../state/schemas';
import type { ExtensionBrowser } from '../tests/e2e/browser';
import type { Action } from './play-script';

/** The mark the board sets once its first frame is painted (components/Board.tsx). */
export const BOARD_PAINTED = 'board-painted';
/** The mark set once the board's snapshot is on screen (components/board-snapshot.ts). */
export const SNAPSHOT_PAINTED = 'board-snapshot-painted';
/** A new tab the size of a laptop's browser window. */
export const VIEWPORT = { width: 1280, height: 800 };
const UNDO_BUTTON = '.game-bar button[aria-keyshortcuts="Control+Z Meta+Z"]';
/** Pointer moves in a drag after the first (which passes the tap slop). */
const DRAG_STEPS = 4;

/** The part of the extension API the bench calls inside the service worker. */
declare const chrome: { storage: { local: { set(items: object): Promise<void> } } };

/** The source of next-paint.js, which a page evaluates to time a release to its frame. */
export const nextPaintProbe = readFile(new URL('./next-paint.js', import.meta.url), 'utf8');

/** Stores `saved` as the game in progress, through the extension's service worker. */
export async function storeGame(extension: ExtensionBrowser, saved: SavedGame): Promise<void> {
  await storeItems(extension, { game: saved });
}

/**
 * Stores `settings` (some of state/settings.ts's, the rest their defaults: `{ table: 'blue' }`)
 * as the player's, in their stored form, through the extension's service worker.
 */
export async function storeSettings(extension: ExtensionBrowser, settings: object): Promise<void> {
  await storeItems(extension, {
    settings: { settings, updatedAt: Date.now() },
    settings$: { v: 2 },
  });
}

/** Writes `items` to storage.local through the extension's service worker. */
async function storeItems(extension: ExtensionBrowser, items: object): Promise<void> {
  const target = await extension.browser.waitForTarget(
    (candidate) => candidate.type() === 'service_worker',
  );
  const worker = await target.worker();
  if (!worker) throw new Error('The extension has no service worker to write storage through.');
  await worker.evaluate((values) => chrome.storage.local.set(values), items);
}

/** A new tab in dark mode at VIEWPORT, before it navigates anywhere. */
export async function newDarkTab(extension: ExtensionBrowser): Promise<Page> {
  const page = await extension.browser.newPage();
  await page.setViewport(VIEWPORT);
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
  return page;
}

/** Waits until the page has set the mark `mark` and reported its First Contentful Paint. */
export async function waitForPaint(page: Page, mark: string): Promise<void> {
  try {
    await page.waitForFunction(
      (name) =>
        performance.getEntriesByName(name).length > 0 &&
        performance.getEntriesByName('first-contentful-paint').length > 0,
      { polling: 20 },
      mark,
    );
  } catch (error) {
    const seen = await page
      .evaluate(() => performance.getEntries().map((entry) => entry.name))
      .catch(() => []);
    throw new Error(
      `${page.url()} never reported both ${mark} and first-contentful-paint; ` +
        `its entries: ${seen.join(', ') || 'none'}.`,
      { cause: error },
    );
  }
}

/** Opens chrome://newtab and waits for the board's first painted frame. */
export async function openBoard(extension: ExtensionBrowser): Promise<Page> {
  const page = await newDarkTab(extension);
  await page.goto('chrome://newtab');
  await waitForPaint(page, BOARD_PAINTED);
  await page.evaluate(await nextPaintProbe);
  return page;
}

/**
 * A dialog may open between actions ("No progress left" once the solver proves it): a player
 * closes it with Escape and plays on. Waits until it is closed.
 */
async function closeDialog(page: Page, action: Action) {
  if (!(await page.$('dialog[open]'))) return;
  await page.keyboard.press('Escape');
  await within(
    page.waitForFunction(() => document.querySelector('dialog[open]') === null),
    page,
    action,
    'its dialog to close on Escape',
  );
}

/** How long the board may take to settle before an action: a card's glide lasts 0.22 s at most. */
const SETTLE_DEADLINE_MS = 5000;

/**
 * What the page shows, for an error: the dialogs open and the notices shown (their text), so
 * that a bench that stops says where it stopped.
 */
export async function pageState(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const texts = (selector: string) =>
        [...document.querySelectorAll(selector)]
          .map((element) => element.textContent?.trim().slice(0, 120))
          .filter(Boolean);
      const dialogs = texts('dialog[open]');
      const notices = texts('[role="status"], [role="alert"]');
      return `dialogs open: ${dialogs.join(' | ') || 'none'}; notices: ${notices.join(' | ') || 'none'}`;
    })
    .catch((error) => `the page could not be read (${error})`);
}

/**
 * `waiting`, or an error once SETTLE_DEADLINE_MS have passed that names the action, what was
 * awaited and what the page showed.
 */
async function within<T>(waiting: Promise<T>, page: Page, action: Action, what: string) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(async () => {
      reject(
        new Error(
          `Before ${JSON.stringify(action)}, ${what} took over ${SETTLE_DEADLINE_MS} ms; ` +
            `${await pageState(page)}.`,
        ),
      );
    }, SETTLE_DEADLINE_MS);
  });
  try {
    return await Promise.race([waiting, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

async function boxOf(element: ElementHandle | null, what: string) {
  const box = await element?.boundingBox();
  if (!box) throw new Error(`No ${what} on the board to press on.`);
  return box;
}

/** The foundation slot of `card`'s suit, or column `to`. */
async function pileElement(page: Page, card: number, to: Action['to']) {
  if (to === 'foundation') return (await page.$$('[data-pile="foundation"]'))[suitOf(card)];
  return page.$(`[data-pile="${to}"]`);
}

/**
 * Plays `action` with the mouse: Undo is a click on the Undo button; a move presses the middle of
 * the part of the card that shows, drags it until its box lies on the pile and releases it there.
 * `beforeRelease` runs with the button still held.
 */
export async function perform(page: Page, action: Action, beforeRelease: () => Promise<void>) {
  const { mouse } = page;
  await closeDialog(page, action);
  // Cards glide to their places after a move (CSS transitions): aim once they are there, as a
  // player would, and wait no longer. Only transitions: an endless animation (the verdict's
  // "checking" pulse) never finishes. A glide cut short rejects `finished`: it is over too.
  await within(
    page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    ),
    page,
    action,
    'the cards coming to rest',
  );
  // "No progress left" may have opened while the cards glided.
  await closeDialog(page, action);
  if (action.isUndo) {
    // The game bar's Undo, found by its markup: a dialog that opens just now makes the rest of
    // the page inert, and then no name query finds it (the press then does nothing, and the
    // action is tried again once the dialog is closed: moves.ts, playOnce).
    const button = await boxOf(await page.$(UNDO_BUTTON), 'Undo button');
    await mouse.move(button.x + button.width / 2, button.y + button.height / 2);
    await mouse.down();
  } else {
    const card = await page.$eval(`[data-card="${action.card}"]`, (element) => {
      const { x, y, width, bottom } = element.getBoundingClientRect();
      // In a squeezed column only a thin strip of a covered card shows, down to the next card.
      const shownTo = element.nextElementSibling?.getBoundingClientRect().top ?? bottom;
      return { x, y, width, shown: shownTo - y };
    });
    const pile = await boxOf(await pileElement(page, action.card, action.to), 'pile');
    const x = card.x + card.width / 2;
    const y = card.y + card.shown / 2;
    await mouse.move(x, y);
    await mouse.down();
    await mouse.move(x + pile.x - card.x, y + pile.y - card.y, { steps: DRAG_STEPS });
    // A player lets go frames after the last move; a release sent at once may reach the page
    // before it has handled the last moves (they wait for the next frame), so wait for two.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  }
  await beforeRelease();
  await mouse.up();
}
