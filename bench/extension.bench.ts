/**
 * `npm run bench [-- --quick]`: the product's speed dashboard (docs/speed.md), measured in real
 * Chromium with the extension as it ships. Prints one table, each figure against its budget, and
 * writes every figure to `bench-results/extension-<time>.json`. A benchmark, not a test: no
 * figure fails the run. `--quick` runs each part a few times only (CI keeps the harness working).
 * The parts: the new tab (new-tab-figures.ts), a move (move-figures.ts), the solver's memory and
 * the engine's and solver's own bench scripts (here), a win's celebration (celebration-figures.ts),
 * how soon the board can be shown at all (paint-floor-figures.ts);
 * dashboard.ts holds the table. `--only=paint,moves` runs the parts named (PARTS) and no other.
 * The board's raster (raster-figures.ts) runs in a Chromium of its own, with the flag it needs.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ExtensionBrowser, launchWithExtension } from '../tests/e2e/browser';
import { storeGame } from './board-page';
import { makeBuilds } from './builds';
import { measureCelebration } from './celebration-figures';
import {
  budgets,
  isQuick,
  ms,
  onlyParts,
  printTable,
  progress,
  record,
  rows,
  runs,
} from './dashboard';
import { benchStart, measureFloor, measureMovesAndHeap, measureRenders } from './move-figures';
import { measurePaint, measureWeight } from './new-tab-figures';
import { measurePaintFloor } from './paint-floor-figures';
import { measureRaster, RASTER_FLAGS } from './raster-figures';
import { scriptFigures } from './script-figures';
import { watchSolverMemory } from './solver-memory';
import { fileBytes } from './weight';

const resultsDir = fileURLToPath(new URL('../bench-results', import.meta.url));

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
 * (state/solver-thread.ts, PAGE_MAX_POSITIONS): the most the solver holds in the extension.
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
 * Runs `use` with Chromium (given `flags` beside the usual ones) and the extension at `path`, the
 * bench's game already saved (through the service worker, which Chromium stops after 30 s idle:
 * so at once).
 */
async function withBrowser<T>(
  path: string,
  use: (extension: ExtensionBrowser) => Promise<T>,
  flags: string[] = [],
) {
  const extension = await launchWithExtension(path, { flags });
  try {
    await storeGame(extension, benchStart().saved);
    return await use(extension);
  } finally {
    await extension.close();
  }
}

/** The parts `--only` can name, in the order they run. */
const PARTS = [
  'weight',
  'paint',
  'paint-floor',
  'floor',
  'moves',
  'solver-memory',
  'celebration',
  'raster',
  'renders',
  'scripts',
];
const unknownParts = (onlyParts ?? []).filter((part) => !PARTS.includes(part));
if (unknownParts.length > 0) {
  throw new Error(`No bench part ${unknownParts.join(', ')}: the parts are ${PARTS.join(', ')}.`);
}
/** Whether `part` runs: every part does without `--only`. */
const runsPart = (part: string) => onlyParts === null || onlyParts.includes(part);

const startedAt = new Date();
const loadBefore = loadavg();
progress('building the shipped extension, the bench build and the baseline page');
const builds = await makeBuilds();
let chromium = '';
try {
  if (runsPart('weight')) await measureWeight(builds);
  await withBrowser(builds.shipped, (board) =>
    withBrowser(builds.baseline, async (baseline) => {
      chromium = await board.browser.version();
      if (runsPart('paint')) await measurePaint(board, baseline);
      if (runsPart('paint-floor')) await measurePaintFloor(baseline, builds.baseline);
      if (runsPart('floor')) await measureFloor(baseline);
      if (runsPart('moves')) await measureMovesAndHeap(board);
      if (runsPart('solver-memory')) await measureSolverMemory(board);
      if (runsPart('celebration')) await measureCelebration(board);
    }),
  );
  if (runsPart('raster')) await withBrowser(builds.shipped, measureRaster, RASTER_FLAGS);
  if (runsPart('renders')) await withBrowser(builds.counted, measureRenders);
} finally {
  await builds.remove();
}
if (runsPart('scripts')) await measureScripts();
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
    {
      startedAt,
      isQuick,
      onlyParts,
      chromium,
      loadBefore,
      loadAfter,
      runs,
      budgets,
      rows,
      ...record,
    },
    null,
    2,
  ),
);
console.log(`\nAll figures: ${resultsPath}`);
