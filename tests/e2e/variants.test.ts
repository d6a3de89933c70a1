// Double Yukon and Australian Patience on the board in real Chromium and Firefox with the built
// extension: both fit the new tab, the popup and a phone-wide window, and a player plays them by
// mouse and by keys (a turn of the stock, the waste's card to a column, a card to a foundation),
// checked against the engine, and each says No progress left at a dead end.
import type { Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Game, legalMoves, newGame, placeOf } from '../../engine';
import {
  browserName,
  collectErrors,
  type ExtensionBrowser,
  type ExtensionPage,
  launchWithExtension,
  screenshot,
  stat,
  storeLocally,
  untilAtRest,
} from './browser';
import { cardsUnderHelp } from './looks';
import { letGoAndWatchGlide } from './motion';
import { nameOf } from './names';
import { find, focusedName, labelled } from './queries';
import {
  australianBeforeDeadEnd,
  doubleBeforeDeadEnd,
  firstDealWith,
  turnToColumnDeal,
} from './variant-deals';

const DOUBLE = 'YU1-D-AAAAAAB';
const AUSTRALIAN = 'YU1-U-AAAAAAB';

let extension: ExtensionBrowser;

beforeAll(async () => {
  extension = await launchWithExtension();
});
afterAll(async () => {
  await extension?.close();
});

/** Opens `name` at `width` x `height` showing `game` from its start. */
async function openGame(
  game: Game,
  name: ExtensionPage,
  width: number,
  height: number,
): Promise<Page> {
  const page = await extension.browser.newPage();
  await page.setViewport({ width, height });
  await extension.open(page, name);
  await page.waitForSelector(labelled('group', 'column 1'));
  await storeLocally(page, { game });
  await extension.reload(page);
  await page.waitForSelector(labelled('button', `Copy deal ${game.code}`));
  await untilAtRest(page);
  return page;
}

/** Presses the middle of the element named `name` of role `role`. */
async function press(page: Page, role: 'button' | 'group' | 'image', name: string) {
  const box = await (await page.waitForSelector(labelled(role, name)))?.boundingBox();
  if (!box) throw new Error(`${name} is not on the page`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Waits until the card named `name` is the last card of column index `column`. */
function untilLastCard(page: Page, column: number, name: string) {
  return page.waitForFunction(
    (number, card) =>
      document
        .querySelector(`[aria-label="column ${number}"]`)
        ?.lastElementChild?.getAttribute('aria-label') === card,
    {},
    column + 1,
    name,
  );
}

/** The name of the card on top of the pile named `name` (its `aria-description`), or "empty". */
const topOf = (page: Page, name: string) =>
  page.$eval(labelled('group', name), (pile) => pile.getAttribute('aria-description'));

/**
 * Every pile and card box on the board that is cut off by the window, and the smallest corner
 * text of a face-up card, px: a card is readable when its rank shows at a legible size.
 */
function boardFit(page: Page) {
  return page.evaluate(() => {
    const outside = [
      ...document.querySelectorAll<HTMLElement>('.column, .foundation, .stock, .waste, .card'),
    ]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.left < 0 || box.top < 0 || box.right > innerWidth || box.bottom > innerHeight;
      })
      .map((element) => element.getAttribute('aria-label') ?? element.className);
    const sizes = [...document.querySelectorAll('.card__rank')].map((rank) =>
      Number.parseFloat(getComputedStyle(rank).fontSize),
    );
    return { outside, smallestRank: Math.min(...sizes) };
  });
}

describe(`Double Yukon and Australian Patience on the board in ${browserName}`, () => {
  for (const [name, page, width, height] of [
    ['new tab', 'newtab', 1280, 800],
    ['popup', 'popup', 800, 600],
    ['phone-wide window', 'newtab', 360, 640],
  ] as const) {
    it(`lays out both, nothing cut off and every card readable, in the ${name} (${width}x${height})`, async () => {
      const double = await openGame(newGame(DOUBLE), page, width, height);
      for (let number = 1; number <= 10; number++) {
        await double.waitForSelector(labelled('group', `column ${number}`));
      }
      for (const suit of ['spades', 'hearts', 'diamonds', 'clubs']) {
        for (const slot of [1, 2]) {
          expect(await topOf(double, `${suit} foundation ${slot}`)).toBe('empty');
        }
      }
      const doubleFit = await boardFit(double);
      await screenshot(double, `variant-D-${page}-${width}x${height}`);
      expect(doubleFit.outside).toEqual([]);
      expect(doubleFit.smallestRank).toBeGreaterThanOrEqual(8);
      await double.close();

      const australian = await openGame(newGame(AUSTRALIAN), page, width, height);
      await australian.waitForSelector(labelled('button', 'stock, 24 cards'));
      expect(await topOf(australian, 'waste')).toBe('empty');
      await press(australian, 'button', 'stock, 24 cards');
      await australian.waitForSelector(labelled('button', 'stock, 23 cards'));
      await untilAtRest(australian);
      const australianFit = await boardFit(australian);
      await screenshot(australian, `variant-U-${page}-${width}x${height}`);
      expect(australianFit.outside).toEqual([]);
      expect(australianFit.smallestRank).toBeGreaterThanOrEqual(8);
      await australian.close();
    });
  }

  it('ends a long column above Help in the row layout, right-handed and left-handed', async () => {
    for (const [hand, under] of [
      ['right', 0],
      ['left', 9],
    ] as const) {
      // The column under Help's pill (bottom left, or right when left-handed) made 28 cards long
      // with face-up cards from the other columns.
      const game = newGame(DOUBLE);
      const { columns } = game.position;
      for (let from = 1; from < 9 && columns[under].cards.length < 28; from++) {
        const source = columns[from === under ? 0 : from];
        while (source.cards.length > source.faceDown + 1 && columns[under].cards.length < 28) {
          columns[under].cards.push(source.cards.pop() as number);
        }
      }
      expect(columns[under].cards).toHaveLength(28);
      const page = await openGame(game, 'newtab', 1280, 800);
      await storeLocally(page, { settings: { hand } });
      for (const [width, height] of [
        [1280, 800],
        [1024, 600],
        [800, 600],
      ]) {
        await page.setViewport({ width, height });
        await extension.reload(page);
        await page.waitForSelector(labelled('group', 'column 10'));
        await untilAtRest(page);
        expect(await cardsUnderHelp(page), `${hand}-handed, ${width}x${height}`).toEqual([]);
      }
      await screenshot(page, `variant-D-long-column-${hand}-800x600`);
      await storeLocally(page, { settings: {} });
      await page.close();
    }
  });

  it('turns the stock with a click and drags the waste’s card onto a column', async () => {
    const { game, shown, to, refusedBy } = turnToColumnDeal();
    const page = await openGame(game, 'newtab', 1280, 800);
    const errors = collectErrors(page);
    await press(page, 'button', 'stock, 24 cards');
    await page.waitForSelector(labelled('button', 'stock, 23 cards'));
    expect(await topOf(page, 'waste')).toBe(`${nameOf(shown)} on top`);
    expect(await stat(page, 'Moves')).toBe('1');

    const from = await (
      await page.waitForSelector(labelled('image', nameOf(shown)))
    )?.boundingBox();
    const target = await (
      await page.waitForSelector(`.column[data-pile="${to}"] > .card:last-child`)
    )?.boundingBox();
    if (!from || !target) throw new Error('The waste card or its column is not on the page.');

    // Let go on a column that refuses it, the card glides home over the columns, not under them
    // (the waste comes before them in the page): at the glide's start, where the card lies on
    // that column's last card, and halfway.
    const refusing = await (
      await page.waitForSelector(`.column[data-pile="${refusedBy}"] > .card:last-child`)
    )?.boundingBox();
    if (!refusing) throw new Error(`Column ${refusedBy + 1} has no card.`);
    await page.mouse.move(from.x + from.width / 2, from.y + 12);
    await page.mouse.down();
    await page.mouse.move(refusing.x + refusing.width / 2, refusing.y + 24, { steps: 12 });
    const glide = { isAway: true, onTop: nameOf(shown) };
    expect(await letGoAndWatchGlide(page, nameOf(shown))).toEqual([glide, glide]);
    await untilAtRest(page);
    expect(await topOf(page, 'waste')).toBe(`${nameOf(shown)} on top`);

    await page.mouse.move(from.x + from.width / 2, from.y + 12);
    await page.mouse.down();
    await page.mouse.move(target.x + target.width / 2, target.y + 24, { steps: 12 });
    await page.mouse.up();
    await untilLastCard(page, to, nameOf(shown));
    expect(await topOf(page, 'waste')).toBe('empty');
    expect(await stat(page, 'Moves')).toBe('2');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('plays Australian Patience by keys: the stock turns, the waste’s card goes to a column', async () => {
    const { game, shown, to } = turnToColumnDeal();
    const page = await openGame(game, 'newtab', 1280, 800);
    // The board's one tab stop is column 1's last card; Left goes on to the waste, and along the
    // row above the tableau to the stock.
    for (let tab = 0; tab < 20 && !(await focusedName(page))?.includes(' of '); tab++) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('ArrowLeft');
    expect(await focusedName(page)).toBe('waste');
    await page.keyboard.press('ArrowLeft');
    expect(await focusedName(page)).toBe('stock, 24 cards');
    await page.keyboard.press('Enter');
    await page.waitForSelector(labelled('button', 'stock, 23 cards'));
    expect(await topOf(page, 'waste')).toBe(`${nameOf(shown)} on top`);
    await page.keyboard.press('ArrowRight');
    expect(await focusedName(page)).toBe('waste');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`.waste > .card.is-lifted[aria-label="${nameOf(shown)}"]`);
    // Down from the waste to column 2 under it (its top face-up card), then along the columns to
    // the one it goes to (each column's last card).
    const { columns } = game.position;
    await page.keyboard.press('ArrowDown');
    expect(await focusedName(page)).toBe(nameOf(columns[1].cards[columns[1].faceDown]));
    const key = to < 1 ? 'ArrowLeft' : 'ArrowRight';
    for (let column = 1; column !== to; column += to < 1 ? -1 : 1) {
      await page.keyboard.press(key);
      const next = columns[column + (to < 1 ? -1 : 1)].cards;
      expect(await focusedName(page)).toBe(nameOf(next[next.length - 1]));
    }
    await page.keyboard.press('Enter');
    await untilLastCard(page, to, nameOf(shown));
    expect(await stat(page, 'Moves')).toBe('2');
    await page.close();
  });

  it('keeps the waste’s card picked up by keys in the frame that its turn comes in', async () => {
    const { game, shown } = turnToColumnDeal();
    const page = await openGame(game, 'newtab', 1280, 800);
    for (let tab = 0; tab < 20 && !(await focusedName(page))?.includes(' of '); tab++) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await focusedName(page)).toBe('stock, 24 cards');
    // Enter, Right, Enter within one frame, as a quick player's keys can land: dispatched in one
    // task in the page, as puppeteer's own keys each wait for the page's answer.
    const lifted = await page.evaluate(async () => {
      for (const key of ['Enter', 'ArrowRight', 'Enter']) {
        document.activeElement?.dispatchEvent(
          new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
        );
      }
      // The frame that draws the turn, and the one after it.
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
      return [...document.querySelectorAll('.waste > .card.is-lifted')].map((card) =>
        card.getAttribute('aria-label'),
      );
    });
    expect(lifted).toEqual([nameOf(shown)]);
    expect(await topOf(page, 'waste')).toBe(`${nameOf(shown)} on top`);
    await page.close();
  });

  it('sends a Double Yukon card home with F, and another with a click; each variant says No progress left', async () => {
    // The first deal with two cards that can go home from the start (two Aces last in columns).
    const { game } = firstDealWith('D', (dealt, move) => {
      const home = legalMoves('D', dealt.position).filter((each) => each.to === 'foundation');
      return move.to === 'foundation' && home.length >= 2;
    });
    const [first, second] = legalMoves('D', game.position)
      .filter((move) => move.to === 'foundation')
      .map((move) => ({ card: move.card, place: placeOf(game.position, move.card) }));
    if (first.place.pile !== 'column' || second.place.pile !== 'column') {
      throw new Error('The Aces are not in columns.');
    }
    const page = await openGame(game, 'newtab', 1280, 800);
    // Keys first, on the page as it opened: the board's one tab stop is column 1's last card.
    for (let tab = 0; tab < 20 && !(await focusedName(page))?.includes(' of '); tab++) {
      await page.keyboard.press('Tab');
    }
    for (let column = 0; column < first.place.column; column++) {
      await page.keyboard.press('ArrowRight');
    }
    expect(await focusedName(page)).toBe(nameOf(first.card));
    await page.keyboard.press('f');
    const slotOf = (card: number) =>
      `${['spades', 'hearts', 'diamonds', 'clubs'][Math.floor((card % 52) / 13)]} foundation`;
    await page.waitForFunction(
      (name) =>
        document.querySelector(`[aria-label="${name}"]`)?.getAttribute('aria-description') !==
        'empty',
      {},
      `${slotOf(first.card)} 1`,
    );
    expect(await topOf(page, `${slotOf(first.card)} 1`)).toBe(`${nameOf(first.card)} on top`);

    const ace = await page.waitForSelector(
      `.column[data-pile="${second.place.column}"] > .card:last-child`,
    );
    const box = await ace?.boundingBox();
    if (!box) throw new Error('The second Ace is not on the page.');
    await page.mouse.click(box.x + box.width / 2, box.y + 12);
    await page.waitForFunction(
      () => document.querySelectorAll('.foundation > [data-card]').length === 2,
    );
    // Two Aces of one suit take both its foundations, the first one first (docs/rules.md, D).
    const secondSlot = slotOf(first.card) === slotOf(second.card) ? 2 : 1;
    expect(await topOf(page, `${slotOf(second.card)} ${secondSlot}`)).toBe(
      `${nameOf(second.card)} on top`,
    );
    expect(await stat(page, 'Moves')).toBe('2');
    expect(await stat(page, 'Score')).toBe('20');

    // No progress left (docs/rules.md, End of the game), on this page: a tap reaches a dead end
    // in each variant, and the board says so, in Australian Patience by its stock.
    const saysNoProgress = async (text: string, shot: string) => {
      const dialog = await find(page, 'No progress left[role="dialog"]', { visible: true });
      expect(await dialog.evaluate((element) => element.textContent)).toContain(text);
      await screenshot(page, shot);
    };
    await storeLocally(page, { game: doubleBeforeDeadEnd().game });
    await extension.reload(page);
    await untilAtRest(page);
    const lastAce = await page.waitForSelector('.column[data-pile="9"] > .card:last-child');
    expect(await lastAce?.evaluate((card) => card.getAttribute('aria-label'))).toBe(
      'ace of spades',
    );
    await lastAce?.click();
    await saysNoProgress(
      'No sequence of moves can send another card home or turn a card up.',
      'no-progress-D',
    );
    await storeLocally(page, { game: australianBeforeDeadEnd().game });
    await extension.reload(page);
    await untilAtRest(page);
    expect(await topOf(page, 'waste')).toBe('ace of spades on top');
    await press(page, 'group', 'waste');
    await saysNoProgress(
      'No sequence of moves can send another card home or turn another card from the stock onto the waste.',
      'no-progress-U',
    );
    expect(await topOf(page, 'waste')).toBe('empty');
    await page.close();
  });
});
