// `npm start` runs this before WXT: WXT opens Chromium in a window, and on Linux without a display
// Chromium cannot start, which WXT reports only as a raw "ECONNRESET". Say what is wrong instead.
// Exit 0 when a window can open (or on another system), 1 with a message on stderr when not.
if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
  process.stderr.write(
    'npm start opens Chromium in a window, and this machine has no display ' +
      '(DISPLAY and WAYLAND_DISPLAY are unset).\n' +
      'Run it in a desktop session, or under a virtual display: xvfb-run -a npm start\n' +
      'To build only: npm run build (then load .output/chrome-mv3 by hand; see README.md).\n',
  );
  process.exit(1);
}
