import { useComputed, useSignal } from '@preact/signals';
import { useId } from 'preact/hooks';
import { i18n } from '#i18n';
import { canUndo, isProgressFrom, layoutOf, type Position } from '../engine';
import type { GameStore } from '../state/game-store';
import type { Play } from '../state/play';
import type { SolverView } from '../state/solver-signals';
import { Dialog } from './Dialog';
import './button.css';

interface NoProgressDialogProps {
  game: GameStore;
  play: Play;
  solver: SolverView;
  onNewGame: () => void;
}

/**
 * No progress left (docs/rules.md, End of the game): shown only once the solver proved that no
 * sequence of moves sends another card home or turns one up (in Australian Patience: turns one
 * from the stock), and only on the page whose move or
 * undo led there (a page opened on it, a new tab above all, takes no focus; its verdict mark and
 * Hint say it). It offers Undo and New game; the game is not ended. "Keep trying" closes it until
 * a position with progress left is shown again: shuttling cards back and forth does not bring it
 * back. It reads only whether it is open and whether Undo can be used, so a move does not draw it
 * again.
 */
export function NoProgressDialog({ game, play, solver, onNewGame }: NoProgressDialogProps) {
  /** The dead end where the player chose to keep trying, and its deal; null before. */
  const keptTryingAt = useSignal<{ code: string; position: Position } | null>(null);
  const textId = useId();
  const isOpen = useComputed(() => {
    if (!solver.hasNoProgress.value || !game.isPlayedHere.value) return false;
    const { code, position } = game.current.value;
    const kept = keptTryingAt.value;
    return !kept || kept.code !== code || isProgressFrom(kept.position, position);
  }).value;
  const canTakeBack = useComputed(() => canUndo(game.current.value)).value;
  // Australian Patience has no face-down card: a card turned from the stock is its other progress
  // (docs/rules.md, U: Australian Patience).
  const hasStock = useComputed(() => layoutOf(game.current.value.variant).hasStock).value;
  // Closed by the player (Keep trying, Escape, New game) while no progress is left: kept closed.
  // Closed by a change of the position (Undo here, a move on another page): free to tell again.
  const close = () => {
    if (solver.hasNoProgress.peek()) keptTryingAt.value = game.current.peek();
  };
  return (
    <Dialog isOpen={isOpen} title={i18n.t('noProgress.title')} onClose={close} describedBy={textId}>
      <p class="dialog__text" id={textId}>
        {i18n.t(hasStock ? 'noProgress.textStock' : 'noProgress.text')}
      </p>
      <div class="dialog__actions">
        <button type="button" class="button" onClick={close}>
          {i18n.t('noProgress.keepTrying')}
        </button>
        <span class="dialog__end">
          <button type="button" class="button" disabled={!canTakeBack} onClick={() => play.undo()}>
            {i18n.t('bar.undo')}
          </button>
          <button
            type="button"
            class="button button--primary"
            onClick={() => {
              close();
              onNewGame();
            }}
          >
            {i18n.t('bar.newGame')}
          </button>
        </span>
      </div>
    </Dialog>
  );
}
