/**
 * Points `#i18n` at the game's own runtime (state/i18n.ts), which can switch language while a
 * page is open. WXT's i18n module, listed in wxt.config.ts, still builds the catalogs, the typed
 * keys and the manifest's localised name; only its `t()` (the browser's language alone) is not used.
 */
import { resolve } from 'node:path';
import { defineWxtModule } from 'wxt/modules';

export default defineWxtModule({
  name: 'i18n-runtime',
  setup(wxt) {
    // Local modules set up after the listed ones, so this hook runs after the i18n module's own
    // alias and replaces it.
    wxt.hooks.hook('config:resolved', () => {
      wxt.config.alias['#i18n'] = resolve(wxt.config.root, 'state/i18n.ts');
    });
  },
});
