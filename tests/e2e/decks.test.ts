// The decks a player chooses (docs/rules.md, Looks), in real Chromium (light and dark) and Firefox
// (light) with the built extension: each prints its colours and its corners in the popup from the
// page's first frame, and on the new tab at 1280 x 800 and 360 x 640; a 20-card column in the popup
// keeps every face-up card's rank and suit in sight, the large print's a quarter larger at least,
// and ends above Help's pill; its kings, queens and jacks have their faces; axe finds no
// violation (colour contrast included) once per deck.
import type { Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDealCode, type Game, newGame } from '../../engine';
import { violations } from './axe';
import {
  browserName,
  chromiumOnly,
  type ExtensionBrowser,
  isFirefox,
  launchWithExtension,
  screenshot,
  storeLocally,
  untilAtRest,
} from './browser';
import { cardsUnderHelp, keepFirstFrames, openForFirstFrame } from './looks';
import { nameOf } from './names';
import { labelled } from './queries';

/** Six face-down cards under twenty face-up ones in column 1: 7-K of spades, A-7 of diamonds, A-6 of clubs. */
const LONG_COLUMN = [
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 26, 27, 28, 29, 30, 31, 32, 39, 40, 41, 42, 43, 44,
];

/** A game of column 1 above, the other 26 cards in six short columns. */
function longColumnGame(): Game {
  const rest = Array.from({ length: 52 }, (_, id) => id).filter((id) => !LONG_COLUMN.includes(id));
  const columns = [
    LONG_COLUMN,
    ...[0, 5, 10, 14, 18, 22].map((start, k, starts) => rest.slice(start, starts[k + 1])),
  ];
  return {
    ...newGame(formatDealCode('C', 7)),
    position: {
      columns: columns.map((cards, index) => ({ cards, faceDown: index === 0 ? 6 : 0 })),
      foundations: [0, 0, 0, 0],
    },
    moves: 30,
  };
}

/** The colours of the diamonds' and the clubs' corners, light and dark, by deck. */
const DECKS = [
  {
    deck: 'standard',
    colours: [
      ['rgb(192, 34, 44)', 'rgb(27, 31, 36)'],
      ['rgb(176, 36, 44)', 'rgb(21, 24, 27)'],
    ],
  },
  {
    deck: 'four-colour',
    colours: [
      ['rgb(26, 86, 196)', 'rgb(19, 122, 50)'],
      ['rgb(26, 79, 181)', 'rgb(15, 106, 44)'],
    ],
  },
  {
    deck: 'large-print',
    colours: [
      ['rgb(192, 34, 44)', 'rgb(27, 31, 36)'],
      ['rgb(176, 36, 44)', 'rgb(21, 24, 27)'],
    ],
  },
];

let extension: ExtensionBrowser;

beforeAll(async () => {
  extension = await launchWithExtension();
});
afterAll(async () => {
  await extension?.close();
});

/**
 * Column 1's face-up cards that the next card covers: those whose corner reaches below the next
 * card's top (a Q cut to an O), and the smallest corner's size in px.
 */
function coveredCorners(page: Page) {
  return page.$eval(labelled('group', 'column 1'), (column) => {
    const cards = Array.from(column.querySelectorAll('[role="img"]'));
    const corners = cards.slice(0, -1).flatMap((card, index) => {
      const corner = card.querySelector('.card__corner');
      return corner ? [{ card, corner, next: cards[index + 1] }] : [];
    });
    return {
      cut: corners
        .filter(
          ({ corner, next }) =>
            corner.getBoundingClientRect().bottom > next.getBoundingClientRect().top + 0.5,
        )
        .map(({ card }) => card.getAttribute('aria-label')),
      smallest: Math.min(
        ...corners.map(({ corner }) => Number.parseFloat(getComputedStyle(corner).fontSize)),
      ),
      count: corners.length,
    };
  });
}

for (const [schemeIndex, scheme] of (['light', 'dark'] as const).entries()) {
  const isSkipped = isFirefox && scheme === 'dark';
  const named = (name: string) =>
    scheme === 'dark' ? chromiumOnly(name, 'emulateMediaFeatures needs CDP') : name;
  /** The smallest corner of a covered card in the popup's 20-card column, px, by deck. */
  const smallest: Record<string, number> = {};

  describe(`the decks in ${browserName}, ${scheme}`, () => {
    for (const { deck, colours } of DECKS) {
      it.skipIf(isSkipped)(
        named(
          `${deck}: its colours and corners from the first frame, readable in a 20-card column, no axe violation`,
        ),
        async () => {
          const page = await extension.browser.newPage();
          if (!isFirefox) {
            await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
          }
          await keepFirstFrames(page);
          await page.setViewport({ width: 800, height: 600 });
          await extension.open(page, 'options');
          await storeLocally(page, { game: longColumnGame(), settings: { deck } });
          expect((await openForFirstFrame(extension, page, 'popup')).deck).toBe(deck);
          await untilAtRest(page);
          await screenshot(page, `deck-${deck}-popup-800x600-${scheme}`);
          const corners = await coveredCorners(page);
          expect(corners.count).toBe(19);
          expect(corners.cut).toEqual([]);
          expect(await cardsUnderHelp(page)).toEqual([]);
          smallest[deck] = corners.smallest;
          const colourOf = (card: number) =>
            page.$eval(
              `${labelled('image', nameOf(card))} .card__corner`,
              (corner) => getComputedStyle(corner).color,
            );
          expect([await colourOf(26), await colourOf(39)]).toEqual(colours[schemeIndex]);
          // The court cards' faces: their art, and their ink in the suit's colour, from images
          // that each decode (public/court/).
          const face = (card: number) =>
            page.$eval(`${labelled('image', nameOf(card))} .card__court`, (court) => [
              getComputedStyle(court).backgroundImage,
              getComputedStyle(court, '::before').maskImage,
              getComputedStyle(court).color,
            ]);
          expect([...(await face(37)), ...(await face(51))]).toEqual([
            expect.stringContaining('/court/queen.svg'),
            expect.stringContaining('/court/queen-ink.svg'),
            colours[schemeIndex][0],
            expect.stringContaining('/court/king.svg'),
            expect.stringContaining('/court/king-ink.svg'),
            colours[schemeIndex][1],
          ]);
          expect(
            await page.evaluate(() =>
              Promise.all(
                ['jack', 'queen', 'king'].flatMap((rank) =>
                  [`/court/${rank}.svg`, `/court/${rank}-ink.svg`].map(async (src) => {
                    const image = new Image();
                    image.src = src;
                    await image.decode();
                    return image.naturalWidth > 0;
                  }),
                ),
              ),
            ),
          ).toEqual([true, true, true, true, true, true]);
          expect(await violations(page)).toEqual([]);
          // The new tab, at its two sizes: one page, resized.
          await page.setViewport({ width: 1280, height: 800 });
          await extension.open(page, 'newtab');
          for (const [width, height] of [
            [1280, 800],
            [360, 640],
          ]) {
            await page.setViewport({ width, height });
            await page.waitForSelector(labelled('group', 'column 7'));
            await untilAtRest(page);
            expect(await page.evaluate(() => document.documentElement.dataset.deck)).toBe(deck);
            expect(await cardsUnderHelp(page)).toEqual([]);
            await screenshot(page, `deck-${deck}-newtab-${width}x${height}-${scheme}`);
          }
          await page.close();
        },
      );
    }

    it.skipIf(isSkipped)(
      named("large print: a covered card's corner a quarter larger than the standard deck's"),
      () => {
        expect(smallest['large-print']).toBeGreaterThanOrEqual(1.25 * smallest.standard);
      },
    );
  });
}
