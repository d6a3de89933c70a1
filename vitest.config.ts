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

/**
 * The unit files whose searches have a budget of CPU time (tests/unit/engine/cpu-clock.ts): they
 * run in a project of their own, in child processes.
 */
const CPU_CLOCK_FILES = [
  'tests/unit/engine/solver.test.ts',
  'tests/unit/engine/plain-search.test.ts',
  'tests/unit/engine/finish.test.ts',
];

/** The unit projects' settings. */
const UNIT = {
  plugins: [WxtVitest()],
  test: {
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
    pool: 'threads' as const,
  },
};

export default defineConfig({
  test: {
    projects: [
      {
        ...UNIT,
        test: {
          ...UNIT.test,
          name: 'unit',
          exclude: [...configDefaults.exclude, ...CPU_CLOCK_FILES],
        },
      },
      {
        ...UNIT,
        // Child processes: `process.cpuUsage` there is the file's own CPU time, where in a worker
        // thread it is the whole process's, the other files' threads' work included.
        test: { ...UNIT.test, name: 'unit-solver', include: CPU_CLOCK_FILES, pool: 'forks' },
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
