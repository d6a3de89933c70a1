/**
 * Dialogs tell the game page when they cover its board: the game's clock does not run behind
 * one (docs/rules.md, Score, moves and time). A page without a board (the options page) hears
 * nothing.
 */
import { createContext } from 'preact';

/** Told `true` when a dialog opens over the board, `false` when it closes. */
export const BoardCover = createContext<(isCovering: boolean) => void>(() => {});
