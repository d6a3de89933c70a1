// Launches real Chromium with the built extension (`.output/chrome-mv3`; `npm run test:e2e` builds
// it first). Flags and quirks are explained in ../shared/TOOLCHAIN.md.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer, { type Browser, type Page } from 'puppeteer';
import type { Game } from '../../engine';

const extensionDir = fileURLToPath(new URL('../../.output/chrome-mv3', import.meta.url));
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
  extensionId: string;
  /** `chrome-extension://<id>/<name>.html`, with `query` as its search parameters. */
  pageUrl(name: ExtensionPage, query?: Record<string, string>): string;
  /** Closes the browser and deletes its profile. */
  close(): Promise<void>;
}

/** Launches Chromium with the unpacked extension `extensionPath` (by default the project's build). */
export async function launchWithExtension(extensionPath = extensionDir): Promise<ExtensionBrowser> {
  if (!existsSync(join(extensionPath, 'manifest.json'))) {
    throw new Error(`No built extension in ${extensionPath}: run \`npx wxt build\` first.`);
  }
  const userDataDir = await mkdtemp(join(tmpdir(), 'yukon-e2e-'));
  const close = async (browser?: Browser) => {
    await browser?.close();
    await rm(userDataDir, { recursive: true, force: true });
  };
  let browser: Browser | undefined;
  try {
    browser = await puppeteer.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      headless: true,
      userDataDir,
      // Loaded over the DevTools pipe rather than with --load-extension, which branded Chrome
      // (137 and later) ignores: CHROMIUM_PATH may point at Google Chrome too.
      enableExtensions: true,
      pipe: true,
      args: chromiumFlags,
    });
    await browser.installExtension(extensionPath);
    const worker = await browser.waitForTarget(
      (target) =>
        target.type() === 'service_worker' && target.url().startsWith('chrome-extension://'),
      { timeout: 15_000 },
    );
    const extensionId = new URL(worker.url()).host;
    const launched = browser;
    return {
      browser: launched,
      extensionId,
      pageUrl(name, query) {
        const url = new URL(`chrome-extension://${extensionId}/${name}.html`);
        for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
        return url.href;
      },
      close: () => close(launched),
    };
  } catch (error) {
    await close(browser);
    throw error;
  }
}

/** Saves `tests/e2e/screenshots/<name>.png` (git-ignored) and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(screenshotDir, { recursive: true });
  const path = join(screenshotDir, `${name}.png`);
  await page.screenshot({ path });
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
 * (state/schemas.ts) with `elapsedMs` of play (ms, default 0) and settings. A page shows them
 * once reloaded.
 */
export async function storeLocally(
  page: Page,
  { game, settings, elapsedMs = 0 }: { game?: Game; settings?: object; elapsedMs?: number },
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
        game: { game, elapsedMs, revision: nextRevision, updatedAt: Date.now() },
        game$: { v: 1 },
      }),
      ...(settings && {
        settings: { settings, updatedAt: Date.now() },
        settings$: { v: 2 },
      }),
    },
  );
}
