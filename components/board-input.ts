/**
 * The board's input: keyboard play and pointer play, which answer no key and no press until the
 * board is live, and the watch on a board too tall for the table (which only then scrolls). The
 * game page loads this module beside the saved game and mounts the live board only once both are
 * in, so that these handlers are on it from its first frame; until then the board's snapshot (or
 * the page's loading state) stands, inert (docs/speed.md, Weight).
 */
import './board-play.css';

export { useTallBoard } from './tall-board';
export { useKeyboardPlay } from './use-keyboard-play';
export { usePointerPlay } from './use-pointer-play';
