/**
 * The way from a game page to the settings (the options page, entrypoints/options): the verdict
 * mark and winnable-only deals are settings a player must be able to find from the game, not only
 * from the browser's extension menu.
 */
import { browser } from 'wxt/browser';

/** Where an extension page is shown (`runtime.getContexts`, Chromium 116 and later). */
interface ShownPage {
  tabId: number;
  windowId: number;
}

type GetContexts = (filter: {
  contextTypes: string[];
  documentUrls: string[];
}) => Promise<ShownPage[]>;

/**
 * The tab already showing the page at `url`, where the browser can tell; else undefined.
 */
async function tabShowing(url: string): Promise<ShownPage | undefined> {
  const runtime = browser.runtime as { getContexts?: GetContexts };
  if (typeof runtime.getContexts !== 'function') return undefined;
  const [shown] = await runtime.getContexts({ contextTypes: ['TAB'], documentUrls: [url] });
  return shown && shown.tabId >= 0 ? shown : undefined;
}

/**
 * Opens the settings in a tab of their own, or brings forward the tab already showing them.
 * Not `runtime.openOptionsPage`: Chromium opens it over the active tab when that tab shows the
 * new-tab page, which is the game's, and Firefox over the new tab it is asked from. Never
 * rejects: when the browser refuses, the settings open as a link would.
 */
export async function openSettingsPage(): Promise<void> {
  const url = browser.runtime.getURL('/options.html');
  try {
    const shown = await tabShowing(url);
    if (!shown) {
      await browser.tabs.create({ url });
      return;
    }
    await browser.tabs.update(shown.tabId, { active: true });
    await browser.windows.update(shown.windowId, { focused: true });
  } catch {
    open(url, '_blank');
  }
}
