import { defineWebExtConfig } from 'wxt';

// How `npm start` (WXT's dev runner) opens a browser with the extension loaded. Without
// CHROMIUM_PATH it looks for Chrome or Chromium in the usual places (or CHROME_PATH).
export default defineWebExtConfig({
  binaries: process.env.CHROMIUM_PATH ? { chrome: process.env.CHROMIUM_PATH } : {},
  // Chromium will not start as root (containers, CI machines) unless its sandbox is off.
  chromiumArgs: process.getuid?.() === 0 ? ['--no-sandbox'] : [],
});
