/**
 * The last win this page counted and the player's records just before it, for the Won dialog
 * (docs/rules.md, Statistics; `recordLinesOf` tells which records it beat).
 */
import { type ReadonlySignal, signal } from '@preact/signals';
import type { Game, Variant } from '../engine';
import type { GameResult, VariantTotals } from './stats';

/** The last win counted on this page, with the records it was measured against. */
export interface CountedWin {
  /** The won game, as the game store shows it. */
  game: Game;
  result: GameResult;
  /** The variant's totals before the win was counted (`recordLinesOf` compares with them). */
  before: VariantTotals;
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
    /** The last win counted here and the records before it, or null. */
    last,
    /** Notes a game about to be counted (`onGameCounted`), before the totals count it. */
    note(result: GameResult, game: Game): void {
      if (result.isWon) last.value = { game, result, before: totals.peek()[result.variant] };
    },
  };
}
