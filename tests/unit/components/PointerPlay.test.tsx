// @vitest-environment happy-dom
// Taps on the board, pressed and released as a finger does, against the
// play model's answers. The double tap's time runs on vitest's fake clock.
import { signal } from '@preact/signals';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Board } from '../../../components/Board';
import * as input from '../../../components/board-input';
import { DOUBLE_TAP_MS } from '../../../components/use-pointer-play';
import { type Game, newGame } from '../../../engine';
import { createGameStore, type GameStore } from '../../../state/game-store';
import { createPlay } from '../../../state/play';
import type { Settings } from '../../../state/settings';
import { createSettingsStore } from '../../../state/settings-store';
import { card, fakePageItems, gameWith, saveGame } from './saved-game';

/**
 * Foundations S to 8, H complete, D to 6, C to 8. Column 1 ends with 9S (it may go home),
 * column 2 with 9C, column 3 holds 9D 7D 8D: 8D may not go home, and builds on 9C and 9S.
 */
const LATE_COLUMNS = [
  ['KC', 'QD', 'JC', 'TD', '9S'],
  ['KS', 'QS', 'JS', 'TS', 'KD', 'QC', 'JD', 'TC', '9C'],
  ['9D', '7D', '8D'],
  [],
  [],
  [],
  [],
];

let pointerId = 1;

/** A press and release on the same spot. */
function tap(name: string) {
  const element = screen.getByRole('img', { name });
  const init = { pointerId: pointerId++, pointerType: 'touch', button: 0, clientX: 9, clientY: 9 };
  fireEvent.pointerDown(element, init);
  fireEvent.pointerUp(element, init);
}

/**
 * The board over `stored` (by default the late position), with the settings changed as given;
 * its game and play.
 */
async function showBoard(
  change: Partial<Settings> = {},
  stored: Game = gameWith(LATE_COLUMNS, [8, 13, 6, 8]),
) {
  const items = fakePageItems();
  await saveGame(items, stored);
  const game = createGameStore({ item: items.game });
  const settings = createSettingsStore({ item: items.settings });
  await Promise.all([game.load(), settings.load()]);
  settings.update(change);
  const play = createPlay({ game, settings });
  const hint = signal(null);
  const board = () => (
    <Board game={game} play={play} settings={settings.settings} hint={hint} input={input} />
  );
  render(board());
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  const lastCard = (column: number) => game.current.value.position.columns[column - 1].cards.at(-1);
  return { game, play, settings, lastCard, items };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('pointer play', () => {
  it('sends a tapped last card home at once', async () => {
    const { game, lastCard } = await showBoard();
    tap('9 of spades');
    expect(lastCard(1)).toBe(card('TD'));
    expect(game.current.value.position.foundations[0]).toBe(9);
  });

  it("explains a refused tap once the double tap's time is up, as a second tap may follow", async () => {
    const { play, game } = await showBoard();
    tap('8 of diamonds');
    vi.advanceTimersByTime(DOUBLE_TAP_MS - 1);
    expect(play.refusal.value).toBeNull();
    vi.advanceTimersByTime(1);
    expect(play.refusal.value).toEqual({ notice: 'foundation-order', card: card('8D') });
    expect(game.current.value.moves).toBe(0);
  });

  it('sends a double-tapped group to a column, and never explains the first tap', async () => {
    const { play, lastCard } = await showBoard();
    tap('8 of diamonds');
    vi.advanceTimersByTime(DOUBLE_TAP_MS - 1);
    tap('8 of diamonds');
    expect(lastCard(2)).toBe(card('8D'));
    vi.advanceTimersByTime(10 * DOUBLE_TAP_MS);
    expect(play.refusal.value).toBeNull();
  });

  it("takes two taps further apart than the double tap's time for two taps", async () => {
    const { play, game } = await showBoard();
    tap('8 of diamonds');
    vi.advanceTimersByTime(DOUBLE_TAP_MS);
    const first = play.refusal.value;
    expect(first).toEqual({ notice: 'foundation-order', card: card('8D') });
    tap('8 of diamonds');
    vi.advanceTimersByTime(DOUBLE_TAP_MS);
    // Explained again: a new notice, which the toast shows anew.
    expect(play.refusal.value).toEqual({ notice: 'foundation-order', card: card('8D') });
    expect(play.refusal.value).not.toBe(first);
    expect(game.current.value.moves).toBe(0);
  });

  it('explains a refused tap at once with double taps off', async () => {
    const { play } = await showBoard({ doubleClick: false });
    tap('8 of diamonds');
    expect(play.refusal.value).toEqual({ notice: 'foundation-order', card: card('8D') });
  });

  it('keeps quiet about a refused tap with interactive rules off', async () => {
    const { play, settings, lastCard } = await showBoard({ interactiveRules: false });
    tap('8 of diamonds');
    vi.advanceTimersByTime(DOUBLE_TAP_MS);
    expect(play.refusal.value).toBeNull();
    expect(lastCard(3)).toBe(card('8D'));
    // The same tap with the rules explained: the tap did reach the play model.
    settings.update({ interactiveRules: true });
    tap('8 of diamonds');
    vi.advanceTimersByTime(DOUBLE_TAP_MS);
    expect(play.refusal.value).toEqual({ notice: 'foundation-order', card: card('8D') });
  });
});

/**
 * Another page's move, the 9 of clubs sent home from the late position, written to storage;
 * resolves once the board shows it.
 */
async function nineOfClubsSentHomeElsewhere(
  items: ReturnType<typeof fakePageItems>,
  game: GameStore,
) {
  const elsewhere = gameWith(
    LATE_COLUMNS.map((cards) => cards.filter((text) => text !== '9C')),
    [8, 13, 6, 9],
    { moves: 1 },
  );
  await items.game.setValue({ game: elsewhere, elapsedMs: 0, revision: 2, updatedAt: 2 });
  await vi.waitFor(() => expect(game.current.value.position.foundations).toEqual([8, 13, 6, 9]));
}

describe('a press held as the game changes', () => {
  it("lets go of a card held without a drag when another page's move comes: its release sends nothing home", async () => {
    const { game, items } = await showBoard();
    const init = {
      pointerId: pointerId++,
      pointerType: 'touch',
      button: 0,
      clientX: 9,
      clientY: 9,
    };
    fireEvent.pointerDown(screen.getByRole('img', { name: '9 of spades' }), init);
    // The 9 of spades is still column 1's last card.
    await nineOfClubsSentHomeElsewhere(items, game);
    fireEvent.pointerUp(screen.getByRole('img', { name: '9 of spades' }), init);
    expect(game.current.value.position.foundations).toEqual([8, 13, 6, 9]);
    expect(game.current.value.moves).toBe(1);
  });
  it("takes no tap before another page's move for the first of a double tap", async () => {
    const { game, items, lastCard } = await showBoard();
    tap('8 of diamonds');
    // The 8 of diamonds now builds on the 9 of spades only.
    await nineOfClubsSentHomeElsewhere(items, game);
    vi.advanceTimersByTime(1);
    tap('8 of diamonds');
    expect(lastCard(3)).toBe(card('8D'));
    expect(lastCard(1)).toBe(card('9S'));
    expect(game.current.value.moves).toBe(1);
  });
});

describe('Escape during a drag', () => {
  /** Presses `name` and drags it 60 px down; returns the release. */
  function drag(name: string) {
    const element = screen.getByRole('img', { name });
    const id = pointerId++;
    const at = (y: number) => ({
      pointerId: id,
      pointerType: 'mouse',
      button: 0,
      clientX: 9,
      clientY: y,
    });
    fireEvent.pointerDown(element, at(9));
    fireEvent.pointerMove(element, at(69));
    return () => fireEvent.pointerUp(element, at(69));
  }

  /** An Escape pressed on the page: whether the page's own handlers still see it. */
  function pressEscape(): boolean {
    const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    return !event.defaultPrevented;
  }

  it('puts the cards back, and leaves the next Escape to the page once the drag is over', async () => {
    const { game } = await showBoard();
    const release = drag('8 of diamonds');
    expect(document.querySelector('.is-lifted')).not.toBeNull();
    expect(pressEscape()).toBe(false);
    await Promise.resolve();
    expect(document.querySelector('.is-lifted')).toBeNull();
    const before = game.current.value;
    release();
    expect(game.current.value).toBe(before);
    expect(pressEscape()).toBe(true);
  });

  it('leaves the next Escape to the page when the board goes during a drag', async () => {
    await showBoard();
    drag('8 of diamonds');
    cleanup();
    expect(pressEscape()).toBe(true);
  });
});

describe('a drag right after a move', () => {
  it('keeps the waste card it drags right after the stock turns, before that turn is drawn', async () => {
    await showBoard({}, newGame('YU1-U-AAAAAAB'));
    let id = pointerId++;
    const pointer = (type: string, target: Element, clientY = 9) =>
      target.dispatchEvent(
        new PointerEvent(type, {
          pointerId: id,
          pointerType: 'mouse',
          button: 0,
          clientX: 9,
          clientY,
          bubbles: true,
          cancelable: true,
        }),
      );
    // Dispatched as the browser does, within one frame: fireEvent's act would draw the turn
    // (and run what follows it) before the drag.
    const stock = screen.getByRole('button', { name: 'stock, 24 cards' });
    pointer('pointerdown', stock);
    pointer('pointerup', stock);
    // Preact draws the turned card in a microtask, well before the next frame.
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();
    const turned = screen.getByRole('img', { name: 'queen of spades' });
    id = pointerId++;
    pointer('pointerdown', turned);
    pointer('pointermove', turned, 69);
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    const lifted = [...document.querySelectorAll('.is-lifted')];
    expect(lifted.map((card) => card.getAttribute('aria-label'))).toEqual(['queen of spades']);
  });
});

describe('a card dragged over the foundations', () => {
  /**
   * Lays the piles out as boxes (happy-dom lays out nothing): foundation slot n at `slotBox(n)`,
   * column n + 1 at `columnBox(n)`, every card 80 x 100 at the page's corner.
   */
  function layOutPiles(slotBox: (slot: number) => DOMRect, columnBox: (index: number) => DOMRect) {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const { pile, slot } = (this as HTMLElement).dataset ?? {};
      if (pile === 'foundation') return slotBox(Number(slot));
      if (pile !== undefined) return columnBox(Number(pile));
      return new DOMRect(0, 0, 80, 100);
    });
  }

  /** Each foundation slot 100 px under the last at x 1000, the columns in a row far below. */
  const layOut = () =>
    layOutPiles(
      (slot) => new DOMRect(1000, 100 * slot, 80, 100),
      (index) => new DOMRect(100 * index, 2000, 80, 400),
    );

  /**
   * As Double Yukon lays the piles out, the foundations in a row above the columns: slot n over
   * column n + 1, 80 x 100 each, the columns 10 px below.
   */
  const layOutInRow = () =>
    layOutPiles(
      (slot) => new DOMRect(100 * slot, 0, 80, 100),
      (index) => new DOMRect(100 * index, 110, 80, 400),
    );

  /**
   * Presses `name` near its top left corner and moves the pointer to (x, y).
   * @returns the release at (x, y).
   */
  function holdAt(name: string, x: number, y: number) {
    const element = screen.getByRole('img', { name });
    const at = (clientX: number, clientY: number) => ({
      pointerId: 8,
      pointerType: 'mouse',
      button: 0,
      clientX,
      clientY,
    });
    fireEvent.pointerDown(element, at(5, 5));
    fireEvent.pointerMove(element, at(x, y));
    return () => fireEvent.pointerUp(element, at(x, y));
  }

  /** Drags `name` by the pointer until it lies exactly over foundation slot `slot` (layOut's). */
  const dragOverSlot = (name: string, slot: number) => holdAt(name, 1005, 5 + 100 * slot);

  /** The piles ringed as the one the dragged cards drop on. */
  function ringed() {
    return Array.from(document.querySelectorAll('.is-over'), (pile) =>
      pile.getAttribute('aria-label'),
    );
  }

  afterEach(() => vi.restoreAllMocks());

  it('rings the slot a card goes home to, wherever on the foundations it is held', async () => {
    await showBoard();
    layOut();
    dragOverSlot('9 of spades', 3);
    expect(ringed()).toEqual(['spades foundation']);
  });

  it('rings the slot under the pointer when the foundation refuses the card', async () => {
    await showBoard();
    layOut();
    // Diamonds are home to 6: the 8 may not go.
    dragOverSlot('8 of diamonds', 3);
    expect(ringed()).toEqual(['clubs foundation']);
  });

  it("rings the card's own slot for a card taken back from a foundation, where it goes back", async () => {
    await showBoard();
    layOut();
    dragOverSlot('8 of spades', 3);
    expect(ringed()).toEqual(['spades foundation']);
  });

  it('rings the second of two slots of a suit in Double Yukon where that one takes the card', async () => {
    // Spades home to 5 on the first slot and to 2 on the second, every other suit complete; the
    // second deck's spades from 3 and the first's from 6 lie in the first two of ten columns.
    const spades = (from: number, deck: number) =>
      Array.from(
        { length: 14 - from },
        (_, index) => card(`${'A23456789TJQK'[12 - index]}S`) + deck,
      );
    const game = newGame('YU1-D-AAAAAAB');
    const stored: Game = {
      ...game,
      position: {
        columns: [spades(3, 52), spades(6, 0), ...Array.from({ length: 8 }, () => [])].map(
          (cards) => ({ cards, faceDown: 0 }),
        ),
        foundations: [5, 2, 13, 13, 13, 13, 13, 13],
      },
    };
    await showBoard({}, stored);
    layOut();
    dragOverSlot('3 of spades', 7);
    expect(ringed()).toEqual(['spades foundation 2']);
  });

  /** Column 1 ends with the 10 of diamonds; the 9 of spades lies alone in column 4. */
  const ROW_COLUMNS = [
    ['KC', 'QD', 'JC', 'TD'],
    LATE_COLUMNS[1],
    LATE_COLUMNS[2],
    ['9S'],
    [],
    [],
    [],
  ];

  it('goes home when let go with the pointer on a foundation, though it hangs mostly over a column beneath that takes it', async () => {
    layOutInRow();
    const { game } = await showBoard({}, gameWith(ROW_COLUMNS, [8, 13, 6, 8]));
    // The 9 of spades goes home or onto the 10 of diamonds. Held near its top edge, let go with
    // the pointer low on the spades' slot: the card lies 10 px into the slot and 80 px into
    // column 1.
    const release = holdAt('9 of spades', 45, 95);
    expect(ringed()).toEqual(['spades foundation']);
    release();
    const { foundations, columns: after } = game.current.value.position;
    expect(foundations[0]).toBe(9);
    expect(after[0].cards).toHaveLength(4);
  });

  it('rings the refusing slot under the pointer, not the refusing column the card hangs over most', async () => {
    layOutInRow();
    await showBoard({}, gameWith(ROW_COLUMNS, [8, 13, 6, 8]));
    // Diamonds are home to 6, and column 1's 10 of diamonds does not take the 8 either.
    holdAt('8 of diamonds', 45, 95);
    expect(ringed()).toEqual(['spades foundation']);
  });

  it('rings the refusing slot under the pointer, not the one the card lies most over', async () => {
    await showBoard();
    layOut();
    // Held near its top, the pointer low on the diamonds' slot (slot 3 of 4, y 200 to 300): the
    // card lies 14 px into it and 86 px into the clubs' slot below.
    holdAt('8 of diamonds', 1005, 291);
    expect(ringed()).toEqual(['diamonds foundation']);
  });
});
