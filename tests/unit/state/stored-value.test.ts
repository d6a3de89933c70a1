import { describe, expect, it } from 'vitest';
import { newGame } from '../../../engine';
import { SavedGameSchema } from '../../../state/schemas';
import { readStored } from '../../../state/stored-value';
import { SyncedSettingsSchema } from '../../../state/sync-schemas';

const saved = { game: newGame('YU1-C-AAAAAAB'), elapsedMs: 0, revision: 1, updatedAt: 1 };

describe('readStored', () => {
  it('gives a value that passes its schema', () => {
    expect(readStored(SavedGameSchema, saved)).toEqual({ value: saved });
  });

  it("reads a game's status from its cards and its move counter, not as it was stored (docs/rules.md, End of the game)", () => {
    // "won" on a board not won (a damaged write) showed "You won!" over the deal.
    const claimed = { ...saved, game: { ...saved.game, status: 'won' } };
    expect(readStored(SavedGameSchema, claimed).value?.game.status).toBe('playing');
    const atLimit = { ...saved, game: { ...saved.game, moves: 3000 } };
    expect(readStored(SavedGameSchema, atLimit).value?.game.status).toBe('move-limit');
  });

  it('refuses nothing stored as missing', () => {
    expect(readStored(SavedGameSchema, undefined).refusal).toBe('missing');
    expect(readStored(SavedGameSchema, null).refusal).toBe('missing');
  });

  it('refuses a value of the wrong shape, naming the field', () => {
    const read = readStored(SavedGameSchema, { ...saved, elapsedMs: -5 });
    expect(read.refusal).toBe('unreadable');
    expect(read.reason).toMatch(/^elapsedMs: /);
  });

  it('refuses a game whose cards make no sound Yukon game', () => {
    const [first, second] = saved.game.position.columns;
    const columns = [
      { ...first, cards: second.cards.slice(-1) },
      ...saved.game.position.columns.slice(1),
    ];
    const game = { ...saved.game, position: { ...saved.game.position, columns } };
    expect(readStored(SavedGameSchema, { ...saved, game })).toEqual({
      refusal: 'unreadable',
      reason: 'the cards do not make a sound Yukon game',
    });
  });

  it('leaves a synced value of a newer version alone, and says which', () => {
    const read = readStored(SyncedSettingsSchema, { v: 2 }, { newestVersion: 1 });
    expect(read).toEqual({
      refusal: 'newer-version',
      reason: 'written by version 2; this one reads up to 1',
    });
    expect(readStored(SyncedSettingsSchema, { v: 2 }).refusal).toBe('unreadable');
  });
});
