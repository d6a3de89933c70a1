// Watching a card glide in the page: motion slowed, transitions held where they stand, and what
// lies on top of a gliding card. Shared by the E2E tests of the board and of the variants.
import type { Page } from 'puppeteer';

/** How much slower than normal the tests that watch a card's motion play it (themes.css). */
export const SLOW_MOTION = 20;

/** In the page: plays every animation `slowness` times slower from now on (themes.css). */
export function slowMotion(slowness: number): void {
  document.documentElement.style.setProperty('--motion', String(slowness));
}

/**
 * In the page: once a card starts to glide (a transition of its transform runs), holds every
 * transition where it stands and sets `window.glideHeld`; `glideAt(ms)` then shows each one `ms`
 * after its start, whatever the machine's load.
 */
export function holdWhenGlideStarts(): void {
  const hold = (event: TransitionEvent) => {
    if (event.propertyName !== 'transform') return;
    if ((event.target as Element).getAttribute('role') !== 'img') return;
    document.removeEventListener('transitionrun', hold, true);
    for (const animation of document.getAnimations()) animation.pause();
    (window as { glideHeld?: boolean }).glideHeld = true;
  };
  document.addEventListener('transitionrun', hold, true);
}

/**
 * In the page: finishes every animation, and those their ends start (a covered card's height
 * moves once it is cut), until none runs.
 */
export function allFinished(): void {
  for (let round = 0; round < 10 && document.getAnimations().length > 0; round++) {
    for (const animation of document.getAnimations()) animation.finish();
  }
}

/** In the page: holds every animation as it is `ms` after its start. */
export function glideAt(ms: number): void {
  for (const animation of document.getAnimations()) {
    animation.pause();
    animation.currentTime = ms;
  }
}

/**
 * In the page: whether the card `name` is away from its place (gliding there), and the card that
 * lies on top at the middle of its top edge, which a player sees there.
 */
export function glidingOnTop(name: string): { isAway: boolean; onTop: string | null | undefined } {
  const card = document.querySelector(`[aria-label="${name}"]`) as Element;
  const { x, y, width } = card.getBoundingClientRect();
  return {
    isAway: getComputedStyle(card).transform !== 'none',
    onTop: document
      .elementFromPoint(x + width / 2, y + 8)
      ?.closest('[role="img"]')
      ?.getAttribute('aria-label'),
  };
}

/**
 * Lets go of the mouse button where the pointer is, with motion slowed and the glide that follows
 * held at its start and halfway, and gives at each whether the card `name` is away from its place
 * and what lies on top of it: the card itself while it glides over every pile it crosses. Motion
 * is back to normal, and every animation finished, once it returns (or throws).
 */
export async function letGoAndWatchGlide(
  page: Page,
  name: string,
): Promise<ReturnType<typeof glidingOnTop>[]> {
  await page.evaluate(slowMotion, SLOW_MOTION);
  await page.evaluate(holdWhenGlideStarts);
  try {
    await page.mouse.up();
    await page.waitForFunction(() => (window as { glideHeld?: boolean }).glideHeld === true);
    const seen = [];
    for (const ms of [0, 110 * SLOW_MOTION]) {
      await page.evaluate(glideAt, ms);
      seen.push(await page.evaluate(glidingOnTop, name));
    }
    return seen;
  } finally {
    await page.evaluate(() => {
      (window as { glideHeld?: boolean }).glideHeld = false;
      document.documentElement.style.removeProperty('--motion');
    });
    await page.evaluate(allFinished);
  }
}
