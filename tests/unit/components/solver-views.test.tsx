// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../../components/App';
import { hintSentence } from '../../../components/HintToast';
import { NoProgressDialog } from '../../../components/NoProgressDialog';
import { VerdictMark } from '../../../components/VerdictMark';
import { applyMove, type Game, legalMoves, newGame, parseMove } from '../../../engine';
import { progressMoveOf } from '../../../engine/hint';
import { createGameStore } from '../../../state/game-store';
import { createPlay } from '../../../state/play';
import { SavedSettingsSchema } from '../../../state/settings-schema';
import { createSettingsStore } from '../../../state/settings-store';
import { createSolverStore } from '../../../state/solver-store';
import { readStored } from '../../../state/stored-value';
import { stuckGame } from '../engine/stuck';
import { fakeSolverThread, type Script, workerlessSolverThread } from '../state/fake-solver-thread';
import {
  card,
  DEAL,
  type FakeGamePage,
  fakeGamePage,
  fakeOptionsPage,
  gameWith,
  saveGame,
  saveSettings,
} from './saved-game';

let page: FakeGamePage;

beforeEach(() => {
  page = fakeGamePage();
});
afterEach(() => {
  cleanup();
});

/** The stores for a saved game, with the solver's answers scripted or the engine's own. */
async function storesFor(game: Game, { isOn = true, script = {} as Script } = {}) {
  await saveGame(page.items, game);
  await saveSettings(page.items, { showVerdict: isOn });
  const gameStore = createGameStore({ item: page.items.game });
  const settings = createSettingsStore({ item: page.items.settings });
  await Promise.all([gameStore.load(), settings.load()]);
  const fake = fakeSolverThread(script);
  const solver = createSolverStore({ game: gameStore, settings, thread: fake.thread });
  solver.follow();
  return { game: gameStore, settings, solver, answers: fake.answers };
}

/** Renders the verdict mark of a game. */
async function showVerdict(game: Game, options: { isOn?: boolean; script?: Script } = {}) {
  const { solver } = await storesFor(game, options);
  const { container } = render(<VerdictMark solver={solver} isDealt={game.moves === 0} />);
  return container;
}

describe('the verdict mark', () => {
  it('says checking while the solver works, then can be won', async () => {
    const mark = await showVerdict(newGame(DEAL));
    expect(mark.textContent).toBe('Checking…');
    await waitFor(() => expect(mark.textContent).toBe('Can be won'));
    expect(mark.querySelector('.verdict--winnable')).toBeTruthy();
  });

  it('gives its verdict on Australian Patience too', async () => {
    // A deal the page's search wins within its cap, in well under a second (YU1-U-AAAAAAB is
    // one it leaves undecided, after some 7 s of searching).
    const mark = await showVerdict(newGame('YU1-U-AAAAAAG'));
    await waitFor(() => expect(mark.textContent).toBe('Can be won'), { timeout: 10_000 });
  });

  it('says can no longer be won on a dead end', async () => {
    // Played into (a dead end with no move played is a deal that cannot be won, below).
    const mark = await showVerdict({ ...stuckGame(), moves: 30 });
    await waitFor(() => expect(mark.textContent).toBe('Can no longer be won'));
  });

  it('says a deal as dealt cannot be won, not that it can no longer be', async () => {
    const unwinnable: Script = {
      solve: () => ({ result: 'unwinnable', solution: [], positions: 9, ms: 5 }),
    };
    let mark = await showVerdict(newGame(DEAL), { script: unwinnable });
    await waitFor(() => expect(mark.textContent).toBe('Cannot be won'));
    expect(mark.querySelector('.verdict--unwinnable')).toBeTruthy();
    cleanup();
    const dealt = newGame(DEAL);
    const [first] = legalMoves(dealt.variant, dealt.position);
    const played = applyMove(dealt, first).game as Game;
    mark = await showVerdict(played, { script: unwinnable });
    await waitFor(() => expect(mark.textContent).toBe('Can no longer be won'));
  });

  it('says not determined when the solver’s budget ran out', async () => {
    const mark = await showVerdict(newGame(DEAL), {
      script: { solve: () => ({ result: 'unknown', solution: [], positions: 9, ms: 10_000 }) },
    });
    await waitFor(() => expect(mark.textContent).toBe('Not determined'));
  });

  it('is not there while the setting is off', async () => {
    const { solver, answers } = await storesFor(newGame(DEAL), { isOn: false });
    const { container: mark } = render(<VerdictMark solver={solver} isDealt={true} />);
    // The position's searches have all answered: the check for progress left, and no verdict.
    await waitFor(() => expect(answers).not.toHaveLength(0));
    await Promise.all(answers);
    expect(answers).toHaveLength(1);
    expect(solver.verdict.value).toBeNull();
    expect(mark.textContent).toBe('');
  });
});

/** Every card's name, column by column: what the board shows. */
function tableauNames() {
  return [1, 2, 3, 4, 5, 6, 7].map((number) =>
    Array.from(
      screen.getByRole('group', { name: `column ${number}` }).querySelectorAll('[role=img]'),
      (card) => card.getAttribute('aria-label'),
    ),
  );
}

describe('the hint on the page', () => {
  // Where no worker starts, the searches fail, and the hint is the engine's own pick.
  beforeEach(() => {
    page = fakeGamePage({ solverThread: workerlessSolverThread });
  });

  it('highlights a card and its destination and says it, without moving anything', async () => {
    const game = newGame(DEAL);
    const expected = progressMoveOf(game);
    expect(expected).toEqual({ card: 1 * 13 + 5, to: 6 });
    await saveGame(page.items, game);
    render(<App layout="full" model={page.model} />);
    const button = await screen.findByRole('button', { name: 'Hint' });
    expect(button.getAttribute('aria-keyshortcuts')).toBe('H');
    const before = tableauNames();
    fireEvent.click(button);
    expect(
      await screen.findByText('Move 6 of hearts and 4 cards from column 2 to column 7.', {
        selector: '[role=status] p',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('img', { name: '6 of hearts' }).classList).toContain('is-hinted');
    expect(screen.getByRole('group', { name: 'column 7' }).classList).toContain('is-hint-target');
    expect(tableauNames()).toEqual(before);
    expect(screen.getByText('Moves').nextElementSibling?.textContent).toBe('0');
  });

  it('answers the H key', async () => {
    await saveGame(page.items, newGame(DEAL));
    render(<App layout="full" model={page.model} />);
    await screen.findByRole('button', { name: 'Hint' });
    fireEvent.keyDown(document.body, { key: 'h' });
    expect(
      await screen.findByText('Move 6 of hearts and 4 cards from column 2 to column 7.'),
    ).toBeTruthy();
  });
});

describe('the hint in words', () => {
  it('says where the card lies: its column, or its foundation for a take-back', () => {
    // Column 1 ends with 9S, column 2 with 9C; the spades foundation holds up to 8S.
    const { position } = gameWith(
      [['KC', 'QD', 'JC', 'TD', '9S'], ['TH', '9C'], [], [], [], [], []],
      [8, 8, 8, 8],
    );
    expect(hintSentence({ card: card('9C'), to: 0 }, position)).toBe(
      'Move 9 of clubs from column 2 to column 1.',
    );
    expect(hintSentence({ card: card('9S'), to: 'foundation' }, position)).toBe(
      'Move 9 of spades from column 1 to its foundation.',
    );
    expect(hintSentence({ card: card('8D'), to: 0 }, position)).toBe(
      'Move 8 of diamonds from its foundation to column 1.',
    );
  });

  it("tells a Double Yukon card from the other deck's copy of it face up in the same column", () => {
    // Column 1: KC, QD, then the second deck's KC (id + 52) and QH; column 2 empty.
    const otherKing = card('KC') + 52;
    const dealt = newGame('YU1-D-AAAAAAB').position;
    const empty = { cards: [], faceDown: 0 };
    const position = {
      ...dealt,
      columns: [
        { cards: [card('KC'), card('QD'), otherKing, card('QH')], faceDown: 0 },
        ...dealt.columns.slice(1).map(() => empty),
      ],
    };
    expect(hintSentence({ card: card('KC'), to: 1 }, position)).toBe(
      'Move king of clubs (the upper one) and 3 cards from column 1 to column 2.',
    );
    expect(hintSentence({ card: otherKing, to: 1 }, position)).toBe(
      'Move king of clubs (the lower one) and 1 card from column 1 to column 2.',
    );
    // Face down, the first king has no name to be taken for the other's.
    const covered = {
      ...position,
      columns: [{ ...position.columns[0], faceDown: 1 }, ...position.columns.slice(1)],
    };
    expect(hintSentence({ card: otherKing, to: 1 }, covered)).toBe(
      'Move king of clubs and 1 card from column 1 to column 2.',
    );
  });

  it('says an Australian Patience hint from the stock and the waste', () => {
    // YU1-U-AAAAAAB turns QS first (docs/rules.md, U: Australian Patience).
    const dealt = newGame('YU1-U-AAAAAAB').position;
    expect(hintSentence({ card: card('QS'), to: 'waste' }, dealt)).toBe(
      'Turn the top card of the stock onto the waste.',
    );
    const turned = { ...dealt, stock: dealt.stock?.slice(0, -1), waste: [card('QS')] };
    expect(hintSentence({ card: card('QS'), to: 3 }, turned)).toBe(
      'Move queen of spades from the waste to column 4.',
    );
    expect(hintSentence({ card: card('QS'), to: 'foundation' }, turned)).toBe(
      'Move queen of spades from the waste to its foundation.',
    );
  });

  it('says no hint in Australian Patience by what it has: a turn from the stock, no card to turn up', () => {
    const { position } = newGame('YU1-U-AAAAAAB');
    expect(hintSentence(null, position)).toBe(
      'No hint: no move found that gets a card home or turns a card from the stock onto the waste.',
    );
    expect(hintSentence(null, position, { isNoProgressLeft: true })).toBe(
      'No hint: no sequence of moves can send another card home or turn another card from the stock onto the waste.',
    );
    expect(hintSentence(null, position, { onlyUndo: 'progress' })).toBe(
      'No hint: the only way found to get a card home or turn a card from the stock onto the waste starts by taking back your last move.',
    );
    expect(hintSentence(null, position, { onlyUndo: 'found' })).toBe(
      'No hint: the only winning line found starts by taking back your last move.',
    );
  });

  it('says why there is none when only taking back the last move goes on', () => {
    const { position } = newGame(DEAL);
    expect(hintSentence(null, position)).toBe(
      'No hint: no move found that gets a card home or turns one up.',
    );
    expect(hintSentence(null, position, { isNoProgressLeft: true })).toBe(
      'No hint: no sequence of moves can send another card home or turn a card up.',
    );
    expect(hintSentence(null, position, { onlyUndo: 'wins' })).toBe(
      'No hint: only taking back your last move keeps this game winnable.',
    );
    expect(hintSentence(null, position, { onlyUndo: 'found' })).toBe(
      'No hint: the only winning line found starts by taking back your last move.',
    );
    expect(hintSentence(null, position, { onlyUndo: 'progress' })).toBe(
      'No hint: the only way found to get a card home or turn one up starts by taking back your last move.',
    );
  });
});

describe('the options page', () => {
  it('offers the verdict and winnable deals only, both off, and saves them', async () => {
    render(<App layout="settings" model={fakeOptionsPage(page.items)} />);
    const verdict = (await screen.findByRole('checkbox', {
      name: 'Show whether the game can still be won',
    })) as HTMLInputElement;
    const winnableOnly = screen.getByRole('checkbox', {
      name: 'Winnable deals only',
    }) as HTMLInputElement;
    expect([verdict.checked, winnableOnly.checked]).toEqual([false, false]);
    fireEvent.click(verdict);
    fireEvent.click(winnableOnly);
    await waitFor(async () =>
      expect(
        readStored(SavedSettingsSchema, await page.items.settings.getValue()).value?.settings,
      ).toMatchObject({
        showVerdict: true,
        winnableDealsOnly: true,
      }),
    );
  });
});

describe('the "no progress left" dialog', () => {
  /** The dead end's 3 of spades taken back onto the 4 of diamonds: progress is left there. */
  const takenBack = () => applyMove(stuckGame(), parseMove('3S-c1')).game as Game;

  async function showDialog(game: Game) {
    const stores = await storesFor(game, { isOn: false });
    const play = createPlay({ game: stores.game, settings: stores.settings });
    let newGames = 0;
    render(
      <NoProgressDialog
        game={stores.game}
        play={play}
        solver={stores.solver}
        onNewGame={() => newGames++}
      />,
    );
    return { ...stores, newGames: () => newGames };
  }

  it('opens once a move here reaches a proven dead end; Keep trying closes it, the game goes on', async () => {
    const { game, newGames } = await showDialog(takenBack());
    expect(game.move(parseMove('3S-f'))).toBeNull();
    const dialog = await screen.findByRole('dialog', {
      name: 'No progress left',
      description: /^No sequence of moves can send another card home or turn a card up\./,
    });
    expect((screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Keep trying' }));
    await waitFor(() => expect(dialog.textContent).toBe(''));
    expect(game.current.value.status).toBe('playing');
    expect(newGames()).toBe(0);
  });

  it('opens for a move made here before its view had loaded', async () => {
    // The dialogs load after the first paint: a move made in between still led here.
    const stores = await storesFor(takenBack(), { isOn: false });
    expect(stores.game.move(parseMove('3S-f'))).toBeNull();
    render(
      <NoProgressDialog
        game={stores.game}
        play={createPlay({ game: stores.game, settings: stores.settings })}
        solver={stores.solver}
        onNewGame={() => {}}
      />,
    );
    expect(await screen.findByRole('dialog', { name: 'No progress left' })).toBeTruthy();
  });

  it('stays closed after Keep trying while cards are shuttled, even home and back', async () => {
    const { game, solver } = await showDialog(takenBack());
    game.move(parseMove('3S-f'));
    fireEvent.click(await screen.findByRole('button', { name: 'Keep trying' }));
    for (const move of ['3S-c5', '3S-f', '3S-c1', '3S-f']) {
      expect(game.move(parseMove(move))).toBeNull();
      await waitFor(() => expect(solver.hasNoProgress.value).toBe(move === '3S-f'));
      // Every render the store's answer asked for is done before the dialog is looked for.
      await act(async () => {});
      expect(screen.queryByText('No progress left')).toBeNull();
    }
  });

  it('opens on no page that merely shows a dead end: a new tab takes no focus', async () => {
    const { solver } = await showDialog(stuckGame());
    await waitFor(() => expect(solver.hasNoProgress.value).toBe(true));
    await act(async () => {});
    // The dialog holds its content only while open (its `open` comes from an effect later).
    expect(screen.queryByText('No progress left')).toBeNull();
  });

  it('says nothing where progress is left', async () => {
    const { game, settings, solver, answers } = await storesFor(newGame(DEAL), { isOn: false });
    render(
      <NoProgressDialog
        game={game}
        play={createPlay({ game, settings })}
        solver={solver}
        onNewGame={() => {}}
      />,
    );
    // The check for progress left has answered, and the store has read it: progress is left.
    await waitFor(() => expect(answers).toHaveLength(1));
    expect(await answers[0]).toMatchObject({ result: 'progress' });
    expect(solver.hasNoProgress.value).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
