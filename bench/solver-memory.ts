/**
 * The most memory the solver uses per deal in the extension (Node's figure and this one are in
 * docs/winnability.md): a new tab shows a hard Classic deal with the verdict on, and the bench
 * reads the solver worker's memory through the DevTools protocol until the verdict shows.
 */
import type { Page, WebWorker } from 'puppeteer';
import { formatDealCode, newGame } from '../engine';
import { type ExtensionBrowser, storeLocally } from '../tests/e2e/browser';
import { VIEWPORT } from './board-page';

/**
 * The pause between two readings of the workers' memory, ms: with the reading itself, they are
 * 10 to 25 ms apart. A search grows its sets in steps of many ms.
 */
const SAMPLE_MS = 10;
/** A verdict not shown by then ends the watch, ms (the page's search gives up at 10 s). */
const WATCH_MS = 30_000;

export interface WorkerMemory {
  /** The Classic deal's number (docs/rules.md, Deal codes). */
  deal: number;
  /** What the game bar said once the search ended ("Not determined" at the position cap). */
  verdict: string;
  /** From the page's load to the verdict shown, ms. */
  ms: number;
  /**
   * The most the workers held at one reading: JS heap plus the memory behind typed arrays, bytes.
   */
  peakBytes: number;
  /** Readings taken. */
  samples: number;
}

/**
 * Shows Classic deal `deal` on a new tab of `extension` (product rules, the verdict on) and
 * watches the memory of the page's solver workers (`Runtime.getHeapUsage`: usedSize +
 * backingStorageSize, summed over the workers alive at a reading; a stopped search's worker is
 * replaced by a fresh one) until the verdict shows.
 * @throws Error when no solver worker starts, the browser reports no typed-array memory, or no
 *   verdict shows within WATCH_MS.
 */
export async function watchSolverMemory(
  extension: ExtensionBrowser,
  deal: number,
): Promise<WorkerMemory> {
  // The game and settings are stored from one page, and measured on another opened after: a
  // page that was showing another game would stop its worker and start one more.
  const setup = await extension.browser.newPage();
  try {
    await setup.goto(extension.pageUrl('newtab'));
    await setup.waitForSelector('.column');
    await storeLocally(setup, {
      game: newGame(formatDealCode('C', deal)),
      settings: { showVerdict: true },
    });
  } finally {
    await setup.close();
  }
  const page = await extension.browser.newPage();
  const workers = new Set<WebWorker>();
  page.on('workercreated', (worker) => workers.add(worker));
  page.on('workerdestroyed', (worker) => workers.delete(worker));
  try {
    await page.setViewport(VIEWPORT);
    const loadedAt = performance.now();
    await page.goto(extension.pageUrl('newtab'));
    return await sample(page, workers, deal, loadedAt);
  } finally {
    await page.close();
  }
}

/** The bytes `worker` holds now, or null when it is gone (terminated between two readings). */
async function workerBytes(worker: WebWorker): Promise<number | null> {
  let usage: { usedSize: number; backingStorageSize?: number };
  try {
    usage = (await worker.client.send('Runtime.getHeapUsage')) as typeof usage;
  } catch (error) {
    // Puppeteer's TargetCloseError, which it does not export.
    if ((error as Error).name === 'TargetCloseError') return null;
    throw error;
  }
  if (usage.backingStorageSize === undefined) {
    throw new Error('This Chromium reports no backingStorageSize: the typed arrays go unseen.');
  }
  return usage.usedSize + usage.backingStorageSize;
}

async function sample(
  page: Page,
  workers: Set<WebWorker>,
  deal: number,
  loadedAt: number,
): Promise<WorkerMemory> {
  let peakBytes = 0;
  let samples = 0;
  let verdict = '';
  let isShown = false;
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
      isShown = true;
    });
  while (!isShown) {
    const readings = await Promise.all([...workers].map(workerBytes));
    if (readings.some((bytes) => bytes !== null)) {
      peakBytes = Math.max(
        peakBytes,
        readings.reduce<number>((sum, bytes) => sum + (bytes ?? 0), 0),
      );
      samples++;
    }
    await Promise.race([shown, new Promise((resolve) => setTimeout(resolve, SAMPLE_MS))]);
  }
  await shown;
  if (samples === 0) throw new Error(`No solver worker was read on Classic deal ${deal}.`);
  return { deal, verdict, ms: performance.now() - loadedAt, peakBytes, samples };
}
