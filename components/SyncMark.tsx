import type { SyncStatus } from '../state/sync-status';
import { lazyView } from './lazy-view';
import './SyncMark.css';

// The words load after the first paint (the sync problem is read only then); the region is there
// from the first frame, so that a screen reader announces the mark (docs/speed.md, Weight).
const NotSynced = lazyView(() => import('./NotSynced').then((module) => module.NotSynced));

/**
 * The small "not synced" mark (`NotSynced`): shown while this browser's changes have not reached
 * the browser's sync, or always where the browser never syncs, with why. No mark is the only
 * claim that the game is synced. Drawn as the problem changes, not with each move the game bar
 * shows (a view that reads a signal is skipped when its props are the same).
 */
export function SyncMark({ status }: { status: SyncStatus }) {
  return (
    <span class="sync-mark-region" role="status">
      {status.problem.value && <NotSynced status={status} />}
    </span>
  );
}
