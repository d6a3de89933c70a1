/**
 * The board's raster work as Chromium itself measures it (its `rasterize_and_record_benchmark`,
 * with `--enable-gpu-benchmarking`): the time the software rasterizer takes to draw every tile
 * of the live new tab, at rest, its caches warm. The live board, not the snapshot a load paints
 * first and the live board replaces at once: the snapshot draws less (no slot under a column's
 * cards, take-snapshot.ts). A load's raster takes several times as long (the page's modules load
 * beside it on the same cores), but a change to what the board draws moves both alike, and this
 * figure is steady from run to run where paired loads are not (docs/speed.md, What the first
 * paint draws unseen). No budget: it tells where the first paint's raster goes.
 */
import type { Page } from 'puppeteer';
import type { ExtensionBrowser } from '../tests/e2e/browser';
import { BOARD_PAINTED, newDarkTab, waitForPaint } from './board-page';
import { ms, progress, record, rows, runs } from './dashboard';
import { summarize } from './stats';

/** The flag that gives a page `chrome.gpuBenchmarking`. */
export const RASTER_FLAGS = ['--enable-gpu-benchmarking'];

/** What the micro-benchmark reports, of all it reports. */
interface RasterReport {
  rasterize_time_ms: number;
  pixels_rasterized: number;
}

/** Times Chromium draws each tile in one measure, for a steadier figure. */
const REPEATS = 10;

/** One measure of `page`'s raster, two frames after the last change. */
function rasterOnce(page: Page): Promise<RasterReport> {
  return page.evaluate(
    (repeats) =>
      new Promise<RasterReport>((resolve, reject) => {
        const benchmarking = (
          globalThis as unknown as {
            chrome?: {
              gpuBenchmarking?: {
                runMicroBenchmark(
                  name: string,
                  done: (report: RasterReport) => void,
                  options: object,
                ): boolean;
              };
            };
          }
        ).chrome?.gpuBenchmarking;
        if (!benchmarking) {
          reject(new Error('No chrome.gpuBenchmarking: Chromium runs without its flag.'));
          return;
        }
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const isStarted = benchmarking.runMicroBenchmark(
              'rasterize_and_record_benchmark',
              resolve,
              { rasterize_repeat_count: repeats, record_repeat_count: 1 },
            );
            if (!isStarted) reject(new Error('Chromium did not start its raster benchmark.'));
          }),
        );
      }),
    REPEATS,
  );
}

/**
 * The new tab's board (the bench's game, dark, at the bench's window size) measured `runs.rasters`
 * times: the least and the median, with the pixels drawn. The least is the figure to compare: a
 * measure the solver's worker or the machine's load competed with comes out longer, never shorter.
 */
export async function measureRaster(board: ExtensionBrowser): Promise<void> {
  progress(`raster: the new tab's board, measured ${runs.rasters} times`);
  const page = await newDarkTab(board);
  try {
    await page.goto('chrome://newtab');
    await waitForPaint(page, BOARD_PAINTED);
    const reports: RasterReport[] = [];
    for (let measure = 0; measure < runs.rasters; measure++) reports.push(await rasterOnce(page));
    const times = reports.map((report) => report.rasterize_time_ms);
    const least = Math.min(...times);
    const { median } = summarize(times);
    rows.push({
      part: 'new tab',
      figure: `raster of the live board at rest, warm (Chromium's own measure), least (median) of ${reports.length}`,
      value: `${ms(least)} (${ms(median)}), ${reports[0].pixels_rasterized} px drawn`,
    });
    record.raster = { reports, least, median };
  } finally {
    await page.close();
  }
}
