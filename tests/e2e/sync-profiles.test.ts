// Two Chromium profiles of one player, syncing through Chromium's own sync engine (its local
// backend: no account, no network), taking turns as a player moves from one computer to another:
// the game, settings and statistics follow, and a game left for a new one is offered back.
// Chromium only: Firefox has no local sync backend (docs/toolchain.md, "Two Chromium profiles
// syncing through Chromium's own sync engine").
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMove, type Game, legalMoves, newGame } from '../../engine';
import { dealerName } from '../../state/game-result';
import {
  chromiumOnly,
  type ExtensionBrowser,
  isFirefox,
  launchWithExtension,
  screenshot,
  storeLocally,
  untilAtRest,
} from './browser';
import { card, expectedColumns, nameOf } from './names';
import { type ChromeGlobal, columnCards, drag, showsMoves, storedDeviceId } from './player';
import { find, labelled, openStatistics } from './queries';

/**
 * The public key (base64 DER) put in the manifest of this file's copy of the build, so that both
 * profiles give the extension the same id: Chromium derives an unpacked extension's id from its
 * path, or from its manifest's `key`. Only that copy has it: the build and the store packages
 * (`npm run zip`) never do.
 */
const KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAs1pYheglALP3EyvcQAZKwqU74/ozL9mFQ/F7rZs9L3Zy' +
  'R9izw62LDPdEwtx3MxHSTYwOlFyOeaXdPtsh9eNJ8Adp9cTuE8g+tW/qx9rW87/CygiTMGtGY6ZeN/ztQ/whB2U7' +
  'Fif7DSh+HDZnzBs6+fQ6x6orPeuerfVuAaDb/KzU1WW1gTXfPu/OSd9kHhjpRKOjBaVF2ZKLSYDNR8O6ss6pxbFz' +
  '9CpDepJ0pv9i+6Y9l1XRoyUZ108c2vJGSFsZPXh1HVJqi+htuVrtwt0N8BBJay9Wih4j0axYWBTSphhrrodFcfZF' +
  'o0Z1H44cn5WUkNbEai0Y0mGGZ8OKobRlWwIDAQAB';

/** The id Chromium gives an extension with the key `KEY`: its SHA-256's first 32 hex digits, a-p. */
const EXTENSION_ID = createHash('sha256')
  .update(Buffer.from(KEY, 'base64'))
  .digest('hex')
  .slice(0, 32)
  .replace(/./g, (digit) => String.fromCharCode(97 + Number.parseInt(digit, 16)));

/** Deals played in turn: one left in A (a game counted), one carried across, one begun in B. */
const LEFT_IN_A = 'YU1-C-AAAAAAC';
const CARRIED = 'YU1-C-AAAAAAB';
const BEGUN_IN_B = 'YU1-C-AAAAAAD';

/** How long a profile may take to show what the other one synced: a deadline, not a speed check. */
const ARRIVAL_MS = 30_000;

let workDir: string;
let keyedBuild: string;
let syncFile: string;
/** Profiles A and B share `syncFile`; C and D, the game dealt in one and won in the other, theirs. */
let otherSyncFile: string;
const profileDirs: Record<'A' | 'B' | 'C' | 'D', string> = { A: '', B: '', C: '', D: '' };

/**
 * Runs `play` in profile `name`, then closes it (which writes its sync file). Profiles take turns:
 * two browsers open at once on one sync file do not see each other, and the last to close wins.
 */
async function turn<T>(
  name: 'A' | 'B' | 'C' | 'D',
  play: (extension: ExtensionBrowser) => Promise<T>,
): Promise<T> {
  const extension = await launchWithExtension(keyedBuild, {
    profile: { dir: profileDirs[name], syncFile: fileOf(name) },
  });
  try {
    expect(extension.extensionId).toBe(EXTENSION_ID);
    return await play(extension);
  } finally {
    await extension.close();
  }
}

async function openBoard(extension: ExtensionBrowser, query?: Record<string, string>) {
  const page = await extension.browser.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  await extension.open(page, 'newtab', query);
  await page.waitForSelector(labelled('group', 'column 1'));
  return page;
}

/** Opens the link to deal `code` in `page` over a game under way, as "Open the deal" confirms. */
async function openDealOverGame(extension: ExtensionBrowser, page: Page, code: string) {
  await extension.open(page, 'newtab', { deal: code });
  await (await find(page, 'Open the deal[role="button"]')).click();
  await untilShows(page, newGame(code));
}

/** Plays the first legal move of `game` from column to column, with the mouse; returns the game after. */
async function playMove(page: Page, game: Game): Promise<Game> {
  const { columns } = game.position;
  const move = legalMoves(game.variant, game.position).find(
    ({ to }) => typeof to === 'number' && columns[to].cards.length > 0,
  );
  if (!move || typeof move.to !== 'number') throw new Error(`No move onto a card in ${game.code}`);
  await untilAtRest(page);
  await drag(page, nameOf(move.card), nameOf(columns[move.to].cards.at(-1) as number));
  const after = applyMove(game, move).game as Game;
  await showsMoves(page, after.moves);
  return after;
}

/** Waits until `page` shows `game`: its deal code, its number of moves and every column's cards. */
async function untilShows(page: Page, game: Game): Promise<void> {
  await page.waitForSelector(labelled('button', `Copy deal ${game.code}`), {
    timeout: ARRIVAL_MS,
  });
  await showsMoves(page, game.moves, ARRIVAL_MS);
  const columns = [];
  for (let number = 1; number <= 7; number++) columns.push(await columnCards(page, number));
  expect(columns).toEqual(expectedColumns(game.position));
}

/** The sync file profile `name` syncs through. */
const fileOf = (name: string) => (name === 'A' || name === 'B' ? syncFile : otherSyncFile);

/**
 * Waits until this profile's game and settings are in its `storage.sync` as its pages last wrote
 * them (the background writes them a few seconds after a change), and then until Chromium's sync
 * engine has sent them to its backend, which writes them into the sync file: only then does
 * closing the profile hand them on (a profile closed before that keeps them to itself).
 */
async function untilSynced(page: Page): Promise<void> {
  // Read again on each look: a page may write again meanwhile (its clock's time as the clock
  // stops), and then what the file must hold is that later write.
  let lacking = ['the game and settings of storage.local in storage.sync'];
  for (const deadline = Date.now() + ARRIVAL_MS; ; ) {
    const synced = await page.evaluate(async () => {
      const { local, sync } = (globalThis as unknown as ChromeGlobal).chrome.storage;
      const [here, synced] = await Promise.all([local.get(null), sync.get(null)]);
      const when = (value: unknown) => (value as { updatedAt?: number } | undefined)?.updatedAt;
      const isSame =
        synced.stats !== undefined &&
        when(synced.game) === when(here.game) &&
        (here.settings === undefined || when(synced.settings) === when(here.settings));
      return isSame ? synced : null;
    });
    if (synced) {
      // The backend keeps each item's value as JSON text: the game's compact form (letters,
      // digits and `|.-`) shows as it is, and so does each setting as `"name":value`.
      const texts = [
        (synced.game as { game: string }).game,
        ...Object.entries(
          (synced.settings as { settings?: object } | undefined)?.settings ?? {},
        ).map(([name, value]) => `"${name}":${JSON.stringify(value)}`),
      ];
      const file = await readFile(syncFile, 'latin1').catch(() => '');
      lacking = texts.filter((text) => !file.includes(text));
      if (lacking.length === 0) return;
    }
    if (Date.now() > deadline) {
      throw new Error(`After ${ARRIVAL_MS} ms the sync file still lacks ${lacking.join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The settings page's Auto placement switch, waited for until it is `isOn`. */
async function untilAutoPlacement(extension: ExtensionBrowser, isOn: boolean): Promise<void> {
  const options = await extension.browser.newPage();
  await extension.open(options, 'options');
  const box = await find(options, 'Auto placement');
  await options.waitForFunction(
    (input, wanted) => (input as HTMLInputElement).checked === wanted,
    { timeout: ARRIVAL_MS, polling: 100 },
    box,
    isOn,
  );
  await options.close();
}

/**
 * Opens the Statistics dialog and reads its rows as a player does, label first, until `isWanted`
 * holds of them (the dialog reads the counts, synced ones included, once open); returns them.
 * @throws when the rows never satisfy `isWanted` within `ARRIVAL_MS`.
 */
async function statistics(page: Page, isWanted: (rows: string[][]) => boolean) {
  const dialog = await openStatistics(page);
  for (const deadline = Date.now() + ARRIVAL_MS; ; ) {
    const rows = await dialog.$$eval('tbody tr', (cells) =>
      cells.map((row) => Array.from(row.children, (cell) => cell.textContent ?? '')),
    );
    if (isWanted(rows) || Date.now() > deadline) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  if (isFirefox) return;
  workDir = await mkdtemp(join(tmpdir(), 'yukon-profiles-'));
  keyedBuild = join(workDir, 'extension');
  await cp(fileURLToPath(new URL('../../.output/chrome-mv3', import.meta.url)), keyedBuild, {
    recursive: true,
  });
  const manifestPath = join(keyedBuild, 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
  await writeFile(manifestPath, JSON.stringify({ ...manifest, key: KEY }));
  // On Linux the flag names the file itself; a directory would sync nothing, silently.
  syncFile = join(workDir, 'sync-backend');
  profileDirs.A = await mkdtemp(join(workDir, 'profile-a-'));
  profileDirs.B = await mkdtemp(join(workDir, 'profile-b-'));
  otherSyncFile = join(workDir, 'other-sync-backend');
  profileDirs.C = await mkdtemp(join(workDir, 'profile-c-'));
  profileDirs.D = await mkdtemp(join(workDir, 'profile-d-'));
});
afterAll(async () => {
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

const WHY = 'Firefox has no local sync backend to sync two profiles through';

describe('two Chromium profiles syncing in turn', () => {
  /** The game as each turn left it. */
  let carried: Game;
  let statsInA: string[][];

  it.skipIf(isFirefox)(
    chromiumOnly(
      "shows A's game, settings and statistics in a fresh profile B, which sends no defaults back",
      WHY,
    ),
    async () => {
      await turn('A', async (a) => {
        const page = await openBoard(a, { deal: LEFT_IN_A });
        await untilShows(page, newGame(LEFT_IN_A));
        await playMove(page, newGame(LEFT_IN_A));
        // A new deal leaves the game begun: it counts as played.
        await openDealOverGame(a, page, CARRIED);
        carried = await playMove(page, newGame(CARRIED));
        // The first row, Games played: one game of Classic.
        statsInA = await statistics(page, ([played]) => played.includes('1'));
        expect(statsInA[0][0]).toBe('Games played');
        expect(statsInA[0].slice(1)).toContain('1');
        const options = await a.browser.newPage();
        await a.open(options, 'options');
        await (await find(options, 'Auto placement')).click();
        await untilAutoPlacement(a, true);
        await untilSynced(options);
      });
      await turn('B', async (b) => {
        const page = await openBoard(b);
        await untilShows(page, carried);
        await screenshot(page, 'profiles-b-shows-a');
        await untilAutoPlacement(b, true);
        carried = await playMove(page, carried);
        await untilSynced(page);
        // B's own first writes are done: still A's settings, here and in sync.
        await untilAutoPlacement(b, true);
        const shown = await statistics(page, (rows) => `${rows}` === `${statsInA}`);
        expect(shown).toEqual(statsInA);
      });
    },
    180_000,
  );

  it.skipIf(isFirefox)(
    chromiumOnly("shows B's move in A, with A's own settings kept", WHY),
    async () => {
      await turn('A', async (a) => {
        const page = await openBoard(a);
        await untilShows(page, carried);
        await untilAutoPlacement(a, true);
      });
    },
    180_000,
  );

  it.skipIf(isFirefox)(
    chromiumOnly('offers in A the game B set aside for a new one', WHY),
    async () => {
      const begun = await turn('B', async (b) => {
        const page = await openBoard(b);
        await untilShows(page, carried);
        await openDealOverGame(b, page, BEGUN_IN_B);
        const after = await playMove(page, newGame(BEGUN_IN_B));
        await untilSynced(page);
        return after;
      });
      await turn('A', async (a) => {
        const page = await openBoard(a);
        await untilShows(page, begun);
        const resume = await find(page, 'Resume the other game[role="button"]');
        await untilAtRest(page);
        await screenshot(page, 'profiles-a-offers-other-game');
        await resume.click();
        await untilShows(page, carried);
      });
    },
    180_000,
  );
});

/** A Classic game two moves from its end: the Queen of spades in column 2, its King in column 1. */
const twoMovesLeft: Game = {
  ...newGame('YU1-C-AAAAAAB'),
  position: {
    columns: [[card('KS')], [card('QS')], [], [], [], [], []].map((cards) => ({
      cards,
      faceDown: 0,
    })),
    foundations: [11, 13, 13, 13],
  },
  score: 605,
  moves: 139,
};

/** Games played and won in Classic, as the Statistics dialog shows them once they are `wanted`. */
async function classicCounts(page: Page, wanted: { played: number; won: number }) {
  const figure = (rows: string[][], label: string) =>
    Number(rows.find(([name]) => name === label)?.[1]);
  const rows = await statistics(
    page,
    (shown) =>
      figure(shown, 'Games played') === wanted.played && figure(shown, 'Games won') === wanted.won,
  );
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.querySelector('dialog[open]') === null);
  return { played: figure(rows, 'Games played'), won: figure(rows, 'Games won') };
}

/** Clicks the card named `name` (a click sends a card that can go home to its foundation). */
async function clickCard(page: Page, name: string): Promise<void> {
  await untilAtRest(page);
  const handle = await page.waitForSelector(labelled('image', name));
  const box = await handle?.boundingBox();
  if (!box) throw new Error(`${name} is not on the page`);
  await page.mouse.click(box.x + box.width / 2, box.y + 12);
}

/** Waits until C and D's sync file holds `text` (Chromium's sync engine wrote it there). */
async function untilInSyncFile(text: string): Promise<void> {
  for (const deadline = Date.now() + ARRIVAL_MS; ; ) {
    const file = await readFile(otherSyncFile, 'latin1').catch(() => '');
    if (file.includes(text)) return;
    if (Date.now() > deadline) throw new Error(`The sync file lacks ${text}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a game dealt in one profile and won in the other', () => {
  it.skipIf(isFirefox)(
    chromiumOnly('counts once as played and once as won in both profiles', WHY),
    async () => {
      const dealtAt = Date.now() - 60_000;
      let id = '';
      // C deals the game, plays a move in it, and leaves it for a new deal: C counts it, not won.
      await turn('C', async (c) => {
        const page = await openBoard(c);
        const dealer = dealerName(await storedDeviceId(page));
        id = `C-AAAAAAB~${dealtAt.toString(36)}.${dealer}`;
        await storeLocally(page, {
          game: twoMovesLeft,
          elapsedMs: 60_000,
          dealtAt,
          dealtBy: dealer,
        });
        await c.reload(page);
        await clickCard(page, 'queen of spades');
        await showsMoves(page, twoMovesLeft.moves + 1);
        // The game with that move is in the sync file (its compact form: code, score, moves).
        await untilInSyncFile(`${twoMovesLeft.code}|615|${twoMovesLeft.moves + 1}|`);
        await openDealOverGame(c, page, 'YU1-C-AAAAAAE');
        await classicCounts(page, { played: 1, won: 0 });
        await untilInSyncFile(`${id}-`);
      });
      const once = { played: 1, won: 1 };
      // D, a fresh profile, continues the game C synced last and wins it: one game, won.
      await turn('D', async (d) => {
        const page = await openBoard(d);
        await showsMoves(page, twoMovesLeft.moves + 1, ARRIVAL_MS);
        await clickCard(page, 'king of spades');
        await find(page, 'You won![role="dialog"]');
        await page.keyboard.press('Escape');
        await page.waitForFunction(() => document.querySelector('dialog[open]') === null);
        expect(await classicCounts(page, once)).toEqual(once);
        // D's report of the win (the game's id, won, its time).
        await untilInSyncFile(`${id}+`);
      });
      // C, the dealer, takes D's win in (its own mark turns to won): one game, won, in C and D.
      await turn('C', async (c) => {
        const page = await openBoard(c);
        expect(await classicCounts(page, once)).toEqual(once);
        await untilInSyncFile(`"${id}+"`);
      });
      await turn('D', async (d) => {
        const page = await openBoard(d);
        expect(await classicCounts(page, once)).toEqual(once);
      });
    },
    300_000,
  );
});
