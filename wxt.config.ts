import preact from '@preact/preset-vite';
import { defineConfig } from 'wxt';

// See ../shared/TOOLCHAIN.md for why each piece is here.
export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill', '@wxt-dev/i18n/module'],
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
