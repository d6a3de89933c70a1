// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../../components/App';
import { newGame } from '../../../engine';
import {
  DEAL,
  type FakeGamePage,
  fakeGamePage,
  fakeOptionsPage,
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

async function showGame() {
  await showGamePage(page);
}

/** The cell of a statistics row (by its label) in a variant's column (1 = Classic .. 4 = Alaska, then Double Yukon and Australian Patience once played). */
function cell(table: HTMLElement, row: string, column: number) {
  const header = within(table).getByRole('rowheader', { name: row });
  return header.parentElement?.children[column]?.textContent;
}

describe('sync and statistics on the page', () => {
  it('shows statistics per variant from the game bar', async () => {
    await saveGame(page.items, newGame(DEAL));
    await page.items.stats.setValue({
      R: {
        played: 4,
        won: 3,
        streak: 2,
        bestStreak: 2,
        bestTimeMs: 125_000,
        bestScore: 640,
        fewestMoves: 98,
        lastPlayedAt: 1,
      },
      D: {
        played: 2,
        won: 1,
        streak: 0,
        bestStreak: 1,
        bestTimeMs: 1_805_000,
        bestScore: 1260,
        fewestMoves: 412,
        lastPlayedAt: 2,
      },
    });
    await showGame();
    fireEvent.click(screen.getByRole('button', { name: 'Statistics' }));
    const dialog = await screen.findByRole('dialog', { name: 'Statistics' });
    const table = within(dialog).getByRole('table');
    await waitFor(() => expect(cell(table, 'Games played', 2)).toBe('4'));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Classic', 'Relaxed', 'Russian Solitaire', 'Alaska', 'Double Yukon']);
    expect(cell(table, 'Games won', 2)).toBe('3');
    expect(cell(table, 'Win rate', 2)).toBe('75%');
    expect(cell(table, 'Best time', 2)).toBe('2:05');
    expect(cell(table, 'Fewest moves', 2)).toBe('98');
    expect(cell(table, 'Games played', 1)).toBe('0');
    expect(cell(table, 'Best time', 1)).toBe('–');
    // Double Yukon, once played, has its own column (docs/rules.md, Statistics); Australian
    // Patience, never played, has none yet.
    expect(cell(table, 'Games played', 5)).toBe('2');
    expect(cell(table, 'Fewest moves', 5)).toBe('412');
    expect(cell(table, 'Games played', 6)).toBeUndefined();
  });

  it('reaches the statistics from the options page too', async () => {
    render(<App layout="settings" model={fakeOptionsPage(page.items)} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Statistics' }));
    expect(await screen.findByRole('dialog', { name: 'Statistics' })).toBeTruthy();
  });

  it('marks the game bar "Not synced" while sync fails, and says why', async () => {
    await saveGame(page.items, newGame(DEAL));
    await showGame();
    expect(screen.queryByText('Not synced')).toBeNull();
    await page.items.syncProblem.setValue({ problem: 'unavailable', at: 1 });
    const mark = await screen.findByText('Not synced');
    expect(mark.closest('.game-bar')).toBeTruthy();
    expect(mark.getAttribute('title')).toMatch(/off or offline/);
    await page.items.syncProblem.setValue(null);
    await waitFor(() => expect(screen.queryByText('Not synced')).toBeNull());
  });

  it('marks the options page "Not synced" too, while a changed setting waits to be synced', async () => {
    await page.items.syncProblem.setValue({ problem: 'too-large', at: 1 });
    render(<App layout="settings" model={fakeOptionsPage(page.items)} />);
    const mark = await screen.findByText('Not synced');
    expect(mark.closest('main')).toBeTruthy();
    expect(mark.getAttribute('title')).toMatch(/Too much to sync/);
    await page.items.syncProblem.setValue(null);
    await waitFor(() => expect(screen.queryByText('Not synced')).toBeNull());
  });

  it('offers to resume a game set aside for one from another browser', async () => {
    await saveGame(page.items, newGame(DEAL));
    const setAside = { ...newGame('YU1-S-AAAAAAC'), moves: 14 };
    await page.items.otherGame.setValue({
      game: setAside,
      elapsedMs: 1000,
      revision: 3,
      updatedAt: 1,
    });
    await showGame();
    fireEvent.click(await screen.findByRole('button', { name: 'Resume the other game' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Copy deal code YU1-S-AAAAAAC' })).toBeTruthy(),
    );
    expect(screen.queryByRole('button', { name: 'Resume the other game' })).toBeNull();
    expect(await page.items.otherGame.getValue()).toBeNull();
  });
});
