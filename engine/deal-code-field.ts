/**
 * Reading a deal code the player typed or pasted (docs/rules.md, Deal codes): the answer says
 * which deal it names, or why it names none, in terms a page turns into words.
 */
import { DealCodeError, type DealCodeProblem, formatDealCode, parseDealCode } from './deal-code';
import type { Variant } from './variants';

/**
 * Why a text names no deal: what `parseDealCode` found wrong (`found` the offending part), except
 * that a wrong character that would show as nothing between quotation marks is named for what it
 * is (`space`, or `invisible`: a character that is not drawn at all, such as a zero-width space
 * pasted with a code); or a dash other than the hyphen in a code (`dash`, `found` the dash: an
 * en dash a word processor put in), or another sign where the hyphen after `YU1` goes (`found`
 * that sign: `YU1.C.ABCDEFG`); or a pasted link without a deal code in it.
 */
export type DealCodeRefusal =
  | { problem: DealCodeProblem | 'dash'; found: string }
  | { problem: 'space' | 'invisible' | 'link-without-deal' };

/** A text read as a deal code: the canonical code and its variant, or why it is none. */
export type DealCodeReading =
  | { kind: 'code'; code: string; variant: Variant }
  | { kind: 'refused'; refusal: DealCodeRefusal };

/** What a deal code field holds: nothing yet, or a text read as a deal code. */
export type DealCodeField = { kind: 'empty' } | DealCodeReading;

/** Unicode's format characters (zero-width spaces and joiners, direction marks): never drawn. */
const INVISIBLE = /\p{Cf}/u;

/**
 * A deal code among other words (docs/rules.md, Deal codes): `YU1`, a dash, and the letters,
 * digits and dashes after it, with no letter or digit just before it. Wider than a code, so that
 * a wrong letter, a missing one or a dash other than the hyphen inside it is named, not silently
 * cut off; the words after the code are no part of it.
 */
const CODE_WORD = /(?<![\p{L}\p{N}])YU1[\p{Pd}\u2212][\p{L}\p{N}\p{Pd}\u2212]*/iu;

/**
 * A dash other than the hyphen-minus (an en dash, a minus sign, a non-breaking hyphen): what a
 * word processor makes of a typed code's hyphens.
 */
const OTHER_DASH = /(?!-)[\p{Pd}\u2212]/u;

/** The dash other than the hyphen in `text`'s deal code, if any. */
function otherDashIn(text: string): string | undefined {
  return OTHER_DASH.exec(CODE_WORD.exec(text)?.[0] ?? '')?.[0];
}

/**
 * Reads a deal code as `parseDealCode` does (case-insensitively, surrounding spaces ignored),
 * naming a dash other than the hyphen for what it is.
 * @returns the code written canonically and its variant, or the refusal; never throws.
 */
export function readDealCode(text: string): DealCodeReading {
  const dash = otherDashIn(text);
  if (dash) return { kind: 'refused', refusal: { problem: 'dash', found: dash } };
  try {
    const { variant, number } = parseDealCode(text);
    return { kind: 'code', code: formatDealCode(variant, number), variant };
  } catch (error) {
    if (!(error instanceof DealCodeError)) throw error;
    return { kind: 'refused', refusal: refusalOfError(error) };
  }
}

/**
 * Reads a deal code field: empty (spaces only), a deal code, a deal code with words around it
 * (the line "Copy deal" puts on the clipboard, pasted as it is), or a deal link (an address such
 * as `...newtab.html?deal=YU1-C-ABCDEFG`, which opens a shared deal) whose `deal` it reads. A
 * character that is not drawn anywhere in the text is refused first: whatever else is wrong,
 * the player could not see it.
 */
export function readDealCodeField(text: string): DealCodeField {
  const typed = text.trim();
  if (typed === '') return { kind: 'empty' };
  if (INVISIBLE.test(typed)) return { kind: 'refused', refusal: { problem: 'invisible' } };
  const link = linkIn(typed);
  const code = link ? link.searchParams.get('deal') : codeIn(typed);
  if (!code) return { kind: 'refused', refusal: { problem: 'link-without-deal' } };
  return readDealCode(code);
}

/**
 * Whether a deal code field holds a code alone (it starts as a code does, so all of it is read
 * as one, `codeIn`): shown in capitals as codes are written, while a pasted line of words or a
 * link is shown as it was typed.
 */
export function isCodeAlone(text: string): boolean {
  return /^YU1/i.test(text.trim());
}

function refusalOfError({ problem, found }: DealCodeError): DealCodeRefusal {
  // `YU1 C ABCDEFG` or `YU1.C.ABCDEFG`: the prefix is there, followed by another separator than
  // the hyphen; refused for its prefix, it was told that it does not start with YU1-.
  const separator = problem === 'prefix' ? /^YU1([^\p{L}\p{N}])/u.exec(found)?.[1] : undefined;
  if (separator !== undefined) {
    if (/\s/.test(separator)) return { problem: 'space' };
    if (INVISIBLE.test(separator)) return { problem: 'invisible' };
    return { problem: 'dash', found: separator };
  }
  if (problem === 'character') {
    if (/\s/.test(found)) return { problem: 'space' };
    if (INVISIBLE.test(found)) return { problem: 'invisible' };
  }
  return { problem, found };
}

/**
 * The deal code in `text`: all of it when it starts as a code does, else its first word that
 * does (docs/rules.md, Deal codes); with none, all of it, which is then refused for its prefix.
 */
function codeIn(text: string): string {
  if (/^YU1/i.test(text)) return text;
  return CODE_WORD.exec(text)?.[0] ?? text;
}

/** A link's address (`scheme://...`), or null when `text` is not one. */
function linkIn(text: string): URL | null {
  if (!/^[a-z][a-z\d+.-]*:\/\//i.test(text)) return null;
  try {
    return new URL(text);
  } catch {
    return null;
  }
}
