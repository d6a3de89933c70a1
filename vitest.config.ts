import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

/**
 * The files of storage.sync in Chromium, which spend most of their time waiting on the browser's
 * own timers (its sync engine's commits, an alarm's half minute) with its cores idle: their
 * project runs in a process of its own beside the other Chromium files rather than after them.
 */
const SYNC_FILES = ['tests/e2e/sync*.test.ts'];

/** What each E2E project shares: real browsers, one file after another. */
const E2E = {
  include: ['tests/e2e/**/*.test.ts'],
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 60_000,
  fileParallelism: false,
  // One process for a project's files, so that they share one browser (tests/e2e/browser.ts,
  // launchWithExtension): a launch per file took minutes of the CI's time in all.
  isolate: false,
};

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [WxtVitest()],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/fake-browser-setup.ts'],
          environment: 'node',
          // A net for a hung test, not a speed check: property tests over thousands of games
          // take seconds on the 2-core CI machine, and several times that while other work
          // shares its cores (an hour of simulated sync took 29 s so).
          testTimeout: 60_000,
          // vitest's default is one worker fewer than the cores: a single one on the 2-core CI
          // machine, where the whole unit run then took about 150 s against about 95 s with two.
          maxWorkers: availableParallelism(),
          // Worker threads rather than child processes: each file still gets modules of its own,
          // for about 30 of the run's 200 core-seconds less (started, set up, torn down).
          pool: 'threads',
        },
      },
      {
        test: { ...E2E, name: 'e2e', exclude: [...configDefaults.exclude, ...SYNC_FILES] },
      },
      { test: { ...E2E, name: 'e2e-sync', include: SYNC_FILES } },
      {
        // The same E2E files in Firefox ESR (tests/e2e/browser.ts reads E2E_BROWSER).
        test: { ...E2E, name: 'e2e-firefox', env: { E2E_BROWSER: 'firefox' } },
      },
    ],
  },
});
