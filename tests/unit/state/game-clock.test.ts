import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyMove, legalMoves, newGame } from '../../../engine';
import { lockedClockTurn } from '../../../state/clock-turn';
import { createGameStore, type GameStore } from '../../../state/game-store';
import type { StoredItem } from '../../../state/items';
import { type SavedGame, SavedGameSchema } from '../../../state/schemas';
import { readStored } from '../../../state/stored-value';
import { fakeItem, heldItem } from './fake-item';
import { fakeLocks } from './fake-locks';

const CODE = 'YU1-C-AAAAAAB';

/** Lets storage answer and the locks change hands. */
const settle = () => vi.advanceTimersByTimeAsync(0);

/** `ms` of play pass, and every page renews its clock's reading (as once a second). */
async function pass(ms: number, ...pages: GameStore[]) {
  await vi.advanceTimersByTimeAsync(ms);
  for (const page of pages) page.tick();
}

/** A page on the shared `item`, taking turns at the clock through the shared `locks`. */
async function openPage(item: StoredItem, locks: LockManager): Promise<GameStore> {
  const page = createGameStore({
    item,
    now: () => Date.now(),
    deferWrite: (task) => task(),
    clockTurn: lockedClockTurn(locks),
  });
  // The fake storage answers in a later task, which the fake timers run.
  const loading = page.load();
  await settle();
  await loading;
  return page;
}

/**
 * A game under way (one move played) on a first page, and a second page on the same `item`
 * opened after it, the two taking turns at the clock.
 */
async function underWayOnTwoPages(item: StoredItem) {
  const locks = fakeLocks();
  const tab = await openPage(item, locks);
  tab.startNewGame({ code: CODE });
  playAMove(tab);
  return { tab, other: await openPage(item, locks) };
}

function playAMove(page: GameStore) {
  const game = page.current.value;
  expect(page.move(legalMoves(game.variant, game.position)[0])).toBeNull();
}

async function storedTime(item: StoredItem): Promise<number | undefined> {
  const read = item.getValue();
  await settle();
  return readStored(SavedGameSchema, await read).value?.elapsedMs;
}

describe('the clock of a game several pages show (docs/rules.md, Score, moves and time)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts the time once, on the page the player came to last, and not while all are hidden', async () => {
    const item = fakeItem();
    const locks = fakeLocks();
    const tab = await openPage(item, locks);
    tab.startNewGame({ code: CODE });
    playAMove(tab);
    await pass(10_000, tab);
    expect(tab.elapsedMs.value).toBe(10_000);

    // The popup opens over the tab, which stays visible: the popup's clock runs, the tab's stops
    // and hands on its 10 s.
    const popup = await openPage(item, locks);
    popup.setVisible(true);
    await settle();
    await pass(5000, tab, popup);
    expect(popup.elapsedMs.value).toBe(15_000);
    expect(tab.elapsedMs.value).toBe(10_000);

    // The popup closes: the tab runs on from the popup's 15 s.
    popup.setVisible(false);
    await settle();
    await pass(3000, tab);
    expect(tab.elapsedMs.value).toBe(18_000);

    // Every page hidden: the time stands still.
    tab.setVisible(false);
    await pass(60_000, tab);
    expect(tab.elapsedMs.value).toBe(18_000);
    expect(await storedTime(item)).toBe(18_000);

    // Shown again, it runs again.
    tab.setVisible(true);
    await settle();
    await pass(2000, tab);
    expect(tab.elapsedMs.value).toBe(20_000);
  });

  it('keeps the time run on a page when a move arrives from another page', async () => {
    const item = fakeItem();
    // A second tab, opened behind (it never came to the front): the first keeps the turn.
    const { tab, other } = await underWayOnTwoPages(item);
    await pass(4000, tab, other);
    playAMove(other);
    await settle();
    await pass(1000, tab);
    expect(tab.current.value.moves).toBe(2);
    expect(tab.elapsedMs.value).toBe(5000);
    tab.setVisible(false);
    other.setVisible(false);
    expect(await storedTime(item)).toBe(5000);
  });

  it('keeps a move made on one page as another page, hidden at that instant, writes its time', async () => {
    const item = fakeItem();
    // A second tab behind: the first keeps the turn and counts 4 s it has not yet written.
    const { tab, other } = await underWayOnTwoPages(item);
    await pass(4000, tab, other);
    // The player moves on the second tab as the first is hidden, before either hears of the
    // other's write: the first writes its time with the board it still shows.
    playAMove(other);
    tab.setVisible(false);
    await settle();
    await settle();
    for (const page of [tab, other]) {
      expect(page.current.value.moves).toBe(2);
      expect(page.elapsedMs.value).toBe(4000);
    }
    const read = item.getValue();
    await settle();
    const stored = readStored(SavedGameSchema, await read).value;
    expect(stored?.game.moves).toBe(2);
    expect(stored?.elapsedMs).toBe(4000);
  });

  it('keeps its move as played here when it hears late of its own move and then of its time', async () => {
    const item = heldItem();
    const page = await openPage(item, fakeLocks());
    page.startNewGame({ code: CODE });
    playAMove(page);
    await pass(2000, page);
    // What the move brought up covers the board (No progress left): the time is written.
    page.setCovered(true);
    item.tell(0);
    await settle();
    // The move is still the one played here (what it brought up stays), at the time written.
    expect(page.isPlayedHere.value).toBe(true);
    expect(page.elapsedMs.value).toBe(2000);
  });

  it('keeps its move as played here when another page writes its time at the same revision', async () => {
    const item = fakeItem();
    // A second window, visible, waiting for the clock's turn.
    const { tab, other: window2 } = await underWayOnTwoPages(item);
    playAMove(tab);
    await settle();
    // What the move brought up covers the tab's board: the second window's clock runs.
    tab.setCovered(true);
    await settle();
    await pass(2000, tab, window2);
    // The second window is hidden and writes its 2 s: the same revision, the same game.
    window2.setVisible(false);
    await settle();
    await settle();
    expect(tab.elapsedMs.value).toBe(2000);
    expect(tab.isPlayedHere.value).toBe(true);
  });

  it('puts no time counted on a game left on the same deal that sync brought in its place', async () => {
    const item = heldItem();
    const page = await openPage(item, fakeLocks());
    const stored = async () => {
      const read = item.getValue();
      await settle();
      return (await read) as { revision: number; updatedAt: number; elapsedMs: number };
    };
    page.startNewGame({ code: CODE });
    playAMove(page);
    item.tell(0);
    await settle();
    const branch = await stored();
    playAMove(page);
    await pass(600_000, page);
    item.tell(0);
    await settle();
    const local = await stored();
    // Sync writes another browser's game of the same deal, newer: one move, its own 60 s, at the
    // next revision (sync-plans.ts, adoptGame).
    await item.setValue({
      ...branch,
      elapsedMs: 60_000,
      revision: local.revision + 1,
      updatedAt: Date.now() + 5,
    });
    // Hidden before it hears of it, the page writes its 600 s with the game it still shows.
    page.setVisible(false);
    item.tell(0);
    await settle();
    item.tell(0);
    await settle();
    expect(page.current.value.moves).toBe(1);
    expect((await stored()).elapsedMs).toBe(60_000);
  });

  it('keeps the time of the page that counted, whichever page hears the other first', async () => {
    for (const firstToHear of [0, 1]) {
      const item = heldItem();
      const locks = fakeLocks();
      const tab = await openPage(item, locks);
      tab.startNewGame({ code: CODE });
      playAMove(tab);
      item.tell(0);
      const other = await openPage(item, locks);
      await item.drain(settle);
      await pass(4000, tab, other);
      // A move on the second page, which is behind; the first, hidden at that instant, writes
      // the 4 s it counted with the board before the move.
      playAMove(other);
      tab.setVisible(false);
      await settle();
      item.tell(firstToHear);
      await settle();
      await item.drain(settle);
      expect(other.current.value.moves).toBe(2);
      expect(tab.current.value.moves).toBe(2);
      expect(readStored(SavedGameSchema, item.stored()).value?.elapsedMs).toBe(4000);
      expect(other.elapsedMs.value).toBe(4000);
    }
  });

  it('puts no time of a game left on a page behind either, when sync brought another game of the deal', async () => {
    const item = heldItem();
    const locks = fakeLocks();
    const page = await openPage(item, locks);
    page.startNewGame({ code: CODE });
    playAMove(page);
    item.tell(0);
    const behind = await openPage(item, locks);
    await item.drain(settle);
    const branch = item.stored() as { revision: number };
    playAMove(page);
    await item.drain(settle);
    await pass(600_000, page, behind);
    const local = item.stored() as { revision: number };
    // Sync's game: the deal after one move, 60 s, newer (sync-plans.ts, adoptGame).
    await item.setValue({
      ...branch,
      elapsedMs: 60_000,
      revision: local.revision + 1,
      updatedAt: Date.now() + 5,
    });
    page.setVisible(false);
    await settle();
    item.tell(0);
    await settle();
    item.tell(1);
    await settle();
    await item.drain(settle);
    expect(behind.current.value.moves).toBe(1);
    expect(readStored(SavedGameSchema, item.stored()).value?.elapsedMs).toBe(60_000);
  });

  it('keeps a resumed game’s own time when the game it replaced writes its time late', async () => {
    const item = heldItem();
    const page = await openPage(item, fakeLocks());
    const stored = () => readStored(SavedGameSchema, item.stored()).value as SavedGame;
    page.startNewGame({ code: CODE });
    playAMove(page);
    await item.drain(settle);
    const branch = stored();
    playAMove(page);
    playAMove(page);
    await pass(60_000, page);
    page.setVisible(false);
    await item.drain(settle);
    const local = stored();
    // Sync brings another browser's game of the deal in its place: 1 move, 3000 s, newer.
    await item.setValue({
      ...branch,
      elapsedMs: 3_000_000,
      revision: local.revision + 1,
      updatedAt: Date.now() + 5,
    });
    await item.drain(settle);
    const synced = stored();
    page.setVisible(true);
    await settle();
    // The player resumes the game set aside here as another page, which showed the synced game,
    // writes its time late.
    page.resume(local);
    await item.setValue({ ...synced, elapsedMs: 3_010_000, updatedAt: Date.now() + 10 });
    await item.drain(settle);
    expect(page.current.value.moves).toBe(3);
    expect(stored().elapsedMs).toBe(60_000);
  });

  it('gives no time run on the game shown to another deal that arrives in its place', async () => {
    const item = heldItem();
    const page = await openPage(item, fakeLocks());
    page.startNewGame({ code: CODE });
    playAMove(page);
    await item.drain(settle);
    const before = readStored(SavedGameSchema, item.stored()).value as SavedGame;
    // The page stays shown an hour, unattended, writing nothing; then another deal arrives.
    await pass(3_600_000, page);
    const dealt = newGame('YU1-C-AAAAAAC');
    const arrived = applyMove(dealt, legalMoves(dealt.variant, dealt.position)[0]).game;
    await item.setValue({
      game: arrived,
      elapsedMs: 60_000,
      revision: before.revision + 1,
      updatedAt: Date.now() + 5,
      dealtAt: Date.now() - 60_000,
    });
    await item.drain(settle);
    expect(page.current.value.code).toBe('YU1-C-AAAAAAC');
    expect(page.elapsedMs.value).toBe(60_000);
  });

  it('stands still while a dialog covers the board', async () => {
    const item = fakeItem();
    const page = await openPage(item, fakeLocks());
    page.startNewGame({ code: CODE });
    playAMove(page);
    await pass(2000, page);
    page.setCovered(true);
    await pass(30_000, page);
    expect(page.elapsedMs.value).toBe(2000);
    page.setCovered(false);
    await settle();
    await pass(1000, page);
    expect(page.elapsedMs.value).toBe(3000);
  });

  it('lets another page that shows the game count while a dialog covers this one', async () => {
    const item = fakeItem();
    const { tab, other: window2 } = await underWayOnTwoPages(item);
    window2.setVisible(true);
    await settle();
    await pass(1000, tab, window2);
    window2.setCovered(true);
    await settle();
    await pass(2000, tab, window2);
    expect(tab.elapsedMs.value).toBe(3000);
    expect(window2.elapsedMs.value).toBe(1000);
  });
});
