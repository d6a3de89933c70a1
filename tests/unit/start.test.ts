// `npm start` on a machine without a display (README, Quick start): a sentence that says what to
// do, not WXT's raw ECONNRESET from a browser that could not open.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../scripts/check-display.mjs', import.meta.url));

/** Runs the check `npm start` runs first, with the given display variables only. */
function check(display: Record<string, string>) {
  const { PATH, HOME } = process.env;
  return spawnSync(process.execPath, [script], {
    env: { PATH, HOME, ...display },
    encoding: 'utf8',
  });
}

describe.skipIf(process.platform !== 'linux')('npm start on Linux', () => {
  it('says how to run it when there is no display, and stops', () => {
    const { status, stderr } = check({});
    expect(status).toBe(1);
    expect(stderr).toContain('this machine has no display');
    expect(stderr).toContain('xvfb-run -a npm start');
  });

  it('goes on to open the browser when there is an X or Wayland display', () => {
    expect(check({ DISPLAY: ':0' }).status).toBe(0);
    expect(check({ WAYLAND_DISPLAY: 'wayland-0' }).status).toBe(0);
  });
});
