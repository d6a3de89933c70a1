// The pseudo-language (tests/e2e/languages.ts) through what play brings up, in real browsers with
// the built extension: a refusal, a hint, "No progress left", the Won dialog and the won board's
// note, the other-game notice and the deal-link question. Each shows no text left in English and
// no control its longer words push out, on the new tab, in the popup and at 360 x 640.
import { rm } from 'node:fs/promises';
import type { Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMove, type Game, parseMove } from '../../engine';
import { stuckGame } from '../unit/engine/stuck';
import {
  collectErrors,
  type ExtensionBrowser,
  launchWithExtension,
  screenshot,
  storeLocally,
  untilAtRest,
} from './browser';
import { lastMoveLeft, played } from './games';
import { controlsThatDoNotFit, pseudoBuild, untranslatedTexts } from './languages';
import { storageArea, untilBoardShows } from './player';

/** One move before a proven dead end: 3S taken back onto 4D; sending it home ends all progress. */
const oneMoveBeforeDeadEnd = applyMove(stuckGame(), parseMove('3S-c1')).game as Game;

/** Clicks the top strip of the `index`th card (from 0, face-down ones included) of column `column`. */
async function clickCard(page: Page, column: number, index: number | 'last') {
  await page.waitForSelector('.tableau .card');
  await untilAtRest(page);
  const box = await page.evaluate(
    (columnIndex, cardIndex) => {
      const columns = [...document.querySelectorAll('.tableau > *')];
      const cards = columns[columnIndex].querySelectorAll('.card');
      const card = cards[cardIndex === 'last' ? cards.length - 1 : cardIndex];
      const { x, y, width } = card.getBoundingClientRect();
      return { x: x + width / 2, y: y + 6 };
    },
    column,
    index,
  );
  await page.mouse.click(box.x, box.y);
}

const VIEWS = [
  ['newtab', 1280, 800],
  ['popup', 800, 600],
  ['newtab', 360, 640],
] as const;

describe('the pseudo-language in play', () => {
  let extension: ExtensionBrowser;
  let build: string;
  beforeAll(async () => {
    build = await pseudoBuild();
    extension = await launchWithExtension(build);
  });
  afterAll(async () => {
    await extension?.close();
    await rm(build, { recursive: true, force: true });
  });

  for (const [name, width, height] of VIEWS) {
    it(`leaves no text untranslated and every control whole in what play brings up, ${name} at ${width} x ${height}`, async () => {
      const page = await extension.browser.newPage();
      const errors = collectErrors(page);
      await page.setViewport({ width, height });
      await extension.open(page, name);
      const problems: Record<string, { untranslated: string[]; notFitting: string[] }> = {};
      const look = async (view: string) => {
        await untilAtRest(page);
        await screenshot(page, `pseudo-play-${name}-${width}x${height}-${view}`);
        problems[view] = {
          untranslated: await untranslatedTexts(page),
          notFitting: await controlsThatDoNotFit(page),
        };
      };
      // Where a view never comes, the error says what the page showed instead, and a screenshot
      // shows it.
      const shown = async (selector: string) => {
        try {
          await page.waitForSelector(selector, { visible: true });
        } catch (error) {
          // Each read guarded: a page that closed or crashed must not hide the wait's own error.
          await screenshot(
            page,
            `pseudo-play-${name}-${width}x${height}-missing${selector.replace(/\W+/g, '-')}`,
          ).catch(() => undefined);
          const shownThen = await page
            .evaluate(
              () =>
                [...document.querySelectorAll('dialog[open], [role="status"], [role="alert"]')]
                  .map((element) => element.textContent?.trim().slice(0, 80))
                  .filter(Boolean)
                  .join(' | ') || 'no dialog and no notice',
            )
            .catch((reason) => `nothing readable (${reason})`);
          const stored = await storageArea(page, 'local')
            .then(({ game }) => (game as { game?: Game } | undefined)?.game)
            .catch(() => undefined);
          throw new Error(
            `${selector} was not shown; the page showed ${shownThen}; the stored game: ` +
              `${stored?.code} at ${stored?.moves} moves.`,
            { cause: error },
          );
        }
      };
      const noDialog = () =>
        page.waitForFunction(() => document.querySelector('dialog[open]') === null);

      // A face-down card pressed: the refusal says why. Then H: the hint. (No game is set aside
      // yet: an earlier view's is removed.)
      await page.evaluate(() =>
        (
          globalThis as unknown as { chrome: typeof import('wxt/browser').browser }
        ).chrome.storage.local.remove(['otherGame', 'otherGame$']),
      );
      await storeLocally(page, { game: oneMoveBeforeDeadEnd });
      await untilBoardShows(page, oneMoveBeforeDeadEnd);
      await extension.reload(page);
      await clickCard(page, 1, 0);
      await shown('.toast-region .toast');
      await look('refusal');
      await page.keyboard.press('h');
      await shown('.hint-region .toast');
      await look('hint');
      // 3S home: no progress is left.
      await clickCard(page, 0, 'last');
      await shown('dialog[open]');
      await look('no-progress');
      await page.keyboard.press('Escape');
      await noDialog();

      // The last card home: the Won dialog; reloaded, the won board's note.
      // Reloaded once the page shows it, as a player would: a page reloaded before then writes
      // the time its clock ran with the game it showed, over the one stored (untilBoardShows).
      await storeLocally(page, { game: lastMoveLeft, elapsedMs: 95_000 });
      await untilBoardShows(page, lastMoveLeft);
      await extension.reload(page);
      await clickCard(page, 0, 'last');
      await shown('dialog[open]');
      await look('won');
      await extension.reload(page);
      await shown('.ending-note');
      await look('won-note');

      // A newer game came from another browser: the notice of the one set aside.
      await storeLocally(page, { game: played('YU1-C-AAAAAAB', 3) });
      await page.evaluate(
        (setAside) =>
          (
            globalThis as unknown as { chrome: typeof import('wxt/browser').browser }
          ).chrome.storage.local.set({ otherGame: setAside, otherGame$: { v: 1 } }),
        { game: played('YU1-S-AAAAAAC', 2), elapsedMs: 60_000, revision: 4, updatedAt: 1 },
      );
      await extension.reload(page);
      await shown('.other-game');
      await look('other-game');

      // A deal link opened over a game with moves: the page asks first.
      await extension.open(page, name, { deal: 'YU1-R-AAAAAAD' });
      await shown('dialog[open]');
      await look('deal-link');

      for (const view of Object.keys(problems)) {
        expect(problems[view], view).toEqual({ untranslated: [], notFitting: [] });
      }
      expect(errors).toEqual([]);
      await page.close();
      // Long enough for a wait late in the test (30 s each) to fail with its own message.
    }, 180_000);
  }
});
