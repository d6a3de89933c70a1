import { i18n } from '#i18n';
import type { SyncProblem, SyncStatus } from '../state/sync-status';

const WHY: Record<SyncProblem, () => string> = {
  'too-large': () => i18n.t('sync.tooLarge'),
  rate: () => i18n.t('sync.rate'),
  unavailable: () => i18n.t('sync.unavailable'),
  'newer-version': () => i18n.t('sync.newerVersion'),
  unsupported: () => i18n.t('sync.unsupported'),
};

/** "Not synced" with why (as its tooltip, and read out after it); nothing while all is synced. */
export function NotSynced({ status }: { status: SyncStatus }) {
  const problem = status.problem.value;
  return problem ? (
    <span class="sync-mark" title={WHY[problem]()}>
      {i18n.t('sync.notSynced')}
      <span class="visually-hidden">{`: ${WHY[problem]()}`}</span>
    </span>
  ) : null;
}
