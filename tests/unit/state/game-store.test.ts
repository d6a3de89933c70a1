import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  type Card,
  formatDealCode,
  type Game,
  legalMoves,
  type Move,
  newGame,
  parseCard,
  parseMove,
} from '../../../engine';
import { createGameStore } from '../../../state/game-store';
import { localGameItem, type StoredItem } from '../../../state/items';
import { SavedGameSchema } from '../../../state/schemas';
import { readStored } from '../../../state/stored-value';
import { lateReadItem } from './fake-item';

const CODE = 'YU1-C-AAAAAAB';

/** A clock the test moves by hand, ms. */
function manualClock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

/** Lets pending storage promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The stored game, keeping each value written to it in `written`. */
function countingItem(written: unknown[]): StoredItem {
  return {
    getValue: () => localGameItem.getValue(),
    setValue: (value) => {
      written.push(value);
      return localGameItem.setValue(value);
    },
    watch: (callback) => localGameItem.watch(callback),
  };
}

/** A page starts CODE, plays a move, shows it for `shownMs` on `clock`, and is hidden. */
async function playAMoveAndLeave(clock: ReturnType<typeof manualClock>, shownMs: number) {
  const page = createGameStore({ item: localGameItem, now: clock.now });
  await page.load();
  page.startNewGame({ code: CODE });
  page.move(firstMove(page));
  clock.advance(shownMs);
  page.setVisible(false);
  await settle();
}

function firstMove(store: ReturnType<typeof createGameStore>): Move {
  const game = store.current.value;
  return legalMoves(game.variant, game.position)[0];
}

describe('game store', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it('writes a move to storage.local at once, and a new page finds the same game', async () => {
    const store = createGameStore({ item: localGameItem });
    await store.load();
    store.startNewGame({ code: CODE });
    const move = parseMove('6H-c7'); // column 2's group from 6H onto column 7's 7C
    expect(store.move(move)).toBeNull();
    await settle();
    const stored = readStored(SavedGameSchema, await localGameItem.getValue()).value;
    expect(stored?.game).toEqual(store.current.value);

    const reopened = createGameStore({ item: localGameItem });
    await reopened.load();
    expect(reopened.current.value).toEqual(store.current.value);
    expect(reopened.current.value.moves).toBe(1);
  });

  it('writes a quick run of moves as its last state', async () => {
    const deferred: (() => void)[] = [];
    const store = createGameStore({
      item: localGameItem,
      deferWrite: (task) => deferred.push(task),
    });
    await store.load();
    store.startNewGame({ code: CODE });
    for (const task of deferred.splice(0)) task();
    await settle();
    store.move(firstMove(store));
    store.move(firstMove(store));
    // How many writes, and when, is the store's own affair (it keeps them off the frame showing a
    // move): what is stored once those frames are done is the game shown.
    for (const task of deferred.splice(0)) task();
    await settle();
    expect(readStored(SavedGameSchema, await localGameItem.getValue()).value?.game).toEqual(
      store.current.value,
    );
    expect(store.current.value.moves).toBe(2);
  });

  it('writes a move not yet written at once when the page is hidden (a popup closing)', async () => {
    const store = createGameStore({ item: localGameItem, deferWrite: () => {} });
    await store.load();
    store.startNewGame({ code: CODE });
    store.move(firstMove(store));
    store.setVisible(false);
    await settle();
    expect(readStored(SavedGameSchema, await localGameItem.getValue()).value?.game).toEqual(
      store.current.value,
    );
  });

  it('refuses an illegal move with its refusal code and changes nothing', async () => {
    const store = createGameStore({ item: localGameItem });
    await store.load();
    store.startNewGame({ code: CODE });
    const before = store.current.value;
    expect(store.move(parseMove('QS-c1'))).toBe('does-not-fit');
    expect(store.current.value).toBe(before);
  });

  it('undoes a move; the move counter does not go down (docs/rules.md, Undo)', async () => {
    const store = createGameStore({ item: localGameItem });
    await store.load();
    store.startNewGame({ code: CODE });
    const start = store.current.value.position;
    store.move(firstMove(store));
    store.undo();
    expect(store.current.value.position).toEqual(start);
    expect(store.current.value.moves).toBe(1);
  });

  it('redoes what was undone, tells it, and keeps it with the game across a reload', async () => {
    const store = createGameStore({ item: localGameItem });
    await store.load();
    store.startNewGame({ code: CODE });
    const told: string[] = [];
    store.onEvent((event) => told.push(event.type));
    store.move(parseMove('6H-c7'));
    const moved = store.current.value;
    store.undo();
    await settle();
    // A reload (a new page) finds the move to redo with the game.
    const reopened = createGameStore({ item: localGameItem });
    await reopened.load();
    expect(reopened.current.value.toRedo).toEqual([parseMove('6H-c7')]);
    expect(reopened.redo()).toBeNull();
    expect(reopened.current.value.position).toEqual(moved.position);
    expect(reopened.current.value.score).toBe(moved.score);
    expect(reopened.current.value.moves).toBe(2);
    await settle();
    // The first page follows; nothing is left to redo, and a redo then changes nothing.
    expect(store.current.value).toEqual(reopened.current.value);
    expect(store.redo()).toBeNull();
    expect(store.current.value).toEqual(reopened.current.value);
    expect(told).toEqual(['move', 'undo', 'arrived']);
  });

  it('reads a game saved without moves to redo (an older version) and refuses corrupt ones', async () => {
    const older = newGame(CODE);
    expect('toRedo' in older).toBe(false);
    await localGameItem.setValue({ game: older, elapsedMs: 0, revision: 3, updatedAt: 1 });
    const store = createGameStore({ item: localGameItem });
    await store.load();
    expect(store.problem.value).toBeNull();
    expect(store.current.value.code).toBe(CODE);
    // A move to redo that does not fit the position: the stored game is refused, not played.
    const corrupt = { ...newGame(CODE), toRedo: [parseMove('QS-c1')] };
    expect(
      readStored(SavedGameSchema, { game: corrupt, elapsedMs: 0, revision: 4, updatedAt: 2 }).value,
    ).toBeUndefined();
  });

  it('counts a game that a redo ends once (docs/rules.md, Statistics)', async () => {
    const counted: unknown[] = [];
    const store = createGameStore({ item: localGameItem, onGameCounted: (r) => counted.push(r) });
    await store.load();
    store.startNewGame({ code: CODE });
    store.move(parseMove('6H-c7'));
    const late = { ...store.current.value, moves: 2999 };
    await localGameItem.setValue({ game: late, elapsedMs: 0, revision: 50, updatedAt: 2 });
    await settle();
    expect(store.current.value.moves).toBe(2999);
    store.undo();
    expect(store.redo()).toBeNull();
    expect(store.current.value.status).toBe('move-limit');
    expect(store.isEndedHere.value).toBe(true);
    expect(store.redo()).toBe('game-over');
    store.startNewGame({ code: CODE });
    expect(counted).toHaveLength(1);
    expect(counted[0]).toMatchObject({ isWon: false, moves: 3000 });
  });

  it('starts the clock with the first move and runs it only while visible', async () => {
    const clock = manualClock();
    const store = createGameStore({ item: localGameItem, now: clock.now });
    await store.load();
    store.startNewGame({ code: CODE });
    clock.advance(5000);
    store.tick();
    expect(store.elapsedMs.value).toBe(0);
    store.move(firstMove(store));
    clock.advance(3000);
    store.tick();
    expect(store.elapsedMs.value).toBe(3000);
    store.setVisible(false);
    clock.advance(60_000);
    store.tick();
    expect(store.elapsedMs.value).toBe(3000);
    store.setVisible(true);
    clock.advance(1000);
    store.tick();
    expect(store.elapsedMs.value).toBe(4000);
  });

  it('writes nothing when a page with a game under way opens and shows it', async () => {
    const clock = manualClock();
    await playAMoveAndLeave(clock, 60_000);
    const written: unknown[] = [];
    const counting = countingItem(written);
    // A new tab: the page says it is visible as it mounts, loads the game, and says so again
    // when the browser reports it shown; the clock runs on between.
    const opened = createGameStore({
      item: counting,
      now: clock.now,
      deferWrite: (task) => task(),
    });
    opened.setVisible(true);
    await opened.load();
    clock.advance(8);
    opened.setVisible(true);
    clock.advance(2000);
    opened.setVisible(false);
    await settle();
    expect(readStored(SavedGameSchema, await localGameItem.getValue()).value?.elapsedMs).toBe(
      62_008,
    );
    // The one write is the hidden page's: opening the page and showing it wrote nothing.
    expect(written).toHaveLength(1);
  });

  it('keeps the time with the game across pages', async () => {
    const clock = manualClock();
    await playAMoveAndLeave(clock, 7000);
    const reopened = createGameStore({ item: localGameItem, now: clock.now });
    await reopened.load();
    expect(reopened.elapsedMs.value).toBe(7000);
  });

  it('never renders a corrupt stored game and leaves it until the first move', async () => {
    const corrupt = { game: { code: CODE, position: 'garbage' }, elapsedMs: 1 };
    await localGameItem.setValue(corrupt);
    const written: unknown[] = [];
    const store = createGameStore({ item: countingItem(written) });
    await store.load();
    expect(store.problem.value).toBe('unreadable');
    expect(store.current.value.moves).toBe(0);
    store.move(firstMove(store));
    await settle();
    expect(readStored(SavedGameSchema, await localGameItem.getValue()).value?.game.moves).toBe(1);
    // The move's write is the first: the corrupt value stayed until then.
    expect(written).toHaveLength(1);
    expect(store.problem.value).toBeNull();
  });

  it('refuses a stored game whose cards do not make a sound position', async () => {
    const game = newGame(CODE);
    game.position.columns[0].cards = [game.position.columns[1].cards[0]]; // a card twice
    await localGameItem.setValue({ game, elapsedMs: 0, revision: 3, updatedAt: 0 });
    const store = createGameStore({ item: localGameItem });
    await store.load();
    expect(store.problem.value).toBe('unreadable');
    expect(store.revision.value).toBe(0);
  });

  it('keeps playing and says "not saved" when storage refuses a write', async () => {
    const refusing: StoredItem = {
      getValue: async () => null,
      setValue: () => Promise.reject(new Error('QUOTA_BYTES quota exceeded')),
      watch: () => () => {},
    };
    const store = createGameStore({ item: refusing });
    await store.load();
    store.startNewGame({ code: CODE });
    expect(store.move(firstMove(store))).toBeNull();
    await settle();
    expect(store.current.value.moves).toBe(1);
    expect(store.problem.value).toBe('not-saved');
  });

  it('follows a newer game written by another page and ignores an older one', async () => {
    const first = createGameStore({ item: localGameItem });
    await first.load();
    first.startNewGame({ code: CODE });
    await settle();
    const second = createGameStore({ item: localGameItem });
    await second.load();
    second.move(firstMove(second));
    await settle();
    expect(first.current.value).toEqual(second.current.value);

    const older = { game: newGame('YU1-C-AAAAAAC'), elapsedMs: 0, revision: 0, updatedAt: 0 };
    await localGameItem.setValue(older);
    await settle();
    expect(first.current.value.code).toBe(CODE);
  });

  it("keeps an ending closed with the game, and opens the next game's ending again", async () => {
    const store = createGameStore({ item: localGameItem });
    await store.load();
    store.closeEnding();
    expect(store.isEndingClosed.value).toBe(false); // nothing ended: nothing to close
    // Every card home: a game's status is read from its cards (a stored "won" alone is not).
    const won: Game = {
      ...newGame(CODE),
      position: {
        columns: Array.from({ length: 7 }, () => ({ cards: [], faceDown: 0 })),
        foundations: [13, 13, 13, 13],
      },
      status: 'won',
      moves: 120,
    };
    await localGameItem.setValue({ game: won, elapsedMs: 5000, revision: 50, updatedAt: 1 });
    await settle();
    expect(store.current.value.status).toBe('won');
    store.closeEnding();
    await settle();
    const reloaded = createGameStore({ item: localGameItem });
    await reloaded.load();
    expect(reloaded.isEndingClosed.value).toBe(true);
    expect(reloaded.elapsedMs.value).toBe(5000);
    reloaded.setVisible(false);
    reloaded.setVisible(true);
    expect(reloaded.isEndingClosed.value).toBe(true);
    reloaded.startNewGame({ code: CODE });
    expect(reloaded.isEndingClosed.value).toBe(false);
  });

  it('knows a game ended by its own move, after the move, whoever listens later', async () => {
    const oneMoveLeft: Game = {
      ...newGame(CODE),
      position: {
        columns: [['KS'], [], [], [], [], [], []].map((names) => ({
          cards: names.map((name) => parseCard(name) as Card),
          faceDown: 0,
        })),
        foundations: [12, 13, 13, 13],
      },
      moves: 140,
    };
    await localGameItem.setValue({ game: oneMoveLeft, elapsedMs: 0, revision: 7, updatedAt: 1 });
    const winning = createGameStore({ item: localGameItem });
    const other = createGameStore({ item: localGameItem });
    await Promise.all([winning.load(), other.load()]);
    expect(winning.isEndedHere.value).toBe(false);
    expect(winning.move(parseMove('KS-f'))).toBeNull();
    expect(winning.current.value.status).toBe('won');
    expect(winning.isEndedHere.value).toBe(true);
    await settle();
    // The other page shows the same win, which it did not make.
    expect(other.current.value.status).toBe('won');
    expect(other.isEndedHere.value).toBe(false);
    // A won game cannot be undone (docs/rules.md, Undo); the next game has not ended at all.
    winning.startNewGame({ code: CODE });
    expect(winning.isEndedHere.value).toBe(false);
  });

  it('keeps a Double Yukon card sent home its own move when storage gives it back', async () => {
    // Double Yukon's foundation move keeps its slot in the undo history, and storage gives the
    // game back with its keys in the schema's order: that is the same game, not another page's
    // (docs/rules.md, D: Double Yukon; End of the game: what a move here shows).
    const dealt = Array.from({ length: 50 }, (_, number) =>
      newGame(formatDealCode('D', number + 1)),
    ).find((game) => legalMoves('D', game.position).some((move) => move.to === 'foundation'));
    if (!dealt) throw new Error('No Double Yukon deal of the first 50 has a card to send home.');
    await localGameItem.setValue({ game: dealt, elapsedMs: 0, revision: 3, updatedAt: 1 });
    const page = createGameStore({ item: localGameItem });
    await page.load();
    const home = legalMoves('D', dealt.position).find((move) => move.to === 'foundation') as Move;
    expect(page.move(home)).toBeNull();
    const played = page.current.value;
    expect(played.history.at(-1)?.slot).toBeDefined();
    await settle();
    expect(page.current.value).toBe(played);
    expect(page.isPlayedHere.value).toBe(true);
  });

  it('shows a game written while it reads, and never writes its first deal over it', async () => {
    // Storage answers the read with what it held when asked (nothing: a first visit), but only
    // after another page's write and its change event: the case of a new tab opening while sync
    // or another page stores a game.
    const item = lateReadItem();
    const page = createGameStore({ item, deferWrite: (write) => setTimeout(write, 0) });
    const loading = page.load();
    const elsewhere = newGame('YU1-R-AAAAAAD');
    await item.setValue({ game: elsewhere, elapsedMs: 4000, revision: 12, updatedAt: 5 });
    item.answerRead();
    await loading;
    await settle();
    expect(page.current.value.code).toBe('YU1-R-AAAAAAD');
    expect((item.stored() as { game: { code: string } }).game.code).toBe('YU1-R-AAAAAAD');
  });
});
