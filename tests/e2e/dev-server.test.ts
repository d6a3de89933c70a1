// `npm start` (README, Quick start) runs WXT's dev server, whose pages load their scripts and the
// solver's worker from http://localhost:3000 rather than from the extension. Chromium 148 and
// later killed every game page there ("Aw, Snap!") when the worker started; the built extension
// the other E2E tests load never showed it. This test loads the dev server's extension instead.
import { fileURLToPath } from 'node:url';
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
    const page = await extension.browser.newPage();
    const errors = collectErrors(page);
    // Each wait ends at once when the page crashes, with puppeteer's "Page crashed!".
    const crashed = new Promise<never>((_, reject) => page.once('error', reject));
    crashed.catch(() => {});
    const unlessCrashed = <T>(waiting: Promise<T>) => Promise.race([crashed, waiting]);
    await page.goto(extension.pageUrl('newtab'));
    // A known deal, whose first hint is a move (a random one could have none).
    await storeLocally(page, { game: newGame('YU1-C-AAAAAAB') });
    await page.reload();
    // The solver starts once the board is painted, and a tab behind another paints nothing: the
    // dev server's extension opens a tab of its own when it is installed.
    await page.bringToFront();
    await unlessCrashed(page.waitForFunction(() => document.visibilityState === 'visible'));
    // Puppeteer's aria/ queries never answer on the dev server's pages (Chromium 156), so the
    // names are read from the attributes that give them.
    await unlessCrashed(page.waitForSelector('[role="group"][aria-label="column 1"] [role="img"]'));
    // The solver's worker, started from the page's own origin (blob:), once the board is shown.
    await unlessCrashed(
      extension.browser.waitForTarget((target) =>
        target.url().startsWith(`blob:chrome-extension://${extension?.extensionId}/`),
      ),
    );
    await page.$$eval('.game-bar button', (buttons) =>
      buttons.find((button) => button.textContent === 'Hint')?.click(),
    );
    await unlessCrashed(page.waitForSelector('.card.is-hinted', { timeout: 20_000 }));
    const hint = await page.$eval('.hint-region', (region) => region.textContent ?? '');
    expect(hint).toMatch(/^Move .+ (to column \d|to its foundation)\.$/);
    expect(await page.$eval('.deal-code', (code) => code.getAttribute('aria-label'))).toBe(
      'Copy deal code YU1-C-AAAAAAB',
    );
    await screenshot(page, 'dev-server-hint');
    expect(errors).toEqual([]);
  }, 60_000);
});

/** WXT's logger with only its warnings and errors, not its progress lines. */
function quietLogger(): NonNullable<Parameters<typeof createServer>[0]>['logger'] {
  const quiet = () => {};
  const { warn, error } = console;
  return {
    debug: quiet,
    log: quiet,
    info: quiet,
    success: quiet,
    warn,
    error,
    fatal: error,
    level: 1,
  };
}
