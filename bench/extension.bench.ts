/**
 * `npm run bench [-- --quick]`: the product's speed dashboard (issue 6), measured in real
 * Chromium with the extension as it ships. Prints one table, each figure against its budget, and
 * writes every figure to `bench-results/extension-<time>.json`. A benchmark, not a test: no
 * figure fails the run. `--quick` runs each part a few times only (CI keeps the harness working).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Game } from '../engine';
import { type ExtensionBrowser, launchWithExtension } from '../tests/e2e/browser';
import { seededRandom } from '../tests/unit/state/random-play';
import { BOARD_PAINTED, openBoard, storeGame } from './board-page';
import { BASELINE_PAINTED, type Builds, makeBuilds } from './builds';
import { floorReleaseToPaint } from './floor';
import { heapAfterGc, playActions, renderFigures } from './moves';
import {
  BUILT_IN_NEW_TAB,
  type LoadTiming,
  timeBuiltInNewTab,
  timeNewTab,
  watchFirstFrames,
} from './paint';
import { savedBenchGame } from './play-script';
import { scriptFigures } from './script-figures';
import { watchSolverMemory } from './solver-memory';
import { type Summary, summarize } from './stats';
import { fileBytes, pageWeight } from './weight';

const isQuick = process.argv.includes('--quick');
const runs = isQuick
  ? { warmups: 1, loads: 3, frameWatches: 1, actions: 10, heapMoves: 20, memoryDeals: [104] }
  : {
      warmups: 2,
      loads: 30,
      frameWatches: 3,
      actions: 200,
      heapMoves: 500,
      // Deals the page's search leaves undecided at its cap: the most a search holds.
      memoryDeals: [104, 270, 559, 973],
    };
const SEED = 6;
const resultsDir = fileURLToPath(new URL('../bench-results', import.meta.url));

/** The budgets (issue 6, Budgets). */
const budgets = {
  paintRatio: 1.3,
  newtabKb: 40,
  releaseToPaintP95Ms: 16,
  untouchedPileRenders: 0,
  heapMb: 10,
  /** Luma of a corner of any frame before the board is painted; the dark felt is about 35. */
  flashLuma: 80,
};

interface Row {
  part: string;
  figure: string;
  value: string;
  budget?: string;
  isWithin?: boolean;
}

const rows: Row[] = [];
/** Where a long run is, on stderr (the table goes to stdout). */
const progress = (step: string) => process.stderr.write(`${step}\n`);
const record: Record<string, unknown> = {};
const ms = (value: number) => `${value.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function measureWeight(builds: Builds) {
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
 * Loads of both new tabs and of Chromium's own New Tab page in turn, so that a change in the
 * machine's load touches all alike.
 */
async function measurePaint(board: ExtensionBrowser, baseline: ExtensionBrowser) {
  const timings: Record<'board' | 'baseline', LoadTiming[]> = { board: [], baseline: [] };
  const builtInFcps: (number | null)[] = [];
  for (let load = 0; load < runs.warmups + runs.loads; load++) {
    progress(`new tab: load ${load + 1} of ${runs.warmups + runs.loads}`);
    const boardLoad = await timeNewTab(board, BOARD_PAINTED);
    const baselineLoad = await timeNewTab(baseline, BASELINE_PAINTED);
    const builtInFcp = await timeBuiltInNewTab(baseline);
    if (load < runs.warmups) continue;
    timings.board.push(boardLoad);
    timings.baseline.push(baselineLoad);
    builtInFcps.push(builtInFcp);
  }
  const builtInShown = builtInFcps.filter((fcp) => fcp !== null);
  const builtIn = builtInShown.length > 0 ? summarize(builtInShown) : null;
  const painted = summarize(timings.board.map((load) => load.paintedMs));
  const fcp = summarize(timings.board.map((load) => load.fcpMs));
  const basePainted = summarize(timings.baseline.map((load) => load.paintedMs));
  const baseFcp = summarize(timings.baseline.map((load) => load.fcpMs));
  const ratio = painted.median / basePainted.median;
  const decoder = await board.browser.newPage();
  const frames = [];
  for (let watch = 0; watch < runs.frameWatches; watch++) {
    progress(`new tab: traced load ${watch + 1} of ${runs.frameWatches}`);
    frames.push(await watchFirstFrames(board, BOARD_PAINTED, decoder));
  }
  await decoder.close();
  const brightest = frames.reduce((worst, watch) =>
    watch.brightestLuma > worst.brightestLuma ? watch : worst,
  );
  const loads = `${runs.loads} loads`;
  rows.push(
    {
      part: 'new tab',
      figure: `board painted, median (p95), ${loads}`,
      value: `${ms(painted.median)} (${ms(painted.p95)})`,
    },
    {
      part: 'new tab',
      figure: 'board First Contentful Paint, median (p95)',
      value: `${ms(fcp.median)} (${ms(fcp.p95)})`,
    },
    {
      part: 'new tab',
      figure: `baseline page painted, median (p95), ${loads}`,
      value: `${ms(basePainted.median)} (${ms(basePainted.p95)})`,
    },
    {
      part: 'new tab',
      figure: 'baseline First Contentful Paint, median (p95)',
      value: `${ms(baseFcp.median)} (${ms(baseFcp.p95)})`,
    },
    {
      part: 'new tab',
      figure: 'board / baseline, painted medians',
      value: `${ratio.toFixed(2)} x`,
      budget: `<= ${budgets.paintRatio} x`,
      isWithin: ratio <= budgets.paintRatio,
    },
    {
      part: 'new tab',
      figure: 'FCP / baseline FCP, medians',
      value: `${(fcp.median / baseFcp.median).toFixed(2)} x`,
    },
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
  record.paint = {
    timings,
    painted,
    fcp,
    basePainted,
    baseFcp,
    ratio,
    builtInFcps,
    builtIn,
    frames,
  };
}

/** The bench's saved game, and the generator the scripted actions go on with: the same each call. */
function benchStart() {
  const random = seededRandom(SEED);
  return { saved: savedBenchGame(random), random };
}

/** Opens a new tab of `extension` (launched by withBrowser, so holding the saved game). */
async function openScriptedBoard(extension: ExtensionBrowser) {
  const { saved, random } = benchStart();
  return { page: await openBoard(extension), game: saved.game, random };
}

/** Parts 3 and 4 on the shipped build: the timed actions, then on to the heap after many moves. */
async function measureMovesAndHeap(board: ExtensionBrowser) {
  progress(`a move: ${runs.actions} timed actions, then on to ${runs.heapMoves} moves`);
  const { page, game, random } = await openScriptedBoard(board);
  const heapBefore = await heapAfterGc(page);
  const timed = await playActions(page, game, random, { actions: runs.actions, isCounting: false });
  const latency = summarize(timed.samples.map((sample) => sample.releaseToPaintMs));
  const frameWork = summarize(timed.samples.map((sample) => sample.frameToPaintMs));
  const handling = summarize(timed.samples.map((sample) => sample.handlingMs));
  let current: Game = timed.game;
  let moves = timed.samples.filter((sample) => !sample.action.isUndo).length;
  while (moves < runs.heapMoves) {
    const more = await playActions(page, current, random, {
      actions: runs.heapMoves - moves,
      isCounting: false,
    });
    current = more.game;
    moves += more.samples.filter((sample) => !sample.action.isUndo).length;
  }
  const heapAfter = await heapAfterGc(page);
  await page.close();
  const undos = timed.samples.filter((sample) => sample.action.isUndo).length;
  rows.push(
    {
      part: 'a move',
      figure: `pointer release to painted frame, median, ${runs.actions} actions (${undos} undos)`,
      value: ms(latency.median),
    },
    {
      part: 'a move',
      figure: 'pointer release to painted frame, p95 (max)',
      value: `${ms(latency.p95)} (${ms(latency.max)})`,
      budget: `<= ${budgets.releaseToPaintP95Ms} ms`,
      isWithin: latency.p95 <= budgets.releaseToPaintP95Ms,
    },
    ...splitRows(handling, frameWork),
    {
      part: 'memory',
      figure: `JS heap after ${moves} moves and their undos (after GC)`,
      value: `${(heapAfter / 2 ** 20).toFixed(2)} MB (${(heapBefore / 2 ** 20).toFixed(2)} MB at load)`,
      budget: `<= ${budgets.heapMb} MB`,
      isWithin: heapAfter <= budgets.heapMb * 2 ** 20,
    },
  );
  record.moves = {
    latency,
    handling,
    frameWork,
    samples: timed.samples,
    heapBefore,
    heapAfter,
    heapMoves: moves,
  };
}

/**
 * Two parts of release to painted frame (next-paint.js): the page's script until the change is
 * in its elements, and the painting frame's work; the rest is the wait for that frame.
 */
function splitRows(handling: Summary, frameWork: Summary): Row[] {
  return [
    {
      part: 'a move',
      figure: 'of which release to the change in the page, median (p95)',
      value: `${ms(handling.median)} (${ms(handling.p95)})`,
    },
    {
      part: 'a move',
      figure: 'of which the painting frame, from its start, median (p95)',
      value: `${ms(frameWork.median)} (${ms(frameWork.p95)})`,
    },
  ];
}

/** Part 3's floor: the same timing on a page that does almost nothing per release. */
async function measureFloor(baseline: ExtensionBrowser) {
  progress(`a move: ${runs.actions} releases on a trivial page`);
  const samples = await floorReleaseToPaint(baseline, runs.actions);
  const floor = summarize(samples.map((sample) => sample.releaseToPaintMs));
  const frameWork = summarize(samples.map((sample) => sample.frameToPaintMs));
  const handling = summarize(samples.map((sample) => sample.handlingMs));
  rows.push(
    {
      part: 'a move',
      figure: `the floor: release to painted frame on a trivial page, median (p95), ${runs.actions} releases`,
      value: `${ms(floor.median)} (${ms(floor.p95)})`,
    },
    ...splitRows(handling, frameWork),
  );
  record.floor = { ...floor, handling, frameWork };
}

/** Part 3's render counts, on the bench build with the render counter, the same actions. */
async function measureRenders(counted: ExtensionBrowser) {
  progress(`a move: ${runs.actions} actions in the bench build, counting renders`);
  const { page, game, random } = await openScriptedBoard(counted);
  const { samples } = await playActions(page, game, random, {
    actions: runs.actions,
    isCounting: true,
  });
  await page.close();
  const renders = renderFigures(samples);
  const byComponent = Object.entries(renders.meanByComponent)
    .sort(([, a], [, b]) => b - a)
    .map(([name, mean]) => `${name} ${mean.toFixed(1)}`)
    .join(', ');
  rows.push(
    {
      part: 'a move',
      figure: 'components rendered per action, mean (max)',
      value: `${renders.meanPerAction.toFixed(1)} (${renders.maxPerAction}): ${byComponent}`,
    },
    {
      part: 'a move',
      figure: 'renders of piles an action did not touch',
      value: `${renders.untouchedPileRenders} in ${renders.actionsWithUntouchedPiles} of ${samples.length} actions`,
      budget: 'none: only touched piles',
      isWithin: renders.untouchedPileRenders <= budgets.untouchedPileRenders,
    },
  );
  record.renders = { ...renders, samples };
}

async function measureScripts() {
  progress('engine and solver figures');
  const scripts = [['bench:engine', isQuick ? ['--quick'] : []]];
  if (
    await fileBytes(fileURLToPath(new URL('./solver.bench.ts', import.meta.url))).catch(() => 0)
  ) {
    scripts.push(['bench:solver', ['--quick']]);
  }
  for (const [script, args] of scripts as [string, string[]][]) {
    const figures = await scriptFigures(script, args);
    for (const { label, value } of figures) rows.push({ part: script, figure: label, value });
    record[script] = figures;
  }
}

/**
 * The solver worker's peak memory on Classic deals whose page search stops at its position cap
 * (state/solver-thread.ts, PAGE_MAX_POSITIONS; issue 5 asks for the most it uses in the
 * extension).
 */
async function measureSolverMemory(board: ExtensionBrowser) {
  const watched = [];
  for (const deal of runs.memoryDeals) {
    progress(`solver memory: Classic deal ${deal}`);
    const memory = await watchSolverMemory(board, deal);
    watched.push(memory);
    rows.push({
      part: 'solver',
      figure: `solver workers' peak memory (JS heap + typed arrays), Classic deal ${deal}, verdict on`,
      value: `${(memory.peakBytes / 1e6).toFixed(1)} MB ("${memory.verdict}" after ${ms(memory.ms)}, ${memory.samples} readings)`,
    });
  }
  record.solverMemory = watched;
}

/**
 * Runs `use` with Chromium and the extension at `path`, the bench's game already saved (through
 * the service worker, which Chromium stops after 30 s idle: so at once).
 */
async function withBrowser<T>(path: string, use: (extension: ExtensionBrowser) => Promise<T>) {
  const extension = await launchWithExtension(path);
  try {
    await storeGame(extension, benchStart().saved);
    return await use(extension);
  } finally {
    await extension.close();
  }
}

/** Prints the rows in columns; a line a script printed without a figure spans the row. */
function printTable() {
  const figureRows = rows.filter((row) => row.value !== '');
  const width = (pick: (row: Row) => string) =>
    Math.max(...figureRows.map((row) => pick(row).length));
  const widths = [width((row) => row.part), width((row) => row.figure), width((row) => row.value)];
  for (const row of rows) {
    const verdict = row.isWithin === undefined ? '' : row.isWithin ? 'within' : 'OVER';
    const cells =
      row.value === ''
        ? [row.part.padEnd(widths[0]), row.figure]
        : [
            row.part.padEnd(widths[0]),
            row.figure.padEnd(widths[1]),
            row.value.padEnd(widths[2]),
            row.budget ? `${verdict.padEnd(6)} ${row.budget}` : '',
          ];
    console.log(cells.join('  ').trimEnd());
  }
}

const startedAt = new Date();
const loadBefore = loadavg();
progress('building the shipped extension, the bench build and the baseline page');
const builds = await makeBuilds();
let chromium = '';
try {
  await measureWeight(builds);
  await withBrowser(builds.shipped, (board) =>
    withBrowser(builds.baseline, async (baseline) => {
      chromium = await board.browser.version();
      await measurePaint(board, baseline);
      await measureFloor(baseline);
      await measureMovesAndHeap(board);
      await measureSolverMemory(board);
    }),
  );
  await withBrowser(builds.counted, measureRenders);
} finally {
  await builds.remove();
}
await measureScripts();
const loadAfter = loadavg();
console.log(
  `\nExtension benchmark${isQuick ? ' (--quick)' : ''}: ${chromium}, Node ${process.version}, ` +
    `load average ${loadBefore[0].toFixed(2)} at start, ${loadAfter[0].toFixed(2)} at end\n`,
);
printTable();
await mkdir(resultsDir, { recursive: true });
const resultsPath = join(
  resultsDir,
  `extension-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`,
);
await writeFile(
  resultsPath,
  JSON.stringify(
    { startedAt, isQuick, chromium, loadBefore, loadAfter, runs, budgets, rows, ...record },
    null,
    2,
  ),
);
console.log(`\nAll figures: ${resultsPath}`);
