/** How a variant's piles lie on the board (components/Board.css). */
import type { Layout } from '../engine';

/**
 * Whether the foundations lie in a row above the tableau: ten columns (and eight foundations),
 * or a stock and a waste besides the foundations, leave no room at the tableau's right.
 */
export function isTopRowLayout(layout: Pick<Layout, 'columns' | 'hasStock'>): boolean {
  return layout.columns > 7 || layout.hasStock;
}
