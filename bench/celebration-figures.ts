/**
 * The win's celebration in `npm run bench`: how many of its frames took over 20 ms (a frame
 * missed at 60 Hz and then some), in real Chromium with the shipped extension. A figure, not a
 * budget: the cascade is drawn with transforms only, so a slow frame there is the machine's.
 */
import type { Page } from 'puppeteer';
import { newGame } from '../engine';
import type { ExtensionBrowser } from '../tests/e2e/browser';
import { openBoard, storeGame } from './board-page';
import { ms, progress, record, rows, runs } from './dashboard';

/** A frame longer than this is counted, ms. */
const SLOW_FRAME_MS = 20;

/** One move from the win: the King of spades alone in column 1, every other card home. */
function lastMoveLeft(revision: number) {
  const game = {
    ...newGame('YU1-C-AAAAAAB'),
    position: {
      columns: [[12], [], [], [], [], [], []].map((cards) => ({ cards, faceDown: 0 })),
      foundations: [12, 13, 13, 13],
    },
    score: 615,
    moves: 140,
  };
  return { game, elapsedMs: 95_000, revision, updatedAt: Date.now() };
}

/**
 * Sends the King of spades home and records the time of every frame drawn while the celebration
 * is on the page. @returns the frames' lengths, ms.
 */
async function watchCelebration(page: Page): Promise<number[]> {
  const king = await page.waitForSelector('[aria-label="king of spades"]');
  const box = await king?.boundingBox();
  if (!box) throw new Error('The King of spades is not on the page.');
  // As text: tsx names the functions it compiles with a helper the page does not have.
  await page.evaluate(`{
    const frames = [];
    let hasBegun = false;
    const tick = (time) => {
      const isOn = document.querySelector('.celebration') !== null;
      if (isOn) {
        hasBegun = true;
        frames.push(time);
      }
      if (!hasBegun || isOn) requestAnimationFrame(tick);
      else globalThis.celebrationFrames = frames;
    };
    requestAnimationFrame(tick);
  }`);
  await page.mouse.click(box.x + box.width / 2, box.y + 12);
  const times = (await (
    await page.waitForFunction(
      () => (globalThis as unknown as { celebrationFrames?: number[] }).celebrationFrames,
      { timeout: 15_000 },
    )
  ).jsonValue()) as number[];
  return times.slice(1).map((time, index) => time - times[index]);
}

/** The celebration's part: `runs.frameWatches` wins, each on a new tab. */
export async function measureCelebration(board: ExtensionBrowser) {
  const lengths: number[][] = [];
  for (let watch = 0; watch < runs.frameWatches; watch++) {
    progress(`celebration: win ${watch + 1} of ${runs.frameWatches}`);
    await storeGame(board, lastMoveLeft(10_000_000 + watch));
    const page = await openBoard(board);
    lengths.push(await watchCelebration(page));
    await page.close();
  }
  const all = lengths.flat();
  const slow = all.filter((length) => length > SLOW_FRAME_MS);
  rows.push({
    part: 'celebration',
    figure: `frames over ${SLOW_FRAME_MS} ms during a win's celebration (${runs.frameWatches} wins)`,
    value: `${slow.length} of ${all.length} (longest ${ms(Math.max(0, ...all))})`,
  });
  record.celebration = { frameLengthsMs: lengths, slowFrameMs: SLOW_FRAME_MS };
}
