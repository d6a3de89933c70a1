// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GameOverDialog } from '../../../components/GameOverDialog';
import { PILE_CLASS } from '../../../components/pile-view';
import { newGame, parseMove } from '../../../engine';
import {
  DEAL,
  type FakeGamePage,
  fakeGamePage,
  gameWith,
  saveGame,
  saveSettings,
  showGamePage,
} from './saved-game';

let page: FakeGamePage;

/**
 * A late position (foundations S to 8, H complete, D to 6, C to 8): column 1 ends with 9S, which
 * may go home; column 2 (nine cards) ends with 9C; column 3 holds 9D 7D 8D, and 8D may not go home
 * but builds on 9C and on 9S.
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
const LATE_FOUNDATIONS = [8, 13, 6, 8];
const lateGame = (moves = 0) => gameWith(LATE_COLUMNS, LATE_FOUNDATIONS, { moves });

let pointerId = 1;

/** A press and release on the same spot: a tap, as a mouse, a finger or a pen makes it. */
function tap(element: Element) {
  const init = {
    pointerId: pointerId++,
    pointerType: 'touch',
    button: 0,
    clientX: 10,
    clientY: 10,
  };
  fireEvent.pointerDown(element, init);
  fireEvent.pointerUp(element, init);
}

function column(number: number) {
  return within(screen.getByRole('group', { name: `column ${number}` }));
}

function cardNames(group: ReturnType<typeof column>) {
  return group.queryAllByRole('img').map((element) => element.getAttribute('aria-label'));
}

/** The piles lit up as taking the lifted group, by name. */
function litPiles() {
  return screen
    .getAllByRole('group')
    .filter((pile) => pile.classList.contains(PILE_CLASS.target))
    .map((pile) => pile.getAttribute('aria-label'));
}

/** The value shown under a label of the game bar. */
function stat(label: string) {
  return screen.getByText(label, { selector: '.game-bar dt' }).nextElementSibling?.textContent;
}

async function showGame(dealCode: string | null = null) {
  await showGamePage(page, { dealCode });
}

beforeEach(() => {
  page = fakeGamePage();
});
afterEach(() => {
  cleanup();
});

describe('the board', () => {
  it('shows each column of the saved game by card name, face-down cards first', async () => {
    await saveGame(page.items, newGame(DEAL));
    await showGame();
    expect(cardNames(column(1))).toEqual(['7 of hearts']);
    expect(cardNames(column(2))).toEqual([
      'face-down card',
      '6 of hearts',
      'queen of spades',
      'ace of diamonds',
      '9 of hearts',
      '8 of spades',
    ]);
    expect(cardNames(column(7)).filter((name) => name === 'face-down card')).toHaveLength(6);
    for (const suit of ['spades', 'hearts', 'diamonds', 'clubs']) {
      expect(screen.getByRole('group', { name: `${suit} foundation` })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: `Copy deal ${DEAL}` })).toBeTruthy();
    expect(stat('Time')).toBe('0:00');
    expect(stat('Moves')).toBe('0');
    expect(stat('Score')).toBe('0');
  });

  it('never names a face-down card in the page', async () => {
    await saveGame(page.items, newGame(DEAL));
    await showGame();
    // Column 2's face-down card is the 9 of spades (docs/rules.md, The dealing algorithm YU1).
    expect(document.body.innerHTML).not.toContain('9 of spades');
    expect(document.querySelectorAll('[data-card]')).toHaveLength(31);
  });

  it('sends a tapped last card to its foundation', async () => {
    await saveGame(page.items, lateGame());
    await showGame();
    tap(screen.getByRole('img', { name: '9 of spades' }));
    await waitFor(() =>
      expect(cardNames(within(screen.getByRole('group', { name: 'spades foundation' })))).toEqual([
        '9 of spades',
      ]),
    );
    expect(cardNames(column(1)).at(-1)).toBe('10 of diamonds');
    expect(stat('Moves')).toBe('1');
    expect(stat('Score')).toBe('10');
  });

  it('double tap sends a group to the longest column that takes it', async () => {
    await saveGame(page.items, lateGame());
    await showGame();
    const eight = screen.getByRole('img', { name: '8 of diamonds' });
    tap(eight);
    tap(eight);
    await waitFor(() => expect(cardNames(column(2)).at(-1)).toBe('8 of diamonds'));
    expect(cardNames(column(1)).at(-1)).toBe('9 of spades');
    expect(cardNames(column(3))).toEqual(['9 of diamonds', '7 of diamonds']);
  });

  it('explains a refused tap with the rule, and changes nothing', async () => {
    await saveSettings(page.items, { doubleClick: false });
    await saveGame(page.items, lateGame());
    await showGame();
    tap(screen.getByRole('img', { name: '8 of diamonds' }));
    // Shown as the tap is answered, without waiting: the test below relies on it.
    expect(
      screen.getByText('The 8 of diamonds goes to its foundation after the 7 of diamonds.'),
    ).toBeTruthy();
    expect(cardNames(column(3))).toEqual(['9 of diamonds', '7 of diamonds', '8 of diamonds']);
    expect(stat('Moves')).toBe('0');
  });

  it('explains why a tapped or dragged face-down card stays where it is', async () => {
    await saveGame(page.items, newGame(DEAL));
    await showGame();
    const sentence = 'Face-down cards stay where they are until they turn up.';
    tap(column(2).getByRole('img', { name: 'face-down card' }));
    expect(await screen.findByText(sentence)).toBeTruthy();
    cleanup();
    await showGame();
    const faceDown = column(7).getAllByRole('img', { name: 'face-down card' })[0];
    const init = {
      pointerId: pointerId++,
      pointerType: 'mouse',
      button: 0,
      clientX: 10,
      clientY: 10,
    };
    fireEvent.pointerDown(faceDown, init);
    fireEvent.pointerMove(faceDown, { ...init, clientX: 60, clientY: 80 });
    fireEvent.pointerUp(faceDown, { ...init, clientX: 60, clientY: 80 });
    expect(await screen.findByText(sentence)).toBeTruthy();
    expect(cardNames(column(7)).filter((name) => name === 'face-down card')).toHaveLength(6);
    expect(stat('Moves')).toBe('0');
  });

  it('undoes with the button and with Ctrl+Z, and the button waits for a move', async () => {
    await saveGame(page.items, lateGame());
    await showGame();
    const undo = screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement;
    expect(undo.disabled).toBe(true);
    tap(screen.getByRole('img', { name: '9 of spades' }));
    await waitFor(() => expect(undo.disabled).toBe(false));
    fireEvent.click(undo);
    await waitFor(() => expect(cardNames(column(1)).at(-1)).toBe('9 of spades'));
    expect(stat('Score')).toBe('0');
    tap(screen.getByRole('img', { name: '9 of clubs' }));
    await waitFor(() => expect(stat('Moves')).toBe('2'));
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    await waitFor(() => expect(cardNames(column(2)).at(-1)).toBe('9 of clubs'));
    expect(stat('Moves')).toBe('2');
    expect(undo.disabled).toBe(true);
  });

  it('keeps Ctrl+Z and H from the game behind an open dialog, wherever the focus is', async () => {
    await saveGame(page.items, lateGame());
    await showGame();
    tap(screen.getByRole('img', { name: '9 of spades' }));
    await waitFor(() => expect(stat('Moves')).toBe('1'));
    fireEvent.click(screen.getByRole('button', { name: 'Statistics' }));
    await screen.findByRole('dialog', { name: 'Statistics' });
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'h' });
    // Undo acts as its key is handled, and a hint starts looking as H is handled.
    expect(stat('Moves')).toBe('1');
    expect(cardNames(column(1)).at(-1)).toBe('10 of diamonds');
    expect(page.model.solver.isFindingHint.value).toBe(false);
    // Once the dialog is closed, the same key asks for a hint.
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(document.querySelector('dialog[open]')).toBeNull());
    fireEvent.keyDown(document.body, { key: 'h' });
    expect(await screen.findByText(/^Move /, { selector: '[role=status] p' })).toBeTruthy();
  });

  it('lights up the piles that take a lifted group, with placement help on', async () => {
    await saveGame(page.items, newGame(DEAL));
    await showGame();
    const six = screen.getByRole('img', { name: '6 of hearts' });
    const press = { pointerId: 99, pointerType: 'mouse', button: 0, clientX: 10, clientY: 10 };
    fireEvent.pointerDown(six, press);
    fireEvent.pointerMove(six, { ...press, clientX: 40, clientY: 30 });
    // 6H builds only on 7C, the last card of column 7.
    await waitFor(() => expect(litPiles()).toEqual(['column 7']));
    fireEvent.pointerUp(six, { ...press, clientX: 40, clientY: 30 });
    await waitFor(() => expect(litPiles()).toEqual([]));
    expect(cardNames(column(2))).toHaveLength(6);
  });

  it('draws a covered card as its top corner, and whole once a lifted group uncovers it', async () => {
    await saveGame(page.items, lateGame());
    await showGame();
    // Whether the card shows its middle (a pip or a court panel) and its lower corner.
    const isWhole = (name: string) =>
      screen.getByRole('img', { name }).querySelectorAll('.card__corner--end').length === 1;
    expect(['9 of clubs', '10 of clubs', 'jack of diamonds'].map(isWhole)).toEqual([
      true,
      false,
      false,
    ]);
    const ten = screen.getByRole('img', { name: '10 of clubs' });
    const press = { pointerId: 97, pointerType: 'mouse', button: 0, clientX: 10, clientY: 10 };
    fireEvent.pointerDown(ten, press);
    fireEvent.pointerMove(ten, { ...press, clientX: 40, clientY: 30 });
    await waitFor(() => expect(isWhole('jack of diamonds')).toBe(true));
    expect(isWhole('10 of clubs')).toBe(false);
    fireEvent.pointerCancel(ten, press);
    await waitFor(() => expect(isWhole('jack of diamonds')).toBe(false));
  });

  it('lights nothing up with placement help off', async () => {
    await saveSettings(page.items, { placementHelp: false });
    await saveGame(page.items, newGame(DEAL));
    await showGame();
    const six = screen.getByRole('img', { name: '6 of hearts' });
    const press = { pointerId: 98, pointerType: 'mouse', button: 0, clientX: 10, clientY: 10 };
    fireEvent.pointerDown(six, press);
    fireEvent.pointerMove(six, { ...press, clientX: 40, clientY: 30 });
    await waitFor(() => expect(six.classList.contains(PILE_CLASS.lifted)).toBe(true));
    expect(litPiles()).toEqual([]);
    fireEvent.pointerCancel(six, press);
  });

  it('runs the clock once a second while the page is visible, and stops it when hidden', async () => {
    await saveGame(page.items, lateGame(4), 58_200);
    await showGame();
    expect(stat('Time')).toBe('0:58');
    act(() => page.passTime(1000));
    expect(stat('Time')).toBe('0:59');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    fireEvent(document, new Event('visibilitychange'));
    // Running, the clock would now show 1:00.
    act(() => page.passTime(1200));
    expect(stat('Time')).toBe('0:59');
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    fireEvent(document, new Event('visibilitychange'));
    act(() => page.passTime(1000));
    expect(stat('Time')).toBe('1:00');
  });

  it('copies the deal in a line of text with a click, says so, and New game reads it back', async () => {
    await saveGame(page.items, newGame(DEAL));
    await showGame();
    fireEvent.click(screen.getByRole('button', { name: `Copy deal ${DEAL}` }));
    expect(await screen.findByText('Copied')).toBeTruthy();
    const line = await navigator.clipboard.readText();
    expect(line).toBe(`Yukon (Classic), deal ${DEAL}`);
    fireEvent.click(screen.getByRole('button', { name: 'New game' }));
    const field = await screen.findByRole('textbox', { name: 'Deal code (optional)' });
    fireEvent.input(field, { target: { value: line } });
    expect(screen.getByText(`Deal ${DEAL} in Classic.`)).toBeTruthy();
  });
});

describe('the end of a game', () => {
  it('shows the Won dialog with time, moves and score after the last card goes home', async () => {
    await saveGame(
      page.items,
      gameWith([['KS'], [], [], [], [], [], []], [12, 13, 13, 13], { moves: 99, score: 610 }),
      125_000,
    );
    await showGame();
    tap(screen.getByRole('img', { name: 'king of spades' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'You won!' }));
    expect(dialog.getByText('2:05')).toBeTruthy();
    expect(dialog.getByText('100')).toBeTruthy();
    expect(dialog.getByText('620')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'New game' }));
    expect(await screen.findByRole('dialog', { name: 'New game' })).toBeTruthy();
  });

  it('says the statistics could not be saved while storage refuses the win, and no more once it is written', async () => {
    await saveGame(page.items, gameWith([['KS'], [], [], [], [], [], []], [12, 13, 13, 13]));
    await showGame();
    page.items.stats.isRefusingWrites = true;
    tap(screen.getByRole('img', { name: 'king of spades' }));
    const won = within(await screen.findByRole('dialog', { name: 'You won!' }));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toBe(
      'The statistics could not be saved. This page keeps them and tries again.',
    );
    expect(await page.items.stats.getValue()).toBeNull();
    // Storage takes writes again: the next write (Statistics opened, a count, or the retry)
    // writes the win, and the notice goes.
    page.items.stats.isRefusingWrites = false;
    fireEvent.click(won.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Statistics' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(await page.items.stats.getValue()).toMatchObject({ C: { played: 1, won: 1 } });
  });

  it('shows the Won dialog for a win made before its view had loaded', async () => {
    // The dialogs load after the first paint: a last card sent home before then still ends the
    // game on this page, so its ending is the dialog, not the note of a win made elsewhere.
    await saveGame(page.items, gameWith([['KS'], [], [], [], [], [], []], [12, 13, 13, 13]));
    const close = page.model.open({ dealCode: null });
    await waitFor(() => expect(page.model.game.isLoaded.value).toBe(true));
    expect(page.model.game.move(parseMove('KS-f'))).toBeNull();
    const { game, settings } = page.model;
    const { celebration, winRecords } = await page.model.ending.load();
    render(
      <GameOverDialog
        game={game}
        celebration={celebration}
        records={winRecords}
        settings={settings.settings}
        onNewGame={() => {}}
      />,
    );
    expect(await screen.findByRole('dialog', { name: 'You won!' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'You won!' })).toBeNull();
    close();
  });

  it('opens no dialog and takes no focus on a page that shows a game already won', async () => {
    const won = gameWith([[], [], [], [], [], [], []], [13, 13, 13, 13], {
      moves: 100,
      score: 625,
      status: 'won',
    });
    await saveGame(page.items, won, 125_000);
    await showGame();
    const note = within(await screen.findByRole('region', { name: 'You won!' }));
    expect(note.getByText('2:05')).toBeTruthy();
    expect(note.getByText('625')).toBeTruthy();
    // A dialog holds its content only while open (its `open` comes from an effect later).
    expect(document.querySelector('dialog h2')).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });

  it('keeps the ending closed for good once closed: on a reload and on another page', async () => {
    await saveGame(
      page.items,
      gameWith([['KS'], [], [], [], [], [], []], [12, 13, 13, 13], { moves: 99 }),
    );
    await showGame();
    tap(screen.getByRole('img', { name: 'king of spades' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'You won!' }));
    // Another page of the same browser shows the win as a note, not as a dialog.
    const other = fakeGamePage({ items: page.items });
    const closeOther = other.model.open({ dealCode: null });
    await waitFor(() => expect(other.model.game.current.value.status).toBe('won'));
    expect(other.model.game.isEndingClosed.value).toBe(false);
    fireEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'You won!' })).toBeNull());
    await waitFor(() => expect(other.model.game.isEndingClosed.value).toBe(true));
    closeOther();
    cleanup();
    page = fakeGamePage({ items: page.items });
    await showGame();
    expect(screen.getByRole('button', { name: 'New game' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'You won!' })).toBeNull();
    expect(document.querySelector('dialog h2')).toBeNull();
  });

  it('says so when the game stopped at the move limit', async () => {
    await saveGame(page.items, lateGame(2999));
    await showGame();
    tap(screen.getByRole('img', { name: '9 of spades' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move limit reached' });
    expect(within(dialog).getByText(/stopped at 3000 moves/)).toBeTruthy();
  });
});

describe('a ?deal= link', () => {
  /** Opens a link to YU1-A-AAAAAAC over a saved game with `moves` moves: the dialog it asks in. */
  async function openLinkOverGameOf(moves: number) {
    await saveGame(page.items, lateGame(moves));
    await showGame('YU1-A-AAAAAAC');
    return within(await screen.findByRole('dialog', { name: 'Open deal YU1-A-AAAAAAC?' }));
  }

  it('opens the deal at once when the game in progress has no moves', async () => {
    await saveGame(page.items, newGame('YU1-R-AAAAAAA'));
    await showGame('yu1-s-aaaaaab');
    expect(await screen.findByRole('button', { name: 'Copy deal YU1-S-AAAAAAB' })).toBeTruthy();
  });

  it('asks first when the game in progress has moves, and keeps it if the player says so', async () => {
    const dialog = await openLinkOverGameOf(5);
    expect(
      dialog.getByText('The game in progress (5 moves) will be set aside for good.'),
    ).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Keep playing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: `Copy deal ${DEAL}` })).toBeTruthy();
  });

  it('names the game in progress by its moves', async () => {
    const dialog = await openLinkOverGameOf(7);
    expect(
      dialog.getByText('The game in progress (7 moves) will be set aside for good.'),
    ).toBeTruthy();
  });

  it('counts the moves of the game in progress as another page plays on while it asks', async () => {
    const dialog = await openLinkOverGameOf(5);
    await act(() =>
      page.items.game.setValue({ game: lateGame(8), elapsedMs: 0, revision: 2, updatedAt: 2 }),
    );
    expect(
      await dialog.findByText('The game in progress (8 moves) will be set aside for good.'),
    ).toBeTruthy();
  });

  it('keeps a game another page deals while it asks, and asks no more: the latest choice stands', async () => {
    await openLinkOverGameOf(5);
    // New game, Double Yukon, in another tab: it was replaced by the link's deal, unasked.
    await act(() =>
      page.items.game.setValue({
        game: newGame('YU1-D-AAAAAAB'),
        elapsedMs: 0,
        revision: 2,
        updatedAt: 2,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Copy deal YU1-D-AAAAAAB' })).toBeTruthy();
    expect(await page.items.game.getValue()).toMatchObject({ game: { code: 'YU1-D-AAAAAAB' } });
  });

  it('opens the deal unasked once the game in progress ends on another page while it asks', async () => {
    await openLinkOverGameOf(5);
    const ended = gameWith(LATE_COLUMNS, LATE_FOUNDATIONS, { moves: 3000, status: 'move-limit' });
    await act(() =>
      page.items.game.setValue({ game: ended, elapsedMs: 0, revision: 2, updatedAt: 2 }),
    );
    expect(await screen.findByRole('button', { name: 'Copy deal YU1-A-AAAAAAC' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks no more once another page opens the same deal while it asks', async () => {
    await openLinkOverGameOf(5);
    await act(() =>
      page.items.game.setValue({
        game: { ...newGame('YU1-A-AAAAAAC'), moves: 3 },
        elapsedMs: 0,
        revision: 2,
        updatedAt: 2,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stat('Moves')).toBe('3');
  });

  it('opens the deal when the player agrees (one move: said in the singular)', async () => {
    const dialog = await openLinkOverGameOf(1);
    expect(
      dialog.getByText('The game in progress (1 move) will be set aside for good.'),
    ).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Open the deal' }));
    expect(await screen.findByRole('button', { name: 'Copy deal YU1-A-AAAAAAC' })).toBeTruthy();
    expect(stat('Moves')).toBe('0');
  });

  it('says what is wrong with a code it cannot open', async () => {
    await saveGame(page.items, newGame(DEAL));
    await showGame('YU2-C-AAAAAAB');
    expect(
      await screen.findByRole('dialog', {
        name: 'The link holds no deal code I can open. A deal code starts with YU1-, not "YU2".',
      }),
    ).toBeTruthy();
    // The saved game shows once storage answers, whenever that is beside the dialog.
    expect(await screen.findByRole('button', { name: `Copy deal ${DEAL}` })).toBeTruthy();
  });
});
