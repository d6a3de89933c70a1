import type { GameStore } from '../state/game-store';
import type { SolverView } from '../state/solver-signals';
import { lazyView } from './lazy-view';

// The words load after the first paint; the live region is there from the first frame, so that
// a screen reader announces what later appears in it (docs/speed.md, Weight).
const HintToast = lazyView(() => import('./HintToast').then((module) => module.HintToast));

/**
 * The hint shown, in words (`HintToast`), in a polite live region, so that it is announced as
 * well as seen. It stays until the position changes.
 */
export function HintNotice({ solver, game }: { solver: SolverView; game: GameStore }) {
  return (
    <div class="toast-region hint-region" role="status" aria-live="polite">
      <HintToast solver={solver} game={game} />
    </div>
  );
}
