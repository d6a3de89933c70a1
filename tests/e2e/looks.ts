// The looks' E2E checks (looks.test.ts, decks.test.ts): the pages and sizes they are shown at, and
// what a page's root element shows in its first frame, before the page's modules load.
import type { BoundingBox, HTTPRequest, Page } from 'puppeteer';
import {
  type ExtensionBrowser,
  type ExtensionPage,
  isFirefox,
  until,
  untilAtRest,
} from './browser';
import { labelled } from './queries';

/** The new tab, the popup and a phone-sized new tab, with their viewports. */
export const LOOKS_PAGES: [ExtensionPage, number, number][] = [
  ['newtab', 1280, 800],
  ['popup', 800, 600],
  ['newtab', 360, 640],
];

/** The root element's `data-*` attributes and its background colour. */
export type RootLooks = Record<string, string | undefined> & { background: string };

/**
 * Has every document `page` loads keep its root element's looks as its first frame shows them
 * (`firstFrame`): read in the first animation frame's callback, which the browser runs just before
 * it paints that frame. Firefox runs no script given before a moz-extension page loads
 * (puppeteer's preload script): there `firstFrame` gives the loaded page's.
 */
export async function keepFirstFrames(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    requestAnimationFrame(() => {
      const root = document.documentElement;
      (globalThis as { firstFrame?: object }).firstFrame = {
        ...root.dataset,
        background: getComputedStyle(root).backgroundColor,
      };
    });
  });
}

/** The page's script that paints the kept looks before its modules (components/board-snapshot.ts). */
const LOOKS_SCRIPT = /\/board-snapshot\.js$/;

/**
 * Opens the extension page `name` twice, the first keeping the looks it read for the second's
 * first frame, and gives that frame's root looks (`keepFirstFrames`).
 *
 * In Chromium the second load's looks script is held until the page has painted a frame without
 * it, or cannot yet (the script holds the page's head, and a page paints nothing before its body):
 * a script that comes late, as on a busy machine, then shows whether the default green can be
 * painted before the chosen table.
 */
export async function openForFirstFrame(
  extension: ExtensionBrowser,
  page: Page,
  name: ExtensionPage,
): Promise<RootLooks> {
  // A tab behind another paints no frame, and its first frame is what is read.
  await page.bringToFront();
  await extension.open(page, name);
  await page.waitForSelector(labelled('group', 'column 7'));
  if (isFirefox) {
    await extension.reload(page);
    await page.waitForSelector(labelled('group', 'column 7'));
    return page.evaluate(() => {
      const root = document.documentElement;
      return { ...root.dataset, background: getComputedStyle(root).backgroundColor };
    });
  }
  let isHolding = true;
  let heldScript: (request: HTTPRequest) => void = () => {};
  const held = new Promise<HTTPRequest>((resolve) => {
    heldScript = resolve;
  });
  const hold = (request: HTTPRequest) => {
    if (isHolding && LOOKS_SCRIPT.test(request.url())) heldScript(request);
    else request.continue();
  };
  await page.setRequestInterception(true);
  page.on('request', hold);
  try {
    // Marks the page being left, so that only the next one's state is waited for.
    await page.evaluate(() => {
      (globalThis as { isLeft?: boolean }).isLeft = true;
    });
    const reloading = extension.reload(page);
    const script = await Promise.race([
      held,
      reloading.then(() => {
        throw new Error(`The ${name} page loaded without fetching its looks script.`);
      }),
    ]);
    await until(
      page,
      () =>
        !(globalThis as { isLeft?: boolean }).isLeft &&
        ((globalThis as { firstFrame?: object }).firstFrame !== undefined ||
          document.body === null),
      'a frame painted, or none paintable, while its looks script is held',
    );
    isHolding = false;
    await script.continue();
    await reloading;
  } finally {
    page.off('request', hold);
    await page.setRequestInterception(false);
  }
  await page.waitForSelector(labelled('group', 'column 7'));
  // A page can be live before its first frame has run (CI run 130 read none once, in the dark
  // burgundy test): that frame is waited for, and a page that never paints one says so.
  await until(
    page,
    () => (globalThis as { firstFrame?: object }).firstFrame !== undefined,
    'its first frame',
  );
  return page.evaluate(() => (globalThis as unknown as { firstFrame: RootLooks }).firstFrame);
}

/**
 * Waits until no card glides and the board's cards and Help's pill keep their boxes over three
 * frames: a page that has just loaded can still lay the board out again (its bar's late parts,
 * a class set once a size is known), and a card's box read in the frame that starts its glide is
 * still where it was, in a board laid out anew.
 */
export function untilBoardStill(page: Page): Promise<void> {
  return until(
    page,
    async () => {
      const boxes = () =>
        [...document.querySelectorAll('.board [role="img"], .key-help summary')]
          .map((element) => JSON.stringify(element.getBoundingClientRect()))
          .join();
      const isGliding = () =>
        document
          .getAnimations()
          .some(
            (animation) => animation instanceof CSSTransition && animation.playState !== 'finished',
          );
      if (isGliding()) return false;
      const before = boxes();
      for (let frame = 0; frame < 3; frame++) {
        await new Promise((drawn) => requestAnimationFrame(drawn));
      }
      return !isGliding() && boxes() === before;
    },
    'the board still',
  );
}

/**
 * The cards on `page` that Help's pill (bottom left, or right when left-handed) lies over, by
 * name, once the board is still: none, however long a column (docs/rules.md, Looks).
 */
export async function cardsUnderHelp(page: Page): Promise<string[]> {
  await untilBoardStill(page);
  return page.evaluate(() => {
    const pill = document.querySelector('.key-help summary')?.getBoundingClientRect();
    if (!pill) throw new Error('No Help pill on the page.');
    const board = document.querySelector('.board') as Element;
    // A board that scrolls (a long column's, Board.css) shows its cards within its own box only.
    const shown =
      getComputedStyle(board).overflowY === 'visible' ? null : board.getBoundingClientRect();
    return [...document.querySelectorAll('.board [role="img"]')]
      .filter((card) => {
        const box = card.getBoundingClientRect();
        const top = Math.max(box.top, shown?.top ?? box.top);
        const bottom = Math.min(box.bottom, shown?.bottom ?? box.bottom);
        return (
          box.left < pill.right && pill.left < box.right && top < pill.bottom && pill.top < bottom
        );
      })
      .map((card) => card.getAttribute('aria-label') ?? '');
  });
}

/**
 * In the page: a PNG's (base64) pixels, R G B A of each, row by row; or, given `points` (CSS
 * pixels from its top left, in a shot `width` CSS pixels wide), the R G B of each. A zoomed page's
 * shot has more pixels than CSS pixels: each point is read at the first of its own, as a shot of
 * that one CSS pixel gives it.
 */
async function decodedPng(
  png: string,
  points?: { x: number; y: number }[],
  width = 1,
): Promise<number[] | number[][]> {
  const image = new Image();
  image.src = `data:image/png;base64,${png}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.width;
  canvas.height = image.height;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  context.drawImage(image, 0, 0);
  if (!points) return Array.from(context.getImageData(0, 0, image.width, image.height).data);
  const scale = image.width / width;
  return points.map(({ x, y }) =>
    Array.from(
      context.getImageData(Math.floor(x * scale), Math.floor(y * scale), 1, 1).data.slice(0, 3),
    ),
  );
}

/** The pixels of the page's area `clip` as shown now (CSS pixels: device scale 1), R G B A each. */
export async function pixelsIn(page: Page, clip: BoundingBox): Promise<number[]> {
  const png = await page.screenshot({ clip, encoding: 'base64' });
  return (await page.evaluate(decodedPng, png)) as number[];
}

/**
 * The colours (R G B) of the page's pixels at `points` as shown now (CSS pixels, floored to whole
 * ones), read from one screenshot of the box that holds them all: a screenshot a pixel takes
 * about as long as one of the box, and the labels of a page are read by the dozen.
 */
export async function pixelsAt(
  page: Page,
  points: { x: number; y: number }[],
): Promise<number[][]> {
  if (points.length === 0) return [];
  const whole = points.map(({ x, y }) => ({ x: Math.floor(x), y: Math.floor(y) }));
  const left = Math.min(...whole.map(({ x }) => x));
  const top = Math.min(...whole.map(({ y }) => y));
  const clip = {
    x: left,
    y: top,
    width: Math.max(...whole.map(({ x }) => x)) - left + 1,
    height: Math.max(...whole.map(({ y }) => y)) - top + 1,
  };
  // Lossless either way; Chromium's faster encoding only compresses less.
  const png = await page.screenshot({
    clip,
    encoding: 'base64',
    ...(!isFirefox && { optimizeForSpeed: true }),
  });
  const picked = whole.map(({ x, y }) => ({ x: x - left, y: y - top }));
  return (await page.evaluate(decodedPng, png, picked, clip.width)) as number[][];
}

/** The colour (R G B) of the page's pixel at (x, y), CSS pixels rounded to whole ones. */
export async function pixelAt(page: Page, x: number, y: number): Promise<number[]> {
  const clip = { x: Math.round(x), y: Math.round(y), width: 1, height: 1 };
  return (await pixelsIn(page, clip)).slice(0, 3);
}

/** How far apart two colours (R G B) are: the largest difference of one channel, 0 to 255. */
export function colourDistance(one: number[], other: number[]): number {
  return Math.max(...one.map((value, index) => Math.abs(value - other[index])));
}

/**
 * How light the box `selector` finds is just above its lower edge, once the page is at rest:
 * R + G + B of the pixel `inset.x` px right of its left edge (a scroll bar may take its right) and
 * `inset.y` px up from its lower edge. A scrolling box cut short is shaded there, where it goes on.
 */
export async function lowerEdgeLight(
  page: Page,
  selector: string,
  inset: { x: number; y: number },
): Promise<number> {
  const box = await page.$eval(
    selector,
    (element, { x, y }) => {
      const { left, bottom } = element.getBoundingClientRect();
      return { x: Math.ceil(left) + x, y: Math.floor(bottom) - y, width: 1, height: 1 };
    },
    inset,
  );
  await untilAtRest(page);
  const [r, g, b] = await pixelsIn(page, box);
  return r + g + b;
}
