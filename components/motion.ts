/**
 * Whether the player asked for less motion (the system's "reduce motion", which the browser
 * reports as `prefers-reduced-motion`): Finish then plays its line at once and a win is not
 * celebrated (docs/rules.md, Moves 7; End of the game).
 */
export function isMotionReduced(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}
