// What the language E2E tests need besides the browser: a pseudo-language build, the checks that
// every visible text is translated and every control fits, and a whole game played by the names
// a language gives the cards and columns (kept apart from the product's catalogs on purpose).
import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ElementHandle, Page } from 'puppeteer';
import { type Card, newGame, rankOf, suitOf } from '../../engine';
import { solve } from '../../engine/solver';
import { SOLVE_BUDGET_MS } from '../../state/solver-store';
import { PAGE_MAX_POSITIONS } from '../../state/solver-thread';
import { isFirefox } from './browser';

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ';

/**
 * A message in the pseudo-language: every letter accented and the text about 40% longer in
 * brackets, `$1`..`$9` kept ("New game" -> "[Ñéŵ ĝåɱé ··]"). A corner mark is only accented: it
 * is one letter in every language.
 */
export function pseudo(text: string, isMark = false): string {
  const accented = text
    .split(/(\$[$1-9])/)
    .map((part, index) =>
      index % 2
        ? part
        : part.replace(/[A-Za-z]/g, (letter) => [...ACCENTED][LETTERS.indexOf(letter)]),
    )
    .join('');
  if (isMark) return accented;
  const padding = Math.max(1, Math.round(text.length * 0.4) - 3);
  return `[${accented} ${'·'.repeat(padding)}]`;
}

/** A copy of the build whose English catalog is the pseudo-language, for a browser in English. */
export async function pseudoBuild(): Promise<string> {
  const build = fileURLToPath(
    new URL(`../../.output/${isFirefox ? 'firefox' : 'chrome'}-mv3`, import.meta.url),
  );
  const copy = await mkdtemp(join(tmpdir(), 'yukon-pseudo-'));
  await cp(build, copy, { recursive: true });
  const file = join(copy, '_locales/en/messages.json');
  const messages: Record<string, { message: string }> = JSON.parse(await readFile(file, 'utf8'));
  for (const [name, entry] of Object.entries(messages)) {
    if (name !== 'catalog_language')
      entry.message = pseudo(entry.message, name.startsWith('rankMark_'));
  }
  await writeFile(file, JSON.stringify(messages));
  return copy;
}

/**
 * The texts the page shows or speaks that are not pseudo-translated: visible text, accessible
 * names and descriptions, tooltips and the title, with any ASCII letter left once deal codes
 * (which are not words) are taken out. The language list names each language in its own words
 * (`<option lang>`), the same in every language.
 */
export function untranslatedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const check = (text: string | null) => {
      if (text && /[A-Za-z]/.test(text.replace(/YU1-[A-Z]-[A-Z]{7}/g, ''))) found.push(text.trim());
    };
    const isShown = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
      !element.closest('option[lang], script, style');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement && isShown(node.parentElement)) check(node.textContent);
    }
    for (const element of document.querySelectorAll('[aria-label], [aria-description], [title]')) {
      if (!isShown(element)) continue;
      for (const name of ['aria-label', 'aria-description', 'title'])
        check(element.getAttribute(name));
    }
    check(document.title);
    return found;
  });
}

/**
 * The controls that do not fit: text wider or taller than its control, a control outside the
 * window's width or cut by a box that hides its overflow, a page that scrolls sideways, and a
 * dialog's main button alone on its line under a line of several buttons.
 */
export function controlsThatDoNotFit(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    // A dialog's main button left alone on a line under a line of several buttons looks
    // dropped there (two buttons that do not fit side by side may stack).
    for (const main of document.querySelectorAll(
      'dialog[open] .dialog__actions .button--primary',
    )) {
      const buttons = main.closest('.dialog__actions')?.querySelectorAll('button') ?? [];
      const tops = [...buttons].map((button) => Math.round(button.getBoundingClientRect().top));
      const top = Math.round(main.getBoundingClientRect().top);
      const onLine = (line: number) => tops.filter((other) => Math.abs(other - line) <= 2).length;
      const above = Math.max(...tops.filter((other) => other < top - 2));
      if (onLine(top) === 1 && onLine(above) > 1) {
        found.push(`"${main.textContent}": alone on its line, under ${onLine(above)} buttons`);
      }
    }
    // A dialog's own buttons lie whole inside it: one taller than the window scrolls its choices,
    // never its buttons out of sight or in half.
    for (const button of document.querySelectorAll(
      'dialog[open] > .dialog__actions button, dialog[open] > form > .dialog__actions button',
    )) {
      const dialog = (button.closest('dialog') as Element).getBoundingClientRect();
      const box = button.getBoundingClientRect();
      if (box.top < dialog.top - 1 || box.bottom > dialog.bottom + 1) {
        found.push(
          `"${button.textContent}": cut by its dialog's edge (${Math.round(box.top)} to ${Math.round(box.bottom)} in ${Math.round(dialog.top)} to ${Math.round(dialog.bottom)})`,
        );
      }
    }
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) {
      found.push(`the page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
    }
    const controls = document.querySelectorAll(
      'button, select, input, a[href], summary, [role="button"], .choice, .looks__name, .stat',
    );
    for (const control of controls) {
      if (!control.checkVisibility({ visibilityProperty: true })) continue;
      const name = `${control.tagName.toLowerCase()} "${(control.textContent || control.getAttribute('aria-label') || '').trim().slice(0, 40)}"`;
      if (
        control.scrollWidth > control.clientWidth + 1 ||
        control.scrollHeight > control.clientHeight + 1
      ) {
        found.push(
          `${name}: its text overflows (${control.scrollWidth}x${control.scrollHeight} in ${control.clientWidth}x${control.clientHeight})`,
        );
      }
      const box = control.getBoundingClientRect();
      if (box.left < -1 || box.right > root.clientWidth + 1)
        found.push(`${name}: outside the window`);
      // A look's name under its picture must stay within its choice's box.
      const choice = control.matches('.looks__name') && control.parentElement;
      if (choice) {
        const outer = choice.getBoundingClientRect();
        if (box.left < outer.left - 1 || box.right > outer.right + 1)
          found.push(`${name}: wider than its choice (${box.width} > ${outer.width})`);
      }
      for (let box2 = control.parentElement; box2; box2 = box2.parentElement) {
        const style = getComputedStyle(box2);
        if (!/hidden|clip/.test(`${style.overflowX} ${style.overflowY}`)) continue;
        const outer = box2.getBoundingClientRect();
        if (
          box.left < outer.left - 1 ||
          box.right > outer.right + 1 ||
          box.top < outer.top - 1 ||
          box.bottom > outer.bottom + 1
        ) {
          found.push(`${name}: cut by ${box2.tagName.toLowerCase()}.${box2.className}`);
          break;
        }
      }
    }
    return found;
  });
}

/** Clicks the button (or disclosure) whose text or accessible name is `name`. */
export async function press(page: Page, name: string): Promise<void> {
  const handle = await page.waitForFunction(
    (wanted) =>
      [...document.querySelectorAll('button, summary, [role="button"]')].find(
        (element) =>
          (element.getAttribute('aria-label') ?? element.textContent?.trim()) === wanted &&
          element.checkVisibility(),
      ),
    {},
    name,
  );
  await (handle.asElement() as ElementHandle<Element> | null)?.click();
}

/** How a language names cards and columns, as its speakers say them. */
export interface CardWords {
  card: (card: Card) => string;
  column: (number: number) => string;
  moves: string;
  won: string;
}

export const POLISH: CardWords = {
  card: (card) =>
    `${['as', 'dwójka', 'trójka', 'czwórka', 'piątka', 'szóstka', 'siódemka', 'ósemka', 'dziewiątka', 'dziesiątka', 'walet', 'dama', 'król'][rankOf(card) - 1]} ${['pik', 'kier', 'karo', 'trefl'][suitOf(card)]}`,
  column: (number) => `kolumna ${number}`,
  moves: 'Ruchy',
  won: 'Wygrana!',
};

export const FRENCH: CardWords = {
  card: (card) =>
    `${['as', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'valet', 'dame', 'roi'][rankOf(card) - 1]} de ${['pique', 'cœur', 'carreau', 'trèfle'][suitOf(card)]}`,
  column: (number) => `colonne ${number}`,
  moves: 'Coups',
  won: 'Gagné !',
};

/** What the page heard since the last move began (`recordInput`), kept on the page's global. */
interface InputRecord {
  heard: string[];
}

/**
 * Keeps on `page` the pointer events it receives (type, where, and the card under the pointer)
 * and each notice shown: a move that is not counted then says whether the press, the drag or the
 * drop was lost, or what refusal the game explained (gone from the page when the wait ends).
 */
async function recordInput(page: Page): Promise<void> {
  await page.evaluate(() => {
    const record = globalThis as unknown as InputRecord;
    record.heard = [];
    for (const type of ['pointerdown', 'pointermove', 'pointerup', 'pointercancel']) {
      window.addEventListener(
        type,
        (event) => {
          const { clientX, clientY, target } = event as PointerEvent;
          const card = (target as Element | null)?.closest?.('[aria-label]');
          record.heard.push(
            `${type} ${Math.round(clientX)},${Math.round(clientY)} ${card?.getAttribute('aria-label') ?? ''}`,
          );
        },
        true,
      );
    }
    let shown = '';
    new MutationObserver(() => {
      const notice = document.querySelector('.notices')?.textContent ?? '';
      if (notice && notice !== shown) record.heard.push(`notice: ${notice}`);
      shown = notice;
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/**
 * Plays `deal` to the end by the solver's winning line, as a player does: a card a move sends
 * home is clicked, one going to a column is dragged onto that column's last card, each found by
 * the words of `words`. Resolves once the Won dialog shows.
 */
export async function playToWin(page: Page, deal: string, words: CardWords): Promise<number> {
  const { solution } = solve('C', newGame(deal).position, {
    budgetMs: SOLVE_BUDGET_MS * 10,
    maxPositions: PAGE_MAX_POSITIONS * 10,
  });
  if (solution.length === 0) throw new Error(`No winning line found for ${deal}.`);
  await recordInput(page);
  for (const [index, move] of solution.entries()) {
    const card = words.card(move.card);
    const column = typeof move.to === 'number' ? words.column(move.to + 1) : null;
    if (move.to !== 'foundation' && column === null) {
      throw new Error(`A Classic deal has no ${move.to}: ${JSON.stringify(move)}`);
    }
    // One wait in the page per move (each round trip to the browser is CPU on CI's two cores):
    // once the cards have come to rest after the last move (a card is pressed only where it
    // lies), the card's grip and, for a column, that column's last card, where the card is
    // dropped; what the page heard is cleared then, for this move.
    const found = await page
      .waitForFunction(
        (cardName: string, columnName: string | null) => {
          if (!document.getAnimations().every((animation) => animation.playState === 'finished'))
            return false;
          const shown = document.querySelector(`[role="img"][aria-label="${cardName}"]`);
          if (!shown) return false;
          const box = shown.getBoundingClientRect();
          let target = null;
          if (columnName !== null) {
            const pile = document.querySelector(`[role="group"][aria-label="${columnName}"]`);
            if (!pile) return false;
            const cards = pile.querySelectorAll('[role="img"]');
            const last = (cards[cards.length - 1] ?? pile).getBoundingClientRect();
            target = { x: last.x + last.width / 2, y: last.y + 12 };
          }
          (globalThis as unknown as InputRecord).heard = [];
          return { grip: { x: box.x + box.width / 2, y: box.y + 10 }, target };
        },
        {},
        card,
        column,
      )
      .catch((error: Error) => {
        throw new Error(
          `Move ${index + 1} of ${solution.length}: ${card}${column ? ` and ${column}` : ''} not on the page at rest. ${error.message}`,
        );
      });
    const where = await found.jsonValue();
    if (!where) throw new Error(`Move ${index + 1}: the page gave no place for ${card}.`);
    const { grip, target } = where;
    if (target === null) {
      await page.mouse.click(grip.x, grip.y);
    } else {
      await page.mouse.move(grip.x, grip.y);
      await page.mouse.down();
      // A drag of a few steps, as the pointer's moves come to a page when it is busy: the drop
      // is judged where the card is let go.
      await page.mouse.move(target.x, target.y, { steps: 3 });
      await page.mouse.up();
    }
    await page
      .waitForFunction(
        (label, played) =>
          [...document.querySelectorAll('.game-bar dt')].find((term) => term.textContent === label)
            ?.nextElementSibling?.textContent === played,
        { timeout: 20_000 },
        words.moves,
        String(index + 1),
      )
      .catch(async (error: Error) => {
        // Which move was lost and what the page showed, so that a failure says where it stopped.
        const seen = await page.evaluate(
          (label) => ({
            moves: [...document.querySelectorAll('.game-bar dt')].find(
              (term) => term.textContent === label,
            )?.nextElementSibling?.textContent,
            toast: document.querySelector('.notices')?.textContent,
            dialog: document.querySelector('dialog[open] h2')?.textContent ?? null,
            heard: (globalThis as unknown as InputRecord).heard,
          }),
          words.moves,
        );
        throw new Error(
          `Move ${index + 1} of ${solution.length} (${JSON.stringify(move)}) was not counted: the page showed ${JSON.stringify(seen)}. ${error.message}`,
        );
      });
  }
  await page.waitForSelector(`[role="dialog"][aria-label="${words.won}"], dialog[open]`);
  return solution.length;
}
