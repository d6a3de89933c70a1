// @vitest-environment happy-dom
// docs/rules.md, Moves 7: the game bar offers Finish once nothing is hidden and the solver proved
// the win (verdict setting off), and a press plays the line to the won game.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  card,
  type FakeGamePage,
  fakeGamePage,
  gameWith,
  saveGame,
  showGamePage,
} from './saved-game';

let page: FakeGamePage;

beforeEach(() => {
  page = fakeGamePage();
});
afterEach(() => {
  cleanup();
});

/** The spades from the King to the Jack in column 1, the King of hearts in column 2. */
const NEARLY_WON = [['KS', 'QS', 'JS'], ['KH'], [], [], [], [], []];

describe('Finish in the game bar', () => {
  it('shows once the win is proved with nothing hidden, and plays it to the end', async () => {
    // The spades from the King to the Jack in column 1, the King of hearts in column 2.
    await saveGame(
      page.items,
      gameWith([['KS', 'QS', 'JS'], ['KH'], [], [], [], [], []], [10, 12, 13, 13]),
    );
    await showGamePage(page);
    const finish = await screen.findByRole('button', { name: 'Finish' });
    await act(() => {
      fireEvent.click(finish);
    });
    await screen.findByRole('dialog', { name: 'You won!' });
    expect(page.model.game.current.value).toMatchObject({ status: 'won', moves: 4, score: 40 });
    expect(screen.queryByRole('button', { name: 'Finish' })).toBeNull();
  });

  it('a win is celebrated, a key ends it, and the Won dialog names the records', async () => {
    page = fakeGamePage({ isMotionReduced: false });
    await saveGame(page.items, gameWith(NEARLY_WON, [10, 12, 13, 13]));
    await showGamePage(page);
    await act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    });
    await waitFor(() => expect(document.querySelector('.celebration')).not.toBeNull());
    // The falling cards are only a picture: the win is said in words.
    expect(document.querySelector('.celebration')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('dialog', { name: 'You won!' })).toBeNull();
    await act(() => {
      fireEvent.keyDown(document.body, { key: 'Enter' });
    });
    const dialog = await screen.findByRole('dialog', { name: 'You won!' });
    expect(dialog.textContent).toContain('Your first win in Classic!');
    expect(document.querySelector('.celebration')).toBeNull();
  });

  it('says only the move that wins to a screen reader, not each move of its line', async () => {
    page = fakeGamePage({ isMotionReduced: false });
    await saveGame(page.items, gameWith(NEARLY_WON, [10, 12, 13, 13]));
    await showGamePage(page);
    const region = screen.getByRole('status', { name: 'Game announcements' });
    const said: string[] = [];
    const listener = new MutationObserver(() => said.push(region.textContent ?? ''));
    listener.observe(region, { childList: true, subtree: true, characterData: true });
    await act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    });
    await waitFor(() => expect(page.model.game.current.value.status).toBe('won'));
    await waitFor(() => expect(said.at(-1)).toContain('You won!'));
    listener.disconnect();
    // Four moves played, one sentence: the last move's, with the win.
    expect(page.model.game.current.value.moves).toBe(4);
    expect(said.filter(Boolean)).toEqual([said.at(-1)]);
    expect(said.at(-1)).toMatch(/^king of (spades|hearts) to its foundation; score 40\. You won!/);
  });

  it('tells a screen reader once a game that it is offered, not again after each move', async () => {
    // Column 2: the queen of hearts face down under the king; hearts home up to the jack.
    const game = gameWith([['KS', 'QS', 'JS'], ['QH', 'KH'], [], [], [], [], []], [10, 11, 13, 13]);
    game.position.columns[1].faceDown = 1;
    await saveGame(page.items, game);
    await showGamePage(page);
    const offered = () =>
      screen
        .queryAllByRole('status')
        .filter((region) => region.textContent?.startsWith('Finish is offered'));
    expect(screen.queryByRole('button', { name: 'Finish' })).toBeNull();
    // The king of hearts to column 3 turns the queen up: nothing is hidden, the win is proved.
    await act(() => {
      page.model.play.drop(card('KH'), 2);
    });
    await screen.findByRole('button', { name: 'Finish' });
    await waitFor(() => expect(offered()).toHaveLength(1));
    expect(offered()[0].textContent).toBe(
      'Finish is offered: it plays the rest of the game to the win.',
    );
    // A move of the player's own: Finish is offered again for the new position, unsaid.
    await act(() => {
      page.model.play.sendHome(card('JS'));
    });
    await waitFor(() => expect(page.model.game.current.value.moves).toBe(2));
    await screen.findByRole('button', { name: 'Finish' });
    // The effects of the button's return run after it is in the page: let them.
    await act(() => new Promise((done) => setTimeout(done, 150)));
    expect(offered()).toEqual([]);
  });

  it('plays the rest of its line at once when the page is hidden, where timers crawl', async () => {
    page = fakeGamePage({ isMotionReduced: false });
    await saveGame(page.items, gameWith(NEARLY_WON, [10, 12, 13, 13]));
    await showGamePage(page);
    await act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    });
    // Another tab comes to the front: the browser runs this page's timers a second apart at most.
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      await act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      expect(page.model.game.current.value).toMatchObject({ status: 'won', moves: 4 });
    } finally {
      visibility.mockRestore();
    }
  });

  it('sets the win beside the records as they stood before it', async () => {
    await page.items.stats.setValue({
      C: {
        played: 2,
        won: 1,
        streak: 1,
        bestStreak: 1,
        bestTimeMs: 600_000,
        bestScore: 625,
        fewestMoves: 2,
        lastPlayedAt: 1,
      },
    });
    await saveGame(page.items, gameWith(NEARLY_WON, [10, 12, 13, 13]));
    await showGamePage(page);
    await waitFor(() => expect(page.model.ending.current.value?.stats.totals.value.C.won).toBe(1));
    await act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'You won!' });
    expect([...dialog.querySelectorAll('.win-records li')].map((li) => li.textContent)).toEqual([
      'Best time in Classic!',
      'Fewest moves in Classic: 2',
      'Best score in Classic: 625',
    ]);
  });

  it('is not there while a card is face down', async () => {
    const game = gameWith([['KS', 'QS', 'JS'], ['KH'], [], [], [], [], []], [10, 12, 13, 13]);
    game.position.columns[0].faceDown = 1;
    await saveGame(page.items, game);
    await showGamePage(page);
    // The position's one search, for progress, has answered; no verdict was sought.
    await waitFor(() =>
      expect(page.asked.map((asked) => asked.search)).toEqual(['progressSearch']),
    );
    expect(screen.queryByRole('button', { name: 'Finish' })).toBeNull();
  });
});
