import { computed, type ReadonlySignal, signal } from '@preact/signals';
import { type Motion, motionOf, reducedMotionQuery } from './motion';
import type { Settings } from './settings';

export type MotionStore = ReturnType<typeof createMotionStore>;

/**
 * The page's motion (docs/rules.md, Looks; state/motion.ts) as a signal: the player's setting,
 * with the system's `prefers-reduced-motion` followed as it changes. Code that animates (a card's
 * glide, a celebration) reads `current` or the root element's `data-motion`.
 * @param settings the player's settings (settings-store.ts), of which `motion` is read.
 * @param query the system's wish (the page's `matchMedia`); none: the system asks for nothing.
 * @returns `current`, and `follow()`, which follows the system's wish until the function it
 *   returns is called.
 */
export function createMotionStore({
  settings,
  query = reducedMotionQuery(),
}: {
  settings: { settings: ReadonlySignal<Settings> };
  query?: MediaQueryList;
}) {
  const isReduced = signal(query?.matches ?? false);
  const current: ReadonlySignal<Motion> = computed(() =>
    motionOf(settings.settings.value.motion, isReduced.value),
  );
  return {
    current,
    follow(): () => void {
      if (!query) return () => {};
      const listener = () => {
        isReduced.value = query.matches;
      };
      listener();
      query.addEventListener('change', listener);
      return () => query.removeEventListener('change', listener);
    },
  };
}
