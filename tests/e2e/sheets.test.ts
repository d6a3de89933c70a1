// The sheets' own design tokens (components/sheet-tokens.css) load with the views that show them,
// after the page's first paint (docs/speed.md, Weight): a dialog, a toast and the options page
// still look as their style sheets say, in real Chromium and Firefox with the built extension.
import type { Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newGame } from '../../engine';
import {
  browserName,
  collectErrors,
  type ExtensionBrowser,
  launchWithExtension,
  storeLocally,
} from './browser';
import { lowerEdgeLight } from './looks';
import { find, labelled } from './queries';

let extension: ExtensionBrowser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  extension = await launchWithExtension();
  page = await extension.browser.newPage();
  errors = collectErrors(page);
  await page.setViewport({ width: 1280, height: 800 });
});
afterAll(async () => {
  await extension?.close();
});

/** The computed values of `properties` on the first element `selector` finds (or its pseudo). */
function styleOf(selector: string, properties: string[], pseudo?: string) {
  return page.$eval(
    selector,
    (element, names, pseudoElement) => {
      const style = getComputedStyle(element, pseudoElement ?? null);
      return names.map((name) => style.getPropertyValue(name));
    },
    properties,
    pseudo,
  );
}

describe(`the sheets' look in ${browserName}, loaded after the first paint`, () => {
  it('draws the New game dialog as a sheet over a dimmed table, its variants as choices', async () => {
    await extension.open(page, 'newtab');
    await page.waitForSelector(labelled('group', 'column 1'));
    await (await find(page, 'New game[role="button"]')).click();
    await find(page, 'New game[role="dialog"]', { visible: true });
    // --radius-sheet, --shadow-dialog's blur, --backdrop and --choice-padding (the same in a light
    // and a dark scheme).
    expect(await styleOf('dialog[open]', ['border-top-left-radius'])).toEqual(['16px']);
    expect(await styleOf('dialog[open]', ['box-shadow'])).toEqual([
      expect.stringContaining('24px 64px'),
    ]);
    expect(await styleOf('dialog[open]', ['background-color'], '::backdrop')).toEqual([
      'rgba(3, 18, 10, 0.55)',
    ]);
    expect(await styleOf('dialog[open] .choice', ['padding-top', 'padding-left'])).toEqual([
      '8px',
      '10px',
    ]);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.querySelector('dialog[open]') === null);
  });

  it('draws a refusal as a toast in its own colours', async () => {
    // Column 1 of this deal holds the 7 of hearts alone: a tap cannot send it home before the
    // 6 of hearts (docs/rules.md, Moves 2), and interactive rules say so, naming that card.
    await storeLocally(page, { game: newGame('YU1-C-AAAAAAB'), settings: { doubleClick: false } });
    await extension.reload(page);
    await (await page.waitForSelector(labelled('image', '7 of hearts')))?.click();
    const toast = await page.waitForSelector('.toast', { visible: true });
    expect(await toast?.evaluate((element) => element.textContent)).toBe(
      'The 7 of hearts goes to its foundation after the 6 of hearts.',
    );
    expect(await styleOf('.toast', ['background-color', 'color'])).toEqual([
      'rgba(24, 18, 8, 0.9)',
      'rgb(255, 243, 214)',
    ]);
  });

  it('gives the options page its roomier choices in its own colours', async () => {
    await extension.open(page, 'options');
    await page.waitForSelector('.settings .choice');
    // The options page's --choice-padding and --choice-box (sheet-tokens.css, `.settings`).
    expect(await styleOf('.settings .choice', ['padding-top', 'padding-left'])).toEqual([
      '10px',
      '12px',
    ]);
    expect(await styleOf('.settings .choice input', ['width'])).toEqual(['18px']);
    expect(errors).toEqual([]);
  });

  it('draws the Statistics dialog on the options page as on the new tab, and its group as the others', async () => {
    // The title's size and weight, and the variant's list drawn as the buttons beside it.
    const looks = async () => [
      ...(await styleOf('dialog[open] h2', ['font-size', 'font-weight'])),
      ...(await styleOf('dialog[open] select', ['border-top-left-radius', 'border-top-style'])),
    ];
    await extension.open(page, 'newtab');
    await (await find(page, 'Statistics[role="button"]')).click();
    await find(page, 'Statistics[role="dialog"]', { visible: true });
    const onNewTab = await looks();
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.querySelector('dialog[open]') === null);

    await extension.open(page, 'options');
    // The choices show once the stored settings are read, after the Statistics group.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('fieldset.settings__group > legend')].some(
        (legend) => legend.textContent === 'Variant of a new game',
      ),
    );
    // The Statistics group's caption is drawn as the variant's group's.
    const caption = ['font-size', 'font-weight', 'color', 'padding-left'];
    const groups = await page.$$eval(
      'fieldset.settings__group > legend',
      (legends, names) =>
        legends.map((legend) => ({
          name: legend.textContent,
          looks: names.map((name) => getComputedStyle(legend).getPropertyValue(name)),
        })),
      caption,
    );
    const looksOf = (name: string) => groups.find((group) => group.name === name)?.looks;
    expect(looksOf('Statistics')).toBeDefined();
    expect(looksOf('Statistics')).toEqual(looksOf('Variant of a new game'));
    await (await find(page, 'Statistics[role="button"]')).click();
    await find(page, 'Statistics[role="dialog"]', { visible: true });
    expect(await looks()).toEqual(onNewTab);
    expect(onNewTab).toEqual(['20px', '700', '9px', 'solid']);
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
  });

  it('shades a dialog taller than the window along its lower edge, where it goes on, until its end is in view', async () => {
    // 1280 x 800 zoomed to 200 %: the Statistics dialog scrolls, Close below the window's edge.
    await page.setViewport({ width: 640, height: 400 });
    await extension.open(page, 'newtab');
    await (await find(page, 'Statistics[role="button"]')).click();
    await find(page, 'Statistics[role="dialog"]', { visible: true });
    expect(
      await page.$eval('dialog[open]', (dialog) => dialog.scrollHeight > dialog.clientHeight),
    ).toBe(true);
    // A pixel above the dialog's lower edge, in its left padding, inside its rounded corner.
    const shaded = await lowerEdgeLight(page, 'dialog[open]', { x: 8, y: 3 });
    await page.$eval('dialog[open]', (dialog) => {
      dialog.scrollTop = dialog.scrollHeight;
    });
    const plain = await lowerEdgeLight(page, 'dialog[open]', { x: 8, y: 3 });
    expect(plain - shaded).toBeGreaterThan(30);
    await page.keyboard.press('Escape');
    await page.setViewport({ width: 1280, height: 800 });
    expect(errors).toEqual([]);
  });
});
