/**
 * What every subcommand of the `yukon` command shares: its contract, usage errors, and reading a
 * deal code, moves and flags from the command line.
 */
import {
  DealCodeError,
  type Game,
  layoutOf,
  MoveNotationError,
  newGame,
  parseMove,
  type Variant,
  type WrittenMove,
} from '../engine';

/** What a subcommand prints on stdout and the exit code: 0 done, 1 a move was refused. */
export interface Outcome {
  output: string;
  exitCode: 0 | 1;
}

/** One subcommand, e.g. `deal`; `cli/yukon.ts` lists them all by name. */
export interface Subcommand {
  /** Its arguments after the name, e.g. `CODE [--json]`. */
  usage: string;
  /** What it does, in one line. */
  summary: string;
  /** @throws UsageError for arguments that are missing, unknown or malformed (exit 2). */
  run(args: string[]): Outcome | Promise<Outcome>;
}

/** Bad command-line input; the message says what is wrong. The command exits with 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** A step of a `play` or `moves` line: a move as written, or `undo` (docs/rules.md, Undo). */
export type Step = WrittenMove | 'undo';

/**
 * Splits arguments into flags (`--json`) and the rest, in order.
 * @throws UsageError for a flag not in `known`.
 */
export function splitFlags(
  args: string[],
  known: readonly string[],
): { flags: Set<string>; positional: string[] } {
  const flags = new Set<string>();
  const positional: string[] = [];
  for (const arg of args) {
    if (!arg.startsWith('--')) positional.push(arg);
    else if (known.includes(arg)) flags.add(arg);
    else
      throw new UsageError(
        `Unknown option "${arg}"${known.length ? `: use ${known.join(', ')}` : ''}.`,
      );
  }
  return { flags, positional };
}

/**
 * A new game of a deal code (docs/rules.md, Deal codes).
 * @throws UsageError when the code is missing or malformed, with DealCodeError's reason.
 */
export function readGame(code: string | undefined): Game {
  if (code === undefined) throw new UsageError('A deal code is missing, e.g. YU1-C-AAAAAAB.');
  try {
    return newGame(code);
  } catch (error) {
    if (error instanceof DealCodeError) throw new UsageError(error.message);
    throw error;
  }
}

/**
 * Reads moves in notation (docs/rules.md, Move notation) and the word `undo`, any case, for a game
 * of `variant` (its columns: 1..7, or 1..10 in Double Yukon).
 * @throws UsageError naming the first malformed move and its 0-based index.
 */
export function readSteps(texts: string[], variant: Variant): Step[] {
  return texts.map((text, index) => {
    if (text.toLowerCase() === 'undo') return 'undo';
    try {
      return parseMove(text, layoutOf(variant).columns);
    } catch (error) {
      if (error instanceof MoveNotationError) {
        throw new UsageError(`Move ${index + 1} (index ${index}) is malformed: ${error.message}`);
      }
      throw error;
    }
  });
}
