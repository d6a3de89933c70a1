/**
 * The builds a bench run measures, all made in a throw-away directory so that the project's own
 * `.output/` (which the E2E tests and other engineers use) is never touched:
 * - `shipped`: `wxt zip`'s build, exactly what is published, and its zip;
 * - `counted`: the same build with the render counter (render-count.ts) put in front of the new
 *   tab's entry by a Vite plugin, so that no product file carries bench code;
 * - `baseline`: a copy of `shipped` whose new tab is an empty page (a title and the new tab's own
 *   first-paint background), the yardstick for how fast an extension page can paint here; it
 *   also holds FLOOR_PAGE, the yardstick for how fast a page can show a change after a release,
 *   and the bare pages (BARE_DIRS) from which paint-floor-figures.ts makes pages that show the
 *   board with less and less of the product around it.
 */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type InlineConfig, zip } from 'wxt';
import { withoutModules } from './bare-pages';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const newtabEntry = fileURLToPath(new URL('../entrypoints/newtab/main.tsx', import.meta.url));
const renderCounter = fileURLToPath(new URL('./render-count.ts', import.meta.url));

/** The mark the baseline page sets once its first frame is painted, as the board does. */
export const BASELINE_PAINTED = 'baseline-painted';
/** The baseline's page: a title on the new tab's first-paint style (makeBaseline). */
export const BASELINE_PAGE = 'baseline.html';
/**
 * A page of the baseline extension that does almost nothing per pointer release: it adds one
 * element `[data-card="n"]` (n = 0, 1, ...) to its `[data-pile="0"]`, which fills the window.
 */
export const FLOOR_PAGE = 'floor.html';
/**
 * Where the baseline extension holds the bare pages of each game page (paint-floor-figures.ts):
 * the page without its modules, under its own name (the name tells the snapshot's layout,
 * entrypoints/board-snapshot.ts), which paints the snapshot the shipped page kept and nothing
 * after it; beside it, the pages written during the run from what it shows.
 */
export const BARE_DIRS = { newtab: 'bare-newtab', popup: 'bare-popup' } as const;
/** The baseline page's only content, a visible title (makeBaseline). */
export const BASELINE_TITLE = '<h1>Yukon Solitaire</h1>';
/** The script the baseline page runs: it sets BASELINE_PAINTED once its first frame is painted. */
export const BASELINE_SCRIPT = 'baseline.js';

export interface Builds {
  /** Unpacked shipped build (a Chromium MV3 extension directory). */
  shipped: string;
  /** The packed shipped build. */
  zip: string;
  /** The shipped build plus the render counter. */
  counted: string;
  /** The throw-away baseline extension. */
  baseline: string;
  /** Deletes every build above. */
  remove(): Promise<void>;
}

/** WXT's progress lines would bury the bench's table; warnings and errors still show. */
const quietLogger: InlineConfig['logger'] = {
  debug() {},
  log() {},
  info() {},
  success() {},
  warn: console.warn,
  error: console.error,
  fatal: console.error,
  level: 1,
};

export async function makeBuilds(): Promise<Builds> {
  const root = await mkdtemp(join(tmpdir(), 'yukon-bench-'));
  const common: InlineConfig = { root: projectRoot, browser: 'chrome', logger: quietLogger };
  const [zipPath] = await zip({ ...common, outDir: join(root, 'shipped') });
  const shipped = join(root, 'shipped', 'chrome-mv3');
  await build({
    ...common,
    outDir: join(root, 'counted'),
    vite: () => ({
      plugins: [
        {
          name: 'yukon-bench-render-count',
          transform(code: string, id: string) {
            if (id.split('?')[0] !== newtabEntry) return null;
            return { code: `import ${JSON.stringify(renderCounter)};\n${code}`, map: null };
          },
        },
      ],
    }),
  });
  const baseline = join(root, 'baseline');
  await makeBaseline(shipped, baseline);
  return {
    shipped,
    zip: zipPath,
    counted: join(root, 'counted', 'chrome-mv3'),
    baseline,
    remove: () => rm(root, { recursive: true, force: true }),
  };
}

/**
 * Copies `shipped` to `target` and makes the copy's new tab a page with only a visible title on
 * the new tab's own first-paint style (taken from the built newtab.html, so both start from the
 * same colours). A visible title gives the page a First Contentful Paint to compare; a small
 * script marks its first painted frame the way the board does. Adds FLOOR_PAGE beside it.
 */
async function makeBaseline(shipped: string, target: string): Promise<void> {
  await cp(shipped, target, { recursive: true });
  const newtab = await readFile(join(target, 'newtab.html'), 'utf8');
  const firstPaintStyle = newtab.match(/<style>[\s\S]*?<\/style>/)?.[0];
  if (!firstPaintStyle)
    throw new Error(
      'The built newtab.html has no <style>: expected its first-paint background there.',
    );
  /** A page on the new tab's first-paint style with `body` and one script of the copy. */
  const page = (body: string, script: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="color-scheme" content="light dark" />
    <title>Yukon Solitaire</title>
    ${firstPaintStyle}
  </head>
  <body>
    ${body}
    <script src="/${script}"></script>
  </body>
</html>
`;
  await writeFile(join(target, BASELINE_PAGE), page(BASELINE_TITLE, BASELINE_SCRIPT));
  await writeFile(
    join(target, BASELINE_SCRIPT),
    `requestAnimationFrame(() => setTimeout(() => performance.mark(${JSON.stringify(BASELINE_PAINTED)})));\n`,
  );
  await writeFile(
    join(target, FLOOR_PAGE),
    page('<div data-pile="0" style="position: fixed; inset: 0"></div>', 'floor.js'),
  );
  await writeFile(
    join(target, 'floor.js'),
    `let next = 0;
document.addEventListener('pointerup', () => {
  const card = document.createElement('span');
  card.dataset.card = String(next++);
  card.textContent = card.dataset.card;
  document.querySelector('[data-pile="0"]').append(card);
});
`,
  );
  for (const [page, dir] of Object.entries(BARE_DIRS)) {
    const html = page === 'newtab' ? newtab : await readFile(join(target, `${page}.html`), 'utf8');
    await mkdir(join(target, dir));
    await writeFile(join(target, dir, `${page}.html`), withoutModules(html));
  }
  const manifestPath = join(target, 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
  manifest.chrome_url_overrides = { newtab: BASELINE_PAGE };
  await writeFile(manifestPath, JSON.stringify(manifest));
}
