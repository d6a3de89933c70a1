/**
 * The new tab's parts of `npm run bench`: its weight (the shipped files, gzipped) and its paint
 * (loads of the board, the baseline page and Chromium's own New Tab page, in turn).
 */
import type { Page } from 'puppeteer';
import type { ExtensionBrowser } from '../tests/e2e/browser';
import { BOARD_PAINTED, storeSettings } from './board-page';
import { BASELINE_PAGE, BASELINE_PAINTED, type Builds } from './builds';
import { budgets, kb, ms, progress, record, rows, runs } from './dashboard';
import { darkFelts, isOwnFelt, OTHER_TABLES } from './felts';
import {
  BUILT_IN_NEW_TAB,
  type FirstFrames,
  type LoadTiming,
  POPUP_VIEWPORT,
  timeBuiltInNewTab,
  timeLoad,
  watchFirstFrames,
} from './paint';
import { summarize } from './stats';
import { fileBytes, pageWeight } from './weight';

export async function measureWeight(builds: Builds) {
  const newtab = await pageWeight(builds.shipped, 'newtab.html');
  const popup = await pageWeight(builds.shipped, 'popup.html');
  const zipBytes = await fileBytes(builds.zip);
  const newtabBytes = newtab.js + newtab.css;
  rows.push(
    {
      part: 'weight',
      figure: 'new tab JS + CSS, gzipped',
      value: `${kb(newtabBytes)} (JS ${kb(newtab.js)}, CSS ${kb(newtab.css)})`,
      budget: `<= ${budgets.newtabKb} KB`,
      isWithin: newtabBytes <= budgets.newtabKb * 1024,
    },
    {
      part: 'weight',
      figure: 'new tab solver worker JS, gzipped (loads when started, off the page thread)',
      value: kb(newtab.worker.js),
    },
    {
      part: 'weight',
      figure: 'popup JS + CSS, gzipped',
      value: `${kb(popup.js + popup.css)} (JS ${kb(popup.js)}, CSS ${kb(popup.css)})`,
    },
    { part: 'weight', figure: 'packed zip (wxt zip)', value: kb(zipBytes) },
  );
  record.weight = { newtab, popup, zipBytes };
}

/**
 * The board's loads against the baseline's, as the dashboard's rows of `part`: each one's painted
 * and First Contentful Paint times, and the ratios the budget holds (docs/speed.md).
 */
function comparePaint(part: string, board: LoadTiming[], baseline: LoadTiming[]) {
  const painted = summarize(board.map((load) => load.paintedMs));
  const fcp = summarize(board.map((load) => load.fcpMs));
  const basePainted = summarize(baseline.map((load) => load.paintedMs));
  const baseFcp = summarize(baseline.map((load) => load.fcpMs));
  const ratio = painted.median / basePainted.median;
  const p95Ratio = painted.p95 / basePainted.p95;
  const fcpRatio = fcp.median / baseFcp.median;
  const fromSnapshot = board.filter((load) => load.isFromSnapshot).length;
  const sized = board.filter((load) => load.isSized).length;
  const loads = `${board.length} loads`;
  const ratioRow = (figure: string, value: number) => ({
    part,
    figure,
    value: `${value.toFixed(2)} x`,
    budget: `<= ${budgets.paintRatio} x`,
    isWithin: value <= budgets.paintRatio,
  });
  rows.push(
    {
      part,
      figure: `board painted, median (p95), ${loads}`,
      value: `${ms(painted.median)} (${ms(painted.p95)}); from its snapshot in ${fromSnapshot} of ${board.length}, in its kept sizes in ${sized}`,
    },
    {
      part,
      figure: 'board First Contentful Paint, median (p95)',
      value: `${ms(fcp.median)} (${ms(fcp.p95)})`,
    },
    {
      part,
      figure: `baseline page painted, median (p95), ${loads}`,
      value: `${ms(basePainted.median)} (${ms(basePainted.p95)})`,
    },
    {
      part,
      figure: 'baseline First Contentful Paint, median (p95)',
      value: `${ms(baseFcp.median)} (${ms(baseFcp.p95)})`,
    },
    ratioRow('board / baseline, painted medians', ratio),
    ratioRow('board / baseline, painted p95', p95Ratio),
    ratioRow('FCP / baseline FCP, medians', fcpRatio),
  );
  return { painted, fcp, basePainted, baseFcp, ratio, p95Ratio, fcpRatio, fromSnapshot, sized };
}

/**
 * Loads of both new tabs and of Chromium's own New Tab page, then of the toolbar popup's page and
 * the baseline page at the popup's size, in turn, so that a change in the machine's load touches
 * all alike. Each page that closes writes the time its clock ran to the stored game; a snapshot of
 * the other layout showing the same board is kept as of it (docs/speed.md, First paint), so each
 * page is timed as a player who goes from one to the other.
 */
export async function measurePaint(board: ExtensionBrowser, baseline: ExtensionBrowser) {
  const timings: Record<'board' | 'baseline', LoadTiming[]> = { board: [], baseline: [] };
  const popupTimings: Record<'board' | 'baseline', LoadTiming[]> = { board: [], baseline: [] };
  const popup = { url: board.pageUrl('popup'), viewport: POPUP_VIEWPORT };
  const popupBaseline = { url: `${baseline.origin}/${BASELINE_PAGE}`, viewport: POPUP_VIEWPORT };
  const builtInFcps: (number | null)[] = [];
  for (let load = 0; load < runs.warmups + runs.loads; load++) {
    progress(`new tab and popup: load ${load + 1} of ${runs.warmups + runs.loads}`);
    const boardLoad = await timeLoad(board, BOARD_PAINTED);
    const baselineLoad = await timeLoad(baseline, BASELINE_PAINTED);
    const builtInFcp = await timeBuiltInNewTab(baseline);
    const popupLoad = await timeLoad(board, BOARD_PAINTED, popup);
    const popupBaselineLoad = await timeLoad(baseline, BASELINE_PAINTED, popupBaseline);
    if (load < runs.warmups) continue;
    timings.board.push(boardLoad);
    timings.baseline.push(baselineLoad);
    builtInFcps.push(builtInFcp);
    popupTimings.board.push(popupLoad);
    popupTimings.baseline.push(popupBaselineLoad);
  }
  const builtInShown = builtInFcps.filter((fcp) => fcp !== null);
  const builtIn = builtInShown.length > 0 ? summarize(builtInShown) : null;
  const newTab = comparePaint('new tab', timings.board, timings.baseline);
  const popupPaint = comparePaint('popup', popupTimings.board, popupTimings.baseline);
  const decoder = await board.browser.newPage();
  const frames = [];
  for (let watch = 0; watch < runs.frameWatches; watch++) {
    progress(`new tab: traced load ${watch + 1} of ${runs.frameWatches}`);
    frames.push(await watchFirstFrames(board, BOARD_PAINTED, decoder));
  }
  const brightest = frames.reduce((worst, watch) =>
    watch.brightestLuma > worst.brightestLuma ? watch : worst,
  );
  const tables = await watchTables(board, decoder);
  await decoder.close();
  rows.push(
    {
      part: 'new tab',
      figure: `reference: Chromium's own New Tab page (${BUILT_IN_NEW_TAB}), FCP median (p95), ${builtInShown.length} of ${runs.loads} loads`,
      value: builtIn ? `${ms(builtIn.median)} (${ms(builtIn.p95)})` : 'not shown by this Chromium',
    },
    {
      part: 'new tab',
      figure: `dark mode: brightest corner, first paint to FCP, ${frames.length} traced loads`,
      value: `${brightest.brightestCorner} (luma ${brightest.brightestLuma}; at FCP ${brightest.fcpCorner})`,
      budget: `no white flash (luma < ${budgets.flashLuma})`,
      isWithin: brightest.brightestLuma < budgets.flashLuma,
    },
  );
  rows.push(
    ...tables.map(({ table, watched, isOwnFelt, brightest: worst }) => ({
      part: 'new tab',
      figure: `dark mode, ${table} table: each frame, first paint to FCP, ${watched.length} traced loads`,
      value: `${worst.brightestCorner} brightest (luma ${worst.brightestLuma}; at FCP ${worst.fcpCorner})${isOwnFelt ? '' : '; a frame nearer the default green'}`,
      budget: `its own felt from the first frame (luma < ${budgets.flashLuma})`,
      isWithin: isOwnFelt && worst.brightestLuma < budgets.flashLuma,
    })),
  );
  record.paint = {
    timings,
    ...newTab,
    popup: { timings: popupTimings, ...popupPaint },
    builtInFcps,
    builtIn,
    frames,
    tables,
  };
}

/**
 * Traced dark loads with each other table chosen (docs/rules.md, Looks): whether every frame from
 * the first paint shows that table's felt, its top-left corner nearer one of the table's own dark
 * felt tones (the felt, and the lighter and deeper shades its gradient runs through) than any of
 * the default green's, never the green first. Puts the default table back after.
 */
async function watchTables(board: ExtensionBrowser, decoder: Page) {
  const felts = await darkFelts();
  const tables = [];
  for (const table of OTHER_TABLES) {
    await storeSettings(board, { table });
    // One load reads the settings and keeps the looks for the next page's first frame.
    await timeLoad(board, BOARD_PAINTED);
    const watched: FirstFrames[] = [];
    for (let watch = 0; watch < runs.frameWatches; watch++) {
      progress(`new tab: ${table} table, traced load ${watch + 1} of ${runs.frameWatches}`);
      watched.push(await watchFirstFrames(board, BOARD_PAINTED, decoder));
    }
    const isOwn = watched.every(({ corners }) =>
      corners.every((corner) => isOwnFelt(corner, table, felts)),
    );
    const brightest = watched.reduce((worst, watch) =>
      watch.brightestLuma > worst.brightestLuma ? watch : worst,
    );
    tables.push({ table, watched, isOwnFelt: isOwn, brightest });
  }
  await storeSettings(board, {});
  await timeLoad(board, BOARD_PAINTED);
  return tables;
}
