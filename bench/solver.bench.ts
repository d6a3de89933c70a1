/**
 * `npm run bench:solver -- --variant C --from 1 --to 1000 --budget-ms 10000 [--no-takebacks]
 * [--no-group-limit] [--threads 1|2] [--budget-clock wall|cpu] [--out FILE.tsv] [--anchor KPAT.tsv]
 * [--quick]`: solves
 * deals one at a time and prints
 * the winnable / unwinnable / unknown counts, median, p95 and mean ms per deal (an unknown counts
 * at its budget), positions per second and the peak memory. Every winning line is replayed
 * through the engine; a line that does not win, or two threads answering a deal differently,
 * makes the run fail (exit 1). `--quick` solves a
 * handful of deals on a small budget, for CI. `--anchor` compares the verdicts deal by deal with
 * another solver's TSV (`number result ...`, result won | lost | timeout | unknown), e.g.
 * KPatience's in ../shared/anchor: a deal one proves lost and the other wins is a bug in one.
 *
 * `--threads 2` (the default; Double Yukon and Australian Patience run on one) uses two cores for each deal not decided in its first 20 ms on one
 * thread (FIRST_TRY_MS): the exact depth-first search on one,
 * the four win-first searches on the other (bench/solve-worker.ts; the exact one keeps twin
 * classes in Classic under KPatience's rules, bench/twin-classes/), and the first answer stops
 * the other thread; a deal's ms is the wall time to that answer (the stopped thread ends its
 * turn first, which the run's wall time includes), positions per second is per busy thread, and
 * each thread keeps up to its own position cap (so up to 4 M + 1.5 M positions; peak memory is
 * the whole process's). `--threads 1` takes turns between all five on one thread, as the
 * extension's worker and the `yukon` command do.
 *
 * `--budget-clock cpu` (one thread only) counts a deal's budget and ms in the process's CPU time
 * (`process.cpuUsage`, user + system, so a little of the garbage collector's helper threads too)
 * instead of wall time: on a shared machine, above all under `nice`, 10 s of wall time can be
 * a fraction of a second of work. Each TSV row also gives the deal's wall ms.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  applyMove,
  dealPositionOf,
  formatDealCode,
  formatMove,
  isVariant,
  MOVE_LIMIT,
  newGame,
  type Variant,
} from '../engine';
import { solve, type Verdict } from '../engine/solver';
import { needsPlainSearch } from '../engine/solver/plain-search';
import { compareWithAnchor } from './anchor';
import { type DealAnswer, solveOnTwoThreads, startThreads } from './solver-threads';
import { pct, wilson } from './stats';

const { values } = parseArgs({
  options: {
    variant: { type: 'string', default: 'C' },
    from: { type: 'string', default: '1' },
    to: { type: 'string', default: '1000' },
    'budget-ms': { type: 'string', default: '10000' },
    'no-takebacks': { type: 'boolean', default: false },
    'no-group-limit': { type: 'boolean', default: false },
    out: { type: 'string' },
    anchor: { type: 'string' },
    quick: { type: 'boolean', default: false },
    threads: { type: 'string' },
    'budget-clock': { type: 'string', default: 'wall' },
  },
});
const variant = values.variant.toUpperCase();
if (!isVariant(variant)) {
  throw new Error(`--variant is C, R, S, A, D or U, not "${values.variant}".`);
}
const [from, to, budgetMs] = values.quick
  ? [1, 12, 500]
  : [Number(values.from), Number(values.to), Number(values['budget-ms'])];
const rules = {
  takebacks: !values['no-takebacks'],
  groupLimit: values['no-group-limit'] ? Number.POSITIVE_INFINITY : 20,
};
const dealVariant: Variant = variant;
// Double Yukon and Australian Patience have one search (engine/solver/plain-search.ts), not an
// exact and a win-first one to put on two threads.
const isPlain = needsPlainSearch(dealVariant);
const threads = Number(values.threads ?? (isPlain ? '1' : '2'));
if (threads !== 1 && threads !== 2)
  throw new Error(`--threads is 1 or 2, not "${values.threads}".`);
if (isPlain && threads !== 1) throw new Error(`--variant ${variant} runs on one thread.`);
const clockName = values['budget-clock'];
if (clockName !== 'wall' && clockName !== 'cpu')
  throw new Error(`--budget-clock is wall or cpu, not "${clockName}".`);
// The process's CPU time counts every thread's, so it is a deal's own only on one thread.
if (clockName === 'cpu' && threads !== 1) throw new Error('--budget-clock cpu needs --threads 1.');
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const clock = clockName === 'cpu' ? cpuMs : undefined;
const workers = threads === 2 ? await startThreads() : [];

/** Solves a deal with all five searches taking turns on this thread. */
function solveOnOneThread(number: number, budgetMs: number): DealAnswer {
  const verdict = solve(dealVariant, dealPositionOf(dealVariant, number), {
    ...rules,
    budgetMs,
    movesLeft: MOVE_LIMIT,
    clock,
  });
  return { verdict, busyMs: verdict.ms };
}

/**
 * With two threads, a deal gets FIRST_TRY_MS on this thread first: most deals are decided in a
 * few ms, faster than a message to a thread and back. The
 * others then go to the two threads with the rest of the budget, searched from the start.
 */
const FIRST_TRY_MS = 20;

async function solveDeal(number: number): Promise<DealAnswer> {
  if (threads === 1) return solveOnOneThread(number, budgetMs);
  const first = solveOnOneThread(number, Math.min(budgetMs, FIRST_TRY_MS));
  if (first.verdict.result !== 'unknown' || first.verdict.ms >= budgetMs) return first;
  const deal = { variant: dealVariant, number, ...rules };
  const rest = await solveOnTwoThreads(workers, deal, budgetMs - first.verdict.ms);
  return {
    ...rest,
    verdict: {
      ...rest.verdict,
      positions: first.verdict.positions + rest.verdict.positions,
      ms: first.verdict.ms + rest.verdict.ms,
    },
    busyMs: first.busyMs + rest.busyMs,
  };
}

/** Whether a line wins the deal when played through the engine under the same rules. */
function wins(code: string, verdict: Verdict): boolean {
  let game = newGame(code);
  for (const move of verdict.solution) {
    const result = applyMove(game, move, rules);
    if (result.refusal) return false;
    game = result.game;
  }
  return game.status === 'won';
}

const counts = { winnable: 0, unwinnable: 0, unknown: 0 };
const times: number[] = [];
// Rows are written as deals are solved, so that a long run shows its progress and an interrupted
// one keeps what it found.
if (values.out)
  writeFileSync(values.out, 'number\tcode\tresult\tms\tpositions\tsolution_moves\twall_ms\n');
let positions = 0;
let searchMs = 0;
let peakBytes = 0;
let broken = 0;
let disagreements = 0;
const runStartedAt = performance.now();
const verdicts = new Map<number, Verdict['result']>();
for (let number = from; number <= to; number++) {
  const code = formatDealCode(variant, number);
  const dealStartedAt = performance.now();
  const { verdict, busyMs, contradiction } = await solveDeal(number);
  if (contradiction) {
    disagreements++;
    process.stderr.write(`${code}: the two threads disagree: ${contradiction}\n`);
  }
  counts[verdict.result]++;
  verdicts.set(number, verdict.result);
  const ms = verdict.result === 'unknown' ? Math.max(budgetMs, verdict.ms) : verdict.ms;
  times.push(ms);
  positions += verdict.positions;
  searchMs += busyMs;
  peakBytes = Math.max(peakBytes, process.memoryUsage().rss);
  if (verdict.result === 'winnable' && !wins(code, verdict)) {
    broken++;
    process.stderr.write(
      `${code}: the solution does not win: ${verdict.solution.map(formatMove).join(' ')}\n`,
    );
  }
  const row = [
    number,
    code,
    verdict.result,
    ms.toFixed(1),
    verdict.positions,
    verdict.solution.length,
    (performance.now() - dealStartedAt).toFixed(1),
  ];
  if (values.out) appendFileSync(values.out, `${row.join('\t')}\n`);
}

times.sort((a, b) => a - b);
const at = (share: number) =>
  times[Math.min(times.length - 1, Math.ceil(share * times.length) - 1)];
const mean = times.reduce((sum, ms) => sum + ms, 0) / times.length;
const decided = counts.winnable + counts.unwinnable;
console.log(
  `${variant} deals ${from}..${to}, budget ${budgetMs} ms of ${clockName === 'cpu' ? 'CPU' : 'wall'} time, take-backs ${rules.takebacks ? 'on' : 'off'}, group limit ${rules.groupLimit === 20 ? '20' : 'off'}`,
);
console.log(
  `winnable ${counts.winnable}  unwinnable ${counts.unwinnable}  unknown ${counts.unknown}  decided ${((100 * decided) / times.length).toFixed(1)}%`,
);
for (const [result, count] of Object.entries(counts)) {
  const [low, high] = wilson(count, times.length);
  console.log(
    `  ${result}: ${pct(count / times.length)}  (95% CI ${pct(low)} .. ${pct(high)}, Wilson)`,
  );
}
console.log(
  `ms per deal: median ${at(0.5).toFixed(1)}  p95 ${at(0.95).toFixed(1)}  mean ${mean.toFixed(1)}`,
);
console.log(
  `positions per second of a busy thread ${Math.round((positions / searchMs) * 1000)}  peak memory ${Math.round(peakBytes / 2 ** 20)} MB (rss, all threads)`,
);
console.log(
  `threads ${threads}, wall time of the run ${((performance.now() - runStartedAt) / 1000).toFixed(1)} s`,
);
console.log(
  `solutions replayed through the engine: ${counts.winnable - broken} won, ${broken} broken`,
);
if (threads === 2) console.log(`deals the two threads answered differently: ${disagreements}`);
if (values.anchor) compareWithAnchor(values.anchor, verdicts);
for (const [, worker] of workers) await worker.terminate();
if (broken > 0 || disagreements > 0) process.exitCode = 1;
