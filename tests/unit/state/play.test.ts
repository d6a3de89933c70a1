import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { formatCard, newGame, parseCard } from '../../../engine';
import { createGameStore } from '../../../state/game-store';
import { localGameItem, localSettingsItem } from '../../../state/items';
import { createPlay } from '../../../state/play';
import { createSettingsStore } from '../../../state/settings-store';

const card = (text: string) => parseCard(text) as number;

/** A play model over YU1-C-AAAAAAB (docs/rules.md, The dealing algorithm YU1) with the settings given. */
async function playDeal(settingsChange = {}) {
  const game = createGameStore({ item: localGameItem });
  const settings = createSettingsStore({ item: localSettingsItem });
  await Promise.all([game.load(), settings.load()]);
  settings.update(settingsChange);
  game.startNewGame({ code: 'YU1-C-AAAAAAB' });
  const lastCards = () =>
    game.current.value.position.columns.map((column) => formatCard(column.cards.at(-1) as number));
  return { game, play: createPlay({ game, settings }), lastCards };
}

describe('play', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it('drops a group where it builds', async () => {
    const { play, lastCards } = await playDeal();
    expect(play.drop(card('6H'), 6)).toBe(true);
    expect(lastCards()[6]).toBe('8S');
    expect(play.refusal.value).toBeNull();
  });

  it('keeps the refusal of a drop where the group does not build, to explain it', async () => {
    const { play, game } = await playDeal();
    const before = game.current.value;
    expect(play.drop(card('6H'), 2)).toBe(false);
    expect(play.refusal.value).toEqual({ notice: 'does-not-fit' });
    expect(game.current.value).toBe(before);
  });

  it('says nothing about refusals when interactive rules are off', async () => {
    const { play } = await playDeal({ interactiveRules: false });
    expect(play.drop(card('6H'), 2)).toBe(false);
    expect(play.refusal.value).toBeNull();
  });

  it('with auto placement, puts a group dropped where it cannot go on a column that takes it', async () => {
    const { play, lastCards } = await playDeal({ autoPlacement: true });
    expect(play.drop(card('6H'), 2)).toBe(true);
    expect(lastCards()[6]).toBe('8S');
    expect(play.refusal.value).toBeNull();
  });

  it('with auto placement, still refuses when no column takes the group', async () => {
    const { play } = await playDeal({ autoPlacement: true });
    // QS builds on no red King of this deal's last cards.
    expect(play.drop(card('QS'), 0)).toBe(false);
    expect(play.refusal.value).toEqual({ notice: 'does-not-fit' });
  });

  it('sends a group to a column, or says that none takes it', async () => {
    const { play, lastCards } = await playDeal();
    expect(play.sendToColumn(card('2C'))).toBe(true);
    expect(lastCards()[3]).toBe('2C');
    expect(play.sendToColumn(card('QS'))).toBe(false);
    expect(play.refusal.value).toEqual({ notice: 'no-column' });
  });

  it('clears the refusal shown with the next accepted move or undo', async () => {
    const { play } = await playDeal();
    play.drop(card('6H'), 2);
    expect(play.sendHome(card('7H'))).toBe('foundation-order');
    expect(play.refusal.value).toEqual({ notice: 'foundation-order', card: card('7H') });
    expect(play.undo()).toBe(true);
    expect(play.refusal.value).toBeNull();
  });

  it('keeps the card a foundation refused, carried there as sent home, so that the toast names the card it needs first', async () => {
    const { play } = await playDeal();
    // 8S, column 2's last card, with no spade home yet.
    expect(play.drop(card('8S'), 'foundation')).toBe(false);
    expect(play.refusal.value).toEqual({ notice: 'foundation-order', card: card('8S') });
    // Refused for another reason, no card is kept: its sentence is the rule alone.
    expect(play.drop(card('QS'), 0)).toBe(false);
    expect(play.refusal.value).toEqual({ notice: 'does-not-fit' });
  });

  it('refuses everything once the game is over', async () => {
    const { play, game } = await playDeal();
    // Ended by the move limit (docs/rules.md, End of the game): the status the counter gives.
    const finished = { ...newGame('YU1-C-AAAAAAB'), moves: 3000, status: 'move-limit' as const };
    await localGameItem.setValue({ game: finished, elapsedMs: 0, revision: 999, updatedAt: 1 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(game.current.value.status).toBe('move-limit');
    expect(play.sendToColumn(card('2C'))).toBe(false);
    expect(play.refusal.value).toEqual({ notice: 'game-over' });
  });
});
