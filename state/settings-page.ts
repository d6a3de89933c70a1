/**
 * The way from a game page to the settings (the options page, entrypoints/options): the verdict
 * mark and winnable-only deals are settings a player must be able to find from the game, not only
 * from the browser's extension menu.
 */
import { browser } from 'wxt/browser';

/**
 * Opens the settings where the browser shows an extension's options (a tab of its own in
 * Chromium). Never rejects: when the browser refuses, the options page opens in a new tab.
 */
export async function openSettingsPage(): Promise<void> {
  try {
    await browser.runtime.openOptionsPage();
  } catch {
    open(browser.runtime.getURL('/options.html'), '_blank');
  }
}
