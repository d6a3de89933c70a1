import { effect, type ReadonlySignal } from '@preact/signals';
import { useEffect, useLayoutEffect } from 'preact/hooks';
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
 * politely and gone after a few seconds, with the next accepted move, when a hint comes (one
 * notice at a time, the newest: GamePage.css), or when another deal is dealt, here or on another
 * page (the refusal was of the game before).
 */
export function RefusalToast({
  game,
  play,
  hint,
}: {
  game: GameStore;
  play: Play;
  hint: ReadonlySignal<unknown>;
}) {
  const refusal = play.refusal.value;
  useEffect(() => {
    if (!refusal) return;
    const timer = setTimeout(() => play.dismiss(), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [refusal]);
  // At the hint itself, not in the frame that draws it (as `useSignalEffect` would): a refusal
  // that comes before that frame is newer than the hint and stays.
  useLayoutEffect(
    () =>
      effect(() => {
        if (hint.value !== null) play.dismiss();
      }),
    [],
  );
  // At the deal itself, as for the hint.
  useLayoutEffect(() => {
    let dealtBefore = game.dealtAt.peek();
    return effect(() => {
      const dealtAt = game.dealtAt.value;
      if (dealtAt !== dealtBefore) play.dismiss();
      dealtBefore = dealtAt;
    });
  }, []);
  return (
    <div class="toast-region refusal-region" role="status" aria-live="polite">
      {refusal && (
        <RefusalWords
          key={refusal as object}
          notice={refusal.notice}
          card={refusal.card}
          current={game.current.peek()}
        />
      )}
    </div>
  );
}
