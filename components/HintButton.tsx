import { i18n } from '#i18n';
import type { SolverView } from '../state/solver-signals';
import './button.css';

/**
 * Hint: asks the solver for a move; the board highlights the card and its destination
 * and `HintNotice` says it in words. The H key does the same (GamePage).
 */
export function HintButton({ solver, isPlaying }: { solver: SolverView; isPlaying: boolean }) {
  const isFinding = solver.isFindingHint.value;
  return (
    <button
      type="button"
      class="button"
      disabled={!isPlaying}
      aria-busy={isFinding}
      aria-keyshortcuts="H"
      onClick={() => solver.showHint()}
    >
      {isFinding ? i18n.t('hint.finding') : i18n.t('hint.button')}
    </button>
  );
}
