/**
 * The browser's own new-tab page, for a player who turned "Show the game on new tabs" off
 * (docs/rules.md has no rule on it: it is a page setting). The extension's new tab stays the
 * browser's new tab (a manifest cannot change that at run time), so it hands its tab on.
 */
import { browser } from 'wxt/browser';
import { canShowBrowserNewTab } from './new-tab-choice';

/** Chromium's own new-tab page: the one a browser without the extension would show. */
const CHROMIUM_NEW_TAB = 'chrome://new-tab-page';

/**
 * Replaces the page in the current tab with the browser's own new-tab page. It takes no focus:
 * the browser's page keeps the address bar's.
 * @returns whether it did (false in Firefox, or outside a tab).
 */
export async function showBrowserNewTab(): Promise<boolean> {
  if (!canShowBrowserNewTab) return false;
  const tab = await browser.tabs.getCurrent();
  if (tab?.id === undefined) return false;
  await browser.tabs.update(tab.id, { url: CHROMIUM_NEW_TAB });
  return true;
}
