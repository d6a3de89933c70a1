// @vitest-environment happy-dom
// Calm play (docs/rules.md, Score, moves and time): the clock and the score can be hidden, and the
// clock stands still while a dialog covers the board.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyMove, legalMoves, newGame, parseMove } from '../../../engine';
import { dailyDealCode } from '../../../engine/daily-deal';
import { localDate } from '../../../state/daily-deal';
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

/** The figure shown under `label` in the game bar, or null when the bar shows no such figure. */
function stat(label: string): string | null {
  const term = screen.queryByText(label, { selector: '.game-bar dt' });
  return term ? (term.nextElementSibling?.textContent ?? '') : null;
}

/** DEAL after its first legal move: a game under way, whose clock runs. */
function underWay() {
  const game = newGame(DEAL);
  const next = applyMove(game, legalMoves(game.variant, game.position)[0]).game;
  if (!next) throw new Error('the first legal move is legal');
  return next;
}

beforeEach(() => {
  page = fakeGamePage();
});
afterEach(() => {
  cleanup();
});

describe('calm play', () => {
  it('stands the clock still while a dialog covers the board', async () => {
    await saveGame(page.items, underWay(), 58_200);
    await showGamePage(page);
    expect(stat('Time')).toBe('0:58');
    fireEvent.click(screen.getByRole('button', { name: 'New game' }));
    await screen.findByRole('dialog', { name: 'New game' });
    // Running, the clock would now show 1:08.
    act(() => page.passTime(10_000));
    expect(stat('Time')).toBe('0:58');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => page.passTime(1000));
    expect(stat('Time')).toBe('0:59');
  });

  it('hides the clock and the score when the player chose so, and still keeps them', async () => {
    await saveSettings(page.items, { showClock: false, showScore: false });
    await saveGame(page.items, underWay(), 10_000);
    await showGamePage(page);
    await waitFor(() => expect(page.model.settings.isLoaded.value).toBe(true));
    expect(stat('Moves')).toBe('1');
    expect(stat('Time')).toBeNull();
    expect(stat('Score')).toBeNull();
    act(() => page.passTime(5000));
    expect(page.model.game.elapsedMs.value).toBe(15_000);
    // A move is said without the score.
    const { game } = page.model;
    const current = game.current.value;
    act(() => {
      game.move(legalMoves(current.variant, current.position)[0]);
    });
    const region = screen.getByRole('status', { name: 'Game announcements' });
    await waitFor(() => expect(region.textContent).not.toBe(''));
    expect(region.textContent).not.toMatch(/score/);
  });

  it('hides the hidden figures in the Won dialog too', async () => {
    await saveSettings(page.items, { showClock: false, showScore: false, motion: 'off' });
    const lastMove = gameWith([['KS'], [], [], [], [], [], []], [12, 13, 13, 13], {
      moves: 99,
      score: 610,
    });
    await saveGame(page.items, lastMove, 125_000);
    await showGamePage(page);
    await waitFor(() => expect(page.model.settings.isLoaded.value).toBe(true));
    act(() => {
      page.model.game.move(parseMove('KS-f'));
    });
    const dialog = await screen.findByRole('dialog', { name: 'You won!' });
    const terms = [...dialog.querySelectorAll('dt')].map((term) => term.textContent);
    expect(terms).toEqual(['Moves']);
    expect(dialog.textContent).not.toMatch(/2:05|620|time|score/i);
  });

  it('leaves the time out of the text Share copies after a daily deal won with the clock hidden', async () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    const dealtAt = Date.UTC(2026, 11, 1, 9);
    const daily = gameWith([['KS'], [], [], [], [], [], []], [12, 13, 13, 13], {
      code: dailyDealCode(localDate(dealtAt), 'C'),
      moves: 99,
    });
    const share = async () => {
      await page.items.game.setValue({
        game: daily,
        elapsedMs: 125_000,
        revision: 1,
        updatedAt: 1,
        dealtAt,
      });
      await showGamePage(page);
      await waitFor(() => expect(page.model.settings.isLoaded.value).toBe(true));
      act(() => {
        page.model.game.move(parseMove('KS-f'));
      });
      const dialog = await screen.findByRole('dialog', { name: 'You won!' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
      await waitFor(() => expect(copied).toHaveLength(1));
      cleanup();
      return copied.pop();
    };
    await saveSettings(page.items, { showClock: false, motion: 'off' });
    const calm = await share();
    expect(calm).toContain('won in 100 moves');
    expect(calm).toContain(daily.code);
    expect(calm).not.toMatch(/2:05|2:06/);
    // The same win with the clock shown gives its time.
    page = fakeGamePage();
    await saveSettings(page.items, { showClock: true, motion: 'off' });
    expect(await share()).toMatch(/won in 2:0\d, 100 moves/);
  });

  it('shows the clock and the score again when the setting is turned back on', async () => {
    await saveSettings(page.items, { showClock: false, showScore: false });
    await saveGame(page.items, underWay(), 10_000);
    await showGamePage(page);
    await waitFor(() => expect(page.model.settings.isLoaded.value).toBe(true));
    expect(stat('Time')).toBeNull();
    await saveSettings(page.items, { showClock: true, showScore: true });
    await waitFor(() => expect(stat('Time')).toBe('0:10'));
    expect(stat('Score')).toBe('0');
  });
});
