/**
 * Loads the forced-colours stylesheet (forced-colors.css; docs/rules.md, Looks) when the system
 * forces its colours (Windows high contrast), now or later: a page in the system's own colours
 * never fetches it, so it adds nothing to what the first paint waits for (docs/speed.md, Weight).
 */
export function followForcedColors(): void {
  // None where the page cannot ask (a test's document without `matchMedia`).
  const forced = globalThis.matchMedia?.('(forced-colors: active)');
  if (!forced) return;
  const load = () => {
    if (!forced.matches) return;
    forced.removeEventListener('change', load);
    void import('./forced-colors.css');
  };
  forced.addEventListener('change', load);
  load();
}
