// The table colours and card backs a player chooses (docs/rules.md, Looks), in real Chromium
// (light and dark) and Firefox (light) with the built extension: each paints its table from the
// page's first frame, on the new tab, in the popup and at 360 x 640, with no accessibility
// violation (tests/e2e/axe.ts) and no small label or empty foundation's suit mark fainter than
// WCAG 2 asks; the options page previews them. In forced colours (Chromium only:
// puppeteer emulates them over CDP) every card, slot and state keeps its look in system colours.
import type { BoundingBox, ElementHandle, KeyInput, Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGame } from '../../engine';
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
import { played } from './games';
import {
  colourDistance,
  keepFirstFrames,
  LOOKS_PAGES,
  openForFirstFrame,
  pixelAt,
  pixelsAt,
  pixelsIn,
} from './looks';
import { nameOf } from './names';
import { grip, untilSettingsStored } from './player';
import { find, focusedName, labelled } from './queries';

/** Each table colour with the back shown on it, and its felt as the page's background, light and dark. */
const LOOKS = [
  { table: 'green', cardBack: 'lattice', felt: ['rgb(31, 107, 67)', 'rgb(15, 42, 30)'] },
  { table: 'blue', cardBack: 'stripes', felt: ['rgb(29, 79, 122)', 'rgb(15, 34, 54)'] },
  { table: 'burgundy', cardBack: 'dots', felt: ['rgb(110, 31, 51)', 'rgb(46, 15, 24)'] },
  { table: 'graphite', cardBack: 'rays', felt: ['rgb(58, 63, 68)', 'rgb(28, 30, 33)'] },
];

// Firefox shows each look on the new tab only: the popup and the phone-sized tab paint the same
// colours, and their layout in Firefox is checked by the board, smoke and language tests.
const THEME_PAGES = isFirefox ? LOOKS_PAGES.slice(0, 1) : LOOKS_PAGES;

let extension: ExtensionBrowser;

beforeAll(async () => {
  extension = await launchWithExtension();
});
afterAll(async () => {
  await extension?.close();
});

for (const [schemeIndex, scheme] of (['light', 'dark'] as const).entries()) {
  const isSkipped = isFirefox && scheme === 'dark';
  const named = (name: string) =>
    scheme === 'dark' ? chromiumOnly(name, 'emulateMediaFeatures needs CDP') : name;

  describe(`the looks in ${browserName}, ${scheme}`, () => {
    for (const { table, cardBack, felt } of LOOKS) {
      it.skipIf(isSkipped)(
        named(
          `${table} table, ${cardBack} back: from the first frame, no axe violation, no faint label or suit mark`,
        ),
        async () => {
          const page = await extension.browser.newPage();
          if (!isFirefox) {
            await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
          }
          // The table the page shows once its first script has run, before its modules load.
          await keepFirstFrames(page);
          await extension.open(page, 'options');
          await storeLocally(page, {
            game: played('YU1-C-AAAAAAB', 3),
            settings: { table, cardBack },
          });
          for (const [name, width, height] of THEME_PAGES) {
            await page.setViewport({ width, height });
            const first = await openForFirstFrame(extension, page, name);
            expect(`${first.table} ${first.background}`).toBe(`${table} ${felt[schemeIndex]}`);
            await untilAtRest(page);
            await screenshot(
              page,
              `looks-${table}-${cardBack}-${name}-${width}x${height}-${scheme}`,
            );
            expect(await violations(page)).toEqual([]);
            expect(await faintParts(page)).toEqual([]);
          }
          await page.close();
        },
      );
    }

    it.skipIf(isSkipped)(named('the options page previews every table and back'), async () => {
      const page: Page = await extension.browser.newPage();
      if (!isFirefox) {
        await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }]);
      }
      await page.setViewport({ width: 1280, height: 1500 });
      await extension.open(page, 'options');
      await storeLocally(page, { settings: { table: 'blue', cardBack: 'dots' } });
      await extension.reload(page);
      await page.waitForSelector('.looks legend');
      const previews = await page.$$eval('.looks__table', (shown) =>
        shown.map((table) => {
          const back = table.firstElementChild as Element;
          return `${(table as HTMLElement).dataset.table} ${(back as HTMLElement).dataset.back}`;
        }),
      );
      // Each table with the chosen back on it, then each back on the chosen table, then each deck.
      expect(previews).toEqual([
        'green dots',
        'blue dots',
        'burgundy dots',
        'graphite dots',
        'blue lattice',
        'blue stripes',
        'blue dots',
        'blue rays',
        // Each deck on the chosen table, with the chosen back.
        'blue dots',
        'blue dots',
        'blue dots',
      ]);
      // Each table's preview is told from the page by its edge (3:1, as WCAG asks of a control's
      // parts), whatever its felt: graphite's dark felt alone is the dark page's colour.
      const edges = await page.$$eval('.looks__table', (shown) =>
        shown.map((table) => getComputedStyle(table).boxShadow.match(/rgb\([^)]*\)/)?.[0] ?? ''),
      );
      const pageColour = await page.evaluate(
        () => getComputedStyle(document.documentElement).backgroundColor,
      );
      for (const edge of edges) expect(contrast(edge, pageColour)).toBeGreaterThanOrEqual(3);
      await screenshot(page, `looks-options-${scheme}`);
      expect(await violations(page)).toEqual([]);
      await page.close();
    });
  });
}

/** The largest difference, of 255, in any channel, between the pixel at `at` and `colour`. */
function gap(pixels: number[], at: number, colour: number[]): number {
  return Math.max(...[0, 1, 2].map((channel) => Math.abs(pixels[at + channel] - colour[channel])));
}

/** The share of pixels for which `isCounted(at)` holds, `at` the index of each one's R. */
function shareOf(pixels: number[], isCounted: (at: number) => boolean): number {
  let count = 0;
  for (let at = 0; at < pixels.length; at += 4) if (isCounted(at)) count++;
  return count / (pixels.length / 4);
}

/** The share of two same-sized areas' pixels that differ by more than `tolerance` (of 255). */
function differingShare(a: number[], b: number[], tolerance: number): number {
  return shareOf(a, (at) => gap(a, at, b.slice(at, at + 3)) > tolerance);
}

/**
 * The share of an area's pixels that differ by more than `tolerance` (of 255) from its median
 * colour: the lines of a pattern on its ground.
 */
function patternShare(pixels: number[], tolerance: number): number {
  const count = pixels.length / 4;
  const median = [0, 1, 2].map((channel) => {
    const values = Array.from({ length: count }, (_, at) => pixels[at * 4 + channel]);
    return values.sort((x, y) => x - y)[Math.floor(count / 2)];
  });
  return shareOf(pixels, (at) => gap(pixels, at, median) > tolerance);
}

/** The share of an area's pixels within `tolerance` (of 255, every channel) of `colour`. */
function shareNear(pixels: number[], colour: number[], tolerance: number): number {
  return shareOf(pixels, (at) => gap(pixels, at, colour) <= tolerance);
}

/**
 * Opens the new tab on the deal YU1-C-AAAAAAB, whose column 2 holds the 9 of spades face down
 * under 6H QS AD 9H 8S, and calls `whileWhole` while the mouse holds that group dragged down off
 * it, so that the face-down card shows whole; then puts the group back.
 * @param whileCovered called first, at rest, with the face-down card and the 6 of hearts' boxes.
 */
async function withFaceDownUncovered(
  page: Page,
  whileCovered: (faceDown: BoundingBox, onIt: BoundingBox) => Promise<void>,
  whileWhole: (faceDown: ElementHandle) => Promise<void>,
) {
  await extension.open(page, 'newtab');
  const faceDown = await page.waitForSelector(
    '[aria-label="column 2"] [aria-label="face-down card"]',
  );
  const onIt = await page.waitForSelector(labelled('image', '6 of hearts'));
  await untilAtRest(page);
  const strip = await faceDown?.boundingBox();
  const next = await onIt?.boundingBox();
  if (!faceDown || !strip || !next) throw new Error('column 2 is not on the page');
  await whileCovered(strip, next);
  await page.mouse.move(next.x + next.width / 2, next.y + 10);
  await page.mouse.down();
  try {
    await page.mouse.move(next.x + next.width / 2, next.y + 360, { steps: 6 });
    await page.waitForFunction(
      (element) => {
        const box = element.getBoundingClientRect();
        return box.height >= box.width;
      },
      {},
      faceDown,
    );
    await whileWhole(faceDown);
    await page.keyboard.press('Escape');
  } finally {
    await page.mouse.up();
  }
}

describe(`the card backs in ${browserName}`, () => {
  it('draws a face-down card the same, cut short under the card on it or whole', async () => {
    const page = await extension.browser.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    await extension.open(page, 'options');
    for (const { cardBack } of LOOKS) {
      await storeLocally(page, {
        game: newGame('YU1-C-AAAAAAB'),
        settings: { cardBack, motion: 'off' },
      });
      // The strip that shows, inside the card's rim and above the shadow of the card on it.
      let clip = { x: 0, y: 0, width: 0, height: 0 };
      let covered: number[] = [];
      await withFaceDownUncovered(
        page,
        async (strip, next) => {
          clip = {
            x: strip.x + 6,
            y: strip.y + 4,
            width: strip.width - 12,
            height: next.y - strip.y - 10,
          };
          covered = await pixelsIn(page, clip);
        },
        async () => {
          const whole = await pixelsIn(page, clip);
          // The same pattern from the same place: a thin line may be smoothed a little otherwise
          // (Firefox), but a pattern laid out on the strip alone (rays from its middle, a lattice
          // moved) differs in about half of it.
          expect(differingShare(covered, whole, 24), cardBack).toBeLessThan(0.05);
          // And it is a pattern: its lines stand out from its ground in a tenth of the strip at
          // least (a third or more here), not a blank strip that would equal a blank strip.
          expect(patternShare(covered, 24), cardBack).toBeGreaterThan(0.1);
        },
      );
    }
    await page.close();
  });

  it('draws a whole face-down card down to its rim, however the rim is rounded', async () => {
    const page = await extension.browser.newPage();
    // A card 150 px wide, whose rim (0.045 of it, 6.75 px) Chromium draws 6 px wide.
    await page.setViewport({ width: 1920, height: 1080 });
    await extension.open(page, 'options');
    await storeLocally(page, { game: newGame('YU1-C-AAAAAAB'), settings: { motion: 'off' } });
    await withFaceDownUncovered(
      page,
      async () => {},
      async (faceDown) => {
        // The rows just inside the bottom rim are the back's, not the felt beside the column.
        const card = await faceDown.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const rim = Number.parseFloat(getComputedStyle(element).borderBottomWidth);
          return { x: box.x, bottom: box.bottom, width: box.width, rim };
        });
        const bottomRows = await pixelsIn(page, {
          x: card.x + card.rim + 4,
          y: card.bottom - card.rim - 2,
          width: card.width - 2 * card.rim - 8,
          height: 2,
        });
        const felt = await pixelsIn(page, {
          x: card.x - 6,
          y: card.bottom - card.rim - 2,
          width: 1,
          height: 1,
        });
        expect(shareNear(bottomRows, felt, 12)).toBe(0);
      },
    );
    await page.close();
  });
});

describe(`the focus in ${browserName}`, () => {
  it('rings a focused card and the group on it without covering the card above or its own rank and suit, zoomed too', async () => {
    const page = await extension.browser.newPage();
    await extension.open(page, 'options');
    // Column 7 of YU1-C-AAAAAAB: six face-down cards under 8C 5S QH 2D 7C.
    await storeLocally(page, { game: newGame('YU1-C-AAAAAAB'), settings: { motion: 'off' } });
    // A 1280 x 800 window, and the same zoomed to 200 %, where the strip above is 17 px tall.
    for (const [width, height, scale] of [
      [1280, 800, 1],
      [640, 400, 2],
    ]) {
      await page.setViewport({ width, height, deviceScaleFactor: scale });
      await extension.open(page, 'newtab');
      const queen = await page.waitForSelector(labelled('image', 'queen of hearts'));
      const focused = await page.waitForSelector(labelled('image', '2 of diamonds'));
      await untilAtRest(page);
      const [above, next] = [await queen?.boundingBox(), await focused?.boundingBox()];
      if (!above || !next) throw new Error('column 7 is not on the page');
      // The strip the card above shows, down to the focused card's top edge, and the felt left
      // of the focused card, where its ring goes.
      const strip = {
        x: above.x - 8,
        y: above.y,
        width: above.width + 16,
        height: next.y - above.y,
      };
      const beside = { x: next.x - 6, y: next.y + 8, width: 4, height: next.height / 2 };
      // The focused card's own rank and suit, in its top corner (a thick ring along the card's
      // top edge covered their top at 200 %).
      const corner = await (await focused?.$('.card__corner'))?.boundingBox();
      if (!corner) throw new Error('2 of diamonds has no corner');
      const [stripBefore, besideBefore, cornerBefore] = [
        await pixelsIn(page, strip),
        await pixelsIn(page, beside),
        await pixelsIn(page, corner),
      ];
      // Focused from the keyboard (Tab first, so that the focus shows as a keyboard's does).
      await page.keyboard.press('Tab');
      await focused?.focus();
      expect(await focusedName(page)).toBe('2 of diamonds');
      expect(differingShare(stripBefore, await pixelsIn(page, strip), 24), `${width}`).toBe(0);
      expect(differingShare(besideBefore, await pixelsIn(page, beside), 24)).toBeGreaterThan(0.5);
      // (A pixel or two of the ring's anti-aliased round corner may touch the corner's box.)
      expect(
        differingShare(cornerBefore, await pixelsIn(page, corner), 24),
        `${width}`,
      ).toBeLessThan(0.02);
      await screenshot(page, `focus-ring-group-${width}x${height}`);
    }
    await page.close();
  });
});

describe(`Help's panel in ${browserName}`, () => {
  it('rounds its top corners where it scrolls, its scroll bar and all', async () => {
    const page = await extension.browser.newPage();
    // A window in which the help is taller than its panel, which then scrolls.
    await page.setViewport({ width: 1024, height: 600 });
    await extension.open(page, 'newtab');
    await (await find(page, 'Help')).click();
    const panel = await page.waitForSelector('.key-help__panel', { visible: true });
    await untilAtRest(page);
    expect(await panel?.evaluate((box) => box.scrollHeight > box.clientHeight)).toBe(true);
    const box = await panel?.boundingBox();
    if (!box) throw new Error('Help has no panel');
    const at = (x: number, y: number) => pixelAt(page, x, y);
    // Inside the panel, off its corners: its own dark colour.
    // Rounded, as the panel's edges are drawn on whole pixels: a row floored from a top at .5
    // or more would lie above the panel, showing what is under it however the corner is drawn.
    const [inside, ...corners] = await pixelsAt(
      page,
      [
        [box.x + 20, box.y + 20],
        [box.x, box.y],
        [box.x + box.width - 1, box.y],
      ].map(([x, y]) => ({ x: Math.round(x), y: Math.round(y) })),
    );
    // Each corner's outermost pixel shows what lies under the panel (Firefox drew the top right
    // one square in the panel's colour, under its scroll bar).
    for (const corner of corners) {
      expect(colourDistance(corner, inside)).toBeGreaterThan(40);
    }
    // Reached by Tab to be scrolled by keys, the panel shows its focus ring within the frame
    // that clips it: its left edge, halfway down, turns from the panel's colour to the ring's.
    const edge = () => at(box.x + 1, box.y + box.height / 2);
    const unfocused = await edge();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('key-help__panel');
    const focused = await edge();
    expect(colourDistance(focused, unfocused)).toBeGreaterThan(40);
    await page.close();
  });
});

describe(`a dialog that scrolls in ${browserName}`, () => {
  // Headless Chromium hides scroll bars (puppeteer's --hide-scrollbars): there is nothing to see.
  it.skipIf(!isFirefox)(
    'draws its scroll bar on the sheet, with no track of another colour down its edge (Firefox only: headless Chromium draws no scroll bar)',
    async () => {
      const page = await extension.browser.newPage();
      // A window in which New game is taller than the window: the dialog scrolls as a whole.
      await page.setViewport({ width: 640, height: 400 });
      await extension.open(page, 'newtab');
      await (await find(page, 'New game[role="button"]')).click();
      const dialog = await page.waitForSelector('dialog[open]', { visible: true });
      await untilAtRest(page);
      expect(await dialog?.evaluate((box) => box.scrollHeight > box.clientHeight)).toBe(true);
      const box = await dialog?.boundingBox();
      if (!box) throw new Error('New game has no box');
      const at = (x: number) => pixelAt(page, x, box.y + box.height - 40);
      // Low on the scroll bar, below its thumb at the top, and in the sheet's padding beside it:
      // the same colour (Firefox drew a white track there).
      const sheet = await at(box.x + box.width - 20);
      const track = await at(box.x + box.width - 3);
      expect(colourDistance(track, sheet)).toBeLessThan(3);
      await page.close();
    },
  );
});

describe(`forced colours in ${browserName} (docs/rules.md, Looks)`, () => {
  it.skipIf(isFirefox)(
    chromiumOnly(
      'a hatched back, dashed slots, hollow red suits; focus, lift, drop target, hint and dialog in system colours; no axe violation',
      'emulateMediaFeatures needs CDP',
    ),
    async () => {
      const page = await extension.browser.newPage();
      const forced = (scheme: string) =>
        page.emulateMediaFeatures([
          { name: 'forced-colors', value: 'active' },
          { name: 'prefers-color-scheme', value: scheme },
        ]);
      await forced('light');
      await page.setViewport({ width: 1280, height: 800 });
      await extension.open(page, 'options');
      await storeLocally(page, { game: newGame('YU1-C-AAAAAAB'), settings: {} });
      await extension.open(page, 'newtab');
      // The stylesheet loads once the page finds the colours forced.
      await page.waitForFunction(
        () =>
          getComputedStyle(document.querySelector('.card--back') as Element).backgroundImage !==
          'none',
      );
      await untilAtRest(page);
      /**
       * What `look` shows, `[selector, property, its value in system colours' names, pseudo]`
       * each: what the page computes, and the values wanted, each system colour in them as the
       * page computes it (two names may have one colour).
       */
      const looks = async (
        look: Record<string, [selector: string, property: string, value: string, pseudo?: string]>,
      ) => {
        const { seen, wanted } = await page.evaluate((asked) => {
          const probe = document.body.appendChild(document.createElement('i'));
          const system = (name: string) => {
            probe.style.color = name;
            return getComputedStyle(probe).color;
          };
          const entries = Object.entries(asked);
          const shown = entries.map(([name, [selector, property, , pseudo]]) => {
            const element = document.querySelector(selector);
            return [
              name,
              element ? getComputedStyle(element, pseudo).getPropertyValue(property) : selector,
            ];
          });
          const named = entries.map(([name, [, , value]]) => [
            name,
            value.replace(
              /\b(?:Canvas|CanvasText|Highlight|HighlightText|LinkText|ButtonText)\b/g,
              system,
            ),
          ]);
          probe.remove();
          return { seen: Object.fromEntries(shown), wanted: Object.fromEntries(named) };
        }, look);
        expect(seen).toEqual(wanted);
      };
      const card = (name: string, part = '') => `${labelled('image', name)}${part}`;
      await looks({
        back: [
          '.card--back',
          'background-image',
          'repeating-linear-gradient(45deg, CanvasText 0px, CanvasText 1px, Canvas 1px, Canvas 6px)',
        ],
        slot: [labelled('group', 'spades foundation'), 'border-top-style', 'dashed'],
        heart: [card('7 of hearts', ' .card__pip'), 'fill', 'Canvas'],
        heartLine: [card('7 of hearts', ' .card__pip'), 'stroke', 'CanvasText'],
        spade: [card('8 of spades', ' .card__pip'), 'fill', 'CanvasText'],
      });
      await screenshot(page, 'forced-colors-newtab-light');
      // Not colour-contrast: the page is painted in the system's colours (the screenshots), but
      // Chromium gives axe the text's own colour over the forced Canvas, a contrast no one sees.
      const everyRuleButContrast = ['color-contrast'];
      expect(await violations(page, everyRuleButContrast)).toEqual([]);
      // Picked up with keys (from the board's tab stop, column 1's last card), 8 of clubs goes on
      // 9 of diamonds; the focus moves on to column 5.
      await (await page.$(card('7 of hearts')))?.focus();
      for (const key of [
        'Right',
        'Right',
        'Right',
        'Right',
        'Right',
        'Right',
        'Up',
        'Up',
        'Up',
        'Up',
      ]) {
        await page.keyboard.press(`Arrow${key}` as KeyInput);
      }
      await page.keyboard.press('Enter');
      await page.waitForSelector('.column.is-target');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await untilAtRest(page);
      await looks({
        lifted: [card('8 of clubs'), 'background-image', 'linear-gradient(Highlight, Highlight)'],
        liftedInk: [card('8 of clubs'), 'color', 'HighlightText'],
        target: [card('9 of diamonds'), 'outline', 'Highlight dashed 3px'],
        focus: [card('2 of clubs'), 'border-left', '3px solid Highlight', '::after'],
      });
      await screenshot(page, 'forced-colors-lift-light');
      await page.keyboard.press('Escape');
      // The hint: dots of the link colour round the group and where it goes.
      await (await find(page, 'Hint[role="button"]')).click();
      await page.waitForSelector('.is-hinted');
      await untilAtRest(page);
      await looks({
        group: ['.card.is-hinted', 'outline', 'LinkText dotted 3px'],
        to: ['.column.is-hint-target > .card:last-child', 'outline', 'LinkText dotted 3px'],
      });
      await forced('dark');
      // The buttons' fills glide to the dark scheme's system colours: a shot taken at once shows
      // New game's label in its new colour on its old fill, blank.
      await untilAtRest(page);
      await screenshot(page, 'forced-colors-hint-dark');
      // A dialog, edged, its leading button filled.
      await (await find(page, 'New game[role="button"]')).click();
      await find(page, 'New game[role="dialog"]', { visible: true });
      await looks({
        edge: ['dialog[open]', 'border-top', '2px solid CanvasText'],
        deal: ['dialog[open] .button--primary', 'background-color', 'ButtonText'],
      });
      await screenshot(page, 'forced-colors-dialog-dark');
      expect(await violations(page, everyRuleButContrast)).toEqual([]);
      await page.close();
    },
  );
});

describe(`how cards move in ${browserName} (docs/rules.md, Looks)`, () => {
  it('follows the system, then the choice made on the options page, from the first frame', async () => {
    const page = await extension.browser.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    // Chromium asks for reduced motion as a system can; puppeteer cannot ask it of Firefox.
    if (!isFirefox) {
      await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
    }
    await keepFirstFrames(page);
    await extension.open(page, 'options');
    await storeLocally(page, { game: played('YU1-C-AAAAAAB', 3), settings: {} });
    /** The motion of the new tab's first frame (Firefox: once loaded) and a card's glide. */
    const newTabMotion = async () => {
      const { motion } = await openForFirstFrame(extension, page, 'newtab');
      const glide = await page.$eval(
        labelled('image', '7 of hearts'),
        (card) => getComputedStyle(card).transitionDuration,
      );
      return [motion, glide];
    };
    expect(await newTabMotion()).toEqual(
      isFirefox ? ['normal', '0.22s, 0.15s'] : ['off', '0s, 0s'],
    );
    for (const [name, motion, glide] of [
      ['Fast', 'fast', '0.11s, 0.075s'],
      ['Off', 'off', '0s, 0s'],
      ['Normal', 'normal', '0.22s, 0.15s'],
    ]) {
      await extension.open(page, 'options');
      await (await find(page, `${name}[role="radio"]`)).click();
      await page.waitForFunction(
        (chosen) => document.documentElement.dataset.motion === chosen,
        {},
        motion,
      );
      // A player opens the new tab once the choice is kept, not in the moment of the click.
      await untilSettingsStored(page, { motion });
      expect(await newTabMotion()).toEqual([motion, glide]);
    }
    await page.close();
  });

  it('with the motion off, puts a refused group home at once, its column among the others again', async () => {
    const page = await extension.browser.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    await extension.open(page, 'options');
    await storeLocally(page, { game: newGame('YU1-C-AAAAAAB'), settings: { motion: 'off' } });
    await extension.open(page, 'newtab');
    const start = await grip(page, '7 of hearts');
    const foundation = await (await find(page, 'hearts foundation[role="group"]')).boundingBox();
    if (!foundation) throw new Error('the hearts foundation is not on the page');
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(foundation.x + foundation.width / 2, foundation.y + 12, { steps: 8 });
    await page.mouse.up();
    // No glide runs, so none ends: two frames on, the 7 is back where it lay and its column is
    // stacked as the others are (z-index 0), not above them as a column a group glides into is.
    const stacking = await page.evaluate(
      (selector) =>
        new Promise((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const card = document.querySelector(selector) as HTMLElement;
              const column = card.closest('[role="group"]') as HTMLElement;
              resolve({
                transform: getComputedStyle(card).transform,
                zIndex: getComputedStyle(column).zIndex,
              });
            }),
          ),
        ),
      labelled('image', '7 of hearts'),
    );
    expect(stacking).toEqual({ transform: 'none', zIndex: '0' });
    await page.close();
  });
});

/**
 * What is shown fainter than WCAG 2 asks, as `name: ratio`: the game bar's small labels (4.5:1 for
 * text) and the suit marks of the empty foundations, which alone say which suit goes where (3:1
 * for a graphic the game needs). Each is blended (its colour, with its own and its ancestors'
 * opacity) over the colour shown beside it on the screen: the label box's top corner, left of a
 * centred word, and the slot left of its mark. axe leaves these out: it cannot tell the colour
 * of a half-clear bar over a shaded felt.
 */
async function faintParts(page: Page): Promise<string[]> {
  const parts = await page.evaluate(() => {
    const opacity = (element: Element) => {
      let product = 1;
      for (let each: Element | null = element; each; each = each.parentElement) {
        product *= Number(getComputedStyle(each).opacity);
      }
      return product;
    };
    const labels = [
      ...document.querySelectorAll('.game-bar dt, .deal-code__variant, .deal-code__daily'),
    ]
      .filter((label) => label.checkVisibility())
      .map((label) => {
        const box = label.getBoundingClientRect();
        return {
          name: label.textContent ?? '',
          colour: getComputedStyle(label).color,
          opacity: opacity(label),
          beside: { x: box.x + 1, y: box.y + 1 },
          needs: 4.5,
        };
      });
    const marks = [...document.querySelectorAll('.foundation')].flatMap((slot) => {
      const mark = slot.querySelector('.foundation__mark');
      if (!mark?.checkVisibility() || slot.querySelector('[data-card]')) return [];
      const box = slot.getBoundingClientRect();
      return [
        {
          name: slot.getAttribute('aria-label') ?? '',
          colour: getComputedStyle(mark).fill,
          opacity: opacity(mark),
          beside: { x: box.x + box.width * 0.14, y: box.y + box.height / 2 },
          needs: 3,
        },
      ];
    });
    return [...labels, ...marks];
  });
  // The bar's three figures at least: a page that showed none would pass for nothing.
  if (parts.length < 3) return [`only ${parts.length} parts to look at`];
  const faint: string[] = [];
  const unders = await pixelsAt(
    page,
    parts.map(({ beside }) => beside),
  );
  for (const [at, { name, colour, opacity, needs }] of parts.entries()) {
    const [r, g, b, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
    const under = unders[at];
    const alpha = a * opacity;
    const shown = [r, g, b].map((channel, at) => alpha * channel + (1 - alpha) * under[at]);
    const ratio = contrast(`rgb(${shown.map(Math.round).join(', ')})`, `rgb(${under.join(', ')})`);
    if (ratio < needs) faint.push(`${name}: ${ratio.toFixed(2)} (of ${needs})`);
  }
  return faint;
}

/** The contrast ratio (WCAG 2) of two opaque colours given as `rgb(r, g, b)`; 1 if one is not. */
function contrast(one: string, other: string): number {
  const luminance = (colour: string) => {
    const channels = colour
      .match(/^rgb\((\d+), (\d+), (\d+)\)$/)
      ?.slice(1)
      .map(Number);
    if (!channels) return null;
    const [r, g, b] = channels.map((channel) => {
      const value = channel / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [a, b] = [luminance(one), luminance(other)];
  if (a === null || b === null) return 1;
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * The texts on `page` (but typed ones) that their style turns into capitals, which assistive
 * technology would then read as capitals, "TIME" (docs/rules.md, Reading the board).
 */
function capitalisedByStyle(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *:not(input)')]
      .filter((element) => getComputedStyle(element).textTransform !== 'none')
      .map((element) => element.textContent?.trim() ?? '')
      .filter(Boolean),
  );
}

describe(`the left-handed layout in ${browserName} (docs/rules.md, Looks)`, () => {
  it('puts the foundations at the left, the stock and the waste at the right, and the arrows follow; D says every face-up card; no label is capitalised by its style', async () => {
    const page = await extension.browser.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    await extension.open(page, 'options');
    await storeLocally(page, { game: newGame('YU1-U-AAAAAAB'), settings: {} });
    expect(await capitalisedByStyle(page)).toEqual([]);
    await (await find(page, 'Left-handed[role="radio"]')).click();
    await page.waitForFunction(() => document.querySelector('input[name="hand"]:checked'));
    await untilSettingsStored(page, { hand: 'left' });
    /** The left and right edges of each pile, px. */
    const edgesOf = (selectors: string[]) =>
      page.evaluate(
        (all) =>
          all.map((selector) => {
            const box = document.querySelector(selector)?.getBoundingClientRect();
            return box ? [box.left, box.right] : [];
          }),
        selectors,
      );
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    const piles = [
      labelled('group', 'spades foundation'),
      labelled('group', 'column 1'),
      labelled('group', 'column 7'),
      '.waste',
      '.stock',
    ];
    for (const [name, width, height] of LOOKS_PAGES) {
      await page.setViewport({ width, height });
      await extension.open(page, name);
      await page.waitForSelector(labelled('group', 'column 1'));
      await untilAtRest(page);
      // In a row above the tableau: the foundations from its left edge, the stock at its right
      // edge, the waste beside it, nearer the middle.
      const [spades, column1, column7, waste, stock] = await edgesOf(piles);
      expect(spades[0]).toBeLessThanOrEqual(column1[0] + 1);
      expect(stock[1]).toBeGreaterThanOrEqual(column7[1] - 1);
      expect(waste[1]).toBeLessThanOrEqual(stock[0]);
      expect(spades[1]).toBeLessThan(waste[0]);
      await screenshot(page, `left-handed-U-${name}-${width}x${height}`);
    }
    expect(await capitalisedByStyle(page)).toEqual([]);
    // The board's tab stop is column 1's last card: Left goes on to the foundations, which lie
    // in the row above the tableau, spades over column 1: Down goes back to that column's top card.
    await (await page.$(`${labelled('group', 'column 1')} [role="img"]:last-child`))?.focus();
    await page.keyboard.press('ArrowLeft');
    expect(await focused()).toBe('spades foundation');
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe(nameOf(newGame('YU1-U-AAAAAAB').position.columns[0].cards[0]));
    await (await find(page, 'New game[role="button"]')).click();
    await find(page, 'New game[role="dialog"]', { visible: true });
    expect(await capitalisedByStyle(page)).toEqual([]);
    await page.keyboard.press('Escape');
    // Classic: the foundations beside the tableau, at its left.
    await storeLocally(page, { game: newGame('YU1-C-AAAAAAB') });
    await extension.reload(page);
    await page.waitForSelector(labelled('group', 'column 1'));
    const [spades, column1] = await edgesOf(piles.slice(0, 2));
    expect(spades[1]).toBeLessThan(column1[0]);
    // D says each column's face-up cards, every one (docs/rules.md, Reading the board).
    await (await page.$(`${labelled('group', 'column 1')} [role="img"]`))?.focus();
    await page.keyboard.press('d');
    const { columns } = newGame('YU1-C-AAAAAAB').position;
    const faceUp = columns[6].cards.slice(columns[6].faceDown).map(nameOf).join(', ');
    await page.waitForFunction(
      (said) =>
        document
          .querySelector('[role="status"][aria-label="Game announcements"]')
          ?.textContent?.includes(said),
      {},
      `Column 7: 6 face down, then ${faceUp}.`,
    );
    await untilAtRest(page);
    await screenshot(page, 'left-handed-C-newtab-360x640');
    await page.close();
  });
});
