// What the fake browser leaves unimplemented and the product calls in unit tests.
//
// `i18n.getMessage`: every `i18n.t()` would throw. Answer it from the real English messages, the
// way Chrome does from `_locales/en` in a browser whose own language is English.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateChromeMessages, parseMessagesFile } from '@wxt-dev/i18n/build';
import { fakeBrowser } from 'wxt/testing/fake-browser';

const messages = generateChromeMessages(
  // A path, not `new URL(...)`: under happy-dom the global URL is the fake window's, which Node's
  // fileURLToPath refuses.
  await parseMessagesFile(join(dirname(fileURLToPath(import.meta.url)), '../../locales/en.yml')),
);

fakeBrowser.i18n.getMessage = (name: string, substitutions?: string | (string | number)[]) => {
  const values = typeof substitutions === 'string' ? [substitutions] : (substitutions ?? []);
  // `$1`..`$9` take the substitutions (missing ones become empty), `$$` is a dollar sign.
  return (messages[name]?.message ?? '').replace(/\$(\$|[1-9])/g, (_, which: string) =>
    which === '$' ? '$' : String(values[Number(which) - 1] ?? ''),
  );
};

// `runtime.getManifest`: a page stamps its board's snapshot with the extension's version
// (state/board-snapshot.ts). The version is package.json's, as WXT writes it into the manifest.
const { version } = JSON.parse(
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../package.json'), 'utf8'),
) as { version: string };
fakeBrowser.runtime.getManifest = () => ({ manifest_version: 3, name: 'Yukon Solitaire', version });
