import preact from '@preact/preset-vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'wxt';

// Why each piece is here: docs/toolchain.md, WXT.

/** What the bundler says of a module (Rollup's ModuleInfo, the part used here). */
interface ModuleFacts {
  isEntry: boolean;
  importers: readonly string[];
}

/**
 * Puts every module that a game page (the new tab, the popup) imports statically, and so fetches
 * before it can paint, into one chunk, `app`: one file gzips smaller than the several Vite would
 * split it into by which page uses what (docs/speed.md, Weight). What only the options page
 * imports stays in its own entry's chunk, out of the game pages' way; what is only imported
 * dynamically (the views of components/lazy-view.ts, comlink) stays in chunks of its own, loaded
 * after the first paint.
 */
/** Whether `id` is the entry of a page that shows the game. */
function isGamePage(id: string): boolean {
  return /\/entrypoints\/(?:newtab|popup)\//.test(id);
}

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
      const isBeforePaint = new Map<string, boolean>();
      /** Whether a game page's entry reaches `id` through static imports alone. */
      function isFetchedBeforePaint(
        id: string,
        facts: (id: string) => ModuleFacts | null,
      ): boolean {
        const known = isBeforePaint.get(id);
        if (known !== undefined) return known;
        // An import cycle: this path adds nothing (another importer decides).
        isBeforePaint.set(id, false);
        const module = facts(id);
        const answer =
          module !== null &&
          ((module.isEntry && isGamePage(id)) ||
            module.importers.some((importer) => isFetchedBeforePaint(importer, facts)));
        isBeforePaint.set(id, answer);
        return answer;
      }
      return {
        ...options,
        manualChunks: (
          id: string,
          { getModuleInfo }: { getModuleInfo: (id: string) => ModuleFacts | null },
        ) =>
          !id.includes('/entrypoints/') && isFetchedBeforePaint(id, getModuleInfo)
            ? 'app'
            : undefined,
      };
    },
  };
}

export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill', '@wxt-dev/i18n/module', '@wxt-dev/auto-icons'],
  // The toolbar's and the extensions page's icon, drawn at each size from one SVG (grey under
  // `npm start`, so a development build is told apart from an installed one).
  autoIcons: { baseIconPath: 'public/icon.svg' },
  // board-input.ts re-exports the two play hooks for the chunk a game page loads beside its saved
  // game; scanned for auto-imports as well, it offered each hook twice (a warning in every build
  // and test run), and a module naming one bare could have pulled the chunk into the first one.
  imports: {
    dirsScanOptions: { fileFilter: (file) => !file.endsWith('/components/board-input.ts') },
  },
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
    // `alarms`: a write to sync still pending when the service worker stops is written when an
    // alarm starts it again (state/sync-alarm.ts; README, Permissions).
    permissions: ['storage', 'alarms'],
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
