// axe-core's check of a page (tests/e2e/accessibility.test.ts, looks.test.ts): every rule it runs
// by default (WCAG 2.0-2.2 A and AA, and its best practices) and its experimental ones.
import { AxePuppeteer } from '@axe-core/puppeteer';
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
 * axe's violations on `page` as one line per element: the rule, the element's selector and what
 * is wrong with it, so that a failure says what to mend.
 * @param skipped rules not run, each for a reason its caller gives
 */
export async function violations(page: Page, skipped: string[] = []): Promise<string[]> {
  // The legacy mode runs axe in the page itself: the default mode finishes its run in a blank
  // page of its own, and there is no frame here that only that mode reaches.
  const results = await new AxePuppeteer(page)
    .setLegacyMode()
    .options({
      rules: Object.fromEntries([
        ...EXPERIMENTAL_RULES.map((rule) => [rule, { enabled: true }]),
        ...skipped.map((rule) => [rule, { enabled: false }]),
      ]),
    })
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id}: ${node.target.join(' ')}: ${node.failureSummary ?? ''}`,
    ),
  );
}
