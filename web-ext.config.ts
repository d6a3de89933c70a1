import { defineWebExtConfig } from 'wxt';

// How `npm start` and `npm run start:firefox` (WXT's dev runner, web-ext run) open a browser with
// the extension loaded. Without CHROMIUM_PATH it looks for Chrome or Chromium in the usual places
// (or CHROME_PATH); without FIREFOX_PATH, for `firefox` (Debian's `firefox-esr` installs one).
const firefox = process.env.FIREFOX_PATH;

export default defineWebExtConfig({
  binaries: {
    ...(process.env.CHROMIUM_PATH && { chrome: process.env.CHROMIUM_PATH }),
    ...(firefox && { firefox }),
  },
  // Chromium will not start as root (containers, CI machines) unless its sandbox is off.
  chromiumArgs: process.getuid?.() === 0 ? ['--no-sandbox'] : [],
});
