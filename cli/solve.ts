/**
 * `yukon solve CODE [MOVE|undo ...] [--budget-ms N] [--no-takebacks] [--no-group-limit] [--json]`
 * (README, "The `yukon` command"): can the position after the given moves still be won? Prints the
 * verdict, the winning line in notation, the positions searched and the time; with `--json` one
 * line `{"result", "solution", "positions", "ms"}`. A refused step stops the line as in `play`: the
 * position before it is solved, the refusal is reported, and the exit code is 1.
 */
import { formatMove, GROUP_LIMIT, movesLeft } from '../engine';
import { solve as solvePosition } from '../engine/solver';
import { describeRefusal, replay } from './replay';
import { readGame, readSteps, type Subcommand, splitFlags, UsageError } from './subcommand';

const DEFAULT_BUDGET_MS = 10_000;

/** Takes `--budget-ms N` out of the arguments. @throws UsageError when N is not a positive number. */
function takeBudget(args: string[]): { budgetMs: number; rest: string[] } {
  const at = args.indexOf('--budget-ms');
  if (at < 0) return { budgetMs: DEFAULT_BUDGET_MS, rest: args };
  const budgetMs = Number(args[at + 1]);
  if (!(budgetMs > 0)) {
    throw new UsageError(
      `--budget-ms takes a number of milliseconds, not "${args[at + 1] ?? ''}".`,
    );
  }
  return { budgetMs, rest: [...args.slice(0, at), ...args.slice(at + 2)] };
}

export const solve: Subcommand = {
  usage: 'CODE [MOVE|undo ...] [--budget-ms N] [--no-takebacks] [--no-group-limit] [--json]',
  summary: 'whether the position after the moves can still be won, and a winning line',
  run(args) {
    const { budgetMs, rest } = takeBudget(args);
    const { flags, positional } = splitFlags(rest, [
      '--json',
      '--no-takebacks',
      '--no-group-limit',
    ]);
    const [code, ...steps] = positional;
    const start = readGame(code);
    const { game, refused } = replay(start, readSteps(steps, start.variant));
    const verdict = solvePosition(game.variant, game.position, {
      takebacks: !flags.has('--no-takebacks'),
      groupLimit: flags.has('--no-group-limit') ? Number.POSITIVE_INFINITY : GROUP_LIMIT,
      budgetMs,
      movesLeft: movesLeft(game),
    });
    const solution = verdict.solution.map(formatMove);
    const ms = Math.round(verdict.ms);
    const exitCode = refused ? 1 : 0;
    if (flags.has('--json')) {
      const json = {
        result: verdict.result,
        solution,
        positions: verdict.positions,
        ms,
        ...(refused && { refused }),
      };
      return { output: `${JSON.stringify(json)}\n`, exitCode };
    }
    const lines = [
      `${verdict.result} (${verdict.positions} positions, ${ms} ms)`,
      ...(solution.length > 0 ? [solution.join(' ')] : []),
      ...(refused ? [describeRefusal(refused)] : []),
    ];
    return { output: lines.map((line) => `${line}\n`).join(''), exitCode };
  },
};
