// Puts a game into the fake storage.local the way a page saves it, so a component test starts
// from any position a player could reach.
import { type Card, type Game, newGame, parseCard } from '../../../engine';
import { localGameItem, localSettingsItem } from '../../../state/items';
import type { Settings } from '../../../state/settings';
import { createSettingsStore } from '../../../state/settings-store';

export const DEAL = 'YU1-C-AAAAAAB';

export const card = (text: string) => parseCard(text) as Card;

/** A game of DEAL whose columns hold the cards written (face up), the rest on the foundations. */
export function gameWith(
  columns: string[][],
  foundations: number[],
  change: Partial<Game> = {},
): Game {
  return {
    ...newGame(DEAL),
    position: {
      columns: columns.map((cards) => ({ cards: cards.map(card), faceDown: 0 })),
      foundations,
    },
    ...change,
  };
}

export async function saveGame(game: Game, elapsedMs = 0): Promise<void> {
  await localGameItem.setValue({ game, elapsedMs, revision: 1, updatedAt: 1 });
}

export async function saveSettings(change: Partial<Settings>): Promise<void> {
  const store = createSettingsStore({ item: localSettingsItem });
  await store.load();
  store.update(change);
  await new Promise((resolve) => setTimeout(resolve, 0));
}
