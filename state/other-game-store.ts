/**
 * The game set aside when a newer one arrived from another browser: the replaced game is not
 * lost, and one click brings it back. The background (sync.ts) sets it aside; a page offers to
 * resume it, or to let it go.
 */
import { signal } from '@preact/signals';
import { isUnderWay } from '../engine';
import { type GameResult, resultOf } from './game-result';
import type { GameStore } from './game-store';
import type { StoredItem } from './items';
import { readChange, readItem } from './read-item';
import type { SavedGame } from './schemas';

export interface OtherGameStoreOptions {
  /** Where the set-aside game is kept (`otherGameItem` in the product). */
  item: StoredItem;
  /** The game store of the page. */
  games: GameStore;
  /** Told when a set-aside game begun and not over is let go: it counts as played, not won. */
  onGameCounted?: (result: GameResult) => void;
}

export type OtherGameStore = ReturnType<typeof createOtherGameStore>;

export function createOtherGameStore({
  item,
  games,
  onGameCounted = () => {},
}: OtherGameStoreOptions) {
  const otherGame = signal<SavedGame | null>(null);

  // Checked once the schemas have loaded, in the order told (read-item.ts `readChange`).
  const show = (value: unknown) =>
    readChange(
      value,
      (schemas) => schemas.savedGame,
      (read) => {
        otherGame.value = read.value ?? null;
      },
    );

  /** Forgets the set-aside game; a write that fails leaves it offered again on the next page. */
  function forget(): void {
    otherGame.value = null;
    item.setValue(null).catch(() => {});
  }

  return {
    /** The game set aside, or null when there is none. */
    otherGame,
    /** Reads the set-aside game and follows it. @returns unsubscribe. */
    async load(): Promise<() => void> {
      // Followed from before the read, so that a game set aside meanwhile is not missed.
      let hasArrived = false;
      const stop = item.watch((value) => {
        hasArrived = true;
        show(value);
      });
      const read = await readItem(item, (schemas) => schemas.savedGame);
      if (!hasArrived) otherGame.value = read.value ?? null;
      return stop;
    },
    /** "Resume the other game": it becomes the game in progress, with its undo history. */
    resume(): void {
      const setAside = otherGame.peek();
      if (!setAside) return;
      games.resume(setAside);
      forget();
    },
    /** Lets the set-aside game go; begun and not over, it counts as played and not won. */
    dismiss(): void {
      const setAside = otherGame.peek();
      if (!setAside) return;
      if (isUnderWay(setAside.game)) {
        onGameCounted(
          resultOf(setAside.game, setAside.elapsedMs, setAside.dealtAt, setAside.dealtBy),
        );
      }
      forget();
    },
  };
}
