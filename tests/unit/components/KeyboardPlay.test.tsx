// @vitest-environment happy-dom
// Keyboard play and the board's announcements: keys pressed on the
// focused element as a player presses them, elements found by accessible name.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PILE_CLASS } from '../../../components/pile-view';
import { newGame } from '../../../engine';
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
 * Foundations S to 8, H complete, D to 6, C to 8. Column 1 ends with 9S (it may go home),
 * column 2 with 9C, column 3 holds 9D 7D 8D; columns 4 to 7 are empty.
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

function column(number: number) {
  return screen.getByRole('group', { name: `column ${number}` });
}

function cardNames(number: number) {
  return within(column(number))
    .queryAllByRole('img')
    .map((element) => element.getAttribute('aria-label'));
}

/** The cards picked up, by name, as the board marks them. */
function liftedCards() {
  return Array.from(document.querySelectorAll(`.${PILE_CLASS.lifted}`), (card) =>
    card.getAttribute('aria-label'),
  );
}

/** The piles lit up as taking the cards picked up, by name. */
function litPiles() {
  return screen
    .getAllByRole('group')
    .filter((pile) => pile.classList.contains(PILE_CLASS.target))
    .map((pile) => pile.getAttribute('aria-label'));
}

/** The piles ringed as the one the cards would go to now, by name. */
function ringedPiles() {
  return Array.from(document.querySelectorAll(`.${PILE_CLASS.over}`), (pile) =>
    pile.getAttribute('aria-label'),
  );
}

function announced() {
  return screen.getByRole('status', { name: 'Game announcements' }).textContent;
}

/**
 * Waits for `text` to be said: the sentences of moves and undos load after the first paint, and
 * one made before they have is said once they have (Announcer).
 */
async function saidOnceLoaded(text: string) {
  await waitFor(() => expect(announced()).toBe(text));
}

/** Presses a key on whatever has the focus, as a player does. */
function press(key: string, init: KeyboardEventInit = {}) {
  fireEvent.keyDown(document.activeElement as Element, { key, ...init });
}

/** Tabs into the board: its one tab stop takes the focus. */
async function tabIntoBoard() {
  await showGamePage(page);
  const stops = screen
    .getByRole('region', { name: 'Tableau' })
    .parentElement?.querySelectorAll<HTMLElement>('[tabindex="0"]');
  expect(stops).toHaveLength(1);
  stops?.[0].focus();
}

/** Stores the late position `moves` moves in, tabs into the board and moves the tab stop to 8D. */
async function focusEightOfDiamonds(moves: number) {
  await saveGame(page.items, gameWith(LATE_COLUMNS, [8, 13, 6, 8], { moves }));
  await tabIntoBoard();
  press('ArrowRight');
  press('ArrowRight');
  expect(document.activeElement?.getAttribute('aria-label')).toBe('8 of diamonds');
}

/** The accessible names of what holds the board's tab stop. */
function tabStops(): (string | null)[] {
  const stops = document.querySelectorAll('[role="application"] [tabindex="0"]');
  return Array.from(stops, (stop) => stop.getAttribute('aria-label'));
}

/** Picks up 7D (with 8D on it) from column 3 by keys and carries it to the empty column 4. */
function carrySevenOfDiamondsToColumn4() {
  press('ArrowRight');
  press('ArrowRight');
  press('ArrowUp');
  press('Enter');
  expect(announced()).toBe('7 of diamonds and 1 card picked up');
  expect(liftedCards()).toEqual(['7 of diamonds', '8 of diamonds']);
  press('ArrowRight');
}

beforeEach(async () => {
  page = fakeGamePage();
  await saveGame(page.items, gameWith(LATE_COLUMNS, [8, 13, 6, 8]));
});
afterEach(() => {
  cleanup();
});

describe('keyboard play', () => {
  it('focuses nothing on load, and has one tab stop: the last card of column 1', async () => {
    await tabIntoBoard();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('9 of spades');
  });

  it('picks a card up, shows where it may go, and drops it on a fitting column', async () => {
    await tabIntoBoard();
    press('ArrowRight');
    press('ArrowRight');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('8 of diamonds');
    press('Enter');
    expect(announced()).toBe('8 of diamonds picked up');
    await waitFor(() => expect(litPiles()).toEqual(['column 1', 'column 2']));
    press('ArrowLeft');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('9 of clubs');
    // What the glow shows, said: the pile under the focus takes the cards carried.
    expect(announced()).toBe('column 2: can go here');
    press(' ');
    await waitFor(() => expect(cardNames(2).at(-1)).toBe('8 of diamonds'));
    expect(cardNames(3)).toEqual(['9 of diamonds', '7 of diamonds']);
    await saidOnceLoaded('8 of diamonds to column 2; score 0');
    // The focus follows the card to its new place.
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('8 of diamonds'),
    );
  });

  it('explains a refused drop, changes nothing, and Escape puts the group back', async () => {
    await tabIntoBoard();
    carrySevenOfDiamondsToColumn4();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('column 4');
    expect(document.activeElement?.getAttribute('aria-description')).toBe('empty');
    expect(announced()).toBe('column 4: cannot go here');
    press('Enter');
    expect(await screen.findByText('Only a King can go on an empty column.')).toBeTruthy();
    expect(cardNames(3)).toEqual(['9 of diamonds', '7 of diamonds', '8 of diamonds']);
    expect(cardNames(4)).toEqual([]);
    // F with the group still held: 7D is not a last card, and the refusal says so.
    press('f');
    expect(
      await screen.findByText('Only the last card of a column can go to a foundation.'),
    ).toBeTruthy();
    expect(cardNames(3)).toEqual(['9 of diamonds', '7 of diamonds', '8 of diamonds']);
    press('ArrowLeft');
    expect(announced()).toBe('column 3: where they came from');
    press('Escape');
    expect(announced()).toBe('7 of diamonds and 1 card put back');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('7 of diamonds');
    expect(liftedCards()).toEqual([]);
    // No pile stays lit up either.
    expect(litPiles()).toEqual([]);
  });

  it('puts cards picked up back, and says so, when the focus leaves the board for a control', async () => {
    await tabIntoBoard();
    carrySevenOfDiamondsToColumn4();
    const hint = screen.getByRole('button', { name: 'Hint' });
    act(() => hint.focus());
    expect(document.activeElement).toBe(hint);
    expect(liftedCards()).toEqual([]);
    expect(litPiles()).toEqual([]);
    expect(announced()).toBe('7 of diamonds and 1 card put back');
    // Back on the board, the tab stop is the card put back, and nothing is held.
    const stop = document.querySelector<HTMLElement>('[role="application"] [tabindex="0"]');
    act(() => stop?.focus());
    expect(document.activeElement?.getAttribute('aria-label')).toBe('7 of diamonds');
    press('ArrowRight');
    expect(liftedCards()).toEqual([]);
    expect(cardNames(3)).toEqual(['9 of diamonds', '7 of diamonds', '8 of diamonds']);
  });

  it('keeps cards picked up while the focus only moves on the board or leaves the window', async () => {
    await tabIntoBoard();
    carrySevenOfDiamondsToColumn4();
    // Another window or the felt clicked: the focus goes to no element of the page.
    fireEvent.focusOut(document.activeElement as Element, { relatedTarget: null });
    expect(liftedCards()).toEqual(['7 of diamonds', '8 of diamonds']);
    press('ArrowLeft');
    expect(liftedCards()).toEqual(['7 of diamonds', '8 of diamonds']);
    expect(announced()).toBe('column 3: where they came from');
  });

  it('says of a card carried onto any foundation slot whether it can go to its own foundation, and rings the slot it lands on or, refused, the one it is on', async () => {
    await tabIntoBoard();
    press('Enter');
    expect(announced()).toBe('9 of spades picked up');
    for (let column = 1; column < 7; column++) press('ArrowRight');
    press('ArrowRight');
    // The clubs slot (the last one): the 9 of spades would go to the spades foundation.
    press('ArrowDown');
    press('ArrowDown');
    press('ArrowDown');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('clubs foundation');
    expect(announced()).toBe('9 of spades can go to its foundation');
    expect(ringedPiles()).toEqual(['spades foundation']);
    press('Enter');
    await waitFor(() => expect(cardNames(1).at(-1)).toBe('10 of diamonds'));
    // A card that does not follow its foundation's top: the 10 of diamonds (diamonds to 6).
    press('ArrowLeft');
    for (let column = 7; column > 1; column--) press('ArrowLeft');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('10 of diamonds');
    press('Enter');
    for (let column = 1; column < 8; column++) press('ArrowRight');
    expect(announced()).toBe('10 of diamonds cannot go to its foundation');
    const slot = document.activeElement?.getAttribute('aria-label');
    expect(slot).toMatch(/ foundation$/);
    expect(ringedPiles()).toEqual([slot]);
    press('ArrowDown');
    const next = document.activeElement?.getAttribute('aria-label');
    expect(next).not.toBe(slot);
    expect(ringedPiles()).toEqual([next]);
  });

  it('says so when Enter or F finds nothing to do on an empty column or a foundation', async () => {
    await tabIntoBoard();
    for (let column = 1; column < 4; column++) press('ArrowRight');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('column 4');
    press('Enter');
    expect(announced()).toBe('Nothing to pick up here');
    press('f');
    expect(announced()).toBe('Nothing here goes to a foundation');
    for (let column = 4; column < 8; column++) press('ArrowRight');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('spades foundation');
    press('f');
    expect(announced()).toBe('Nothing here goes to a foundation');
    expect(liftedCards()).toEqual([]);
  });

  it('says a pile once as cards are carried over it, not again for each card of a column', async () => {
    await tabIntoBoard();
    press('ArrowRight');
    press('ArrowRight');
    press('Enter');
    expect(announced()).toBe('8 of diamonds picked up');
    // Up its own column: the same pile, nothing more said.
    press('ArrowUp');
    press('ArrowUp');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('9 of diamonds');
    expect(announced()).toBe('8 of diamonds picked up');
    press('ArrowLeft');
    expect(announced()).toBe('column 2: can go here');
    press('ArrowUp');
    expect(announced()).toBe('column 2: can go here');
    press('ArrowRight');
    expect(announced()).toBe('column 3: where they came from');
  });

  it('says a refused drop and a refused F aloud when interactive rules are off', async () => {
    // No sentence names the rule then; a player who does not see the cards stay put still
    // hears that nothing moved.
    await saveSettings(page.items, { interactiveRules: false });
    await tabIntoBoard();
    carrySevenOfDiamondsToColumn4();
    expect(announced()).toBe('column 4: cannot go here');
    const sentence = () =>
      screen.getByRole('status', { name: 'Game announcements' }).querySelector('p');
    const beforeDrop = sentence();
    press('Enter');
    // Said again for the drop refused: a new sentence, which a screen reader reads anew.
    await waitFor(() => expect(sentence()).not.toBe(beforeDrop));
    // All the live regions say, whatever their wording: the announcement, and no rule (and,
    // since the page opened, that Finish is offered: nothing is hidden here, the win proved).
    const spoken = screen.getAllByRole('status').map((region) => region.textContent);
    expect(spoken.filter(Boolean)).toEqual([
      'Finish is offered: it plays the rest of the game to the win.',
      'column 4: cannot go here',
    ]);
    expect(cardNames(4)).toEqual([]);
    press('f');
    expect(announced()).toBe('7 of diamonds cannot go to its foundation');
    press('Escape');
    expect(announced()).toBe('7 of diamonds and 1 card put back');
    // F on a card that is not the last of its column.
    press('f');
    expect(announced()).toBe('7 of diamonds cannot go to its foundation');
    expect(cardNames(3)).toEqual(['9 of diamonds', '7 of diamonds', '8 of diamonds']);
  });

  it('sends the focused last card home with F, and undoes it with Ctrl+Z', async () => {
    await tabIntoBoard();
    press('f');
    await waitFor(() => expect(cardNames(1).at(-1)).toBe('10 of diamonds'));
    await saidOnceLoaded('9 of spades to its foundation; score 10');
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('10 of diamonds'),
    );
    press('z', { ctrlKey: true });
    await waitFor(() => expect(cardNames(1).at(-1)).toBe('9 of spades'));
    await saidOnceLoaded('Undone: 9 of spades back to column 1; score 0');
  });

  it('says which card an undo turns face down again, and puts picked-up cards back first', async () => {
    await saveGame(page.items, newGame(DEAL));
    await tabIntoBoard();
    // 6H with the four cards on it, from column 2 onto 7C at the end of column 7.
    press('ArrowRight');
    for (let up = 0; up < 4; up++) press('ArrowUp');
    press('Enter');
    expect(announced()).toBe('6 of hearts and 4 cards picked up');
    for (let right = 0; right < 5; right++) press('ArrowRight');
    press(' ');
    await waitFor(() => expect(cardNames(2)).toEqual(['9 of spades']));
    await saidOnceLoaded('6 of hearts and 4 cards to column 7; 9 of spades turned up; score 5');
    // Ctrl+Z with cards picked up puts them back first, and says so; the next one undoes.
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('6 of hearts'),
    );
    press('Enter');
    expect(announced()).toBe('6 of hearts and 4 cards picked up');
    expect(liftedCards()).toHaveLength(5);
    press('z', { ctrlKey: true });
    expect(announced()).toBe('6 of hearts and 4 cards put back');
    expect(liftedCards()).toEqual([]);
    expect(cardNames(2)).toEqual(['9 of spades']);
    press('z', { ctrlKey: true });
    await waitFor(() => expect(cardNames(2)).toHaveLength(6));
    expect(cardNames(2)[0]).toBe('face-down card');
    await saidOnceLoaded(
      'Undone: 6 of hearts and 4 cards back to column 2; 9 of spades turned face down; score 0',
    );
  });

  it('sends a picked-up last card home with F', async () => {
    await tabIntoBoard();
    press('Enter');
    expect(announced()).toBe('9 of spades picked up');
    expect(liftedCards()).toEqual(['9 of spades']);
    press('f');
    await waitFor(() => expect(cardNames(1).at(-1)).toBe('10 of diamonds'));
    await saidOnceLoaded('9 of spades to its foundation; score 10');
    expect(liftedCards()).toEqual([]);
  });

  it('takes a foundation card back onto a column from the foundation slots', async () => {
    await tabIntoBoard();
    for (let step = 0; step < 7; step++) press('ArrowRight');
    // A focused slot says what lies on it (inside the board a screen reader reads the focus;
    // happy-dom computes no aria-description, the E2E test reads it from Chromium).
    expect(document.activeElement?.getAttribute('aria-description')).toBe('8 of spades on top');
    press('ArrowDown');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('hearts foundation');
    press('Enter');
    expect(announced()).toBe('king of hearts picked up');
    press('ArrowLeft');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('column 7');
    press('Enter');
    await waitFor(() => expect(cardNames(7)).toEqual(['king of hearts']));
    await saidOnceLoaded('king of hearts to column 7; score 0');
    expect(
      screen.getByRole('group', { name: 'hearts foundation' }).getAttribute('aria-description'),
    ).toBe('queen of hearts on top');
  });

  it('refuses to pick cards up once the game is over, saying why', async () => {
    await saveGame(
      page.items,
      gameWith(LATE_COLUMNS, [8, 13, 6, 8], { status: 'move-limit', moves: 3000 }),
    );
    await tabIntoBoard();
    press('Enter');
    expect(await screen.findByText('This game is over. Start a new game to play on.')).toBeTruthy();
    expect(announced()).not.toContain('picked up');
    expect(liftedCards()).toEqual([]);
  });

  it('starts the tab stop at column 1 again after a restart', async () => {
    await focusEightOfDiamonds(40);
    fireEvent.click(screen.getByRole('button', { name: 'New game' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Restart this deal' }));
    // The deal's column 1 holds the 7 of hearts alone.
    await waitFor(() => expect(cardNames(1)).toEqual(['7 of hearts']));
    expect(tabStops()).toEqual(['7 of hearts']);
  });

  it("starts the tab stop at column 1 again when another page's restart comes already played on", async () => {
    await focusEightOfDiamonds(2);
    // The other page restarted the deal and made two moves before its write came: as many
    // moves as the game shown here, but dealt anew.
    await page.items.game.setValue({
      game: { ...newGame(DEAL), moves: 2 },
      elapsedMs: 0,
      revision: 2,
      updatedAt: 2,
      dealtAt: 2,
    });
    await waitFor(() => expect(cardNames(1)).toEqual(['7 of hearts']));
    expect(tabStops()).toEqual(['7 of hearts']);
  });

  it('keeps the focus on the board when another page moves the focused card away', async () => {
    await focusEightOfDiamonds(40);
    // The frames of those keys are drawn before the other page's move comes.
    await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    // The other page put 8D on the 9C of column 2: the element that had the focus is gone.
    const [first, second, third, ...rest] = LATE_COLUMNS;
    await page.items.game.setValue({
      game: gameWith([first, [...second, '8D'], third.slice(0, -1), ...rest], [8, 13, 6, 8], {
        moves: 41,
      }),
      elapsedMs: 0,
      revision: 2,
      updatedAt: 2,
    });
    await waitFor(() => expect(cardNames(2).at(-1)).toBe('8 of diamonds'));
    await waitFor(() =>
      expect(document.activeElement?.closest('[role="application"]')).not.toBeNull(),
    );
    expect([document.activeElement?.getAttribute('aria-label')]).toEqual(tabStops());
    // And the keys go on from there.
    press('ArrowUp');
    expect(document.activeElement?.getAttribute('aria-label')).not.toBeNull();
  });

  it('keeps the tab stop where it is when another page deals the unplayed deal shown again', async () => {
    await tabIntoBoard();
    press('ArrowRight');
    press('ArrowRight');
    const focused = document.activeElement?.getAttribute('aria-label');
    const saved = (await page.items.game.getValue()) as { revision: number };
    await page.items.game.setValue({ ...saved, revision: saved.revision + 1, dealtAt: 3 });
    await waitFor(() => expect(page.model.game.dealtAt.value).toBe(3));
    expect(tabStops()).toEqual([focused]);
  });

  it('moves from column 1 of a restarted deal with an arrow pressed before it is drawn', async () => {
    await focusEightOfDiamonds(40);
    // A restart and a key within one frame (the restart from another page, say): the key is
    // dispatched as the browser does, not through `press` (whose act draws the deal first).
    page.model.game.startNewGame({ code: DEAL });
    document.activeElement?.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }),
    );
    await waitFor(() => expect(cardNames(1)).toEqual(['7 of hearts']));
    expect(tabStops()).toEqual([cardNames(2).at(-1)]);
  });

  it('gives the building rule of the variant being played in the help', async () => {
    await saveGame(
      page.items,
      gameWith(LATE_COLUMNS, [8, 13, 6, 8], { variant: 'S', code: 'YU1-S-AAAAAAB' }),
    );
    await tabIntoBoard();
    const help = screen.getByText('Help').closest('details') as HTMLDetailsElement;
    expect(help.textContent).toContain(
      'Russian Solitaire: A card goes on the next higher card of its own suit.',
    );
    expect(help.textContent).not.toContain('Classic:');
    // Auto placement is off by default: the help says nothing of it.
    expect(help.textContent).not.toContain('Cards dropped where they cannot go');
  });

  it("lists Tab first among the help's keys, and in Australian Patience what Enter does on the stock, which the board's description says too", async () => {
    /** The help's keys and what each does, as its list shows them. */
    const helpKeys = async () => {
      const help = screen.getByText('Help').closest('details') as HTMLDetailsElement;
      await waitFor(() => expect(help.querySelectorAll('dt').length).toBeGreaterThan(0));
      return Array.from(help.querySelectorAll('dt'), (term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ]);
    };
    const boardDescription = () => {
      const board = screen.getByRole('application');
      const ids = board.getAttribute('aria-describedby')?.split(' ') ?? [];
      return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
    };
    await tabIntoBoard();
    const classic = await helpKeys();
    expect(classic.slice(0, 3)).toEqual([
      ['Tab', 'go between the buttons, the board and Help'],
      ['Arrow keys', 'move between columns, cards and foundations'],
      [
        'Enter or Space',
        'pick up the card with the cards on it, then drop them where you moved to',
      ],
    ]);
    expect(boardDescription()).not.toContain('stock');
    cleanup();

    await saveGame(page.items, newGame('YU1-U-AAAAAAB'));
    await tabIntoBoard();
    const australian = await helpKeys();
    expect(australian[0][0]).toBe('Tab');
    expect(australian[2]).toEqual([
      'Enter or Space',
      'pick up the card with the cards on it, then drop them where you moved to; on the stock, turn its top card',
    ]);
    // The line that describes the board to a screen reader lists the keys from the arrows on.
    expect(boardDescription()).toContain(
      'Enter or Space: pick up the card with the cards on it, then drop them where you moved to; on the stock, turn its top card',
    );
    expect(boardDescription()).not.toContain('Tab:');
  });

  it('names the double click and auto placement in the help only while those settings are on', async () => {
    await saveSettings(page.items, { doubleClick: false, autoPlacement: true });
    await tabIntoBoard();
    const help = screen.getByText('Help').closest('details') as HTMLDetailsElement;
    expect(help.textContent).toContain("Click a column's last card to send it home.");
    expect(help.textContent).not.toContain('Double-click');
    // Auto placement changes what a drop does: said while it is on.
    expect(help.textContent).toContain(
      'Cards dropped where they cannot go move to a column that takes them',
    );
  });

  it('closes the help with Escape, back on its button, and with a press elsewhere', async () => {
    await tabIntoBoard();
    const title = screen.getByText('Help');
    const help = title.closest('details') as HTMLDetailsElement;
    help.open = true;
    // The focus in its panel (which keys reach, to scroll it) goes back to its button.
    const panel = help.querySelector('.key-help__panel') as HTMLElement;
    // A focus stop a screen reader names: the panel, not an unnamed box.
    expect(within(help).getByRole('region', { name: 'Help' })).toBe(panel);
    panel.focus();
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(help.open).toBe(false);
    expect(document.activeElement).toBe(title);
    // Opened by a click, the focus need not be in the help: Escape closes it all the same.
    help.open = true;
    (document.activeElement as HTMLElement).blur();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(help.open).toBe(false);
    help.open = true;
    fireEvent.pointerDown(column(3));
    await waitFor(() => expect(help.open).toBe(false));
  });

  it('says the game is over when a key moves nothing at the move limit, rules unexplained', async () => {
    await saveSettings(page.items, { interactiveRules: false });
    await saveGame(
      page.items,
      gameWith(LATE_COLUMNS, [8, 13, 6, 8], { status: 'move-limit', moves: 3000 }),
    );
    await tabIntoBoard();
    press('f');
    expect(announced()).toBe('This game is over. Start a new game to play on.');
    press('Enter');
    expect(announced()).toBe('This game is over. Start a new game to play on.');
    expect(liftedCards()).toEqual([]);
  });

  it('describes the board on demand with D, every face-up card of each column from its top', async () => {
    await tabIntoBoard();
    press('d');
    expect(announced()).toBe(
      'Column 1: king of clubs, queen of diamonds, jack of clubs, 10 of diamonds, 9 of spades. ' +
        'Column 2: king of spades, queen of spades, jack of spades, 10 of spades, king of diamonds, ' +
        'queen of clubs, jack of diamonds, 10 of clubs, 9 of clubs. ' +
        'Column 3: 9 of diamonds, 7 of diamonds, 8 of diamonds. ' +
        'Column 4: empty. Column 5: empty. Column 6: empty. Column 7: empty. ' +
        'Spades foundation: 8 of spades. Hearts foundation: king of hearts. ' +
        'Diamonds foundation: 6 of diamonds. Clubs foundation: 8 of clubs.',
    );
    // Cards picked up are said first: a player who missed "picked up" hears what they hold.
    carrySevenOfDiamondsToColumn4();
    press('d');
    expect(announced()).toMatch(/^Picked up: 7 of diamonds and 1 card\. Column 1: king of clubs, /);
    expect(liftedCards()).toEqual(['7 of diamonds', '8 of diamonds']);
  });

  it('shows the rules and the keys in a Help disclosure, and the keys describe the board', async () => {
    await tabIntoBoard();
    const help = screen.getByText('Help').closest('details') as HTMLDetailsElement;
    expect(help.open).toBe(false);
    expect(within(help).getByText('Keyboard')).toBeTruthy();
    expect(help.textContent).toContain(
      'send the last card, or the card picked up, to its foundation',
    );
    // The rules in short: the goal, and the building rule of the variant being played.
    expect(within(help).getByRole('heading', { name: 'How to play', hidden: true })).toBeTruthy();
    expect(help.textContent).toContain('Move all 52 cards to the four foundations');
    expect(help.textContent).toContain(
      'Classic: A card goes on the next higher card of the other colour.',
    );
    expect(help.textContent).toContain('An empty column takes only a King');
    // A screen reader hands keys on to an application (arrows rove between the cards) and reads
    // its description on the way in.
    const board = screen.getByRole('application', { name: 'Board', description: /Escape/ });
    // Each key and what it does, through the language's own punctuation.
    expect(board.getAttribute('aria-describedby')).toBeTruthy();
    const keys = document.getElementById(board.getAttribute('aria-describedby') ?? '');
    expect(keys?.textContent).toMatch(
      /^Arrow keys: move between columns, cards and foundations; Enter or Space: pick up/,
    );
    expect(board.contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/ of /);
    expect(help.textContent).toContain('move between columns, cards and foundations');
    expect(help.textContent).not.toContain('the stock and the waste');
  });

  it('keeps the waste card it picks up right after the stock turns, before that turn is drawn', async () => {
    await saveGame(page.items, newGame('YU1-U-AAAAAAB'));
    await tabIntoBoard();
    press('ArrowLeft');
    press('ArrowLeft');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('stock, 24 cards');
    // Three keys within one frame, as a quick player presses them: dispatched as the browser
    // does, not through `press` (testing-library's act draws the page after each key).
    for (const key of ['Enter', 'ArrowRight', 'Enter']) {
      document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
    }
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    const waste = screen.getByRole('group', { name: 'waste' });
    expect(waste.getAttribute('aria-description')).toBe('queen of spades on top');
    // The turn is drawn in the frame after the keys: the card picked up stays up.
    expect(liftedCards()).toEqual(['queen of spades']);
  });

  it("says in Australian Patience's Help and the board's description that the arrows reach the stock and the waste", async () => {
    await saveGame(page.items, newGame('YU1-U-AAAAAAB'));
    await showGamePage(page);
    const arrows = 'Arrow keys: move between columns, cards, foundations, the stock and the waste';
    screen.getByRole('application', { name: 'Board', description: new RegExp(arrows) });
    const help = screen.getByText('Help').closest('details') as HTMLDetailsElement;
    expect(help.textContent).toContain(arrows.replace(': ', ''));
  });
});
