/**
 * The celebration of a win (docs/rules.md, End of the game): the cards leave the foundations in a
 * short cascade on the page whose move won, before the Won dialog opens. Never when cards do not
 * move (the motion setting off, or as the system asks for less motion); any input ends it, and it
 * ends by itself within CELEBRATION_MS, half that with the motion `fast` (its pace follows the
 * motion as a card's glide does, docs/rules.md, Looks).
 */
import { computed, effect, type ReadonlySignal, signal } from '@preact/signals';
import type { Game } from '../engine';
import type { GameStore } from './game-store';
import { MOTION_SCALE, type Motion } from './motion';

/** How long the celebration lasts at most at the normal pace, ms (the view's cascade fits in it). */
export const CELEBRATION_MS = 2400;

export type Celebration = ReturnType<typeof createCelebration>;

/** @param motion how cards move on the page (motion-store.ts `current`). */
export function createCelebration({
  game,
  motion,
}: {
  game: GameStore;
  motion: ReadonlySignal<Motion>;
}) {
  /** The won game whose celebration is over (ended, skipped, or never due). */
  const celebrated = signal<Game | null>(null);
  const isCelebrating = computed(() => {
    const current = game.current.value;
    return (
      game.isEndedHere.value &&
      current.status === 'won' &&
      celebrated.value !== current &&
      motion.value !== 'off'
    );
  });

  /** How long this page's celebration lasts at most, ms: CELEBRATION_MS scaled by the motion. */
  const durationMs = computed(() => CELEBRATION_MS * MOTION_SCALE[motion.value]);

  function end(): void {
    if (isCelebrating.peek()) celebrated.value = game.current.peek();
  }

  return {
    /** Whether the page celebrates a win made here now; the Won dialog waits for its end. */
    isCelebrating,
    durationMs,
    /** Ends the celebration now (any click or key). */
    end,
    /**
     * Ends each celebration after `durationMs`, even when its view never showed, until the
     * returned function is called.
     */
    follow(): () => void {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const stop = effect(() => {
        clearTimeout(timer);
        if (isCelebrating.value) timer = setTimeout(end, durationMs.peek());
      });
      return () => {
        stop();
        clearTimeout(timer);
      };
    },
  };
}
