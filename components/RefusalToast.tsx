import { useEffect } from 'preact/hooks';
import type { GameStore } from '../state/game-store';
import type { Play } from '../state/play';
import { lazyView } from './lazy-view';

// The sentence loads after the first paint; the live region is there from the first frame, so
// that a screen reader announces what later appears in it (docs/speed.md, Weight).
const RefusalWords = lazyView(() => import('./RefusalWords').then((module) => module.RefusalWords));

/** How long a refusal stays in view, ms. */
const SHOWN_MS = 5000;

/**
 * Interactive rules: the one short sentence naming the rule behind a refused move, announced
 * politely and gone after a few seconds or with the next accepted move.
 */
export function RefusalToast({ game, play }: { game: GameStore; play: Play }) {
  const refusal = play.refusal.value;
  useEffect(() => {
    if (!refusal) return;
    const timer = setTimeout(() => play.dismiss(), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [refusal]);
  return (
    <div class="toast-region" role="status" aria-live="polite">
      {refusal && (
        <RefusalWords
          key={refusal as object}
          notice={refusal.notice}
          variant={game.current.peek().variant}
        />
      )}
    </div>
  );
}
