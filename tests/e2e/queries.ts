// Finding what a player sees by its accessible name and role, in both browsers, fast enough for
// Firefox (docs/toolchain.md, "Real Firefox in the tests").
import type { ElementHandle, Page } from 'puppeteer';

/** The roles found by `labelled()`, as puppeteer's ARIA selectors spell them, and their CSS. */
const ROLE_SELECTORS = {
  application: '[role="application"]',
  button: 'button',
  group: '[role="group"]',
  image: '[role="img"]',
} as const;

/**
 * A CSS selector for the element of role `role` whose accessible name is its `aria-label`, `name`,
 * shown to assistive technology (not inside an `aria-hidden` subtree): cards ("7 of hearts"),
 * piles ("column 3"), the board, the deal code's copy button. The accessible name of an element
 * with an `aria-label` and no `aria-labelledby` is that label, so this finds it by name as
 * `aria/name[role=…]` does; in Firefox an ARIA query takes about a second, a CSS one a few ms.
 */
export function labelled(role: keyof typeof ROLE_SELECTORS, name: string): string {
  const label = name.replaceAll('\\', '\\\\').replaceAll('"', '\\"');
  return `${ROLE_SELECTORS[role]}[aria-label="${label}"]:not([aria-hidden="true"], [aria-hidden="true"] *)`;
}

/**
 * Waits (30 s at most) for the element that puppeteer's ARIA selector `selector`
 * (`Name[role="button"]`, without the `aria/`) finds under `scope`, from the accessibility tree,
 * for a name that is not an `aria-label` (a button's text, a dialog's heading).
 * It asks from outside the page every 100 ms, in both browsers. Puppeteer's
 * `waitForSelector('aria/…')` polls inside the page once per animation frame, and a tab in the
 * background draws no frames: a name that appeared there after the first look was never seen
 * (Chromium). In Firefox that wait also polls through bindings it installs on navigation events,
 * which Firefox does not send for moz-extension pages, so after a reload it called a missing
 * binding until it timed out. `visible`: wait until it is also shown (in the layout, not hidden
 * by CSS).
 * @throws when nothing matches within 30 s.
 */
export async function find(
  scope: Page | ElementHandle,
  selector: string,
  { visible = false } = {},
): Promise<ElementHandle<Element>> {
  const query = `aria/${selector}`;
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    const found = await scope.$(query).catch(() => null);
    if (found && (!visible || (await found.isVisible()))) return found as ElementHandle<Element>;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Nothing named ${selector} appeared within 30 s.`);
}

/** The accessible name (`aria-label`) of what has the focus in `page`, or null. */
export const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

/**
 * The names (`aria-label`, else text) of the elements of `page` matching `selector`, by default
 * the game bar's buttons, that lie outside its window, even in part: a control a player cannot
 * reach.
 */
export function outsideWindow(page: Page, selector = '.game-bar button'): Promise<string[]> {
  return page.$$eval(selector, (controls) =>
    controls
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return box.left < 0 || box.top < 0 || box.right > innerWidth || box.bottom > innerHeight;
      })
      .map((control) => control.getAttribute('aria-label') ?? control.textContent ?? ''),
  );
}

/**
 * Opens the Statistics dialog of `page` with its button, as a player does, and gives it once its
 * figures are read (its tables no longer `aria-busy`: the page reads the counts as it opens).
 */
export async function openStatistics(page: Page): Promise<ElementHandle<Element>> {
  await (await find(page, 'Statistics[role="button"]')).click();
  const dialog = await find(page, 'Statistics[role="dialog"]');
  await dialog.waitForSelector('table:not([aria-busy]) tbody tr');
  return dialog;
}
