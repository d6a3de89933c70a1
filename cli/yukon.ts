/**
 * The `yukon` command (README, "The `yukon` command"), run by `bin/yukon.mjs`:
 * `yukon <subcommand> ...`. Exit codes: 0 done, 1 a move was refused, 2 a usage error (message on
 * stderr).
 */
import { deal } from './deal';
import { moves } from './moves';
import { play } from './play';
import { solve } from './solve';
import { type Subcommand, UsageError } from './subcommand';

/** Every subcommand by name; adding one (e.g. `solve` from `cli/solve.ts`) is one entry here. */
export const SUBCOMMANDS: Record<string, Subcommand> = { deal, play, moves, solve };

/** The usage text listing every subcommand. */
export function usage(): string {
  const lines = Object.entries(SUBCOMMANDS).map(
    ([name, { usage: args, summary }]) => `  yukon ${name} ${args}\n      ${summary}`,
  );
  return `Usage:\n${lines.join('\n')}\n`;
}

/** Where the command writes: `process` itself, or a stand-in in tests. */
export interface Streams {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

/**
 * Runs the command with its arguments (without `node` and the script). `yukon`, `yukon help`
 * and `--help` print the usage.
 * @returns the exit code: 0, 1 (a move was refused) or 2 (usage error, message on stderr).
 */
export async function main(args: string[], { stdout, stderr }: Streams = process): Promise<number> {
  const [name, ...rest] = args;
  if (name === 'help' || name === '--help' || name === '-h') {
    stdout.write(usage());
    return 0;
  }
  if (name === undefined || !Object.hasOwn(SUBCOMMANDS, name)) {
    const problem =
      name === undefined ? 'A subcommand is missing.' : `Unknown subcommand "${name}".`;
    stderr.write(`${problem}\n${usage()}`);
    return 2;
  }
  try {
    const { output, exitCode } = await SUBCOMMANDS[name].run(rest);
    stdout.write(output);
    return exitCode;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    stderr.write(
      `yukon ${name}: ${error.message}\nUsage: yukon ${name} ${SUBCOMMANDS[name].usage}\n`,
    );
    return 2;
  }
}
