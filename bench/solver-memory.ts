/**
 * The solver's memory in the extension (issue 5, The solver: "say the most it uses per deal in
 * Node and in the extension"): a new tab shows a hard Classic deal with the verdict on, and the
 * bench reads the solver worker's memory through the DevTools protocol until the verdict shows.
 */
import type { CDPSession, Page, WebWorker } from 'puppeteer';
import { formatDealCode, newGame } from '../engine';
import { type ExtensionBrowser, storeLocally } from '../tests/e2e/browser';
import { VIEWPORT } from './board-page';

/** How often the worker's memory is read, ms: a search grows its sets in steps of many ms. */
const SAMPLE_MS = 10;
/** A verdict not shown by then ends the watch, ms (the page's search gives up at 10 s). */
const WATCH_MS = 30_000;

export interface WorkerMemory {
  /** The Classic deal's number (RULES.md, Deal codes). */
  deal: number;
  /** What the game bar said once the search ended ("Not determined" at the position cap). */
  verdict: string;
  /** From the page's load to the verdict shown, ms. */
  ms: number;
  /** The most the worker held at one reading: its JS heap plus the memory behind its typed arrays, bytes. */
  peakBytes: number;
  /** Readings taken. */
  samples: number;
}

/**
 * Shows Classic deal `deal` on a new tab of `extension` (product rules, the verdict on) and
 * watches the solver worker's memory (`Runtime.getHeapUsage`: usedSize + backingStorageSize)
 * until the verdict shows.
 * @throws Error when no solver worker starts, or no verdict shows within WATCH_MS.
 */
export async function watchSolverMemory(
  extension: ExtensionBrowser,
  deal: number,
): Promise<WorkerMemory> {
  const page = await extension.browser.newPage();
  try {
    await page.setViewport(VIEWPORT);
    await page.goto(extension.pageUrl('newtab'));
    await page.waitForSelector('.column');
    await storeLocally(page, {
      game: newGame(formatDealCode('C', deal)),
      settings: { showVerdict: true },
    });
    const started = new Promise<WebWorker>((resolve) => page.once('workercreated', resolve));
    const loadedAt = performance.now();
    await page.reload();
    const worker = await started;
    // The worker's own DevTools session (puppeteer's, left attached).
    return await sample(page, worker.client, deal, loadedAt);
  } finally {
    await page.close();
  }
}

async function sample(
  page: Page,
  session: CDPSession,
  deal: number,
  loadedAt: number,
): Promise<WorkerMemory> {
  let peakBytes = 0;
  let samples = 0;
  let verdict = '';
  const shown = page
    .waitForFunction(
      () => {
        const text = document.querySelector('.game-bar .verdict')?.textContent ?? '';
        return text !== '' && text !== 'Checking…' && text;
      },
      { timeout: WATCH_MS },
    )
    .then(async (handle) => {
      verdict = String(await handle.jsonValue());
    });
  let isShown = false;
  shown.then(
    () => {
      isShown = true;
    },
    () => {},
  );
  while (!isShown) {
    const usage = (await session.send('Runtime.getHeapUsage')) as {
      usedSize: number;
      backingStorageSize?: number;
    };
    peakBytes = Math.max(peakBytes, usage.usedSize + (usage.backingStorageSize ?? 0));
    samples++;
    await Promise.race([shown, new Promise((resolve) => setTimeout(resolve, SAMPLE_MS))]);
  }
  await shown;
  return { deal, verdict, ms: performance.now() - loadedAt, peakBytes, samples };
}
