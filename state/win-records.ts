/**
 * This game's figures beside the player's records, for the Won dialog (docs/rules.md,
 * Statistics): which records the win just counted has beaten, and the records it has not.
 */
import { type ReadonlySignal, signal } from '@preact/signals';
import type { Game, Variant } from '../engine';
import type { GameResult, VariantTotals } from './stats';

/** One line of the Won dialog about a record. */
export type RecordLine =
  /** The variant's first win: every figure is a record, so this line alone is shown. */
  | { figure: 'first-win' }
  /**
   * A record of the variant: `isNew` when this game beat it (`best` is then this game's figure),
   * else the record that stands. Time in ms.
   */
  | { figure: 'time' | 'moves' | 'score'; isNew: boolean; best: number };

/** Whether `figure` beats `record` (none yet: any figure does), lower being better or not. */
function beats(figure: number, record: number | null, isLowerBetter: boolean): boolean {
  if (record === null) return true;
  return isLowerBetter ? figure < record : figure > record;
}

/**
 * The record lines of a win (docs/rules.md, Statistics): best time, fewest moves and, for a game
 * won without take-backs, best score; a score reached with take-backs is no record, so then the
 * best score stands beside it. None for a game not won.
 * @param before the variant's totals before this game was counted.
 */
export function recordLinesOf(result: GameResult, before: VariantTotals): RecordLine[] {
  if (!result.isWon) return [];
  if (before.won === 0) return [{ figure: 'first-win' }];
  const line = (figure: 'time' | 'moves' | 'score', value: number, record: number | null) => {
    const isNew = beats(value, record, figure !== 'score');
    return { figure, isNew, best: isNew || record === null ? value : record };
  };
  const lines: RecordLine[] = [
    line('time', result.elapsedMs, before.bestTimeMs),
    line('moves', result.moves, before.fewestMoves),
  ];
  if (result.takebacks === 0) lines.push(line('score', result.score, before.bestScore));
  else if (before.bestScore !== null) {
    lines.push({ figure: 'score', isNew: false, best: before.bestScore });
  }
  return lines;
}

/** The last win counted on this page, with the records it was measured against. */
export interface CountedWin {
  /** The won game, as the game store shows it. */
  game: Game;
  variant: Variant;
  lines: RecordLine[];
}

export type WinRecords = ReturnType<typeof createWinRecords>;

/**
 * Keeps the records of the last win this page counted.
 * @param totals the statistics totals, read just before the win is counted.
 */
export function createWinRecords({
  totals,
}: {
  totals: ReadonlySignal<Record<Variant, VariantTotals>>;
}) {
  const last = signal<CountedWin | null>(null);
  return {
    /** The last win counted here and its record lines, or null. */
    last,
    /** Notes a game about to be counted (`onGameCounted`), before the totals count it. */
    note(result: GameResult, game: Game): void {
      if (!result.isWon) return;
      const lines = recordLinesOf(result, totals.peek()[result.variant]);
      last.value = { game, variant: result.variant, lines };
    },
  };
}
