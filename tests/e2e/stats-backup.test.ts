// The statistics backup in real Chromium (and Firefox) with the built extension, the player's way
// on the options page: Export statistics saves a file; Import statistics, through the file
// chooser, adds a backup's records to the Statistics dialog's figures (once, however often it is
// imported) and refuses a bad file with its reason, changing nothing.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ElementHandle, Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GameResult, gameId, recordGame, type StatsRecord } from '../../state/stats';
import { BACKUP_FORMAT, backupOf } from '../../state/stats-backup';
import { STATS_VERSION } from '../../state/sync-schemas';
import {
  browserName,
  collectErrors,
  type ExtensionBrowser,
  isFirefox,
  launchWithExtension,
  screenshot,
  until,
} from './browser';
import { find, openStatistics } from './queries';

let extension: ExtensionBrowser;
let files: string;

beforeAll(async () => {
  extension = await launchWithExtension();
  files = await mkdtemp(join(tmpdir(), 'yukon-backup-'));
});
afterAll(async () => {
  await extension?.close();
  if (files) await rm(files, { recursive: true, force: true });
});

/** Classic games in a browser: `wins` won of `games`, a win taking `timeMs`. */
function classic(seed: number, games: number, wins: number, timeMs: number): StatsRecord {
  let record: StatsRecord = {};
  for (let i = 0; i < games; i++) {
    const result: GameResult = {
      variant: 'C',
      isWon: i < wins,
      elapsedMs: timeMs,
      score: 300,
      moves: 120,
      takebacks: 0,
      id: gameId(`YU1-C-AAAAAA${'BCDEFGH'[i]}`, seed * 1000 + i),
    };
    record = recordGame(record, result, Date.UTC(2026, 10, seed, 12, i));
  }
  return record;
}

/** The Statistics dialog's figure for `label` (Classic shown), read as the player reads it. */
async function figures(page: Page): Promise<Record<string, string>> {
  const dialog = await openStatistics(page);
  const rows = await dialog.$$eval('tbody tr', (rows) =>
    rows.map((row) => [...row.children].map((cell) => cell.textContent ?? '')),
  );
  await (await find(dialog, 'Close[role="button"]')).click();
  await page.waitForFunction(() => document.querySelector('dialog[open]') === null);
  return Object.fromEntries(rows);
}

/** What the options page said after the last export or import. */
async function said(page: Page, text: string): Promise<void> {
  await until(
    page,
    (wanted) => document.querySelector('.stats-backup [role="status"]')?.textContent === wanted,
    text,
  );
}

/**
 * Imports the file `name` (written into the test's folder with `text`) as the player does: a
 * click on Import statistics and the file chosen in the browser's file chooser.
 */
async function importFile(page: Page, name: string, text: string): Promise<void> {
  const path = join(files, name);
  await writeFile(path, text);
  const button = await find(page, 'Import statistics[role="button"]');
  if (!isFirefox) {
    const [chooser] = await Promise.all([page.waitForFileChooser(), button.click()]);
    await chooser.accept([path]);
  } else {
    // Firefox under puppeteer (WebDriver BiDi) has no file chooser event for an extension page
    // (waitForFileChooser times out there): the file is set on the picker the button opens.
    const picker = (await page.$(
      '.stats-backup input[type="file"]',
    )) as ElementHandle<HTMLInputElement>;
    await picker.uploadFile(path);
  }
}

/**
 * Clicks Export statistics and returns the file saved: in Chromium the download itself, into a
 * folder set over the DevTools protocol. Firefox's download folder cannot be set for the browser
 * the test files share (WebDriver BiDi has no download behaviour there), so there the link's
 * file is read as it is clicked, and its download kept from the machine's own folder.
 */
async function exportFile(page: Page): Promise<{ name: string; text: string }> {
  const button = await find(page, 'Export statistics[role="button"]');
  if (!isFirefox) {
    const folder = await mkdtemp(join(files, 'downloads-'));
    const session = await extension.browser.target().createCDPSession();
    await session.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: folder });
    await button.click();
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
      const [name] = (await readdir(folder)).filter((file) => file.endsWith('.json'));
      if (name) return { name, text: await readFile(join(folder, name), 'utf8') };
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('No file was downloaded within 30 s.');
  }
  await page.evaluate(() => {
    document.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element).closest('a[download]') as HTMLAnchorElement | null;
        if (!link) return;
        event.preventDefault();
        const kept = globalThis as { exported?: { name: string; text: string } };
        fetch(link.href)
          .then((response) => response.text())
          .then((text) => {
            kept.exported = { name: link.download, text };
          });
      },
      { capture: true },
    );
  });
  await button.click();
  await until(page, () => Boolean((globalThis as { exported?: unknown }).exported), 'an export');
  return page.evaluate(
    () => (globalThis as unknown as { exported: { name: string; text: string } }).exported,
  );
}

describe(`the statistics backup in ${browserName}`, () => {
  it('exports a file, imports a backup once however often it is chosen, and refuses a bad file', async () => {
    const page = await extension.browser.newPage();
    const errors = collectErrors(page);
    await page.setViewport({ width: 1280, height: 800 });
    await extension.open(page, 'options');
    // This browser played 4 Classic games and won 2, each in 5:00.
    await page.evaluate(
      (record) =>
        (
          globalThis as unknown as { chrome: typeof import('wxt/browser').browser }
        ).chrome.storage.local.set({ stats: record }),
      classic(1, 4, 2, 300_000),
    );
    await extension.reload(page);
    expect(await figures(page)).toMatchObject({
      'Games played': '4',
      'Games won': '2',
      'Best time': '5:00',
    });

    // Export: a file of today's date with this browser's record in it.
    const exported = await exportFile(page);
    expect(exported.name).toMatch(/^yukon-statistics-\d{4}-\d{2}-\d{2}\.json$/);
    const backup = JSON.parse(exported.text);
    expect(backup).toMatchObject({
      format: BACKUP_FORMAT,
      version: 1,
      statistics: { v: STATS_VERSION },
    });
    expect(Object.values(backup.statistics.devices)).toEqual([
      expect.objectContaining({ C: expect.arrayContaining([4, 2]) }),
    ]);
    await said(page, `Statistics exported to ${exported.name}.`);
    // Imported back here, it adds nothing: this browser counts all of it already.
    await importFile(page, exported.name, exported.text);
    await said(
      page,
      `Nothing imported from ${exported.name}: every game in it is counted here already.`,
    );

    // Another browser's backup: 3 games, 3 won, in 2:00.
    const work = JSON.stringify(
      backupOf({ devices: { work00000000: classic(2, 3, 3, 120_000) }, folded: null }, Date.now()),
    );
    await importFile(page, 'work.json', work);
    await said(page, 'Statistics imported from work.json.');
    const imported = await figures(page);
    expect(imported).toMatchObject({
      'Games played': '7',
      'Games won': '5',
      'Best time': '2:00',
      'Best streak': '3',
    });
    await importFile(page, 'work.json', work);
    await said(page, 'Statistics imported from work.json.');
    expect(await figures(page)).toEqual(imported);

    // Bad files: the reason said, the figures as they were.
    const refusals: [string, string, string][] = [
      [
        'notes.json',
        'my scores: 7 games',
        'notes.json was not imported: it is not a statistics backup (not JSON text). Nothing changed.',
      ],
      [
        'other.json',
        '{"games": 12}',
        'other.json was not imported: it is not a Yukon Solitaire statistics backup. Nothing changed.',
      ],
      [
        'later.json',
        JSON.stringify({ ...JSON.parse(work), version: 2 }),
        'later.json was not imported: a newer version of Yukon Solitaire made it. Update the extension, then import it again. Nothing changed.',
      ],
      [
        'damaged.json',
        work.replace('"C":[3,3,', '"C":[3,30,'),
        'damaged.json was not imported: it is damaged (a figure in it is not valid). Nothing changed.',
      ],
    ];
    for (const [name, text, reason] of refusals) {
      await importFile(page, name, text);
      await said(page, reason);
      expect(await figures(page)).toEqual(imported);
    }

    // The section with a refusal said, looked at wide and phone-sized: nothing cut off.
    await page.evaluate(() => document.querySelector('.stats-backup')?.scrollIntoView());
    await screenshot(page, 'stats-backup-1280x800');
    await page.setViewport({ width: 360, height: 640 });
    await page.evaluate(() => document.querySelector('.stats-backup')?.scrollIntoView());
    await screenshot(page, 'stats-backup-360x640');
    const overflow = await page.$$eval('.stats-backup button, .stats-backup p', (elements) =>
      elements
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return (
            box.left < 0 ||
            box.right > window.innerWidth ||
            element.scrollWidth > element.clientWidth + 1
          );
        })
        .map((element) => element.textContent),
    );
    expect(overflow).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
