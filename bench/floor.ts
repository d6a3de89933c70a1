/**
 * The floor under "pointer release to painted frame" (docs/speed.md): the same measurement on the
 * baseline extension's FLOOR_PAGE, which adds one element per release. No page shows a change
 * sooner after a release on this machine; what the board takes beyond it is the board's own.
 */
import type { ExtensionBrowser } from '../tests/e2e/browser';
import { newDarkTab, nextPaintProbe } from './board-page';
import { FLOOR_PAGE } from './builds';
import type { PaintTiming } from './moves';

/** Mouse moves between the press and the release, as a drag on the board makes them. */
const DRAG_STEPS = 5;

/**
 * Presses, drags a little and releases the mouse `releases` times on FLOOR_PAGE of `extension`
 * (the baseline build).
 * @returns per release, the ms from the release to the frame that paints the page's change, and
 *   the part of them from that frame's start on.
 */
export async function floorReleaseToPaint(
  extension: ExtensionBrowser,
  releases: number,
): Promise<PaintTiming[]> {
  const page = await newDarkTab(extension);
  try {
    await page.goto(`chrome-extension://${extension.extensionId}/${FLOOR_PAGE}`);
    await page.evaluate(await nextPaintProbe);
    const samples: PaintTiming[] = [];
    for (let release = 0; release < releases; release++) {
      await page.mouse.move(200, 200);
      await page.mouse.down();
      await page.mouse.move(260, 240, { steps: DRAG_STEPS });
      // As on the board: a release sent at once may arrive before the moves are handled.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      await page.evaluate((card) => yukonArmPaint(card, 0), release);
      await page.mouse.up();
      const timing = await page.evaluate(() => yukonNextPaint);
      if (timing === null) {
        throw new Error(`${FLOOR_PAGE} showed no change after release ${release}.`);
      }
      samples.push(timing);
    }
    return samples;
  } finally {
    await page.close();
  }
}
