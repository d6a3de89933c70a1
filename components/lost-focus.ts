/**
 * Where the focus goes when the control holding it goes away: Undo turning itself off after the
 * last undo, a dialog closing whose opener was in another dialog, now closed. The browser then
 * leaves the focus on the page's body, where a keyboard or screen-reader player hears nothing and
 * the next Tab starts at the top of the page; the board's tab stop takes it instead.
 */

/** The board's one tab stop (Board.tsx: the board is the page's only application). */
const BOARD_TAB_STOP = '[role="application"] [tabindex="0"]';

/**
 * Once the current changes are drawn, gives the board's tab stop the focus if the body has it.
 * The browser lets go of a control turned off only while it draws the frame (after the frame's
 * requestAnimationFrame callbacks), so the check waits for a task after that frame.
 */
export function catchLostFocus(): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      const focused = document.activeElement;
      if (focused !== null && focused !== document.body) return;
      document.querySelector<HTMLElement>(BOARD_TAB_STOP)?.focus();
    }),
  );
}
