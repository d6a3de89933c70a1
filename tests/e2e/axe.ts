// axe-core's check of a page (tests/e2e/accessibility.test.ts, looks.test.ts, decks.test.ts): every
// rule it runs by default (WCAG 2.0-2.2 A and AA, and its best practices) and its experimental ones.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'puppeteer';

/**
 * axe 4's experimental rules, off by default, turned on: a player's axe extension runs them
 * (`label-content-name-mismatch`, WCAG 2.5.3, is one), and the pages must pass them too.
 */
const EXPERIMENTAL_RULES = [
  'css-orientation-lock',
  // Not 'focus-order-semantics' (a best practice, not a WCAG criterion): it wants a widget role
  // on whatever takes the focus, and the board's face-up cards are images (role img, named "7 of
  // hearts") that the board, an application, lets the arrow keys focus one at a time. A screen
  // reader says the card's name there; a button role would add "button" to every card.
  'hidden-content',
  'label-content-name-mismatch',
  'p-as-heading',
  'table-fake-caption',
  'td-has-header',
];

/**
 * axe-core's minified build, read once. Put in the page here rather than by @axe-core/puppeteer,
 * which sent the unminified build (twice its size) twice per check: on the 2-core machine that
 * made each check take two to four times as long.
 */
let axeSource: Promise<string> | undefined;

/**
 * axe's violations on `page` as one line per element: the rule, the element's selector and what
 * is wrong with it, so that a failure says what to mend.
 * @param skipped rules not run, each for a reason its caller gives
 * @throws when the page's document has not finished loading.
 */
export async function violations(page: Page, skipped: string[] = []): Promise<string[]> {
  const state = await page.evaluate(() => ({
    isLoaded: document.readyState === 'complete',
    hasAxe: 'axe' in globalThis,
  }));
  if (!state.isLoaded) throw new Error('axe was asked to check a page still loading.');
  // A page keeps axe until it navigates: the dialogs of one page are checked by one copy.
  if (!state.hasAxe) {
    axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    await page.evaluate(await axeSource);
  }
  const options: RunOptions = {
    rules: Object.fromEntries([
      ...EXPERIMENTAL_RULES.map((rule) => [rule, { enabled: true }]),
      ...skipped.map((rule) => [rule, { enabled: false }]),
    ]),
    // Every violating element in full; the passes, which are not read, one element each rather
    // than hundreds (axe then spends most of its run writing their selectors).
    resultTypes: ['violations'],
  };
  const results = await page.evaluate(
    (asked) =>
      (globalThis as unknown as { axe: typeof import('axe-core') }).axe.run(document, asked),
    options,
  );
  return (results as AxeResults).violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id}: ${node.target.join(' ')}: ${node.failureSummary ?? ''}`,
    ),
  );
}
