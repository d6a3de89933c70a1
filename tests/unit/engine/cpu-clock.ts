/**
 * A clock for the solver's budget (`clock` of `solve`) that counts this process's CPU time, in
 * ms: a search gets as much work done in its budget on a busy machine as on a quiet one (the
 * bench's `--budget-clock cpu` counts so too). Wall time let a test's search run out while other
 * work had the cores, and the test failed for it.
 */
export function cpuClock(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
