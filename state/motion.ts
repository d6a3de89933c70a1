/**
 * How cards move on this page (docs/rules.md, Looks): the player's choice, with "as the system
 * asks" read from `prefers-reduced-motion`. The one place the rest of the game asks whether and
 * how fast to animate: the page's root element carries it as `data-motion` and themes.css turns
 * that into `--motion` (components/board-snapshot.ts `showMotion`); state/motion-store.ts gives
 * it as a signal. Free of imports: the first-paint script uses it.
 */

/** How cards move: at their normal pace, at twice it, or not at all (they jump). */
export type Motion = 'normal' | 'fast' | 'off';

/** The part of each animation's normal duration a motion takes (themes.css `--motion`). */
export const MOTION_SCALE: Record<Motion, number> = { normal: 1, fast: 0.5, off: 0 };

/** The media query of a system that asks for less motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * The motion of a setting (settings.ts `motion`) when the system does (`isReduced`) or does not
 * ask for less motion. Anything but `normal`, `fast` or `off` (`system`, or a kept value from
 * another version) follows the system.
 */
export function motionOf(choice: string | undefined, isReduced: boolean): Motion {
  if (choice === 'normal' || choice === 'fast' || choice === 'off') return choice;
  return isReduced ? 'off' : 'normal';
}

/** The system's `prefers-reduced-motion`, or none where the page cannot ask (`matchMedia`). */
export function reducedMotionQuery(): MediaQueryList | undefined {
  return globalThis.matchMedia?.(REDUCED_MOTION_QUERY);
}
