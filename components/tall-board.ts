/**
 * Whether the board runs on below the table: a column held at its strip floor is taller than the
 * tableau (TableauColumn.css), and the board then scrolls (board-play.css, `is-tall`).
 */
import { type ReadonlySignal, useSignal } from '@preact/signals';
import type { RefObject } from 'preact';
import { useLayoutEffect } from 'preact/hooks';

/**
 * Watches the tableau in `board` and its first column: every column is as tall as the tableau's
 * row, which a long column makes taller than the tableau. Watched again when `layoutKey` (the
 * variant) changes, as the piles may then be new elements.
 * @returns true while the board runs on below the table (to the px), false where the browser
 *   has no ResizeObserver.
 */
export function useTallBoard(
  board: RefObject<HTMLElement | null>,
  layoutKey: string,
): ReadonlySignal<boolean> {
  const isTall = useSignal(false);
  useLayoutEffect(() => {
    const tableau = board.current?.querySelector<HTMLElement>('.tableau');
    const column = tableau?.firstElementChild as HTMLElement | null | undefined;
    if (!tableau || !column || typeof ResizeObserver !== 'function') return;
    // Told after a layout and before its paint: the class set here is in the same frame. A
    // column is as tall as its grid row (`height: 100%`, TableauColumn.css), and the row grows to
    // take in the column's cards and its margin (the room a scrolled board keeps under it,
    // board-play.css): so the margin is taken off, or a column squeezed just to fit, within that
    // margin of the tableau's height, would keep the board scrolling once the window grew.
    const watcher = new ResizeObserver(() => {
      const margin = Number.parseFloat(getComputedStyle(column).marginBottom) || 0;
      isTall.value = column.offsetHeight - margin > tableau.clientHeight + 1;
    });
    watcher.observe(tableau);
    watcher.observe(column);
    return () => watcher.disconnect();
  }, [layoutKey]);
  return isTall;
}
