import { useSignal } from '@preact/signals';
import { useId } from 'preact/hooks';
import { i18n } from '#i18n';
import { canUndo } from '../engine';
import type { GameStore } from '../state/game-store';
import type { Play } from '../state/play';
import type { SolverStore } from '../state/solver-store';

interface NoProgressBannerProps {
  game: GameStore;
  play: Play;
  solver: SolverStore;
  onNewGame: () => void;
}

/**
 * No progress left (RULES.md, End of the game): shown only once the solver proved that no
 * sequence of moves sends another card home or turns one up. It offers Undo and New game; the
 * game is not ended, and "Keep trying" hides the banner until the position changes.
 */
export function NoProgressBanner({ game, play, solver, onNewGame }: NoProgressBannerProps) {
  const hiddenFor = useSignal<object | null>(null);
  const titleId = useId();
  const current = game.game.value;
  const position = current.position;
  if (!solver.hasNoProgress.value || hiddenFor.value === position) return null;
  return (
    <section class="no-progress" role="alert" aria-labelledby={titleId}>
      <h2 id={titleId} class="no-progress__title">
        {i18n.t('noProgress.title')}
      </h2>
      <p class="no-progress__text">{i18n.t('noProgress.text')}</p>
      <div class="no-progress__actions">
        <button type="button" class="button" onClick={() => (hiddenFor.value = position)}>
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
        <button type="button" class="button button--primary" onClick={onNewGame}>
          {i18n.t('bar.newGame')}
        </button>
      </div>
    </section>
  );
}
