// The catalogs as the build writes them (`locales/<language>.yml` -> `_locales/*/messages.json`),
// read from the repository for the tests.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateChromeMessages, parseMessagesFile } from '@wxt-dev/i18n/build';
import type { Language, MessagesFile } from '../../../state/i18n';

// A path, not `new URL(...)`: under happy-dom the global URL is the fake window's.
export const LOCALES_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../locales');

/** The languages with a catalog file: `pl` for `locales/pl.yml`. */
export const catalogFiles = (): string[] =>
  readdirSync(LOCALES_DIR)
    .filter((file) => file.endsWith('.yml'))
    .map((file) => file.replace(/\.yml$/, ''))
    .sort();

/** A catalog's messages by their messages.json name (`bar_newGame`), as the browser reads them. */
export async function messagesOf(language: Language | string): Promise<MessagesFile> {
  const parsed = await parseMessagesFile(join(LOCALES_DIR, `${language}.yml`));
  return generateChromeMessages(parsed) as MessagesFile;
}
