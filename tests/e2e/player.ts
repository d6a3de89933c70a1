// Playing as a player does, with the mouse, and reading what the game bar and the columns show:
// shared by the sync tests in one browser and across two profiles.
import type { Page } from 'puppeteer';
import type { Game } from '../../engine';
import { untilAtRest } from './browser';
import { find, labelled } from './queries';

/** `chrome` on an extension page, which the test's own types do not know. */
export type ChromeGlobal = { chrome: typeof import('wxt/browser').browser };

/**
 * Waits until the game bar shows `moves` moves. `timeout` (ms) is a deadline for a page that never
 * gets there, not a speed check: how soon another tab follows depends on the machine's load.
 */
export async function showsMoves(page: Page, moves: number, timeout = 10_000): Promise<void> {
  await page.waitForFunction(
    (wanted) =>
      [...document.querySelectorAll('.game-bar dt')].find((term) => term.textContent === 'Moves')
        ?.nextElementSibling?.textContent === wanted,
    // Polled, not per animation frame: a tab in the background draws no frames.
    { timeout, polling: 50 },
    String(moves),
  );
}

/** The names of the cards of a column, bottom to top. */
export function columnCards(page: Page, number: number): Promise<string[]> {
  return page.$$eval(`[aria-label="column ${number}"] [role="img"]`, (cards) =>
    cards.map((card) => card.getAttribute('aria-label') ?? ''),
  );
}

/**
 * Where to press a card: the middle of the strip of it that shows under the next card. Brings
 * the page to the front first: a tab in the background draws nothing and takes no mouse.
 */
export async function grip(page: Page, name: string): Promise<{ x: number; y: number }> {
  await page.bringToFront();
  const handle = await page.waitForSelector(labelled('image', name));
  // A card that has just moved (an undo put it back) glides to its place: press where it rests.
  await untilAtRest(page);
  const box = await handle?.boundingBox();
  if (!box) throw new Error(`${name} is not on the page`);
  return { x: box.x + box.width / 2, y: box.y + 12 };
}

/** Drags the card `from` (with the cards on it) onto the card `onto`, with the mouse. */
export async function drag(page: Page, from: string, onto: string): Promise<void> {
  const start = await grip(page, from);
  const end = await grip(page, onto);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(end.x, end.y, { steps: 12 });
  await page.mouse.up();
}

/** Everything in one storage area, read from an extension page. */
export function storageArea(page: Page, area: 'local' | 'sync'): Promise<Record<string, unknown>> {
  return page.evaluate(
    (which) => (globalThis as unknown as ChromeGlobal).chrome.storage[which].get(null),
    area,
  );
}

/**
 * Reads `read` every 100 ms until what it gives is `isWanted`, and returns that.
 * @param timeout ms: a deadline for a page that never gets there, not a speed check (a page writes
 *   and shows a change a while later on a loaded machine).
 * @throws Error from `failure`, given the last value read, when it is not wanted in time.
 */
async function pollFor<T>(
  read: () => Promise<T>,
  isWanted: (value: T) => boolean,
  failure: (last: T | undefined) => string,
  timeout: number,
): Promise<T> {
  let last: T | undefined;
  for (const deadline = Date.now() + timeout; Date.now() < deadline; ) {
    last = await read();
    if (isWanted(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(failure(last));
}

/** The value of `key` in `storage.local`, read from an extension page. */
async function storedLocally(page: Page, key: string): Promise<unknown> {
  return (await storageArea(page, 'local'))[key];
}

/**
 * This browser's id in `storage.local`, once it is there: the service worker makes it as it
 * starts, a game page after its first frame, both a while after the page opens on a loaded
 * machine.
 * @param timeout ms: a deadline for a browser that never stores one, not a speed check.
 * @throws Error when no id is stored in time.
 */
export async function storedDeviceId(page: Page, timeout = 30_000): Promise<string> {
  return (await pollFor(
    () => storedLocally(page, 'deviceId'),
    (deviceId) => typeof deviceId === 'string',
    () => `storage.local holds no device id after ${timeout / 1000} s.`,
    timeout,
  )) as string;
}

/**
 * Waits until the settings in `storage.local` have every value of `wanted`: the options page shows
 * a choice at once and writes it a moment later, and a page opened in between reads the one before.
 * @param timeout ms: a deadline for a page that never writes it, not a speed check.
 * @throws Error giving the stored settings when they do not have `wanted` in time.
 */
export async function untilSettingsStored(
  page: Page,
  wanted: Record<string, unknown>,
  timeout = 10_000,
): Promise<void> {
  await pollFor(
    async () =>
      ((await storedLocally(page, 'settings')) as { settings?: Record<string, unknown> })?.settings,
    (stored) => Object.entries(wanted).every(([key, value]) => stored?.[key] === value),
    (stored) =>
      `storage.local holds the settings ${JSON.stringify(stored)}, not ${JSON.stringify(wanted)}.`,
    timeout,
  );
}

/**
 * Waits until the board on `page` shows `game`'s tableau: each column's cards, face-down and
 * face-up, as `game` has them. A game stored behind a live page's back (`storeLocally`) reaches the
 * page a moment later; a page closed or reloaded before then writes the time its clock ran with
 * the game it still shows, over the one stored, as a player who closes a tab at the very moment
 * another browser's game arrives would (sync then keeps that one aside, state/sync-merge.ts).
 * @param timeout ms: a deadline for a page that never shows it, not a speed check.
 * @throws Error giving what each column showed when `game` is not shown in time.
 */
export async function untilBoardShows(page: Page, game: Game, timeout = 30_000): Promise<void> {
  const wanted = JSON.stringify(
    game.position.columns.map(({ cards, faceDown }) => [cards.length, cards.slice(faceDown)]),
  );
  await pollFor(
    () =>
      page.evaluate(
        (columns) =>
          JSON.stringify(
            Array.from({ length: columns }, (_, index) => {
              const cards = [...document.querySelectorAll(`[data-pile="${index}"] > .card`)];
              const faceUp = cards.flatMap((card) => (card as HTMLElement).dataset.card ?? []);
              return [cards.length, faceUp.map(Number)];
            }),
          ),
        game.position.columns.length,
      ),
    (shown) => shown === wanted,
    (shown) => `The board shows the columns [cards, face-up cards] ${shown}, not ${wanted}.`,
    timeout,
  );
}

/**
 * Waits until the game in `storage.local` is the deal `code`: a page writes a change once the
 * frame showing it is painted, a while later on a loaded machine.
 * @param timeout ms: a deadline for a page that never writes it, not a speed check.
 * @throws Error naming the code stored last when `code` is not stored in time.
 */
export async function untilGameStored(page: Page, code: string, timeout = 10_000): Promise<void> {
  await pollFor(
    async () =>
      ((await storedLocally(page, 'game')) as { game?: { code?: string } } | undefined)?.game?.code,
    (stored) => stored === code,
    (stored) => `storage.local holds the game ${stored ?? 'none'}, not ${code}.`,
    timeout,
  );
}

/**
 * Turns "Show the game on new tabs" on or off on the options page `options`, as a player does,
 * and waits until the setting is stored.
 * @throws Error when it is already as asked: the test that asks has lost track of it.
 */
export async function switchNewTabs(options: Page, isOn: boolean): Promise<void> {
  await options.bringToFront();
  const toggle = await find(options, 'Show the game on new tabs[role="checkbox"]');
  if ((await toggle.evaluate((input) => (input as HTMLInputElement).checked)) === isOn) {
    throw new Error(`"Show the game on new tabs" is already ${isOn ? 'on' : 'off'}.`);
  }
  await toggle.click();
  await options.waitForFunction(
    async (wanted) => {
      const { storage } = (globalThis as unknown as ChromeGlobal).chrome;
      const { settings } = await storage.local.get('settings');
      return (
        (settings as { settings?: { showOnNewTab?: boolean } })?.settings?.showOnNewTab === wanted
      );
    },
    {},
    isOn,
  );
}
