// Sharing a deal and calm play in real Chromium and Firefox with the built extension: "Copy deal"
// puts the deal on the clipboard in a line of text, which New game's deal code field reads as it
// is pasted (docs/rules.md, Deal codes).
import type { Page } from 'puppeteer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserName,
  collectErrors,
  type ExtensionBrowser,
  launchWithExtension,
  screenshot,
  stat,
} from './browser';
import { find, labelled } from './queries';

const DEAL = 'YU1-C-AAAAAAB';

let extension: ExtensionBrowser;

beforeAll(async () => {
  extension = await launchWithExtension();
});
afterAll(async () => {
  await extension?.close();
});

/** The text the New game dialog shows under its deal code field. */
const fieldStatus = (page: Page) => page.$eval('.field__status', (status) => status.textContent);

describe(`sharing a deal in ${browserName}`, () => {
  it('copies the deal with a click, and New game reads the pasted line as it is', async () => {
    const page = await extension.browser.newPage();
    const errors = collectErrors(page);
    await page.setViewport({ width: 1280, height: 800 });
    await extension.open(page, 'newtab', { deal: DEAL });
    await (await page.waitForSelector(labelled('button', `Copy deal ${DEAL}`)))?.click();
    // The confirmation beside the chip (a live region: its name is not its text).
    await page.waitForFunction(
      () => document.querySelector('.deal-code__feedback')?.textContent !== '',
    );
    expect(await page.$eval('.deal-code__feedback', (status) => status.textContent)).toBe('Copied');
    await screenshot(page, 'copy-deal-newtab');
    await (await find(page, 'New game[role="button"]'))?.click();
    // By CSS: an ARIA query by the label's words ("Deal code (optional)", shown in capitals) did
    // not find the field in Chromium.
    await (await page.waitForSelector('dialog[open] .field__input', { visible: true }))?.click();
    // Pasted as a player does, from the clipboard the click filled.
    await page.keyboard.down('Control');
    await page.keyboard.press('KeyV');
    await page.keyboard.up('Control');
    expect(await page.$eval('.field__input', (input) => (input as HTMLInputElement).value)).toBe(
      `Yukon (Classic), deal ${DEAL}`,
    );
    expect(await fieldStatus(page)).toBe(`Deal ${DEAL} in Classic.`);
    await screenshot(page, 'copy-deal-pasted');
    await page.keyboard.press('Enter');
    await page.waitForSelector('dialog[open]', { hidden: true });
    expect(await stat(page, 'Moves')).toBe('0');
    await page.waitForSelector(labelled('button', `Copy deal ${DEAL}`));
    expect(errors).toEqual([]);
    await page.close();
  });
});
