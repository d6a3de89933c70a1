/**
 * The `paint-floor` part of `npm run bench`: how soon this machine can show the board at all,
 * against the same empty page the new tab is measured by (docs/speed.md, The floor under the
 * first paint). Three pages of the baseline extension show the board with less and less of the
 * product around it: the new tab's snapshot painted by its head script with no module after it;
 * the same board's markup written into the page itself with its style sheet and no script; a
 * WebP picture of it as the page's only content. Each is loaded by its address in turn with the
 * empty page, and timed to First Contentful Paint. No budget: what no first paint of this board
 * can beat, whatever the code that paints it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ExtensionBrowser } from '../tests/e2e/browser';
import { withOnlyScript } from './bare-pages';
import { BOARD_PAINTED, newDarkTab, SNAPSHOT_PAINTED, VIEWPORT, waitForPaint } from './board-page';
import { BARE_IMAGE, BARE_PAGES, BASELINE_PAGE, BASELINE_PAINTED, BASELINE_SCRIPT } from './builds';
import { ms, progress, record, rows, runs } from './dashboard';
import { type LoadTiming, timeLoad } from './paint';
import { summarize } from './stats';

/** The baseline page's visible title, which the picture page puts the board's picture in place of. */
const BASELINE_TITLE = '<h1>Yukon Solitaire</h1>';

/**
 * Opens BARE_PAGES.source (the shipped new tab) and closes it once its board is painted, so that
 * the baseline extension keeps the board's snapshot, as the new tab keeps it for its next load.
 */
async function keepSnapshot(baseline: ExtensionBrowser): Promise<void> {
  const page = await newDarkTab(baseline);
  try {
    await page.goto(`${baseline.origin}/${BARE_PAGES.source}`);
    await waitForPaint(page, BOARD_PAINTED);
  } finally {
    await page.close();
  }
}

/**
 * BARE_PAGES.snapshot as it shows the kept snapshot: the whole page as the browser serializes it,
 * and a WebP picture of the window.
 * @throws when the page shows no snapshot (none was kept, or storage says it is not current).
 */
async function showSnapshot(baseline: ExtensionBrowser) {
  const page = await newDarkTab(baseline);
  try {
    await page.goto(`${baseline.origin}/${BARE_PAGES.snapshot}`);
    await waitForPaint(page, SNAPSHOT_PAINTED).catch((error) => {
      throw new Error(`${BARE_PAGES.snapshot} painted no snapshot of the board.`, { cause: error });
    });
    const html = await page.evaluate(
      () => `<!doctype html>\n${document.documentElement.outerHTML}`,
    );
    const image = await page.screenshot({ type: 'webp', quality: 80 });
    return { html, image };
  } finally {
    await page.close();
  }
}

/** The bare pages' load timings and the empty page's, taken in turn. */
async function timeBarePages(baseline: ExtensionBrowser) {
  const at = (page: string) => ({ url: `${baseline.origin}/${page}`, viewport: VIEWPORT });
  const pages = {
    baseline: [at(BASELINE_PAGE), BASELINE_PAINTED],
    snapshot: [at(BARE_PAGES.snapshot), SNAPSHOT_PAINTED],
    markup: [at(BARE_PAGES.markup), BASELINE_PAINTED],
    image: [at(BARE_PAGES.image), BASELINE_PAINTED],
  } as const;
  const timings: Record<keyof typeof pages, LoadTiming[]> = {
    baseline: [],
    snapshot: [],
    markup: [],
    image: [],
  };
  for (let load = 0; load < runs.warmups + runs.loads; load++) {
    progress(`paint floor: load ${load + 1} of ${runs.warmups + runs.loads}`);
    for (const [name, [target, mark]] of Object.entries(pages)) {
      const timing = await timeLoad(baseline, mark, target);
      if (load >= runs.warmups) timings[name as keyof typeof pages].push(timing);
    }
  }
  return timings;
}

/**
 * Writes the bare pages into the baseline extension (at `dir`, which `baseline` has loaded) and
 * times them, adding the dashboard's `paint floor` rows.
 */
export async function measurePaintFloor(baseline: ExtensionBrowser, dir: string) {
  progress('paint floor: keeping a snapshot and writing the bare pages');
  await keepSnapshot(baseline);
  const shown = await showSnapshot(baseline);
  await writeFile(join(dir, BARE_PAGES.markup), withOnlyScript(shown.html, BASELINE_SCRIPT));
  await writeFile(join(dir, BARE_IMAGE), shown.image);
  const empty = await readFile(join(dir, BASELINE_PAGE), 'utf8');
  if (!empty.includes(BASELINE_TITLE))
    throw new Error(`${BASELINE_PAGE} has no ${BASELINE_TITLE} to put the picture in place of.`);
  const { width, height } = VIEWPORT;
  await writeFile(
    join(dir, BARE_PAGES.image),
    empty.replace(
      BASELINE_TITLE,
      `<img src="/${BARE_IMAGE}" alt="" width="${width}" height="${height}" style="position: fixed; inset: 0">`,
    ),
  );
  const timings = await timeBarePages(baseline);
  const fcp = (loads: LoadTiming[]) => summarize(loads.map((load) => load.fcpMs));
  const baseFcp = fcp(timings.baseline);
  const loads = `${timings.baseline.length} loads each`;
  const compared = (loads: LoadTiming[]) => {
    const own = fcp(loads);
    return {
      own,
      value: `${ms(own.median)} (${ms(own.p95)}); ${(own.median / baseFcp.median).toFixed(2)} x, p95 ${(own.p95 / baseFcp.p95).toFixed(2)} x`,
    };
  };
  const snapshot = compared(timings.snapshot);
  const markup = compared(timings.markup);
  const image = compared(timings.image);
  rows.push(
    {
      part: 'paint floor',
      figure: `empty page First Contentful Paint, median (p95), ${loads}`,
      value: `${ms(baseFcp.median)} (${ms(baseFcp.p95)})`,
    },
    {
      part: 'paint floor',
      figure: 'snapshot from the head script, no modules: FCP; / empty page',
      value: snapshot.value,
    },
    {
      part: 'paint floor',
      figure: 'that board as the page HTML with its CSS, no script: FCP; / empty',
      value: markup.value,
    },
    {
      part: 'paint floor',
      figure: 'a WebP picture of it, alone on the page, no script: FCP; / empty',
      value: image.value,
    },
  );
  record.paintFloor = {
    baseline: baseFcp,
    snapshot: snapshot.own,
    markup: markup.own,
    image: image.own,
    imageBytes: shown.image.byteLength,
  };
}
