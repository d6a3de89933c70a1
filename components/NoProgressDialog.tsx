import { useSignal } from '@preact/signals';
import { i18n } from '#i18n';
import { canUndo } from '../engine';
import type { GameStore } from '../state/game-store';
import type { Play } from '../state/play';
import type { SolverStore } from '../state/solver-store';
import { Dialog } from './Dialog';

interface NoProgressDialogProps {
  game: GameStore;
  play: Play;
  solver: SolverStore;
  onNewGame: () => void;
}

/**
 * No progress left (RULES.md, End of the game): shown only once the solver proved that no
 * sequence of moves sends another card home or turns one up. It offers Undo and New game; the
 * game is not ended, and "Keep trying" closes it until the position changes.
 */
export function NoProgressDialog({ game, play, solver, onNewGame }: NoProgressDialogProps) {
  const closedFor = useSignal<object | null>(null);
  const current = game.game.value;
  const isOpen = solver.hasNoProgress.value && closedFor.value !== current.position;
  const close = () => {
    closedFor.value = current.position;
  };
  return (
    <Dialog isOpen={isOpen} title={i18n.t('noProgress.title')} onClose={close}>
      <p class="dialog__text">{i18n.t('noProgress.text')}</p>
      <div class="dialog__actions">
        <button type="button" class="button" onClick={close}>
          {i18n.t('noProgress.keepTrying')}
        </button>
        <button
          type="button"
          class="button"
          disabled={!canUndo(current)}
          onClick={() => play.undo()}
        >
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
