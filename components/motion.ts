import { motionOf, reducedMotionQuery } from '../state/motion';

/**
 * Whether the page plays no animations: the player's motion setting says off, or it follows the
 * system, which asks for reduced motion (docs/rules.md, Looks). The page publishes its motion on
 * its root element (`data-motion`, components/board-snapshot.ts `showMotion`) from its first
 * frame; a page that has not (none in the product) asks the system. Finish then plays its line at
 * once and a win is not celebrated (docs/rules.md, Moves 7; End of the game).
 */
export function isMotionReduced(): boolean {
  const published = globalThis.document?.documentElement.dataset.motion;
  return (published ?? motionOf('system', reducedMotionQuery()?.matches ?? false)) === 'off';
}
