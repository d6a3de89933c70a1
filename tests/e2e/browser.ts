// Launches a real browser with the built extension: Chromium (`.output/chrome-mv3`) or, with
// E2E_BROWSER=firefox, Firefox ESR (`.output/firefox-mv3`); `npm test` builds both and runs every
// test file in each (vitest.config.ts). Flags and quirks: docs/toolchain.md.
import { existsSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer, { type Browser, type Page } from 'puppeteer';
import type { Game } from '../../engine';
import {
  FIREFOX_UUID,
  launchFirefox,
  leave,
  openFirefoxNewTab,
  uninstallFromFirefox,
  until,
  within,
} from './firefox';

export { until } from './firefox';

/** The browser these tests drive, from E2E_BROWSER (`chromium` unless it says `firefox`). */
export const browserName: 'chromium' | 'firefox' =
  process.env.E2E_BROWSER === 'firefox' ? 'firefox' : 'chromium';
export const isFirefox = browserName === 'firefox';

/** The built extension the tests load (`npx wxt build`, `-b firefox` for Firefox). */
export const buildDir = fileURLToPath(
  new URL(`../../.output/${isFirefox ? 'firefox' : 'chrome'}-mv3`, import.meta.url),
);
const screenshotDir = fileURLToPath(new URL('./screenshots', import.meta.url));

const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The extension's own pages, by the name of their entry point. */
export type ExtensionPage = 'newtab' | 'popup' | 'options';

export interface ExtensionBrowser {
  browser: Browser;
  /** The extension's id in Chromium, its pinned UUID in Firefox: the host of its pages. */
  extensionId: string;
  /** `chrome-extension://<id>` or `moz-extension://<uuid>`: where the extension's pages live. */
  origin: string;
  /** `<origin>/<name>.html`, with `query` as its search parameters. */
  pageUrl(name: ExtensionPage, query?: Record<string, string>): string;
  /** Opens the extension page `name` in `page` and waits until it has loaded. */
  open(page: Page, name: ExtensionPage, query?: Record<string, string>): Promise<void>;
  /** Reloads `page` and waits until the new document has loaded. */
  reload(page: Page): Promise<void>;
  /** Opens the browser's own new tab (which the extension takes over) as a player does. */
  openNewTab(): Promise<Page>;
  /**
   * Closes the browser and deletes its profile (unless it was given one to keep); the browser
   * the files share (`launchWithExtension`) only closes its pages.
   */
  close(): Promise<void>;
}

/** The extension's id in Chromium: the host of its service worker's URL. */
async function chromiumExtensionId(browser: Browser): Promise<string> {
  const worker = await browser.waitForTarget(
    (target) =>
      target.type() === 'service_worker' && target.url().startsWith('chrome-extension://'),
    { timeout: 15_000 },
  );
  return new URL(worker.url()).host;
}

/**
 * Chromium's flags for a profile that syncs through the local sync backend into `syncFile`
 * (docs/toolchain.md, "Two Chromium profiles syncing through Chromium's own sync engine").
 */
const syncingFlags = (syncFile: string) => [
  ...chromiumFlags.filter((flag) => flag !== '--disable-sync'),
  '--enable-local-sync-backend',
  `--local-sync-backend-dir=${syncFile}`,
  // The sync engine commits a change at once rather than after its nudge delay: a profile's turn
  // then ends as soon as its game is in the file (untilSynced), without waiting that delay out.
  '--sync-short-nudge-delay-for-test',
];

/** A running browser with the extension installed, and how to end it. */
interface Launched {
  browser: Browser;
  origin: string;
  close(): Promise<void>;
}

/**
 * The browser the test files share when they ask for the plain build (no language, no profile of
 * their own). vitest runs a project's E2E files one after another in one process (vitest.config.ts,
 * `isolate: false`; Chromium's sync files are a project of their own, in a process of its own), and
 * a launch takes about 1.3 s in Chromium and 4 to 5 s in Firefox, against about 0.3 s to uninstall
 * the extension and install it again (2 to 2.5 s in Firefox, which is given time to forget the new
 * tab the old install set: `uninstallFromFirefox`). That deletes all it stored (storage.local,
 * storage.sync, localStorage, alarms) and starts its background anew, so each file still begins
 * with a browser that has never seen the extension. The browser ends with the process (puppeteer
 * kills what it launched when its process exits).
 */
let shared: Promise<Launched & { userDataDir: string }> | undefined;

/**
 * Launches the browser with the unpacked extension `extensionPath` (by default the build).
 * @param language the browser's own UI language (`fr`), as a player's browser set to it; by
 *   default the machine's. Chromium on Linux reads it from `--lang` and `LANGUAGE`; Firefox
 *   would need a language pack for it, so there it is left as it is.
 * @param profile Chromium only: the profile directory `dir`, kept when the browser closes (a
 *   fresh one, deleted on close, by default), syncing through the file `syncFile`.
 */
export async function launchWithExtension(
  extensionPath = buildDir,
  options: {
    language?: string;
    profile?: { dir: string; syncFile: string };
    /** Chromium's command-line flags beside the usual ones (the bench's raster measure). */
    flags?: string[];
  } = {},
): Promise<ExtensionBrowser> {
  if (!existsSync(join(extensionPath, 'manifest.json'))) {
    throw new Error(
      `No built extension in ${extensionPath}: run \`npx wxt build${isFirefox ? ' -b firefox' : ''}\` first.`,
    );
  }
  if (extensionPath !== buildDir || options.language || options.profile || options.flags?.length) {
    return controls(await launch(extensionPath, options));
  }
  const running = await shared?.catch(() => undefined);
  if (running?.browser.connected) {
    await reinstall(running, extensionPath);
  } else {
    shared = launch(extensionPath, {});
    const launched = await shared;
    process.once('exit', () => rmSync(launched.userDataDir, { recursive: true, force: true }));
  }
  const launched = (await shared) as Launched;
  return controls({ ...launched, close: () => closePages(launched.browser) });
}

/** Closes every page of `browser` but a blank one, so that nothing of a test file runs on. */
async function closePages(browser: Browser): Promise<void> {
  const blank = await browser.newPage();
  for (const page of await browser.pages()) {
    if (page !== blank) await page.close();
  }
}

/** Gives the shared browser a never-seen extension: its pages closed, uninstalled, installed. */
async function reinstall(
  { browser, origin, userDataDir }: Launched & { userDataDir: string },
  extensionPath: string,
): Promise<void> {
  await closePages(browser);
  if (isFirefox) await uninstallFromFirefox(browser, userDataDir);
  else await browser.uninstallExtension(new URL(origin).host);
  await browser.installExtension(extensionPath);
  // As after a launch: the new install's service worker has started.
  if (!isFirefox) await chromiumExtensionId(browser);
}

/** Launches a browser with a profile of its own and installs the extension in it. */
async function launch(
  extensionPath: string,
  {
    language,
    profile,
    flags: extraFlags = [],
  }: { language?: string; profile?: { dir: string; syncFile: string }; flags?: string[] },
): Promise<Launched & { userDataDir: string }> {
  const userDataDir = profile?.dir ?? (await mkdtemp(join(tmpdir(), 'yukon-e2e-')));
  const close = async (browser?: Browser) => {
    await browser?.close();
    if (!profile) await rm(userDataDir, { recursive: true, force: true });
  };
  const flags = [...(profile ? syncingFlags(profile.syncFile) : chromiumFlags), ...extraFlags];
  let browser: Browser | undefined;
  try {
    browser = isFirefox
      ? await launchFirefox(userDataDir)
      : await puppeteer.launch({
          executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
          headless: true,
          userDataDir,
          // Loaded over the DevTools pipe rather than with --load-extension, which branded Chrome
          // (137 and later) ignores: CHROMIUM_PATH may point at Google Chrome too.
          enableExtensions: true,
          pipe: true,
          args: language ? [...flags, `--lang=${language}`] : flags,
          // puppeteer's own defaults turn sync off too.
          ...(profile && { ignoreDefaultArgs: ['--disable-sync'] }),
          ...(language && { env: { ...process.env, LANGUAGE: language } }),
        });
    await browser.installExtension(extensionPath);
    const origin = isFirefox
      ? `moz-extension://${FIREFOX_UUID}`
      : `chrome-extension://${await chromiumExtensionId(browser)}`;
    const launched = browser;
    return { browser: launched, origin, userDataDir, close: () => close(launched) };
  } catch (error) {
    await close(browser);
    throw error;
  }
}

/** The controls of the extension in a running browser (`ExtensionBrowser`). */
function controls({ browser, origin, close }: Launched): ExtensionBrowser {
  const pageUrl = (name: ExtensionPage, query?: Record<string, string>) => {
    const url = new URL(`${origin}/${name}.html`);
    for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
    return url.href;
  };
  const open = async (page: Page, name: ExtensionPage, query?: Record<string, string>) => {
    const url = pageUrl(name, query);
    if (!isFirefox) await page.goto(url);
    else await leave(page, () => page.goto(url, { timeout: 0 }).catch(() => {}), `/${name}.html`);
    await untilLive(page);
  };
  return {
    browser,
    extensionId: new URL(origin).host,
    origin,
    pageUrl,
    open,
    async reload(page) {
      if (!isFirefox) await page.reload();
      else {
        const path = await page.evaluate(() => location.pathname);
        await leave(page, () => page.evaluate(() => location.reload()).catch(() => {}), path);
      }
      await untilLive(page);
    },
    async openNewTab() {
      if (!isFirefox) {
        const page = await browser.newPage();
        await page.goto('chrome://newtab');
        await untilLive(page);
        return page;
      }
      const opening = browser.newPage();
      const opener = await within(opening, 30_000, undefined);
      if (!opener) {
        // Closed if it comes later, so that no later new tab is taken for it.
        opening.then((late) => late.close()).catch(() => {});
        throw new Error('Firefox opened no page for browser.newPage() within 30 s.');
      }
      await open(opener, 'options');
      return openFirefoxNewTab(browser, opener, pageUrl('newtab'));
    },
    close,
  };
}

/**
 * Waits until a loaded page is drawn and live: its view is mounted, it is not busy (a game page
 * is while its board is on its way: the stored game, the settings or the board's input still
 * loading), and it shows no snapshot of the board (docs/speed.md, First paint). Until then a
 * card can be missing, or a CSS selector such as `.game-bar .verdict` can match the snapshot's
 * picture of the game bar instead of the live one.
 */
async function untilLive(page: Page): Promise<void> {
  await until(
    page,
    () =>
      (document.getElementById('root')?.childElementCount ?? 0) > 0 &&
      document.querySelector('main[aria-busy="true"]') === null &&
      document.getElementById('board-snapshot') === null,
    'its live board',
  );
  // A board shown with no game stored is a deal the page made, which it writes once its frame is
  // painted (state/deferred-write.ts): a game a test stores before that write lands would be
  // written over, and a reload would show the page's deal instead.
  await until(
    page,
    async () =>
      document.querySelector('main.game [role="application"]') === null ||
      'game' in
        (await (
          globalThis as unknown as { chrome: typeof import('wxt/browser').browser }
        ).chrome.storage.local.get('game')),
    'a game stored',
  );
}

/**
 * Waits (30 s at most) until no card on `page` is gliding: every CSS transition has finished. A
 * move, an undo or a window resized sends cards gliding 0.15 s to their new places; a box measured
 * or pressed before that is not where the card comes to rest.
 */
export function untilAtRest(page: Page): Promise<void> {
  return until(
    page,
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            !(animation instanceof CSSTransition) || animation.playState === 'finished',
        ),
    'cards at rest',
  );
}

/**
 * The name of a test that runs in Chromium only, for `it.skipIf(isFirefox)`: in Firefox it ends
 * with `why`, so that the report's skipped test says why it cannot run there.
 */
export function chromiumOnly(name: string, why: string): string {
  return isFirefox ? `${name} (Chromium only: ${why})` : name;
}

/**
 * Runs `check` in Chromium only, for the checks that use a puppeteer API that needs the Chrome
 * DevTools Protocol (`emulateMediaFeatures`, `setJavaScriptEnabled`, `accessibility.snapshot`):
 * puppeteer drives Firefox over WebDriver BiDi, which has none of them.
 */
export async function withCdp(check: () => Promise<void>): Promise<void> {
  if (!isFirefox) await check();
}

/**
 * Saves `tests/e2e/screenshots/<name>.png` (`<name>-firefox.png` in Firefox; git-ignored) and
 * returns its path.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(screenshotDir, { recursive: true });
  const path = join(screenshotDir, `${name}${isFirefox ? '-firefox' : ''}.png`);
  // A faster, larger PNG: CI takes hundreds of these on two cores. Firefox's BiDi has no such choice.
  await page.screenshot({ path, ...(!isFirefox && { optimizeForSpeed: true }) });
  return path;
}

/** Collects the page's console errors and uncaught exceptions from now on. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

/** The number shown under a label of the game bar ("Moves", "Score", "Time"), as a player reads it. */
export function stat(page: Page, label: string): Promise<string> {
  return page.$$eval(
    '.game-bar dt',
    (terms, wanted) =>
      terms.find((term) => term.textContent === wanted)?.nextElementSibling?.textContent ?? '',
    label,
  );
}

/** Revisions above any a page has written, so that the page takes the saved game. */
let nextRevision = 1_000_000;

/**
 * Writes storage.local from an extension page `page`, in the stored forms: a saved game
 * (state/schemas.ts) with `elapsedMs` of play (ms, default 0), dealt at `dealtAt` (ms since the
 * epoch; none by default) by the browser named `dealtBy` (none by default), and settings. A page
 * shows them once reloaded.
 */
export async function storeLocally(
  page: Page,
  {
    game,
    settings,
    elapsedMs = 0,
    dealtAt,
    dealtBy,
  }: { game?: Game; settings?: object; elapsedMs?: number; dealtAt?: number; dealtBy?: string },
): Promise<void> {
  nextRevision += 1000;
  await page.evaluate(
    async (values) => {
      const { storage } = (
        globalThis as unknown as { chrome: typeof import('wxt/browser').browser }
      ).chrome;
      await storage.local.set(values);
    },
    {
      ...(game && {
        game: {
          game,
          elapsedMs,
          revision: nextRevision,
          updatedAt: Date.now(),
          ...(dealtAt !== undefined && { dealtAt }),
          ...(dealtBy !== undefined && { dealtBy }),
        },
        game$: { v: 1 },
      }),
      ...(settings && {
        settings: { settings, updatedAt: Date.now() },
        settings$: { v: 2 },
      }),
    },
  );
}
