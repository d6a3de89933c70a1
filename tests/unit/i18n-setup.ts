// The fake browser leaves `i18n.getMessage` unimplemented, so every `i18n.t()` would throw in unit
// tests. Answer it from the real English messages, the way Chrome does from `_locales/en`.
import { fileURLToPath } from 'node:url';
import { generateChromeMessages, parseMessagesFile } from '@wxt-dev/i18n/build';
import { fakeBrowser } from 'wxt/testing/fake-browser';

const messages = generateChromeMessages(
  await parseMessagesFile(fileURLToPath(new URL('../../locales/en.yml', import.meta.url))),
);

fakeBrowser.i18n.getMessage = (name: string, substitutions?: string | (string | number)[]) => {
  const values = typeof substitutions === 'string' ? [substitutions] : (substitutions ?? []);
  // `$1`..`$9` take the substitutions (missing ones become empty), `$$` is a dollar sign.
  return (messages[name]?.message ?? '').replace(/\$(\$|[1-9])/g, (_, which: string) =>
    which === '$' ? '$' : String(values[Number(which) - 1] ?? ''),
  );
};
