// What driving Firefox ESR takes that Chromium does not (docs/toolchain.md, "Real Firefox in the
// tests"): its launch, navigation to moz-extension pages, which puppeteer cannot follow there, and
// opening a new tab as the toolbar's + does.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer';

/** The Firefox build's gecko id (wxt.config.ts), and the moz-extension host pinned for it. */
export const GECKO_ID = 'yukon-solitaire@example.org';
export const FIREFOX_UUID = '4f5c8a1e-2b7d-4e3a-9c6f-1d2e3f4a5b6c';

/** Launches headless Firefox ESR (FIREFOX_PATH, by default Debian's) with the profile `userDataDir`. */
export function launchFirefox(userDataDir: string): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX_PATH || '/usr/bin/firefox-esr',
    headless: true,
    userDataDir,
    args: ['--remote-allow-system-access'],
    // The moz-extension host is otherwise random per profile.
    extraPrefsFirefox: {
      'extensions.webextensions.uuids': JSON.stringify({ [GECKO_ID]: FIREFOX_UUID }),
      // The shared browser (browser.ts) uninstalls and installs the extension between files.
      'extensions.webextensions.keepUuidOnUninstall': true,
    },
  });
}

/**
 * Navigates `page` with `navigate` and waits until it shows a new document at `path` of the
 * extension, fully loaded. Firefox sends no navigation events for moz-extension pages, so
 * `goto()` and `reload()` never resolve there: the old document is marked before it goes, and the
 * wait is for a page without the mark. Polled by hand: mid-navigation, Firefox can fail an
 * evaluation (puppeteer's waitForFunction gives up).
 */
export async function leave(page: Page, navigate: () => void, path: string): Promise<void> {
  await page.evaluate(() => {
    (globalThis as { isLeftByTest?: boolean }).isLeftByTest = true;
  });
  navigate();
  await until(
    page,
    (wanted) =>
      !(globalThis as { isLeftByTest?: boolean }).isLeftByTest &&
      location.pathname === wanted &&
      document.readyState === 'complete',
    path,
    // The dev server's pages load their modules one by one: with the other browser's tests on
    // the same two cores, one took over 30 s (its test allows 90).
    60_000,
  );
  forgetDocument(page);
}

/**
 * Drops puppeteer's handle on the page's old document. Puppeteer keeps one (`$`, `$eval`) and
 * starts ARIA queries (`aria/…` selectors) from it; it lets it go on the navigation events that
 * Firefox does not send for moz-extension pages, so after `leave()` every ARIA query searched the
 * gone document and found nothing. `clearDocumentHandle` is puppeteer's own (internal) reset for
 * that case. (Its in-page ARIA bindings, which `waitForSelector('aria/…')` calls, stay those of the
 * gone document: `find()` in queries.ts waits from outside the page instead.)
 */
function forgetDocument(page: Page): void {
  const frame = page.mainFrame() as unknown as { clearDocumentHandle?: () => void };
  if (!frame.clearDocumentHandle) {
    throw new Error('This puppeteer has no Frame.clearDocumentHandle: see forgetDocument().');
  }
  frame.clearDocumentHandle();
}

/**
 * Evaluates `predicate(arg)` in `page` (awaited, when it gives a promise) every 50 ms, through
 * failures, until true.
 * @param timeout ms: a deadline for a page that never gets there, not a speed check.
 */
export async function until(
  page: Page,
  predicate: (arg: string) => boolean | Promise<boolean>,
  arg: string,
  timeout = 30_000,
): Promise<void> {
  for (const deadline = Date.now() + timeout; Date.now() < deadline; ) {
    // An evaluation the page never answers (Firefox, mid-navigation) counts as false after 5 s
    // and is asked again, so that the wait goes on, and at its deadline says where it stopped.
    const answer = page.evaluate(predicate, arg).catch(() => false);
    if (await within(answer, Math.min(5000, deadline - Date.now()), false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const shown = await within(
    page
      .evaluate(() => `${location.href} (${document.readyState})`)
      .catch((error: Error) => `no answer: ${error.message}`),
    5000,
    'no answer within 5 s',
  );
  throw new Error(`The page did not reach ${arg} within ${timeout / 1000} s; it showed ${shown}.`);
}

/** `waiting`'s value, or `otherwise` if it has none after `ms`. */
export async function within<T, U>(waiting: Promise<T>, ms: number, otherwise: U): Promise<T | U> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<U>((resolve) => {
    timer = setTimeout(() => resolve(otherwise), Math.max(ms, 0));
  });
  try {
    return await Promise.race([waiting, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** An extension page's global, which has the WebExtension API as `chrome`. */
type WithChrome = { chrome: typeof import('wxt/browser').browser };

/**
 * Opens a new tab as the toolbar's + does and waits until the extension's `newtabUrl` has loaded
 * in it. Firefox opens its own page for a tab made over WebDriver BiDi, and about:newtab stays
 * Firefox's: a tab made by `tabs.create` from the extension page `opener` is the extension's.
 * Puppeteer learns of the tab from BiDi's context-created event, which Firefox once did not send
 * for it (docs/toolchain.md): a tab puppeteer has not heard of within 10 s is closed and made
 * again, three times at most. Closes `opener`.
 * @throws Error naming the browser's tabs when none of the three tabs reached puppeteer.
 */
export async function openFirefoxNewTab(
  browser: Browser,
  opener: Page,
  newtabUrl: string,
): Promise<Page> {
  let page: Page | undefined;
  for (let attempt = 1; !page; attempt++) {
    const before = new Set(await browser.pages());
    const tabId = await opener.evaluate(() =>
      (globalThis as unknown as WithChrome).chrome.tabs.create({}).then((tab) => tab.id),
    );
    for (const deadline = Date.now() + 10_000; !page && Date.now() < deadline; ) {
      page = (await browser.pages()).find((candidate) => !before.has(candidate));
      if (!page) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (page) break;
    if (attempt === 3) {
      const tabs = await opener.evaluate(async () =>
        (await (globalThis as unknown as WithChrome).chrome.tabs.query({})).map(
          (tab) => tab.url ?? '(no url)',
        ),
      );
      throw new Error(
        `tabs.create({}) made three tabs, and puppeteer heard of none within 10 s; Firefox's tabs: ${tabs.join(', ')}.`,
      );
    }
    await opener.evaluate(
      (id) => (globalThis as unknown as WithChrome).chrome.tabs.remove(id as number),
      tabId,
    );
  }
  await opener.close();
  await until(
    page,
    (wanted) => location.href === wanted && document.readyState === 'complete',
    newtabUrl,
  );
  await page.bringToFront();
  return page;
}

/**
 * Uninstalls the extension from the Firefox of profile `userDataDir`, and waits until Firefox has
 * forgotten that it set the new tab. Firefox forgets it in a task of its own, after the uninstall
 * has answered: an install of the same add-on before that task ran can lose its new tab to it,
 * and `tabs.create({})` then opens Firefox's about:newtab (docs/toolchain.md). Firefox's settings
 * store writes what it holds to the profile's extension-settings.json about 1.5 s after a change;
 * the wait is for that file, first to name the add-on (a record forgotten before it was ever
 * written would prove nothing), then not to.
 * @throws Error when the file does not get there within 15 s.
 */
export async function uninstallFromFirefox(browser: Browser, userDataDir: string): Promise<void> {
  const settings = join(userDataDir, 'extension-settings.json');
  /** Whether the file names the add-on as setting the new tab; undefined until it can be read. */
  const setsNewTab = async (): Promise<boolean | undefined> => {
    try {
      const stored = JSON.parse(await readFile(settings, 'utf8')) as {
        url_overrides?: { newTabURL?: { precedenceList?: { id: string }[] } };
      };
      return (stored.url_overrides?.newTabURL?.precedenceList ?? []).some(
        ({ id }) => id === GECKO_ID,
      );
    } catch {
      // Not written yet (Firefox writes it whole, by renaming a finished copy).
      return undefined;
    }
  };
  await untilTrue(
    async () => (await setsNewTab()) === true,
    `${settings} names ${GECKO_ID} as setting the new tab`,
  );
  await browser.uninstallExtension(GECKO_ID);
  await untilTrue(
    async () => (await setsNewTab()) === false,
    `${settings} no longer names ${GECKO_ID} as setting the new tab`,
  );
}

/**
 * Calls `check` every 100 ms until it answers true.
 * @param timeout ms: a deadline for a browser that never gets there, not a speed check.
 * @throws Error naming `what` at the deadline.
 */
async function untilTrue(
  check: () => Promise<boolean>,
  what: string,
  timeout = 15_000,
): Promise<void> {
  for (const deadline = Date.now() + timeout; !(await check()); ) {
    if (Date.now() > deadline) throw new Error(`Not within ${timeout / 1000} s: ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
