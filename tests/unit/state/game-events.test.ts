import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { type Card, parseCard, parseMove } from '../../../engine';
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

/** The next event `store` tells. */
function nextEvent(store: GameStore): Promise<GameEvent> {
  return new Promise((resolve) => {
    const stop = store.onEvent((event) => {
      stop();
      resolve(event);
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
});
