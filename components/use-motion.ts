import { effect, type ReadonlySignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import type { MotionStore } from '../state/motion-store';
import { showMotion } from './board-snapshot';

/**
 * Publishes the page's motion (state/motion-store.ts) on its root element as it changes, once
 * its settings are read: until then the first-paint script's stays (components/board-snapshot.ts).
 */
export function useMotion({
  settings,
  motion,
}: {
  settings: { isLoaded: ReadonlySignal<boolean> };
  motion: MotionStore;
}): void {
  useEffect(
    () =>
      effect(() => {
        if (settings.isLoaded.value) showMotion(motion.current.value);
      }),
    [],
  );
}
