import { i18n } from '#i18n';
import type { Move } from '../engine';
import type { SolverStore } from '../state/solver-store';
import { cardName } from './names';

/** The hint in words: "Move 7 of hearts to column 5". */
export function hintSentence(move: Move | null): string {
  if (move === null) return i18n.t('hint.none');
  return move.to === 'foundation'
    ? i18n.t('hint.toFoundation', [cardName(move.card)])
    : i18n.t('hint.toColumn', [cardName(move.card), String(move.to + 1)]);
}

/**
 * The hint shown, in words, in a polite live region, so that it is announced as well as seen.
 * It stays until the position changes.
 */
export function HintNotice({ solver }: { solver: SolverStore }) {
  const hint = solver.hint.value;
  return (
    <div class="toast-region hint-region" role="status" aria-live="polite">
      {hint && (
        <p class="toast hint-toast" key={hint as object}>
          {hintSentence(hint.move)}
        </p>
      )}
    </div>
  );
}
