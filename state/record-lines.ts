/**
 * This game's figures beside the player's records, for the Won dialog (docs/rules.md,
 * Statistics): which records the win just counted has beaten, and the records it has not. Only
 * the Won dialog reads it, so it loads with that dialog, after the first paint.
 */
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
