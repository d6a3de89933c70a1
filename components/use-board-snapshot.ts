import { effect, type ReadonlySignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { afterNextPaint } from '../state/after-paint';
import { keepLooks, type SnapshotLayout } from '../state/board-snapshot';
import type { GamePageModel } from '../state/game-page-model';
import type { BoardInput } from './Board';
import { showLooks } from './board-snapshot';
import { useMotion } from './use-motion';

/** The module that takes snapshots, loaded after the page's first paint. */
type Taking = typeof import('./take-snapshot');

/**
 * Keeps the snapshot of the page's board (state/board-snapshot.ts) up to date: taken once the
 * board shows a new write of the game or new settings, after that frame is painted, so that
 * no move waits for it; and at once when the page is hidden. A closing page writes the time its
 * clock ran, a new write time (pagehide, before visibilitychange), and paints no frame after it:
 * a snapshot left for that frame would never be taken, and the next page would find none current.
 * That time is a new write for the other layout's snapshot too (the popup's, for a new tab):
 * where it shows the same board, it is kept as of the new write, with this page's time on its
 * clock, so that the next popup still paints it. What takes the snapshot loads after the page's
 * first paint (the effect's first run); a change or a hide before it has loaded is kept once it
 * has, as things then stand, but a page closed before that keeps none (the next page then paints
 * without one: an old snapshot is never current after the close's write).
 * @param input the board's input (board-input.ts), null until loaded: the live board waits for
 *   it, and a snapshot taken before would hold no board.
 */
export function useBoardSnapshot(
  layout: SnapshotLayout,
  { game, settings }: GamePageModel,
  input: ReadonlySignal<BoardInput | null>,
): void {
  useEffect(() => {
    const loading = import('./take-snapshot');
    let loaded: Taking | null = null;
    void loading.then((module) => {
      loaded = module;
    });
    /** Runs `task` at once when the module that takes snapshots is there, else once it is. */
    const withTaking = (task: (taking: Taking) => void) => {
      if (loaded) task(loaded);
      else void loading.then(task);
    };
    /**
     * Whether the board shows the loaded game with the player's settings (settings shown before
     * the stored ones are read are not the player's). Read in the effect, it subscribes to each.
     */
    const isShowingGame = () =>
      game.isLoaded.value && !game.problem.value && input.value !== null && settings.isLoaded.value;
    /** Keeps what the page shows as the snapshot of the given revision and settings. */
    const keep = (
      revision: number,
      updatedAt: number,
      settingsUpdatedAt: number | null,
      taking: Taking,
    ) => {
      const main = document.querySelector('main.game');
      if (!main) return;
      taking.keepSnapshot(layout, main, {
        revision,
        updatedAt,
        settingsUpdatedAt,
        game: game.current.peek(),
        isEndingClosed: game.isEndingClosed.peek(),
      });
    };
    const keepOnHide = () =>
      withTaking((taking) => {
        if (document.visibilityState !== 'hidden' || !isShowingGame()) return;
        // The page's own render of the last change has run: each event's listeners are followed
        // by the microtasks Preact renders in.
        keep(game.revision.peek(), game.updatedAt.peek(), settings.updatedAt.peek(), taking);
      });
    document.addEventListener('visibilitychange', keepOnHide);
    const stop = effect(() => {
      if (!isShowingGame()) return;
      const revision = game.revision.value;
      const updatedAt = game.updatedAt.value;
      const settingsUpdatedAt = settings.updatedAt.value;
      afterRender(() =>
        withTaking((taking) => {
          // A later change takes its own snapshot.
          const isStill = game.revision.peek() === revision && game.updatedAt.peek() === updatedAt;
          if (!isStill || settings.updatedAt.peek() !== settingsUpdatedAt) return;
          keep(revision, updatedAt, settingsUpdatedAt, taking);
        }),
      );
    });
    return () => {
      stop();
      document.removeEventListener('visibilitychange', keepOnHide);
    };
  }, []);
}

/**
 * Runs `task` once the page's render of a change is in its elements: after the next frame where
 * the page paints; in a hidden page, which paints none, after a task of its own. Not at once
 * there, as `afterNextPaint` does: a change comes to a component as a render queued for later
 * (Preact's microtask), and a snapshot taken at once would keep the board before the change
 * under the new revision, which the next page would paint as the stored game.
 */
function afterRender(task: () => void): void {
  if (document.visibilityState === 'hidden') setTimeout(task);
  else afterNextPaint(task);
}

/**
 * Shows the chosen table colour, card back, deck, hand and motion (docs/rules.md, Looks) once the stored
 * settings are read and as they change (the motion also as the system's wish changes), and keeps
 * them for the next page's first frame.
 */
export function useLooks({ settings, motion }: GamePageModel): void {
  useEffect(
    () =>
      effect(() => {
        if (!settings.isLoaded.value) return;
        const { table, cardBack, deck, hand, motion: motionChoice } = settings.settings.value;
        showLooks({ table, cardBack, deck, hand });
        keepLooks({ table, cardBack, deck, hand, motion: motionChoice });
      }),
    [],
  );
  useMotion({ settings, motion });
}
