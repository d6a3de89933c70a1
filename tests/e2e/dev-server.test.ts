// `npm start` (README, Quick start) runs WXT's dev server, whose pages load their scripts and the
// solver's worker from http://localhost:3000 rather than from the extension. Chromium 148 and
// later killed every game page there ("Aw, Snap!") when the worker started; the built extension
// the other E2E tests load never showed it. This test loads the dev server's extension instead.
import { fileURLToPath } from 'node:url';
import type { Target } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type WxtDevServer } from 'wxt';
import { newGame } from '../../engine';
import {
  collectErrors,
  type ExtensionBrowser,
  launchWithExtension,
  screenshot,
  storeLocally,
} from './browser';

const root = fileURLToPath(new URL('../..', import.meta.url));

let server: WxtDevServer | undefined;
let extension: ExtensionBrowser | undefined;
beforeAll(async () => {
  // No browser of its own: the test opens Chromium as the other E2E tests do.
  server = await createServer({ root, webExt: { disabled: true }, logger: quietLogger() });
  await server.start();
  extension = await launchWithExtension(`${root}.output/chrome-mv3-dev`);
}, 120_000);
afterAll(async () => {
  await extension?.close();
  await server?.stop();
});

describe('npm start (the dev server)', () => {
  it('shows a playable game whose solver answers a hint', async () => {
    if (!extension) throw new Error('No browser.');
    const { browser, extensionId } = extension;
    const page = await browser.newPage();
    const errors = collectErrors(page);
    // Each wait ends at once when the page crashes, with puppeteer's "Page crashed!".
    const crashed = new Promise<never>((_, reject) => page.once('error', reject));
    crashed.catch(() => {});
    const unlessCrashed = <T>(waiting: Promise<T>) => Promise.race([crashed, waiting]);
    // Puppeteer's aria/ queries never answer on the dev server's pages (Chromium 156), so the
    // names are read from the attributes that give them.
    const boardShown = () =>
      unlessCrashed(page.waitForSelector('[role="group"][aria-label="column 1"] [role="img"]'));
    await page.goto(extension.pageUrl('newtab'));
    // The page has read storage and saved its own first deal: nothing it writes later can
    // replace the game stored next.
    await boardShown();
    // A known deal, whose first hint is a move (a random one could have none).
    await storeLocally(page, { game: newGame('YU1-C-AAAAAAB') });
    const workersBefore = new Set(browser.targets().filter(isWorkerOf(extensionId)));
    await page.reload();
    const loads: string[] = [];
    page.on('load', () => loads.push(`${page.url()} at ${performance.now().toFixed(0)} ms`));
    // The solver starts once the board is painted, and a tab behind another paints nothing: the
    // dev server's extension opens a tab of its own when it is installed.
    await page.bringToFront();
    await unlessCrashed(page.waitForFunction(() => document.visibilityState === 'visible'));
    await boardShown();
    expect(await page.$eval('.deal-code', (code) => code.getAttribute('aria-label'))).toBe(
      'Copy deal code YU1-C-AAAAAAB',
    );
    // This page's solver worker, started from the page's own origin (blob:).
    await unlessCrashed(
      browser.waitForTarget(
        (target) => isWorkerOf(extensionId)(target) && !workersBefore.has(target),
      ),
    );
    const hinted = async () => {
      await page.$$eval('.game-bar button', (buttons) =>
        buttons.find((button) => button.textContent === 'Hint')?.click(),
      );
      return unlessCrashed(page.waitForSelector('.card.is-hinted', { timeout: 15_000 })).then(
        () => true,
        (error: unknown) => {
          if (String(error).includes('Page crashed')) throw error;
          return false;
        },
      );
    };
    let isHinted = await hinted();
    if (!isHinted && loads.length > 0) {
      // The dev server reloaded the page (a rebuild, new dependencies): a player asks again.
      await boardShown();
      isHinted = await hinted();
    }
    if (!isHinted) {
      const state = await page.evaluate(() => ({
        hint: document.querySelector('.hint-region')?.textContent,
        deal: document.querySelector('.deal-code')?.getAttribute('aria-label'),
        buttons: Array.from(document.querySelectorAll('.game-bar button'), (button) =>
          [button.textContent, (button as HTMLButtonElement).disabled ? 'disabled' : ''].join(' '),
        ),
      }));
      throw new Error(
        `No hinted card. Page: ${JSON.stringify(state)}; loads since the reload: ${JSON.stringify(loads)}; ` +
          `server said: ${JSON.stringify(serverLog)}; page errors: ${JSON.stringify(errors)}`,
      );
    }
    const hint = await page.$eval('.hint-region', (region) => region.textContent ?? '');
    expect(hint).toMatch(/^Move .+ (to column \d|to its foundation)\.$/);
    await screenshot(page, 'dev-server-hint');
    expect(errors).toEqual([]);
  }, 90_000);
});

/** Whether a target is a worker started from a blob: URL of the extension's pages. */
function isWorkerOf(extensionId: string): (target: Target) => boolean {
  return (target) => target.url().startsWith(`blob:chrome-extension://${extensionId}/`);
}

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
