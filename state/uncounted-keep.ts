/**
 * Where a game page keeps the games it counted and had not yet written as it goes away
 * (stats-store.ts `UncountedKeep`): the extension's `localStorage`, which a page closing writes to
 * at once, where `storage.local` needs the stored counts read before they can be written.
 */
import type { UncountedKeep } from './stats-store';

/** The `localStorage` key; versioned, as another version's page may have kept another shape. */
const KEY = 'yukon-uncounted-1';

/** What is kept under `KEY`, parsed; null when nothing or no JSON is. */
function kept(): unknown {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
}

/** The game pages' keep: `localStorage`, and the window's `pagehide`; none where no page is. */
export const pageUncountedKeep: UncountedKeep = {
  take() {
    if (typeof localStorage === 'undefined') return null;
    const counts = kept();
    try {
      localStorage.removeItem(KEY);
    } catch {
      // Storage denied to the page: what it could not take away it counts all the same, once.
    }
    return counts;
  },
  add(counts) {
    const before = kept();
    try {
      localStorage.setItem(
        KEY,
        JSON.stringify([...(Array.isArray(before) ? before : []), ...counts]),
      );
    } catch {
      // localStorage full too: nothing more can be kept.
    }
  },
  onPageHide(listener) {
    if (typeof addEventListener !== 'function') return () => {};
    addEventListener('pagehide', listener);
    return () => removeEventListener('pagehide', listener);
  },
};
