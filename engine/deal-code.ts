/**
 * Deal codes `YU1-<variant>-<7 letters>` (docs/rules.md, Deal codes).
 */
import { isVariant, type Variant } from './variants';

/** How many deal numbers there are: 26^7. Deal numbers are 0 <= n < DEAL_COUNT. */
export const DEAL_COUNT = 26 ** 7;

const PREFIX = 'YU1';
const LETTERS = 7;

/** A deal code read into its parts. */
export interface DealCodeParts {
  variant: Variant;
  /** The deal number, 0 <= n < 26^7. */
  number: number;
}

/** What is wrong with a text that is not a deal code (docs/rules.md, Deal codes). */
export type DealCodeProblem = 'prefix' | 'parts' | 'variant' | 'length' | 'character';

/**
 * Thrown for text that is not a deal code. The message says what is wrong in English (for the
 * command line); `problem` and `found` (the offending part of the text) let a page say it in
 * the player's language.
 */
export class DealCodeError extends Error {
  override name = 'DealCodeError';
  constructor(
    readonly problem: DealCodeProblem,
    readonly found: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Reads a deal code, case-insensitively, surrounding spaces ignored (docs/rules.md, Deal codes).
 * @throws DealCodeError naming what is wrong: the prefix, the variant letter, the length or a
 *   character.
 */
export function parseDealCode(text: string): DealCodeParts {
  // Only a..z are upper-cased: `toUpperCase` would turn `ı` into `I` and `ß` into `SS`.
  const code = text.trim().replace(/[a-z]/g, (letter) => letter.toUpperCase());
  const parts = code.split('-');
  if (parts[0] !== PREFIX) {
    const found = parts[0] ?? '';
    throw new DealCodeError(
      'prefix',
      found,
      `A deal code starts with "${PREFIX}-", not "${found}".`,
    );
  }
  if (parts.length !== 3) {
    throw new DealCodeError(
      'parts',
      code,
      `A deal code has three parts, "${PREFIX}-C-ABCDEFG"; "${code}" has ${parts.length}.`,
    );
  }
  const [, variant, letters] = parts;
  if (!isVariant(variant)) {
    throw new DealCodeError(
      'variant',
      variant,
      `Unknown variant "${variant}": use C, R, S, A, D or U.`,
    );
  }
  // A wrong character is named before the length is counted: "AAAA AAB" has a space, not one
  // letter too many.
  let number = 0;
  for (const letter of letters) {
    const digit = letter.charCodeAt(0) - 65;
    if (digit < 0 || digit > 25) {
      throw new DealCodeError(
        'character',
        letter,
        `"${letter}" is not a letter A..Z in the deal number "${letters}".`,
      );
    }
    number = number * 26 + digit;
  }
  if (letters.length !== LETTERS) {
    throw new DealCodeError(
      'length',
      letters,
      `The deal number has ${LETTERS} letters A..Z; "${letters}" has ${letters.length}.`,
    );
  }
  return { variant, number };
}

/**
 * Writes a deal code, e.g. `formatDealCode('C', 1)` is `YU1-C-AAAAAAB`.
 * @throws RangeError when the number is not an integer 0 <= n < 26^7.
 */
export function formatDealCode(variant: Variant, number: number): string {
  if (!Number.isInteger(number) || number < 0 || number >= DEAL_COUNT) {
    throw new RangeError(`A deal number is an integer 0..${DEAL_COUNT - 1}, not ${number}.`);
  }
  let letters = '';
  let rest = number;
  for (let i = 0; i < LETTERS; i++) {
    letters = String.fromCharCode(65 + (rest % 26)) + letters;
    rest = Math.floor(rest / 26);
  }
  return `${PREFIX}-${variant}-${letters}`;
}

/** Whether the text reads as a deal code (see `parseDealCode`). */
export function isDealCode(text: string): boolean {
  try {
    parseDealCode(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A deal number drawn uniformly from all 26^7 (docs/rules.md, Deal codes), by rejection sampling
 * over 53 random bits from `crypto.getRandomValues`.
 */
export function randomDealNumber(): number {
  const limit = Math.floor(2 ** 53 / DEAL_COUNT) * DEAL_COUNT;
  const words = new Uint32Array(2);
  for (;;) {
    globalThis.crypto.getRandomValues(words);
    const bits = (words[0] & 0x1fffff) * 2 ** 32 + words[1];
    if (bits < limit) return bits % DEAL_COUNT;
  }
}
