import { i18n } from '#i18n';
import type { VerdictMark as Mark, SolverView } from '../state/solver-signals';
import './VerdictMark.css';

const WORDS: Record<Mark, () => string> = {
  checking: () => i18n.t('verdict.checking'),
  winnable: () => i18n.t('verdict.winnable'),
  unwinnable: () => i18n.t('verdict.unwinnable'),
  unknown: () => i18n.t('verdict.unknown'),
};

/**
 * Verdict (a setting, off by default): a small mark in the game bar saying whether the
 * game can be won from here, can no longer be won, or was not determined within the budget.
 * On the deal as dealt, a deal that cannot be won is said to be so, not to be lost already.
 * Not a live region: it changes with every move, which would make a screen reader chatter.
 * @param isDealt whether no move has been played yet.
 */
export function VerdictMark({ solver, isDealt }: { solver: SolverView; isDealt: boolean }) {
  const mark = solver.verdict.value;
  if (mark === null) return null;
  return (
    <span class={`verdict verdict--${mark}`} title={i18n.t('verdict.title')}>
      <span class="verdict__dot" aria-hidden="true" />
      {mark === 'unwinnable' && isDealt ? i18n.t('verdict.unwinnableDeal') : WORDS[mark]()}
    </span>
  );
}
