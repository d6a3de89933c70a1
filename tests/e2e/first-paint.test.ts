// The board painted from its snapshot before the page's scripts run (docs/speed.md, First paint).
// In Chromium, each test holds the page's main script chunk until it releases it, so that what
// shows before the app is live is seen as it is, however fast or slow the machine; the last tests,
// in Firefox too, read whether a page showed its snapshot from the mark it sets.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { HTTPRequest, Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserName,
  buildDir,
  chromiumOnly,
  collectErrors,
  type ExtensionBrowser,
  type ExtensionPage,
  isFirefox,
  launchWithExtension,
  screenshot,
  storeLocally,
  until,
  withCdp,
} from './browser';
import { lastMoveLeft, played } from './games';
import { columnCards, storageArea, switchNewTabs } from './player';

let extension: ExtensionBrowser;
beforeAll(async () => {
  extension = await launchWithExtension();
});
afterAll(async () => {
  await extension?.close();
});

/** What the page showed of the snapshot, recorded as it happened (installed before any script). */
interface SnapshotLog {
  /** The snapshot was put on the page (hidden until found current). */
  isInserted: boolean;
  /** In the first frame that showed it, or null if none did. */
  revealed: {
    cards: string[];
    isInert: boolean;
    ariaHidden: string | null;
    cursor: string;
    isLiveBoardThere: boolean;
    cardBackground: string;
    /** Where each of its cards lies. */
    places: CardPlace[];
    /** The card width the snapshot's board was given, '' if it computed its own. */
    keptCardWidth: string;
  } | null;
  /**
   * Where each card of the live board lay in the moment it took the snapshot's place (the task
   * that removed it, before any frame), or null until a revealed snapshot was removed.
   */
  handover: CardPlace[] | null;
}

/** A card's name and box: left, top, width and height in CSS px. */
interface CardPlace {
  name: string;
  box: number[];
}

/** In the page: where each card inside `scope` lies. */
function cardPlaces(scope: Element | null): CardPlace[] {
  return [...(scope?.querySelectorAll('[role="img"]') ?? [])].map((card) => {
    const { left, top, width, height } = card.getBoundingClientRect();
    return { name: card.getAttribute('aria-label') ?? '', box: [left, top, width, height] };
  });
}

/**
 * The cards of `seen` that lie elsewhere in `then`, or are other cards, as text: none when every
 * edge is within a twentieth of a pixel (sizes kept as text hold six digits; layout rounds to a
 * sixty-fourth of a pixel).
 */
function placesApart(seen: CardPlace[], then: CardPlace[]): string[] {
  return seen
    .filter(
      ({ name, box }, index) =>
        name !== then[index]?.name ||
        box.some((edge, side) => Math.abs(edge - (then[index]?.box[side] ?? Number.NaN)) >= 0.05),
    )
    .map(({ name, box }, index) => `${name} at ${box} became ${JSON.stringify(then[index])}`);
}

/** Has `page`, before any of its scripts, record what it shows of its snapshot (`snapshotLog`). */
async function watchSnapshot(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(`globalThis.cardPlaces = ${cardPlaces}`);
  await page.evaluateOnNewDocument(recordSnapshot);
}

function recordSnapshot(): void {
  // Installed beside it (`watchSnapshot`): a new document gets one function's source at a time.
  const { cardPlaces } = globalThis as unknown as {
    cardPlaces: (scope: Element | null) => CardPlace[];
  };
  const log: SnapshotLog = { isInserted: false, revealed: null, handover: null };
  (globalThis as { snapshotLog?: SnapshotLog }).snapshotLog = log;
  let isRevealed = false;
  new MutationObserver(() => {
    const holder = document.getElementById('board-snapshot');
    if (!holder) {
      if (isRevealed && log.handover === null) {
        log.handover = cardPlaces(document.getElementById('root'));
      }
      return;
    }
    log.isInserted = true;
    if (holder.style.visibility !== 'visible' || isRevealed) return;
    isRevealed = true;
    // Looked at in the frame that paints it: the page's style sheet, which holds the first frame
    // while it loads, may still be on its way when the snapshot is made visible.
    requestAnimationFrame(() => {
      const cards = [...holder.querySelectorAll('[role="img"]')];
      log.revealed = {
        cards: cards.map((card) => card.getAttribute('aria-label') ?? ''),
        isInert: holder.inert,
        ariaHidden: holder.getAttribute('aria-hidden'),
        cursor: getComputedStyle(document.documentElement).cursor,
        isLiveBoardThere: document.querySelector('#root [role="application"]') !== null,
        cardBackground: getComputedStyle(cards[cards.length - 1]).backgroundColor,
        places: cardPlaces(holder),
        keptCardWidth:
          holder.querySelector<HTMLElement>('.board')?.style.getPropertyValue('--card-w') ?? '',
      };
    });
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['style'],
  });
}

/**
 * Waits until `page` has run the module that keeps its board's snapshot, which it loads after its
 * first paint (components/use-board-snapshot.ts): imported again, by the page, the same module's
 * import resolves once it has run.
 */
async function untilSnapshotsKept(page: Page): Promise<void> {
  const chunk = readdirSync(join(buildDir, 'chunks')).find((name) =>
    /^take-snapshot-[^/]*\.js$/.test(name),
  );
  if (!chunk)
    throw new Error(`No take-snapshot chunk in ${buildDir}/chunks: rebuild the extension.`);
  // As source text: the test runner would rewrite an import() written here as its own.
  await page.evaluate(`import(new URL('/chunks/${chunk}', location.href).href).then(() => {})`);
}

/** When the game in this browser's `storage.local` was written, ms since the epoch. */
const storedWriteTime = async (page: Page) =>
  ((await storageArea(page, 'local')) as { game: { updatedAt: number } }).game.updatedAt;

/**
 * In the page: whether the snapshot under `key` is of a game written later than `before` (a JSON
 * `{ key, before }`, as `until` passes one argument).
 */
function laterSnapshot(watch: string): boolean {
  const { key, before } = JSON.parse(watch) as { key: string; before: number };
  return (JSON.parse(localStorage.getItem(key) ?? 'null')?.updatedAt ?? 0) > before;
}

/** The time on the clock of the snapshot kept under `key`, or null when it shows no clock. */
const keptClock = (page: Page, key: string) =>
  page.evaluate((key) => {
    const copy = document.createElement('template');
    copy.innerHTML = (JSON.parse(localStorage.getItem(key) ?? 'null') as { markup: string }).markup;
    return copy.content.querySelector('[data-clock]')?.textContent ?? null;
  }, key);

/** Waits until the page has painted a frame showing its snapshot (recordSnapshot). */
const untilRevealed = (page: Page) =>
  until(
    page,
    () => (globalThis as { snapshotLog?: SnapshotLog }).snapshotLog?.revealed != null,
    'a frame showing its snapshot',
  );

const snapshotLog = (page: Page) =>
  page.evaluate(() => (globalThis as { snapshotLog?: SnapshotLog }).snapshotLog as SnapshotLog);

/** The accessible names of the live board's cards, in page order. */
const liveCards = (page: Page) =>
  page.$$eval('#root [role="img"]', (cards) =>
    cards.map((card) => card.getAttribute('aria-label') ?? ''),
  );

const SNAPSHOT_KEY = { newtab: 'board-snapshot.v1.full', popup: 'board-snapshot.v1.compact' };

/** Opens `name` in a new page, the popup's at its 800 x 600. */
async function openPage(name: 'newtab' | 'popup'): Promise<Page> {
  const page = await extension.browser.newPage();
  if (name === 'popup') await page.setViewport({ width: 800, height: 600 });
  await extension.open(page, name);
  return page;
}

/** Opens `name` as a player would first see it, and waits until its board's snapshot is kept. */
async function playedPage(name: 'newtab' | 'popup'): Promise<Page> {
  const page = await openPage(name);
  await page.waitForSelector('aria/column 1');
  await until(page, (key) => localStorage.getItem(key) !== null, SNAPSHOT_KEY[name]);
  return page;
}

/**
 * Stores `game` (one whose King of spades is on the table), reloads `page` (the new tab, or the
 * popup's page as `name` says) and waits until it shows the game and has kept its board's
 * snapshot.
 */
async function showStored(
  page: Page,
  game: typeof lastMoveLeft,
  name: 'newtab' | 'popup' = 'newtab',
): Promise<void> {
  await storeLocally(page, { game });
  await extension.reload(page);
  await page.waitForSelector('aria/king of spades');
  await until(
    page,
    (key) => localStorage.getItem(key)?.includes('king of spades') === true,
    SNAPSHOT_KEY[name],
  );
}

/**
 * Opens the options page (a page of the extension that keeps no snapshot) once the snapshot under
 * `key` is of a game written later than `before`: what a closed page left.
 */
async function optionsOnceKept(key: string, before: number): Promise<Page> {
  const options = await extension.browser.newPage();
  await extension.open(options, 'options');
  await until(options, laterSnapshot, JSON.stringify({ key, before }));
  return options;
}

/** When the game the snapshot kept under `key` shows was written, ms since the epoch. */
const keptWriteTime = (page: Page, key: string) =>
  page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? 'null') as { updatedAt: number }).updatedAt,
    key,
  );

/** The page's main script chunk: everything its first paint needs. */
const APP_CHUNK = /\/chunks\/app-[^/]*\.js$/;
/** The board's input (keyboard and pointer play), loaded beside the saved game. */
const BOARD_INPUT_CHUNK = /\/chunks\/board-input-[^/]*\.js$/;

/**
 * Opens `name` in a new page whose script chunk `chunk` (by default the main one) is held until
 * `release()`: held the main one, the page parses, runs its snapshot script and paints, but its
 * app does not start.
 */
async function heldPage(
  name: ExtensionPage,
  prepare = async (_page: Page) => {},
  chunk = APP_CHUNK,
) {
  const page = await extension.browser.newPage();
  await prepare(page);
  if (name === 'popup') await page.setViewport({ width: 800, height: 600 });
  const held: HTTPRequest[] = [];
  let isReleased = false;
  let hold = () => {};
  const isAskedFor = new Promise<void>((resolve) => {
    hold = resolve;
  });
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (!isReleased && chunk.test(request.url())) {
      held.push(request);
      hold();
    } else request.continue();
  });
  await watchSnapshot(page);
  const errors = collectErrors(page);
  // The page's load waits for the held script: the navigation ends after the release.
  const navigation = extension.open(page, name);
  await until(page, () => document.readyState !== 'loading', name);
  return {
    page,
    errors,
    /** Resolves once the page has asked for the held chunk. */
    isAskedFor,
    /** Closes the page still held: its navigation ends unfinished. */
    async close() {
      await page.close();
      await navigation.catch(() => {});
    },
    async release() {
      isReleased = true;
      for (const request of held) await request.continue();
      await navigation;
      await page.waitForSelector('aria/column 1');
    },
  };
}

/** What `playAtFirstSight` did, recorded in the page. */
interface FirstInput {
  /** The name of the card the input was given to. */
  card: string;
  /** Whether a snapshot was still on the page in that moment. */
  isSnapshotThere: boolean;
}

/**
 * Installed before any script: in the same task the live board is put on the page (a mutation
 * observer runs before the browser paints or takes other input), sends the tab stop's card home
 * with F, or with a click (a press and release of the mouse, pointer 1) when `how` says `click`.
 */
function playAtFirstSight(how: string): void {
  const observer = new MutationObserver(() => {
    const board = document.querySelector('#root [role="application"]');
    const card = board?.querySelector<HTMLElement>('[tabindex="0"]');
    if (!card) return;
    observer.disconnect();
    const record: FirstInput = {
      card: card.getAttribute('aria-label') ?? '',
      isSnapshotThere: document.getElementById('board-snapshot') !== null,
    };
    (globalThis as { firstInput?: FirstInput }).firstInput = record;
    if (how === 'click') {
      const box = card.getBoundingClientRect();
      const at = { clientX: box.left + box.width / 2, clientY: box.top + 12 };
      const init = { ...at, bubbles: true, cancelable: true, pointerId: 1, isPrimary: true };
      card.dispatchEvent(new PointerEvent('pointerdown', { ...init, pointerType: 'mouse' }));
      card.dispatchEvent(new PointerEvent('pointerup', { ...init, pointerType: 'mouse' }));
    } else {
      card.focus();
      card.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'f', bubbles: true, cancelable: true }),
      );
    }
  });
  observer.observe(document, { subtree: true, childList: true });
}

/** Writes into this browser's `storage.local`, as another browser's sync or page would. */
async function changeStored(page: Page, change: (stored: Record<string, unknown>) => void) {
  await page.evaluate(`(async () => {
    const local = (globalThis.browser ?? globalThis.chrome).storage.local;
    const stored = await local.get(['game', 'settings']);
    (${change.toString()})(stored);
    await local.set(stored);
  })()`);
}

// Firefox: holding the page's script (request interception of a moz-extension page over WebDriver
// BiDi) and a preload script in it are not tried there yet; Firefox's first paint is tested by the
// marks its page sets (the last describe).
describe.skipIf(isFirefox)(
  chromiumOnly(`the first paint in ${browserName}`, 'Firefox: by its marks only, below'),
  () => {
    it.each(['newtab', 'popup'] as const)(
      'paints the stored board in the %s before its scripts run, as a picture input and screen readers pass over',
      async (name) => {
        const played = await playedPage(name);
        const cards = await liveCards(played);
        await played.close();

        const { page, errors, release } = await heldPage(name);
        await untilRevealed(page);
        await screenshot(page, `first-paint-${name}`);
        const log = await snapshotLog(page);
        expect(log.revealed).toMatchObject({
          cards,
          isInert: true,
          ariaHidden: 'true',
          cursor: 'progress',
          isLiveBoardThere: false,
        });
        // Nothing of it reaches assistive technology: no pile is there by its name.
        expect(await page.$('aria/column 1')).toBeNull();
        // A click on its first column's last card reaches nothing.
        const card = await page.$('#board-snapshot [role="img"]:last-of-type');
        await card?.click();

        await release();
        expect(await page.$('#board-snapshot')).toBeNull();
        expect(await page.evaluate(() => document.documentElement.style.cursor)).toBe('');
        expect(await liveCards(page)).toEqual(cards);
        expect(await page.$$('aria/column 1[role="group"]')).toHaveLength(1);
        const marks = await page.evaluate(() =>
          ['board-snapshot-painted', 'board-painted'].map(
            (name) => performance.getEntriesByName(name)[0]?.startTime ?? null,
          ),
        );
        expect(marks[0]).not.toBeNull();
        expect(marks[0]).toBeLessThan(marks[1] as number);
        expect(errors).toEqual([]);
        await page.close();
      },
    );

    it('keeps the board of a game under way for the next page when a page is closed while its clock runs', async () => {
      const played = await playedPage('newtab');
      // A move counted: the clock runs while the page shows the game, and closing the page
      // writes its time to the stored game.
      await showStored(played, lastMoveLeft);
      const cards = await liveCards(played);
      const before = await storedWriteTime(played);
      await played.close();

      // What the closed page left: the time it wrote, and a snapshot of that write.
      const options = await optionsOnceKept(SNAPSHOT_KEY.newtab, before);
      const stored = await storedWriteTime(options);
      const kept = await keptWriteTime(options, SNAPSHOT_KEY.newtab);
      await options.close();
      expect(stored).toBeGreaterThan(before);
      expect(kept).toBe(stored);

      const { page, release } = await heldPage('newtab');
      await untilRevealed(page);
      expect((await snapshotLog(page)).revealed?.cards).toEqual(cards);
      await release();
      expect(await liveCards(page)).toEqual(cards);
      await page.close();
    });

    it("keeps the popup's snapshot for the next popup when a new tab showed the same game a while and closed", async () => {
      const popup = await playedPage('popup');
      await showStored(popup, lastMoveLeft, 'popup');
      const cards = await liveCards(popup);
      const before = await storedWriteTime(popup);
      await popup.close();
      // The popup's clock ran: closing it wrote its time, and its snapshot of that write.
      const options = await optionsOnceKept(SNAPSHOT_KEY.popup, before);
      const popupClosed = await storedWriteTime(options);
      const popupClock = await keptClock(options, SNAPSHOT_KEY.popup);
      await options.close();

      // A new tab shows the same game until its clock has moved on, and closes: its time is one
      // more write, of the same board.
      const newTab = await playedPage('newtab');
      await newTab.waitForSelector('aria/king of spades');
      await until(
        newTab,
        (shown) => document.querySelector('#root [data-clock]')?.textContent !== shown,
        popupClock ?? '',
      );
      await newTab.close();
      const after = await optionsOnceKept(SNAPSHOT_KEY.popup, popupClosed);
      const stored = await storedWriteTime(after);
      const kept = await keptWriteTime(after, SNAPSHOT_KEY.popup);
      const newTabClock = await keptClock(after, SNAPSHOT_KEY.newtab);
      const carriedClock = await keptClock(after, SNAPSHOT_KEY.popup);
      await after.close();
      expect(stored).toBeGreaterThan(popupClosed);
      expect(kept).toBe(stored);
      // The popup's picture shows the time the new tab showed last, not its own.
      expect(carriedClock).toBe(newTabClock);
      expect(carriedClock).not.toBe(popupClock);

      const { page, release } = await heldPage('popup');
      await untilRevealed(page);
      await screenshot(page, 'first-paint-popup-carried');
      expect((await snapshotLog(page)).revealed?.cards).toEqual(cards);
      expect(await page.$eval('#board-snapshot [data-clock]', (clock) => clock.textContent)).toBe(
        carriedClock,
      );
      await release();
      expect(await liveCards(page)).toEqual(cards);
      await page.close();
    });

    it('keeps the board a hidden page was told of, not the one it showed before', async () => {
      const played = await playedPage('newtab');
      const options = await extension.browser.newPage();
      await extension.open(options, 'options');
      await options.bringToFront();
      await until(played, () => document.visibilityState === 'hidden', 'hidden');
      // Stored as another browser's sync would: the hidden page shows it, and keeps its snapshot.
      await storeLocally(options, { game: lastMoveLeft });
      const written = await storedWriteTime(options);
      await until(
        played,
        (watch) => {
          const { key, written } = JSON.parse(watch) as { key: string; written: number };
          return JSON.parse(localStorage.getItem(key) ?? 'null')?.updatedAt === written;
        },
        JSON.stringify({ key: SNAPSHOT_KEY.newtab, written }),
      );
      await played.close();
      await options.close();

      const { page, release } = await heldPage('newtab');
      await untilRevealed(page);
      const shown = (await snapshotLog(page)).revealed?.cards;
      await release();
      expect(shown).toContain('king of spades');
      expect(shown).toEqual(await liveCards(page));
      await page.close();
    });

    it('keeps the board at rest when a page is hidden with a group picked up by keys', async () => {
      const played = await playedPage('newtab');
      await showStored(played, lastMoveLeft);
      await played.focus('aria/king of spades');
      await played.keyboard.press('Enter');
      await played.waitForSelector('.board.is-keyboard-lift .is-lifted');
      const before = await keptWriteTime(played, SNAPSHOT_KEY.newtab);
      // Another page in front hides this one, which keeps its snapshot then (its clock stops and
      // writes its time: a later write).
      const options = await optionsOnceKept(SNAPSHOT_KEY.newtab, before);
      expect(await played.$$('.is-lifted')).not.toHaveLength(0);
      await played.close();
      await options.close();

      const { page, release } = await heldPage('newtab');
      await untilRevealed(page);
      const raised = await page.$$eval(
        '#board-snapshot :is(.is-lifted, .is-keyboard-lift, .is-target)',
        (found) => found.map((element) => element.getAttribute('aria-label') ?? element.className),
      );
      expect((await snapshotLog(page)).revealed?.cards).toContain('king of spades');
      await release();
      expect(raised).toEqual([]);
      await page.close();
    });

    it.each([
      [
        "a game another browser's sync stored",
        (stored: Record<string, unknown>) => {
          const game = stored.game as { revision: number; updatedAt: number };
          game.revision += 1;
          game.updatedAt += 1;
        },
      ],
      [
        'a board another page wrote at once under its revision and time',
        (stored: Record<string, unknown>) => {
          const { game } = stored.game as { game: { score: number } };
          game.score += 5;
        },
      ],
      [
        'settings changed while no board was open',
        (stored: Record<string, unknown>) => {
          stored.settings = {
            settings: (stored.settings as { settings?: object } | undefined)?.settings ?? {},
            updatedAt: Date.now(),
          };
        },
      ],
    ])('never paints a snapshot older than %s', async (_, change) => {
      const played = await playedPage('newtab');
      await played.close();
      const options = await extension.browser.newPage();
      await extension.open(options, 'options');
      await changeStored(options, change);
      await options.close();

      const { page, release } = await heldPage('newtab');
      // The snapshot is put on the page hidden, and taken off once the stored game says it is old.
      await until(
        page,
        () =>
          (globalThis as { snapshotLog?: SnapshotLog }).snapshotLog?.isInserted === true &&
          document.getElementById('board-snapshot') === null,
        'snapshot dropped',
      );
      expect((await snapshotLog(page)).revealed).toBeNull();
      await release();
      expect(
        await page.evaluate(() => performance.getEntriesByName('board-snapshot-painted')),
      ).toEqual([]);
      await page.close();
    });

    it('paints no board on a new tab given to the browser’s own, though a deal link left one', async () => {
      const played = await playedPage('newtab');
      // Stored: a page is live for these tests once it has written the deal it shows.
      const { game } = (await storageArea(played, 'local')) as { game: { game: { code: string } } };
      const { code } = game.game;
      await played.close();
      const options = await extension.browser.newPage();
      await extension.open(options, 'options');
      try {
        await switchNewTabs(options, false);
        // A deal link's page keeps the game, and the snapshot of its board, under that choice.
        const link = await extension.browser.newPage();
        await extension.open(link, 'newtab', { deal: code });
        await link.waitForSelector('aria/column 1');
        const { settings } = (await storageArea(link, 'local')) as {
          settings: { updatedAt: number };
        };
        await until(
          link,
          (watch) => {
            const { key, updatedAt } = JSON.parse(watch) as { key: string; updatedAt: number };
            return JSON.parse(localStorage.getItem(key) ?? 'null')?.settingsUpdatedAt === updatedAt;
          },
          JSON.stringify({ key: SNAPSHOT_KEY.newtab, updatedAt: settings.updatedAt }),
        );
        await link.close();

        // Its script held, the new tab stays before the moment it gives its tab on.
        const held = await heldPage('newtab');
        await until(
          held.page,
          () =>
            (globalThis as { snapshotLog?: SnapshotLog }).snapshotLog?.isInserted === true &&
            document.getElementById('board-snapshot') === null,
          'snapshot dropped',
        );
        expect((await snapshotLog(held.page)).revealed).toBeNull();
        await held.close();
        // The same snapshot is current for a deal link's page, which shows the game.
        const again = await extension.browser.newPage();
        await watchSnapshot(again);
        await extension.open(again, 'newtab', { deal: code });
        await untilRevealed(again);
        await again.close();
      } finally {
        // The next tests' new tabs show the game again.
        await changeStored(options, (stored) => {
          const settings = stored.settings as { settings: object; updatedAt: number } | undefined;
          stored.settings = {
            settings: { ...settings?.settings, showOnNewTab: true },
            updatedAt: Date.now(),
          };
        });
        await options.close();
      }
    });

    it('paints as before without a snapshot, or with one it cannot read', async () => {
      for (const kept of [null, '{"revision":', '{"revision":"7"}']) {
        const played = await playedPage('newtab');
        await played.close();
        // From a page without a board: a closing game page keeps a snapshot of its own.
        const options = await extension.browser.newPage();
        await extension.open(options, 'options');
        await options.evaluate(
          (key, value) =>
            value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value),
          SNAPSHOT_KEY.newtab,
          kept,
        );
        await options.close();
        const { page, errors, release } = await heldPage('newtab');
        await release();
        expect((await snapshotLog(page)).isInserted).toBe(false);
        expect(await page.$$('aria/column 1[role="group"]')).toHaveLength(1);
        expect(errors).toEqual([]);
        await page.close();
      }
    });

    it.each(['key', 'click'])(
      'ignores input visibly until the board is live, and answers a %s given in the moment it is',
      async (how) => {
        const played = await playedPage('newtab');
        // With no move counted its clock stands still, so closing the page writes no new time
        // and its snapshot stays current.
        await showStored(played, { ...lastMoveLeft, moves: 0 });
        await played.close();

        // The page's app runs and reads the game, but its board's input is held.
        const { page, errors, isAskedFor, release } = await heldPage(
          'newtab',
          (page) => page.evaluateOnNewDocument(playAtFirstSight, how).then(() => {}),
          BOARD_INPUT_CHUNK,
        );
        await until(page, () => document.querySelector('#root main.game') !== null, 'its app');
        await untilRevealed(page);
        await isAskedFor;
        // Meanwhile the snapshot stands, inert under the progress cursor, and no live board.
        const log = await snapshotLog(page);
        expect(log.revealed).toMatchObject({ isInert: true, cursor: 'progress' });
        expect(await page.$('#board-snapshot')).not.toBeNull();
        expect(await page.$('#root [role="application"]')).toBeNull();
        // A click on its King reaches nothing.
        await (await page.$('#board-snapshot [role="img"]:last-of-type'))?.click();

        await release();
        await until(
          page,
          () => (globalThis as { firstInput?: unknown }).firstInput !== undefined,
          'its first input',
        );
        const first = await page.evaluate(
          () => (globalThis as { firstInput?: FirstInput }).firstInput,
        );
        expect(first).toEqual({ card: 'king of spades', isSnapshotThere: false });
        // The King went home: the game is won.
        await page.waitForSelector('aria/You won![role="dialog"]');
        expect(await columnCards(page, 1)).toEqual([]);
        expect(errors).toEqual([]);
        await page.close();
      },
    );

    it('paints the snapshot in the colours of dark mode', async () => {
      await withCdp(async () => {
        const played = await playedPage('newtab');
        await played.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]);
        const liveBackground = await played.$$eval(
          '#root [role="img"]',
          (cards) => getComputedStyle(cards[cards.length - 1]).backgroundColor,
        );
        await played.close();
        const { page, release } = await heldPage('newtab', (page) =>
          page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: 'dark' }]),
        );
        await untilRevealed(page);
        await screenshot(page, 'first-paint-dark');
        expect((await snapshotLog(page)).revealed?.cardBackground).toBe(liveBackground);
        await release();
        await page.close();
      });
    });

    it('paints each card where the live board lays it, in the window the snapshot was kept in and in a smaller one', async () => {
      const kept = { width: 1280, height: 800 };
      const first = await extension.browser.newPage();
      await first.setViewport(kept);
      await extension.open(first, 'newtab');
      await first.waitForSelector('aria/column 1');
      // A game under way: long fanned columns over face-down cards, and cards home.
      await storeLocally(first, { game: played('YU1-C-AAAAAAB', 12) });
      await extension.reload(first);
      await first.waitForSelector('aria/column 1');
      const { game } = (await storageArea(first, 'local')) as {
        game: { revision: number; updatedAt: number };
      };
      await until(
        first,
        (watch) => {
          const { key, revision, updatedAt } = JSON.parse(watch);
          const snapshot = JSON.parse(localStorage.getItem(key) ?? 'null');
          return (
            snapshot?.revision === revision && snapshot.updatedAt === updatedAt && !!snapshot.sizes
          );
        },
        JSON.stringify({
          key: SNAPSHOT_KEY.newtab,
          revision: game.revision,
          updatedAt: game.updatedAt,
        }),
      );
      let before = await storedWriteTime(first);
      await first.close();
      await (await optionsOnceKept(SNAPSHOT_KEY.newtab, before)).close();

      for (const viewport of [kept, { width: 1000, height: 640 }]) {
        const { page, release } = await heldPage('newtab', (page) => page.setViewport(viewport));
        await untilRevealed(page);
        const { revealed } = await snapshotLog(page);
        // With the table of the box it was kept with, the snapshot's board is given the sizes
        // computed from it (so its first frame need not compute them: docs/speed.md, First
        // paint); with another, it computes its own, as the live board does.
        expect(revealed?.keptCardWidth === '').toBe(viewport !== kept);
        expect(revealed?.places.length).toBeGreaterThan(40);
        await release();
        await until(
          page,
          () => (globalThis as { snapshotLog?: SnapshotLog }).snapshotLog?.handover != null,
          'the live board in the snapshot’s place',
        );
        // Nothing moves when the live board takes the picture's place, nor after.
        const { handover } = await snapshotLog(page);
        const live = await page.$eval('#root', cardPlaces);
        expect(handover).toHaveLength(revealed?.places.length ?? 0);
        expect(live).toHaveLength(revealed?.places.length ?? 0);
        expect(placesApart(revealed?.places ?? [], handover ?? [])).toEqual([]);
        expect(placesApart(revealed?.places ?? [], live)).toEqual([]);
        // A page closed before what keeps its snapshot has loaded keeps none.
        await untilSnapshotsKept(page);
        before = await storedWriteTime(page);
        await page.close();
        // Closing it wrote its clock's time: the next page paints the snapshot kept then.
        await (await optionsOnceKept(SNAPSHOT_KEY.newtab, before)).close();
      }
    });
  },
);

// In both browsers, the page's script not held: the mark the snapshot's script sets once it has
// shown one (components/board-snapshot.ts) says whether it did. The snapshot's check asks the
// browser's own storage object, Firefox's `browser` or Chromium's `chrome`, before the page's
// modules load; its answer comes before theirs.
describe(`the snapshot's check in ${browserName}`, () => {
  /** The names of the performance marks `page` has set. */
  const marks = (page: Page) =>
    page.evaluate(() => performance.getEntriesByType('mark').map((mark) => mark.name));

  it.each(['newtab', 'popup'] as const)(
    'paints the %s from its snapshot of the stored game, never from one older',
    async (name) => {
      const played = await playedPage(name);
      const cards = await liveCards(played);
      await played.close();
      const again = await openPage(name);
      // The mark comes in the frame after the snapshot shows, which may be after the live board.
      await until(
        again,
        (mark) => performance.getEntriesByName(mark).length > 0,
        'board-snapshot-painted',
      );
      // Laid out in the sizes kept with it: this window is the one the snapshot was kept in.
      expect(
        await again.evaluate(
          (mark) => (performance.getEntriesByName(mark)[0] as PerformanceMark).detail,
          'board-snapshot-painted',
        ),
      ).toEqual({ isSized: true });
      await again.waitForSelector('aria/column 1');
      // The live board took its place.
      expect(await again.$('#board-snapshot')).toBeNull();
      expect(await liveCards(again)).toEqual(cards);
      await again.close();

      const options = await extension.browser.newPage();
      await extension.open(options, 'options');
      // A later revision of the same game, as another browser's sync stores it.
      await changeStored(options, (stored) => {
        (stored.game as { revision: number }).revision += 1;
      });
      await options.close();
      const stale = await openPage(name);
      await stale.waitForSelector('aria/column 1');
      await until(stale, (mark) => performance.getEntriesByName(mark).length > 0, 'board-painted');
      expect(await marks(stale)).not.toContain('board-snapshot-painted');
      await stale.close();
    },
  );
});
