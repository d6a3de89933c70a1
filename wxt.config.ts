import preact from '@preact/preset-vite';
import { defineConfig } from 'wxt';

// See ../shared/TOOLCHAIN.md for why each piece is here.
export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill', '@wxt-dev/i18n/module', '@wxt-dev/auto-icons'],
  // The toolbar's and the extensions page's icon, drawn at each size from one SVG (grey under
  // `npm start`, so a development build is told apart from an installed one).
  autoIcons: { baseIconPath: 'public/icon.svg' },
  vite: () => ({ plugins: [preact()] }),
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
          data_collection_permissions: { required: ['none'] },
        },
      },
    }),
  }),
});
