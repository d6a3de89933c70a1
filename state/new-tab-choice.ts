/**
 * Which pages give their tab to the browser's own new-tab page when the player turned "Show the
 * game on new tabs" off (state/browser-new-tab.ts does it). No browser API here: the script that
 * paints a board's snapshot before the page's modules (components/board-snapshot.ts) asks too,
 * and must stay small (docs/speed.md, First paint).
 */

/**
 * Whether this browser lets the extension show its own new-tab page: Chromium does, with no
 * permission beyond the extension's; Firefox opens no privileged `about:` page for an extension,
 * and `about:newtab` would be the extension's own page again (only the player can choose
 * Firefox's in its settings).
 */
export const canShowBrowserNewTab = !import.meta.env.FIREFOX;

/**
 * Whether a page of `layout` opened with `dealCode` (its `?deal=`, or null) is a new tab that gives
 * its tab on when the player chose the browser's own: the full board without a deal (a deal link
 * keeps the game), in a browser that can show it.
 */
export function handsOnNewTab(layout: 'full' | 'compact', dealCode: string | null): boolean {
  return layout === 'full' && dealCode === null && canShowBrowserNewTab;
}
