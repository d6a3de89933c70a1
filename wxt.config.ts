import preact from '@preact/preset-vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'wxt';

// Why each piece is here: docs/toolchain.md, WXT.

/**
 * The modules that only the views loaded after the first paint use (components/lazy-view.ts):
 * they stay in chunks of their own. Every other module of the pages goes into one chunk, `app`,
 * which a page fetches whole before it paints: one file gzips smaller than the several that Vite
 * would otherwise split it into by which page uses what (docs/speed.md, Weight). A module missing
 * here still works; it only weighs on the first paint.
 */
const LOADED_AFTER_PAINT =
  /\/components\/(NewGameDialog|GameOverDialog|NoProgressDialog|DealLinkDialog|StatsDialog|SettingsPage|Dialog|Choice)\.|\/engine\/deal-code-field\.|\/comlink\//;

/** Puts each page's modules into the `app` chunk (LOADED_AFTER_PAINT says which stay apart). */
function onePageChunk(): Plugin {
  return {
    name: 'one-page-chunk',
    outputOptions(options) {
      // The background script and the worker are single files already.
      if (
        options.inlineDynamicImports ||
        (options as { codeSplitting?: boolean }).codeSplitting === false
      )
        return null;
      return {
        ...options,
        manualChunks: (id: string) =>
          id.includes('/entrypoints/') || LOADED_AFTER_PAINT.test(id) ? undefined : 'app',
      };
    },
  };
}
export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill', '@wxt-dev/i18n/module', '@wxt-dev/auto-icons'],
  // The toolbar's and the extensions page's icon, drawn at each size from one SVG (grey under
  // `npm start`, so a development build is told apart from an installed one).
  autoIcons: { baseIconPath: 'public/icon.svg' },
  vite: () => ({
    plugins: [preact(), onePageChunk()],
    // No <link rel=modulepreload> polyfill: every browser the game supports preloads modules.
    build: { modulePreload: false },
  }),
  // Manifest V3 for Firefox too (WXT's default there is V2): one manifest shape for both stores,
  // and Firefox 140 has every V3 key the game uses (it writes `background.scripts` for Firefox).
  manifestVersion: 3,
  zip: {
    // The sources zip Firefox's add-on store asks for: what `npm ci && npm run build:firefox`
    // needs to rebuild the package, without tests, benches, docs or their outputs.
    excludeSources: ['tests/**', 'bench/**', 'bench-results/**', 'coverage/**', 'docs/**', '*.log'],
  },
  manifest: ({ browser }) => ({
    name: '__MSG_extension_name__',
    description: '__MSG_extension_description__',
    default_locale: 'en',
    permissions: ['storage'],
    // Firefox only: Chrome reports the key as unrecognised.
    ...(browser === 'firefox' && {
      browser_specific_settings: {
        gecko: {
          id: 'yukon-solitaire@example.org',
          // Firefox 140 (an ESR) is the first to read `data_collection_permissions`; every other
          // API and CSS feature the game uses is older (module workers 114, CSS `:has` 121,
          // `@property` 128; README, Firefox).
          strict_min_version: '140.0',
          data_collection_permissions: { required: ['none'] },
        },
        gecko_android: {
          // Firefox for Android reads `data_collection_permissions` from 142.
          strict_min_version: '142.0',
        },
      },
    }),
  }),
});
