// `npm start` (README, Quick start) runs WXT's dev server, whose pages load their scripts and the
// solver's worker from http://localhost:3000 rather than from the extension. Chromium 148 and
// later killed every game page there ("Aw, Snap!") when the worker started; the built extension
// the other E2E tests load never showed it. This test loads the dev server's extension instead,
// in Chromium and in Firefox (`npm run start:firefox`), whose worker starts without that fix.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type WxtDevServer } from 'wxt';
import { newGame } from '../../engine';
import { pickHint } from '../../engine/hint';
import { solve } from '../../engine/solver';
import { SOLVE_BUDGET_MS } from '../../state/solver-store';
import { PAGE_MAX_POSITIONS } from '../../state/solver-thread';
import {
  browserName,
  collectErrors,
  type ExtensionBrowser,
  isFirefox,
  launchWithExtension,
  screenshot,
  storeLocally,
} from './browser';
import { hintSentence } from './names';

const root = fileURLToPath(new URL('../..', import.meta.url));

let server: WxtDevServer | undefined;
let extension: ExtensionBrowser | undefined;
beforeAll(async () => {
  // No browser of its own: the test opens Chromium as the other E2E tests do.
  server = await createServer({
    root,
    browser: isFirefox ? 'firefox' : 'chrome',
    webExt: { disabled: true },
    // Each browser's dev server asks for its own port first (WXT takes the next free one if it
    // is busy), so that the Chromium and Firefox runs may go side by side without racing for one.
    dev: { server: { port: isFirefox ? 3001 : 3000 } },
    logger: quietLogger(),
  });
  await server.start();
  extension = await launchWithExtension(
    `${root}.output/${isFirefox ? 'firefox' : 'chrome'}-mv3-dev`,
  );
  // The development build opens a game tab of its own when installed (entrypoints/background.ts).
  // Left open, it could come to the front over the test's page (a hidden page starts no search)
  // and write its own first deal over the one the test stores: it is closed first.
  const { browser, pageUrl } = extension;
  if (isFirefox) {
    // Firefox reports no moz-extension address for a page: each page is asked where it is.
    for (const deadline = Date.now() + 20_000; Date.now() < deadline; ) {
      const pages = await browser.pages();
      const addresses = await Promise.all(
        pages.map((page) => page.evaluate(() => location.href).catch(() => '')),
      );
      const own = pages.find((_, index) => addresses[index] === pageUrl('newtab'));
      if (own) {
        await own.close();
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } else {
    const ownTab = await browser.waitForTarget(
      (target) =>
        target.type() === 'page' &&
        (target.url() === pageUrl('newtab') || target.url().startsWith('chrome://newtab')),
      { timeout: 20_000 },
    );
    await (await ownTab.page())?.close();
  }
}, 120_000);
afterAll(async () => {
  await extension?.close();
  await server?.stop();
});

describe(`npm start (the dev server) in ${browserName}`, () => {
  it("shows a playable game whose solver's worker answers the verdict and the hint", async () => {
    if (!extension) throw new Error('No browser.');
    const page = await extension.browser.newPage();
    const errors = collectErrors(page);
    const loads: string[] = [];
    /** What the page shows and what happened, for a failure's message. */
    const explain = async (what: string) => {
      const shown = await page
        .evaluate(() => ({
          visibility: document.visibilityState,
          deal: document.querySelector('.deal-code')?.getAttribute('aria-label'),
          verdict: document.querySelector('.game-bar .verdict')?.textContent,
          hint: document.querySelector('.hint-region')?.textContent,
          buttons: Array.from(document.querySelectorAll('.game-bar button'), (button) =>
            [button.textContent, (button as HTMLButtonElement).disabled ? '(disabled)' : ''].join(
              ' ',
            ),
          ),
        }))
        .catch((error: unknown) => String(error));
      return new Error(
        `${what}. Page: ${JSON.stringify(shown)}; loads after the reload: ${JSON.stringify(loads)}; ` +
          `page errors: ${JSON.stringify(errors)}; WXT said: ${JSON.stringify(serverLog)}`,
      );
    };
    // Each wait ends at once when the page crashes, with puppeteer's "Page crashed!", and with
    // what the page shows when it times out.
    const crashed = new Promise<never>((_, reject) => page.once('error', reject));
    crashed.catch(() => {});
    const waitFor = async <T>(what: string, waiting: Promise<T>) => {
      try {
        return await Promise.race([crashed, waiting]);
      } catch (error) {
        if (String(error).includes('Page crashed')) throw error;
        throw await explain(`${what}: ${String(error)}`);
      }
    };
    // Puppeteer's aria/ queries never answer on the dev server's pages (Chromium 156), so the
    // names are read from the attributes that give them.
    const boardShown = () =>
      waitFor(
        'No board',
        page.waitForSelector('[role="group"][aria-label="column 1"] [role="img"]'),
      );

    await extension.open(page, 'newtab');
    // The page has read storage and saved its own first deal: nothing it writes later can
    // replace the game stored next.
    await boardShown();
    // A known deal whose winning line's first move is not the move the hint falls back to when
    // the solver does not answer, with the verdict on: only the worker can say "Can be won".
    const game = newGame('YU1-C-AAAAAAB');
    const { solution } = solve('C', game.position, {
      budgetMs: SOLVE_BUDGET_MS,
      maxPositions: PAGE_MAX_POSITIONS,
    });
    const [first] = solution;
    if (!first) throw new Error('No winning line found for YU1-C-AAAAAAB, a winnable deal.');
    expect(first).not.toEqual(pickHint(game, {}));
    await waitFor('Not stored', storeLocally(page, { game, settings: { showVerdict: true } }));
    await waitFor('Not reloaded', extension.reload(page));
    page.on('load', () => loads.push(page.url()));
    // The solver starts once the board is painted, and a tab behind another paints nothing.
    await page.bringToFront();
    await waitFor(
      'Not shown',
      page.waitForFunction(() => document.visibilityState === 'visible'),
    );
    await boardShown();
    // Gone if the dev server reloads the page (Firefox reports no load event for the check below).
    await page.evaluate(() => {
      (globalThis as { isShownByTest?: boolean }).isShownByTest = true;
    });
    expect(await page.$eval('.deal-code', (code) => code.getAttribute('aria-label'))).toBe(
      'Copy deal YU1-C-AAAAAAB',
    );

    await waitFor(
      'No verdict from the worker',
      page.waitForFunction(
        () => document.querySelector('.game-bar .verdict')?.textContent === 'Can be won',
        { timeout: 20_000 },
      ),
    );
    const pressed = await page.$$eval('.game-bar button', (buttons) => {
      const hint = buttons.find((button) => button.textContent === 'Hint');
      hint?.click();
      return hint !== undefined;
    });
    expect(pressed).toBe(true);
    await waitFor('No hinted card', page.waitForSelector('.card.is-hinted', { timeout: 10_000 }));
    expect(await page.$eval('.hint-region', (region) => region.textContent)).toBe(
      hintSentence(game.position, first),
    );
    await screenshot(page, 'dev-server-hint');
    // The dev server did not reload the page on its own, and the page logged no error.
    expect(loads).toEqual([]);
    expect(
      await page.evaluate(() => (globalThis as { isShownByTest?: boolean }).isShownByTest),
    ).toBe(true);
    expect(errors).toEqual([]);
  }, 90_000);
});

/** What WXT's dev server reported (reloads, rebuilds), shown when the test fails. */
const serverLog: string[] = [];

/** WXT's logger: its warnings and errors on the console, the rest kept in `serverLog`. */
function quietLogger(): NonNullable<Parameters<typeof createServer>[0]>['logger'] {
  const quiet = () => {};
  const kept = (...parts: unknown[]) => serverLog.push(parts.map(String).join(' ').slice(0, 200));
  const { warn, error } = console;
  return {
    debug: quiet,
    log: kept,
    info: kept,
    success: kept,
    warn,
    error,
    fatal: error,
    level: 1,
  };
}
