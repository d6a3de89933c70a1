import { i18n } from '#i18n';
import type { SyncProblem, SyncStatus } from '../state/sync-status';
import './SyncMark.css';

const WHY: Record<SyncProblem, () => string> = {
  'too-large': () => i18n.t('sync.tooLarge'),
  rate: () => i18n.t('sync.rate'),
  unavailable: () => i18n.t('sync.unavailable'),
  'newer-version': () => i18n.t('sync.newerVersion'),
  unsupported: () => i18n.t('sync.unsupported'),
};

/**
 * The small "not synced" mark: shown while this browser's changes have not reached the browser's
 * sync, or always where the browser never syncs, with why (as its tooltip, and read out after
 * the mark). No mark is the only claim that the game is synced.
 */
export function SyncMark({ status }: { status: SyncStatus }) {
  const problem = status.problem.value;
  return (
    <span class="sync-mark-region" role="status">
      {problem && (
        <span class="sync-mark" title={WHY[problem]()}>
          {i18n.t('sync.notSynced')}
          <span class="visually-hidden">{`: ${WHY[problem]()}`}</span>
        </span>
      )}
    </span>
  );
}
