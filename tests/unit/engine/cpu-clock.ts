import { isMainThread } from 'node:worker_threads';

/**
 * A clock for the solver's budget (`clock` of `solve`) that counts this process's CPU time, in
 * ms: a search gets as much work done in its budget on a busy machine as on a quiet one (the
 * bench's `--budget-clock cpu` counts so too). Wall time let a test's search run out while other
 * work had the cores, and the test failed for it.
 *
 * @throws Error in a worker thread, where `process.cpuUsage` counts every thread of the process
 *   (the other test files' too) and a budget would run out as fast as they work: a file that uses
 *   it runs in child processes (vitest.config.ts, `CPU_CLOCK_FILES`).
 */
export function cpuClock(): number {
  if (!isMainThread) {
    throw new Error('cpuClock counts the whole process: run this file in the unit-solver project.');
  }
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
