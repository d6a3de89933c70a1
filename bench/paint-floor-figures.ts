/**
 * The `paint-floor` part of `npm run bench`: how soon this machine can show the board at all,
 * against the same empty page the new tab and the popup are measured by (docs/speed.md, The floor
 * under the first paint). For each, three pages of the baseline extension show the board with
 * less and less of the product around it: the page's snapshot painted by its head script with no
 * module after it; the same board's markup written into the page itself with its style sheet and
 * no script but the empty page's mark; a WebP picture of it as the page's only content, with that
 * mark alone. Each is loaded by its address in turn with the empty page at the same window size,
 * and timed to First Contentful Paint (a picture's mark can come before the picture is drawn). No
 * budget: what no first paint of this board can beat, whatever the code that paints it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type SnapshotLayout, snapshotKeyOf } from '../state/board-snapshot';
import type { ExtensionBrowser } from '../tests/e2e/browser';
import { withOnlyScript } from './bare-pages';
import { BOARD_PAINTED, SNAPSHOT_PAINTED, VIEWPORT, waitForPaint } from './board-page';
import {
  BARE_DIRS,
  BASELINE_PAGE,
  BASELINE_PAINTED,
  BASELINE_SCRIPT,
  BASELINE_TITLE,
} from './builds';
import { ms, progress, record, rows, runs } from './dashboard';
import { type LoadTarget, type LoadTiming, POPUP_VIEWPORT, timeLoad, withTabAt } from './paint';
import { summarize } from './stats';

/** The pages written beside each bare page, and the picture one of them shows. */
const MARKUP_PAGE = 'markup.html';
const IMAGE_PAGE = 'image.html';
const IMAGE = 'board.webp';

/** A game page whose floor is measured. */
interface GamePage {
  /** The dashboard's part for its rows. */
  part: string;
  /** The shipped page (`<page>.html`), whose bare copy is in `BARE_DIRS[page]`. */
  page: keyof typeof BARE_DIRS;
  /** The layout of its snapshot (state/board-snapshot.ts). */
  layout: SnapshotLayout;
  /** The window it is shown in, as the paint part shows it. */
  viewport: LoadTarget['viewport'];
}

const GAME_PAGES: GamePage[] = [
  { part: 'new tab floor', page: 'newtab', layout: 'full', viewport: VIEWPORT },
  { part: 'popup floor', page: 'popup', layout: 'compact', viewport: POPUP_VIEWPORT },
];

/** `path` in the baseline extension, shown in a window of `viewport`. */
function at(baseline: ExtensionBrowser, path: string, viewport: LoadTarget['viewport']) {
  return { url: `${baseline.origin}/${path}`, viewport };
}

/**
 * Opens the shipped `page` and closes it once it has kept its board's snapshot, so that the
 * baseline extension holds the snapshot in that page's layout, as the page keeps it for its next
 * load. One kept before (by another page) is removed first: it would pass for this page's.
 * Once the page has kept one, it keeps it again as it closes (as of the time its close writes).
 */
async function keepSnapshot(baseline: ExtensionBrowser, { page, layout, viewport }: GamePage) {
  const key = snapshotKeyOf(layout);
  await withTabAt(baseline, at(baseline, BASELINE_PAGE, viewport), (empty) =>
    empty.evaluate((kept) => localStorage.removeItem(kept), key),
  );
  await withTabAt(baseline, at(baseline, `${page}.html`, viewport), async (tab) => {
    await waitForPaint(tab, BOARD_PAINTED);
    await tab
      .waitForFunction((kept) => localStorage.getItem(kept) !== null, { polling: 50 }, key)
      .catch((error) => {
        throw new Error(`${page}.html kept no snapshot of its board (${key}).`, { cause: error });
      });
  });
}

/**
 * The bare copy of `page` as it shows the kept snapshot: the whole page as the browser serializes
 * it, and a WebP picture of the window.
 * @throws when the page shows no snapshot (none was kept, or storage says it is not current).
 */
function showSnapshot(baseline: ExtensionBrowser, { page, viewport }: GamePage) {
  const bare = `${BARE_DIRS[page]}/${page}.html`;
  return withTabAt(baseline, at(baseline, bare, viewport), async (tab) => {
    await waitForPaint(tab, SNAPSHOT_PAINTED).catch((error) => {
      throw new Error(`${bare} painted no snapshot of the board.`, { cause: error });
    });
    const html = await tab.evaluate(() => `<!doctype html>\n${document.documentElement.outerHTML}`);
    const image = await tab.screenshot({ type: 'webp', quality: 80 });
    return { html, image };
  });
}

/** Writes the markup and picture pages beside `page`'s bare copy, in the extension at `dir`. */
async function writeBarePages(baseline: ExtensionBrowser, dir: string, gamePage: GamePage) {
  await keepSnapshot(baseline, gamePage);
  const shown = await showSnapshot(baseline, gamePage);
  const bareDir = join(dir, BARE_DIRS[gamePage.page]);
  await writeFile(join(bareDir, MARKUP_PAGE), withOnlyScript(shown.html, BASELINE_SCRIPT));
  await writeFile(join(bareDir, IMAGE), shown.image);
  const empty = await readFile(join(dir, BASELINE_PAGE), 'utf8');
  if (!empty.includes(BASELINE_TITLE))
    throw new Error(`${BASELINE_PAGE} has no ${BASELINE_TITLE} to put the picture in place of.`);
  const { width, height } = gamePage.viewport;
  await writeFile(
    join(bareDir, IMAGE_PAGE),
    empty.replace(
      BASELINE_TITLE,
      `<img src="/${BARE_DIRS[gamePage.page]}/${IMAGE}" alt="" width="${width}" height="${height}" style="position: fixed; inset: 0">`,
    ),
  );
  return shown.image.byteLength;
}

/** What is timed of each game page, in turn with the empty page. */
const SHOWN = ['baseline', 'snapshot', 'markup', 'image'] as const;
type Shown = (typeof SHOWN)[number];

/** Where each page of SHOWN is loaded, and the mark its load waits for. */
function targets(baseline: ExtensionBrowser, { page, viewport }: GamePage) {
  const dir = BARE_DIRS[page];
  return {
    baseline: [at(baseline, BASELINE_PAGE, viewport), BASELINE_PAINTED],
    snapshot: [at(baseline, `${dir}/${page}.html`, viewport), SNAPSHOT_PAINTED],
    markup: [at(baseline, `${dir}/${MARKUP_PAGE}`, viewport), BASELINE_PAINTED],
    image: [at(baseline, `${dir}/${IMAGE_PAGE}`, viewport), BASELINE_PAINTED],
  } satisfies Record<Shown, [LoadTarget, string]>;
}

/** The dashboard's rows for one game page's timings. */
function floorRows(part: string, timings: Record<Shown, LoadTiming[]>) {
  const fcp = (loads: LoadTiming[]) => summarize(loads.map((load) => load.fcpMs));
  const baseFcp = fcp(timings.baseline);
  const compared = (loads: LoadTiming[]) => {
    const own = fcp(loads);
    const ratios = `${(own.median / baseFcp.median).toFixed(2)} x, p95 ${(own.p95 / baseFcp.p95).toFixed(2)} x`;
    return { own, value: `${ms(own.median)} (${ms(own.p95)}); ${ratios}` };
  };
  const snapshot = compared(timings.snapshot);
  const markup = compared(timings.markup);
  const image = compared(timings.image);
  rows.push(
    {
      part,
      figure: `empty page First Contentful Paint, median (p95), ${timings.baseline.length} loads each`,
      value: `${ms(baseFcp.median)} (${ms(baseFcp.p95)})`,
    },
    {
      part,
      figure: 'snapshot from the head script, no modules: FCP; / empty page',
      value: snapshot.value,
    },
    {
      part,
      figure: 'that board as the page HTML with its CSS, only the mark: FCP; / empty',
      value: markup.value,
    },
    {
      part,
      figure: 'a WebP picture of it alone on the page, only the mark: FCP; / empty',
      value: image.value,
    },
  );
  return { baseline: baseFcp, snapshot: snapshot.own, markup: markup.own, image: image.own };
}

/**
 * Writes the bare pages of the new tab and the popup into the baseline extension (at `dir`, which
 * `baseline` has loaded) and times them, all in turn, adding the dashboard's floor rows.
 */
export async function measurePaintFloor(baseline: ExtensionBrowser, dir: string) {
  const imageBytes: number[] = [];
  for (const gamePage of GAME_PAGES) {
    progress(`${gamePage.part}: keeping a snapshot and writing the bare pages`);
    imageBytes.push(await writeBarePages(baseline, dir, gamePage));
  }
  const timings = GAME_PAGES.map(
    (): Record<Shown, LoadTiming[]> => ({ baseline: [], snapshot: [], markup: [], image: [] }),
  );
  for (let load = 0; load < runs.warmups + runs.loads; load++) {
    progress(`paint floor: load ${load + 1} of ${runs.warmups + runs.loads}`);
    for (const [index, gamePage] of GAME_PAGES.entries()) {
      for (const [shown, [target, mark]] of Object.entries(targets(baseline, gamePage))) {
        const timing = await timeLoad(baseline, mark, target);
        if (load >= runs.warmups) timings[index][shown as Shown].push(timing);
      }
    }
  }
  record.paintFloor = GAME_PAGES.map((gamePage, index) => ({
    page: gamePage.page,
    imageBytes: imageBytes[index],
    ...floorRows(gamePage.part, timings[index]),
  }));
}
