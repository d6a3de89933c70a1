import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  applyMove,
  type Card,
  type Game,
  type Move,
  newGame,
  parseCard,
  parseMove,
  playableMoves,
  undoMove,
} from '../../../engine';
import { changeBetween } from '../../../state/arrival';
import type { GameEvent } from '../../../state/game-events';
import { createGameStore, type GameStore } from '../../../state/game-store';
import { localGameItem } from '../../../state/items';

/**
 * YU1-C-AAAAAAB (docs/rules.md, The dealing algorithm YU1): column 2 holds 9S face down under
 * 6H QS AD 9H 8S, and column 7 ends with 7C.
 */
const CODE = 'YU1-C-AAAAAAB';
const card = (name: string) => parseCard(name) as Card;
const cards = (names: string) => names.split(' ').map(card);

/** A page showing CODE, writing each change at once, and every event it tells from now on. */
async function pageOf(): Promise<{ store: GameStore; heard: GameEvent[] }> {
  const store = createGameStore({ item: localGameItem, deferWrite: (write) => write() });
  await store.load();
  store.startNewGame({ code: CODE });
  const heard: GameEvent[] = [];
  store.onEvent((event) => heard.push(event));
  return { store, heard };
}

/**
 * The next event `store` tells; a game arrived with the change read from it (arrival.ts), as the
 * announcements read it, in place of the game shown before.
 */
function nextEvent(store: GameStore): Promise<unknown> {
  return new Promise((resolve) => {
    const stop = store.onEvent((event) => {
      stop();
      if (event.type !== 'arrived') resolve(event);
      else
        resolve({
          type: 'arrived',
          game: event.game,
          change: changeBetween(event.before, event.game),
        });
    });
  });
}

describe('game events', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it('tells a move with its cards and the card turned up, and its undo with that card face down', async () => {
    const { store, heard } = await pageOf();
    store.move(parseMove('6H-c7'));
    const moved = store.current.value;
    store.undo();
    expect(heard).toEqual([
      { type: 'move', game: moved, cards: cards('6H QS AD 9H 8S'), to: 6, turnedUp: card('9S') },
      {
        type: 'undo',
        game: store.current.value,
        cards: cards('6H QS AD 9H 8S'),
        to: 1,
        turnedDown: card('9S'),
      },
    ]);
  });

  it('tells a new deal and a restart of a game begun, not a deal dealt again unplayed', async () => {
    const { store, heard } = await pageOf();
    // The same cards where they lay: nothing to tell.
    store.restart();
    store.startNewGame({ code: CODE });
    store.move(parseMove('6H-c7'));
    store.restart();
    store.startNewGame({ code: 'YU1-S-AAAAAAB' });
    expect(heard.map((event) => [event.type, event.game.code, event.game.moves])).toEqual([
      ['move', CODE, 1],
      ['deal', CODE, 0],
      ['deal', 'YU1-S-AAAAAAB', 0],
    ]);
  });

  it('tells a game from another page, with the one move or undo it is away', async () => {
    const { store: here, heard } = await pageOf();
    // `there` deals CODE again, unplayed: `here` takes the new revision, and tells nothing, as
    // no card moved.
    const { store: there } = await pageOf();
    await vi.waitFor(() => expect(here.revision.value).toBe(there.revision.value));
    expect(here.dealtAt.value).toBe(there.dealtAt.value);
    expect(heard).toEqual([]);
    let arrival = nextEvent(here);
    there.move(parseMove('6H-c7'));
    expect(await arrival).toEqual({
      type: 'arrived',
      game: there.current.value,
      change: {
        type: 'move',
        game: there.current.value,
        cards: cards('6H QS AD 9H 8S'),
        to: 6,
        turnedUp: card('9S'),
      },
    });
    arrival = nextEvent(here);
    there.undo();
    expect(await arrival).toMatchObject({ change: { type: 'undo', turnedDown: card('9S') } });
  });

  it('tells a game from another page several moves away as arrived, naming no change', async () => {
    const { store: here } = await pageOf();
    const deferred: (() => void)[] = [];
    const there = createGameStore({
      item: localGameItem,
      deferWrite: (write) => deferred.push(write),
    });
    await there.load();
    there.move(parseMove('6H-c7'));
    there.move(parseMove('2C-c4'));
    const arrival = nextEvent(here);
    for (const write of deferred.splice(0)) write();
    expect(await arrival).toEqual({ type: 'arrived', game: there.current.value, change: null });
  });

  describe('a game from another browser, which comes without its undo history', () => {
    /**
     * Writes `game` as sync writes a game it takes from another browser: a newer revision of the
     * stored game, with no undo history.
     */
    async function syncWrites(game: Game) {
      const stored = (await localGameItem.getValue()) as { revision: number; updatedAt: number };
      await localGameItem.setValue({
        ...stored,
        game: { ...game, history: [] },
        revision: stored.revision + 1,
        updatedAt: stored.updatedAt + 1,
      });
    }

    it('is no undo at the same move count: the same move played there, or another', async () => {
      const { store: here, heard } = await pageOf();
      here.move(parseMove('6H-c7'));
      // The same game, played on another browser (its clock only is newer): before, the page
      // read one undo step less as an undo of its own last move, and its announcement threw on
      // the card it "turned face down", which was not there.
      let arrival = nextEvent(here);
      await syncWrites(here.current.value);
      expect(await arrival).toEqual({ type: 'arrived', game: here.current.value, change: null });
      // Another first move, played there: one move, but not from the position shown here.
      const dealt = newGame(CODE);
      const otherMove = playableMoves(dealt).find((move) => move.card !== card('6H'));
      const other = applyMove(dealt, otherMove as Move).game as Game;
      arrival = nextEvent(here);
      await syncWrites(other);
      expect(await arrival).toMatchObject({ type: 'arrived', change: null });
      expect(here.current.value.position).toEqual(other.position);
      expect(heard.map(({ type }) => type)).toEqual(['move', 'arrived', 'arrived']);
    });

    it('is told as the move played there when it is one move on', async () => {
      const { store: here } = await pageOf();
      const moved = applyMove(here.current.value, parseMove('6H-c7')).game as Game;
      const arrival = nextEvent(here);
      await syncWrites(moved);
      expect(await arrival).toMatchObject({
        type: 'arrived',
        change: { type: 'move', cards: cards('6H QS AD 9H 8S'), to: 6, turnedUp: card('9S') },
      });
    });

    it('is told as an undo when it is the last move here, taken back there', async () => {
      const { store: here } = await pageOf();
      here.move(parseMove('6H-c7'));
      const undone = undoMove(here.current.value).game as Game;
      const arrival = nextEvent(here);
      await syncWrites(undone);
      expect(await arrival).toMatchObject({
        type: 'arrived',
        change: { type: 'undo', cards: cards('6H QS AD 9H 8S'), to: 1, turnedDown: card('9S') },
      });
    });
  });
});
