/**
 * Every text of every page in the player's language (`#i18n` resolves here). WXT's i18n module
 * still builds the catalogs (`locales/<language>.yml` -> `_locales/<language>/messages.json`, the
 * typed keys, the manifest's name); this small runtime replaces its `t()`, which follows only the
 * browser's own language, so that the player can choose one and every open page switches at once.
 *
 * The language shown is a signal: a component that calls `i18n.t` while it renders draws again
 * when the language changes. Call `setLanguage` before a page's first render, and never call
 * `i18n.t` at import time (the text would keep the language of that moment).
 */
import { signal } from '@preact/signals';
import { browser } from 'wxt/browser';
import type { GeneratedI18nStructure } from '../.wxt/i18n/structure';

/** The languages shipped, each with a catalog `locales/<language>.yml`; `en` is the default. */
export const LANGUAGES = ['en', 'pl', 'fr', 'fy', 'nl', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The player's choice: the browser's own language (English when not shipped) or one of ours. */
export type LanguageChoice = 'browser' | Language;

type Structure = GeneratedI18nStructure;
type Key = keyof Structure & string;
/** A plural message: its forms are `<key>.one`, `<key>.other`, … (Intl.PluralRules categories). */
type PluralKey = { [K in Key]: K extends `${infer Base}.other` ? Base : never }[Key];
type PluralForm = `${PluralKey}.${string}`;
type SimpleKey = Exclude<Key, PluralForm>;
type Substitution = string | number;
type Tuple<N, T extends Substitution[] = []> = T['length'] extends N
  ? T
  : T['length'] extends 9
    ? T
    : Tuple<N, [...T, Substitution]>;
type SubstitutionsOf<K extends Key> = Tuple<Structure[K]['substitutions']>;

/** A catalog's words: its messages by their `messages.json` name (`bar_newGame`). */
interface Catalog {
  language: Language;
  /** The message's text with `$1`..`$9` filled in; '' when the catalog lacks it. */
  message: (name: string, substitutions: string[]) => string;
  plurals: Intl.PluralRules;
  numbers: Intl.NumberFormat;
}

/** `$1`..`$9` take the substitutions (missing ones become empty), `$$` is a dollar sign. */
function substitute(text: string, substitutions: string[]): string {
  return text.replace(/\$(\$|[1-9])/g, (_, which: string) =>
    which === '$' ? '$' : (substitutions[Number(which) - 1] ?? ''),
  );
}

/**
 * The locales whose formats (numbers, dates, plural forms) a language's text uses, the first the
 * browser has: Chromium ships no Frisian formats and would write Frisian numbers the English way
 * (3,000 moves); Frisians write them as the Dutch do (3.000), and Firefox has Frisian's own.
 */
function formatLocales(language: Language): string[] {
  return language === 'fy' ? ['fy', 'nl'] : [language];
}

function catalogOf(language: Language, message: Catalog['message']): Catalog {
  return {
    language,
    message,
    plurals: new Intl.PluralRules(formatLocales(language)),
    numbers: new Intl.NumberFormat(formatLocales(language)),
  };
}

/**
 * The browser's own catalog, read with `browser.i18n.getMessage`: synchronous, so the browser's
 * language costs no fetch before the first paint.
 */
function browserCatalog(language: Language): Catalog {
  // WXT types `getMessage` with its predefined names only.
  const getMessage = browser.i18n.getMessage as (name: string, substitutions?: string[]) => string;
  return catalogOf(language, (name, substitutions) =>
    substitutions.length ? getMessage(name, substitutions) : getMessage(name),
  );
}

/**
 * The language of the catalog the browser picked for its own UI language (English when we ship
 * none for it). Read from the catalog itself, not from `getUILanguage()`: the two can differ
 * (Chromium on Linux picks the catalog by `LANGUAGE`, and names `--lang` as its UI language).
 */
export function browserLanguage(): Language {
  const picked = (browser.i18n.getMessage as (name: string) => string)('catalog_language');
  return LANGUAGES.find((language) => language === picked) ?? 'en';
}

/** The messages of a packaged catalog, `_locales/<language>/messages.json`. */
export type MessagesFile = Record<string, { message: string }>;

async function fetchPackagedMessages(language: Language): Promise<MessagesFile> {
  // `getURL` takes any path; WXT's types list only the files it knows of.
  const url = browser.runtime.getURL(`/_locales/${language}/messages.json` as '/');
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

const catalog = signal<Catalog | null>(null);
/** Keep the corner letters A K Q J whatever the language (the `englishRankMarks` setting). */
const isEnglishRankMarks = signal(false);
let latestRequest = 0;
let browserDefault: Catalog | undefined;

function current(): Catalog {
  // Before any `setLanguage` (a unit test, a worker), the browser's own language.
  const shown = catalog.value;
  if (shown) return shown;
  browserDefault ??= browserCatalog(browserLanguage());
  return browserDefault;
}

/**
 * Shows every text in the chosen language: at once for the browser's own language, after
 * fetching its packaged catalog for another one. A later call wins over one still fetching.
 * @param fetchMessages reads a packaged catalog; tests pass their own.
 * @throws when the catalog cannot be read; the language shown stays as it was.
 */
export async function setLanguage(
  choice: LanguageChoice,
  fetchMessages: (language: Language) => Promise<MessagesFile> = fetchPackagedMessages,
): Promise<void> {
  const request = ++latestRequest;
  const ownLanguage = browserLanguage();
  const language = choice === 'browser' ? ownLanguage : choice;
  if (catalog.peek()?.language === language) return;
  if (language === ownLanguage) {
    catalog.value = browserCatalog(language);
    return;
  }
  const messages = await fetchMessages(language);
  if (request !== latestRequest) return;
  catalog.value = catalogOf(language, (name, substitutions) =>
    substitute(messages[name]?.message ?? '', substitutions),
  );
}

function translate<K extends SimpleKey>(
  key: K,
  ...substitutions: Structure[K]['substitutions'] extends 0 ? [] : [SubstitutionsOf<K>]
): string;
function translate<K extends PluralKey>(
  key: K,
  count: number,
  substitutions?: SubstitutionsOf<`${K}.other` & Key>,
): string;
function translate(key: string, ...args: unknown[]): string {
  const words = current();
  const name = key.replaceAll('.', '_');
  if (typeof args[0] !== 'number') {
    return words.message(name, ((args[0] ?? []) as Substitution[]).map(String));
  }
  const count = args[0];
  const substitutions = ((args[1] ?? [count]) as Substitution[]).map((value) =>
    typeof value === 'number' ? words.numbers.format(value) : value,
  );
  return (
    words.message(`${name}_${words.plurals.select(count)}`, substitutions) ||
    words.message(`${name}_other`, substitutions)
  );
}

export const i18n = {
  /**
   * A message in the language shown. A plural message takes its count first and picks its form
   * by `Intl.PluralRules`; the count fills `$1` (written by `Intl.NumberFormat`) unless
   * substitutions are given.
   */
  t: translate,
  /** The language shown: `<html lang>`, and every `Intl` format. */
  language: (): Language => current().language,
  /** A number written the language's way: "1 234,5" in Polish. */
  number: (value: number, options?: Intl.NumberFormatOptions): string =>
    options
      ? new Intl.NumberFormat(formatLocales(current().language), options).format(value)
      : current().numbers.format(value),
  /** A date written the language's way. */
  date: (value: Date | number, options?: Intl.DateTimeFormatOptions): string =>
    new Intl.DateTimeFormat(formatLocales(current().language), options).format(value),
  /** True when the cards' corners keep A K Q J (the setting), not the language's letters. */
  isEnglishRankMarks: (): boolean => isEnglishRankMarks.value,
  /** Sets whether the corners keep A K Q J (the settings' `englishRankMarks`). */
  keepEnglishRankMarks(keep: boolean): void {
    isEnglishRankMarks.value = keep;
  },
};
