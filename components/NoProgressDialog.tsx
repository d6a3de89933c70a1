import { useComputed, useSignal } from '@preact/signals';
import { useId } from 'preact/hooks';
import { i18n } from '#i18n';
import { canUndo } from '../engine';
import type { GameStore } from '../state/game-store';
import type { Play } from '../state/play';
import type { SolverStore } from '../state/solver-store';
import { Dialog } from './Dialog';
import './button.css';

interface NoProgressDialogProps {
  game: GameStore;
  play: Play;
  solver: SolverStore;
  onNewGame: () => void;
}

/**
 * No progress left (docs/rules.md, End of the game): shown only once the solver proved that no
 * sequence of moves sends another card home or turns one up. It offers Undo and New game; the
 * game is not ended, and "Keep trying" closes it until the position changes. It reads only
 * whether it is open and whether Undo can be used, so a move does not draw it again.
 */
export function NoProgressDialog({ game, play, solver, onNewGame }: NoProgressDialogProps) {
  const closedFor = useSignal<object | null>(null);
  const textId = useId();
  const isOpen = useComputed(
    () => solver.hasNoProgress.value && closedFor.value !== game.current.value.position,
  ).value;
  const canTakeBack = useComputed(() => canUndo(game.current.value)).value;
  // The position it is open for: closing keeps it closed for that one. Closed by a change of the
  // position (Undo here, a move on another page), it stays free to tell of the next one.
  const openFor = isOpen ? game.current.peek().position : null;
  const close = () => {
    if (openFor) closedFor.value = openFor;
  };
  return (
    <Dialog isOpen={isOpen} title={i18n.t('noProgress.title')} onClose={close} describedBy={textId}>
      <p class="dialog__text" id={textId}>
        {i18n.t('noProgress.text')}
      </p>
      <div class="dialog__actions">
        <button type="button" class="button" onClick={close}>
          {i18n.t('noProgress.keepTrying')}
        </button>
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
      </div>
    </Dialog>
  );
}
