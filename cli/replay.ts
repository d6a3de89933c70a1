/**
 * Playing a line of moves and undos from the command line, shared by `play`, `moves` and `solve`.
 */
import {
  applyMove,
  formatMove,
  type Game,
  MoveNotationError,
  type Refusal,
  resolveMove,
  undoMove,
  type WrittenMove,
} from '../engine';
import { readGame, readSteps, type Step, splitFlags, UsageError } from './subcommand';

/** The first refused step of a line: its 0-based index, its text (`8S-c3` or `undo`) and why. */
export interface RefusedStep {
  index: number;
  move: string;
  reason: Refusal;
}

/**
 * Plays the steps in order with `applyMove` and `undoMove` (docs/rules.md, Moves and Undo) and
 * stops at the first one refused.
 * @returns the game after the last step played and, if a step was refused, which and why; the game
 *   is then the one before the refused step.
 */
export function replay(start: Game, steps: Step[]): { game: Game; refused?: RefusedStep } {
  let game = start;
  for (const [index, step] of steps.entries()) {
    const result = step === 'undo' ? undoMove(game) : playWritten(game, step, index);
    if (result.refusal) {
      const move = step === 'undo' ? 'undo' : writtenText(step);
      return { game, refused: { index, move, reason: result.refusal } };
    }
    game = result.game;
  }
  return { game };
}

/**
 * Plays a move as written: the copy it names or, in Double Yukon, the one it means
 * (docs/rules.md, Move notation).
 * @throws UsageError for a move the game's variant cannot read (a turn without a stock).
 */
function playWritten(game: Game, written: WrittenMove, index: number) {
  try {
    const resolved = resolveMove(game.variant, game.position, written);
    return resolved.refusal ? resolved : applyMove(game, resolved.move);
  } catch (error) {
    if (!(error instanceof MoveNotationError)) throw error;
    throw new UsageError(`Move ${index + 1} (index ${index}) is malformed: ${error.message}`);
  }
}

/** A written move in notation, its `c<j>:` or `f:` kept: `8S-c3`, `c2:7H-c5`, `t`. */
function writtenText({ card, to, from }: WrittenMove): string {
  const text = formatMove({ card, to });
  if (from === undefined) return text;
  return `${from === 'foundation' ? 'f' : `c${from + 1}`}:${text}`;
}

/**
 * Reads `CODE [MOVE|undo ...] [--json]` and plays the line: what `play` and `moves` share.
 * @throws UsageError for a missing or malformed deal code or move, or an unknown option.
 */
export function replayArguments(args: string[]): ReturnType<typeof replay> & { asJson: boolean } {
  const { flags, positional } = splitFlags(args, ['--json']);
  const [code, ...steps] = positional;
  const start = readGame(code);
  return { ...replay(start, readSteps(steps, start.variant)), asJson: flags.has('--json') };
}

/**
 * A refused step in words, counting from 1 as people do and giving the JSON's 0-based index,
 * e.g. `Move 3 (index 2) refused: 8S-c3 (does-not-fit)`.
 */
export function describeRefusal({ index, move, reason }: RefusedStep): string {
  return `Move ${index + 1} (index ${index}) refused: ${move} (${reason})`;
}
