import { useComputed, useSignal } from '@preact/signals';
import { useId } from 'preact/hooks';
import { i18n } from '#i18n';
import type { GameStore } from '../state/game-store';
import { Dialog } from './Dialog';
import { clockText } from './names';
import { suitMark } from './suit-mark';
import './button.css';
import './GameOverDialog.css';
import './stat.css';

interface GameOverDialogProps {
  game: GameStore;
  onNewGame: () => void;
}

/**
 * Shown when a game ends (docs/rules.md, End of the game): won, with time, moves and score, or
 * stopped at the move limit. Closing it leaves the finished board in view. It reads only which
 * ending it shows, and the clock only while it is open, so a move or a tick of a game being
 * played does not draw it again.
 */
export function GameOverDialog({ game, onNewGame }: GameOverDialogProps) {
  const closedFor = useSignal<string | null>(null);
  const textId = useId();
  const ending = useComputed(() => {
    const { status, code, moves } = game.current.value;
    return status === 'playing' ? null : `${code}:${moves}`;
  }).value;
  const isOpen = ending !== null && closedFor.value !== ending;
  const { status, moves, score } = game.current.peek();
  const isWon = status === 'won';
  const close = () => {
    closedFor.value = ending;
  };
  return (
    <Dialog
      isOpen={isOpen}
      title={isWon ? i18n.t('won.title') : i18n.t('moveLimit.title')}
      onClose={close}
      class="dialog--ending"
      describedBy={textId}
    >
      {isWon && (
        <div class="won-suits" aria-hidden="true">
          {[0, 1, 2, 3].map((suit) => suitMark(suit, `won-suits__suit won-suits__suit--${suit}`))}
        </div>
      )}
      <p class="dialog__text" id={textId}>
        {isWon ? i18n.t('won.text') : i18n.t('moveLimit.text')}
      </p>
      <dl class="summary">
        <div class="stat">
          <dt>{i18n.t('bar.time')}</dt>
          <dd>{isOpen && clockText(game.elapsedMs.value)}</dd>
        </div>
        <div class="stat">
          <dt>{i18n.t('bar.moves')}</dt>
          <dd>{moves}</dd>
        </div>
        <div class="stat">
          <dt>{i18n.t('bar.score')}</dt>
          <dd>{score}</dd>
        </div>
      </dl>
      <div class="dialog__actions">
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
        <button type="button" class="button" onClick={close}>
          {i18n.t('dialog.close')}
        </button>
      </div>
    </Dialog>
  );
}
