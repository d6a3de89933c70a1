/**
 * How fast a new tab shows the board (docs/speed.md): loads of chrome://newtab, each timed from
 * navigation start to the page's "painted" mark and to First Contentful Paint, and a look at the
 * frames the browser painted on the way, to catch a white flash.
 */
import type { Page } from 'puppeteer';
import type { ExtensionBrowser } from '../tests/e2e/browser';
import { newDarkTab, SNAPSHOT_PAINTED, VIEWPORT, waitForPaint } from './board-page';

export interface LoadTiming {
  /**
   * ms from navigation start to the page's painted mark, or to the board's snapshot on screen
   * (SNAPSHOT_PAINTED) when that came first: what the player sees either way.
   */
  paintedMs: number;
  /** Whether the board first showed from its snapshot. */
  isFromSnapshot: boolean;
  /** Whether that snapshot's board was laid out in the sizes kept with it. */
  isSized: boolean;
  /** ms from navigation start to First Contentful Paint */
  fcpMs: number;
}

/** The toolbar popup's size: its compact game is 800 x 600 px (components/GamePage.css). */
export const POPUP_VIEWPORT = { width: 800, height: 600 };

/** Where a timed load goes: a page's address and the size of the window it is shown in. */
export interface LoadTarget {
  url: string;
  viewport: { width: number; height: number };
}

/** The new tab as a player opens it: chrome://newtab in a laptop-sized window. */
export const NEW_TAB: LoadTarget = { url: 'chrome://newtab', viewport: VIEWPORT };

/** Opens `target` in a fresh dark tab of `extension`'s browser, runs `use` on it, closes it. */
export async function withTabAt<T>(
  extension: ExtensionBrowser,
  target: LoadTarget,
  use: (page: Page) => Promise<T>,
): Promise<T> {
  const page = await newDarkTab(extension);
  try {
    if (target.viewport !== VIEWPORT) await page.setViewport(target.viewport);
    await page.goto(target.url);
    return await use(page);
  } finally {
    await page.close();
  }
}

/**
 * One load of `target` (by default the new tab) in a fresh dark tab, timed by the page's own
 * performance entries.
 */
export function timeLoad(
  extension: ExtensionBrowser,
  mark: string,
  target: LoadTarget = NEW_TAB,
): Promise<LoadTiming> {
  return withTabAt(extension, target, async (page) => {
    await waitForPaint(page, mark);
    return await page.evaluate(
      (name, snapshotName) => {
        const [painted] = performance.getEntriesByName(name);
        const [snapshot] = performance.getEntriesByName(snapshotName);
        const [fcp] = performance.getEntriesByName('first-contentful-paint');
        const isFromSnapshot = snapshot !== undefined && snapshot.startTime < painted.startTime;
        return {
          paintedMs: isFromSnapshot ? snapshot.startTime : painted.startTime,
          isFromSnapshot,
          isSized: isFromSnapshot && (snapshot as PerformanceMark).detail?.isSized === true,
          fcpMs: fcp.startTime,
        };
      },
      mark,
      SNAPSHOT_PAINTED,
    );
  });
}

/** Chromium's own New Tab page: the built-in page an extension's new tab stands in for. */
export const BUILT_IN_NEW_TAB = 'chrome://new-tab-page/';
/** How long a load of BUILT_IN_NEW_TAB may take to paint before it counts as not shown. */
const BUILT_IN_TIMEOUT_MS = 10_000;

/**
 * One load of BUILT_IN_NEW_TAB in a fresh dark tab (of any extension's browser: the extension
 * replaces chrome://newtab, not this page), timed to its First Contentful Paint. A reference,
 * not a budget: Google Chrome may ship and warm this page differently from the Chromium here.
 * @returns ms from navigation start to FCP, or null when this Chromium has no such page or
 *   showed nothing within BUILT_IN_TIMEOUT_MS.
 */
export async function timeBuiltInNewTab(extension: ExtensionBrowser): Promise<number | null> {
  const page = await newDarkTab(extension);
  try {
    try {
      await page.goto(BUILT_IN_NEW_TAB, { timeout: BUILT_IN_TIMEOUT_MS });
    } catch {
      // No such page in this Chromium (net::ERR_INVALID_URL), or it did not load in time.
      return null;
    }
    return await page.evaluate(
      (timeoutMs) =>
        new Promise<number | null>((resolve) => {
          setTimeout(() => resolve(null), timeoutMs);
          new PerformanceObserver((entries) => {
            const fcp = entries.getEntriesByName('first-contentful-paint')[0];
            if (fcp) resolve(fcp.startTime);
          }).observe({ type: 'paint', buffered: true });
        }),
      BUILT_IN_TIMEOUT_MS,
    );
  } finally {
    await page.close();
  }
}

export interface FirstFrames {
  /** Frames the browser showed from the page's first paint until First Contentful Paint. */
  frames: number;
  /** The top-left corner's colour (#rrggbb) in the last of those frames (showing FCP). */
  fcpCorner: string;
  /** The brightest top-left corner among those frames, and its luma 0..255 (white is 255). */
  brightestCorner: string;
  brightestLuma: number;
  /** The top-left corner's colour (#rrggbb) in each of those frames, in order. */
  corners: string[];
}

interface TraceEvent {
  name: string;
  ts: number;
  args?: { snapshot?: string };
}

/**
 * A load of chrome://newtab traced with a screenshot of every frame (loaded again when the trace
 * holds none, TRACED_LOADS at most): the colour of each
 * frame's top-left corner (felt, under the game bar) from the page's first paint (earlier frames
 * still show the tab's previous page) to the frame showing First Contentful Paint. The
 * screenshots are JPEG; `decoder` (any open page) turns them into pixels with a canvas.
 */
export async function watchFirstFrames(
  extension: ExtensionBrowser,
  mark: string,
  decoder: Page,
): Promise<FirstFrames> {
  for (let load = 1; ; load++) {
    const shots = await tracedFirstFrames(extension, mark);
    if (shots.length > 0) return readCorners(shots, decoder);
    if (load === TRACED_LOADS) {
      throw new Error(
        `In ${load} traced loads the trace held no screenshot after the first paint.`,
      );
    }
  }
}

/**
 * How many traced loads a watch makes at most: the browser takes a frame's screenshot after the
 * frame, and on a busy machine one load's may come only after the trace has stopped.
 */
const TRACED_LOADS = 3;

/**
 * One traced load: the screenshots (JPEG, base64) from the page's first paint to the frame of
 * First Contentful Paint; none when the trace holds none (see TRACED_LOADS).
 */
async function tracedFirstFrames(extension: ExtensionBrowser, mark: string): Promise<string[]> {
  const page = await newDarkTab(extension);
  try {
    await page.tracing.start({ screenshots: true, categories: ['loading'] });
    await page.goto('chrome://newtab');
    await waitForPaint(page, mark);
    // Two more frames, so that the screenshot of the frame that painted is taken before the stop.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const trace = await page.tracing.stop();
    const { traceEvents } = JSON.parse(new TextDecoder().decode(trace)) as {
      traceEvents: TraceEvent[];
    };
    const firstPaint = traceEvents.find((event) => event.name === 'firstPaint')?.ts;
    const fcp = traceEvents.find((event) => event.name === 'firstContentfulPaint')?.ts;
    if (firstPaint === undefined || fcp === undefined) {
      throw new Error('The trace lacks firstPaint or firstContentfulPaint: no frames to look at.');
    }
    const screenshots = traceEvents
      .filter((event) => event.name === 'Screenshot' && event.ts >= firstPaint)
      .sort((a, b) => a.ts - b.ts);
    // A frame's screenshot may be stamped before the frame is presented (FCP's time): the frames
    // up to the first stamped at or after FCP, or all of them when none is.
    const afterFcp = screenshots.findIndex((event) => event.ts >= fcp);
    return screenshots
      .slice(0, afterFcp < 0 ? screenshots.length : afterFcp + 1)
      .map((event) => event.args?.snapshot as string);
  } finally {
    await page.close();
  }
}

/** The top-left corners of `shots` (JPEG, base64), decoded in `decoder` (any open page). */
async function readCorners(shots: string[], decoder: Page): Promise<FirstFrames> {
  const corners = await decoder.evaluate(async (jpegs) => {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', {
      willReadFrequently: true,
    }) as CanvasRenderingContext2D;
    const colours: number[][] = [];
    for (const jpeg of jpegs) {
      const image = new Image();
      image.src = `data:image/jpeg;base64,${jpeg}`;
      await image.decode();
      canvas.width = image.width;
      canvas.height = image.height;
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(2, 2, 8, 8).data;
      const sum = [0, 0, 0];
      for (let index = 0; index < pixels.length; index += 4) {
        for (let channel = 0; channel < 3; channel++) sum[channel] += pixels[index + channel];
      }
      colours.push(sum.map((total) => Math.round(total / (pixels.length / 4))));
    }
    return colours;
  }, shots);
  const luma = ([r, g, b]: number[]) => Math.round(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const hex = (colour: number[]) =>
    `#${colour.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
  const brightest = corners.reduce((best, colour) => (luma(colour) > luma(best) ? colour : best));
  return {
    frames: corners.length,
    fcpCorner: hex(corners[corners.length - 1]),
    brightestCorner: hex(brightest),
    brightestLuma: luma(brightest),
    corners: corners.map(hex),
  };
}
