import preact from '@preact/preset-vite';
import { defineConfig } from 'wxt';

// See ../shared/TOOLCHAIN.md for why each piece is here.
export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill'],
  vite: () => ({ plugins: [preact()] }),
  manifest: {
    name: 'Yukon Solitaire',
    permissions: ['storage'],
  },
});
