import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [WxtVitest()],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/i18n-setup.ts'],
          environment: 'node',
          // A net for a hung test, not a speed check: property tests over thousands of games
          // take seconds on the 2-core CI machine, and several times that while other work
          // shares its cores (an hour of simulated sync took 29 s so).
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        // The same E2E files in Firefox ESR (tests/e2e/browser.ts reads E2E_BROWSER).
        test: {
          name: 'e2e-firefox',
          include: ['tests/e2e/**/*.test.ts'],
          env: { E2E_BROWSER: 'firefox' },
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
