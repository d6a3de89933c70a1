/**
 * Where the focus goes when the control holding it goes away: Undo turning itself off after the
 * last undo, a dialog closing whose opener was in another dialog, now closed. The browser then
 * leaves the focus on the page's body, where a keyboard or screen-reader player hears nothing and
 * the next Tab starts at the top of the page; the board's tab stop takes it instead. A dialog
 * closing also gives the focus back to the card that had it, which its moves may have covered
 * (Undo in "No progress left"): then too the tab stop takes it.
 */

/**
 * Whether the player's last input was a pointer: then a closing dialog or Undo leave the focus
 * where the browser puts it (a mouse player needs no focus on the board, and one moved there by
 * script after a dialog would show the focus ring).
 */
let isPointerPlay = false;
if (typeof addEventListener === 'function') {
  addEventListener('pointerdown', () => (isPointerPlay = true), true);
  addEventListener('keydown', () => (isPointerPlay = false), true);
}

/** The board (Board.tsx: the page's only application) and its one tab stop. */
const BOARD = '[role="application"]';
const BOARD_TAB_STOP = `${BOARD} [tabindex="0"]`;

/**
 * Once the current changes are drawn, gives the board's tab stop the focus if the body, a control
 * turned off, or another element of the board has it.
 */
export function catchLostFocus(): void {
  if (isPointerPlay) return;
  requestAnimationFrame(() =>
    setTimeout(() => {
      const focused = document.activeElement;
      const tabStop = document.querySelector<HTMLElement>(BOARD_TAB_STOP);
      // A control turned off may still hold the focus until the browser lets go of it.
      const isLost = focused === null || focused === document.body || focused.matches(':disabled');
      const isStale = focused !== tabStop && document.querySelector(BOARD)?.contains(focused);
      if (isLost || isStale) tabStop?.focus();
    }),
  );
}
