// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../../components/App';
import { newGame } from '../../../engine';
import { isoDate } from '../../../engine/daily-deal';
import { localDate } from '../../../state/daily-deal';
import { dayNumber, withDay } from '../../../state/daily-record';
import type { StatsRecord } from '../../../state/stats';
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

/** The figure of a statistics row (by its label) for the variant the dialog shows. */
/** The text of the figure in `row`, leaving out the parts `isLeftOut` says. */
function figureIn(dialog: HTMLElement, row: string, isLeftOut: (part: Element) => boolean) {
  const header = within(dialog).getByRole('rowheader', { name: row });
  const figure = header.parentElement?.children[1] as Element;
  return [...figure.childNodes]
    .filter((node) => !(node instanceof Element && isLeftOut(node)))
    .map((node) => node.textContent)
    .join('');
}

/** What a screen reader reads in the figure of `row`: its text, but what is hidden from it. */
const cell = (dialog: HTMLElement, row: string) =>
  figureIn(dialog, row, (part) => part.getAttribute('aria-hidden') === 'true');

/** What the eye sees in the figure of `row`: its text, but what is there for screen readers alone. */
const shownIn = (dialog: HTMLElement, row: string) =>
  figureIn(dialog, row, (part) => part.classList.contains('visually-hidden'));

/** Chooses `name` in the statistics dialog's list of variants. */
function showVariant(dialog: HTMLElement, name: string) {
  const list = within(dialog).getByRole('combobox', { name: 'Variant' }) as HTMLSelectElement;
  const option = within(list).getByRole('option', { name }) as HTMLOptionElement;
  fireEvent.change(list, { target: { value: option.value } });
}

describe('sync and statistics on the page', () => {
  it('shows statistics per variant from the game bar, with the daily record', async () => {
    const today = dayNumber(isoDate(localDate(Date.now())));
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
        wonTimeMs: 390_000,
        timedWins: 3,
        // Daily deals: won the day before yesterday and yesterday, played today.
        days: [2, 1, 0].reduce<string | undefined>(
          (days, back) => withDay(days, today - back, back > 0),
          undefined,
        ),
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
    // The game's own variant first (a Classic game here), then any of the six.
    const list = within(dialog).getByRole('combobox', { name: 'Variant' }) as HTMLSelectElement;
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Classic',
      'Relaxed',
      'Russian Solitaire',
      'Alaska',
      'Double Yukon',
      'Australian Patience',
    ]);
    expect(list.selectedOptions[0]?.textContent).toBe('Classic');
    await waitFor(() => expect(within(dialog).getAllByRole('rowheader')).toHaveLength(13));
    expect(cell(dialog, 'Games played')).toBe('0');
    // No win yet: a dash to the eye, words to a screen reader (which may say nothing for a dash).
    expect(shownIn(dialog, 'Best time')).toBe('–');
    expect(cell(dialog, 'Best time')).toBe('none yet');
    expect(cell(dialog, 'Win rate')).toBe('none yet');
    showVariant(dialog, 'Relaxed');
    await waitFor(() => expect(cell(dialog, 'Games played')).toBe('4'));
    expect(cell(dialog, 'Games won')).toBe('3');
    expect(cell(dialog, 'Win rate')).toBe('75%');
    expect(cell(dialog, 'Best time')).toBe('2:05');
    expect(cell(dialog, 'Average time of a win')).toBe('2:10');
    expect(cell(dialog, 'Fewest moves')).toBe('98');
    const daily = within(dialog).getByRole('table', { name: 'Daily deal' });
    expect(cell(daily, 'Days played')).toBe('3');
    expect(cell(daily, 'Days won')).toBe('2');
    expect(cell(daily, 'Current daily streak')).toBe('2');
    expect(cell(daily, 'Best daily streak')).toBe('2');
    // Double Yukon and Australian Patience have records of their own (docs/rules.md, Statistics).
    showVariant(dialog, 'Double Yukon');
    await waitFor(() => expect(cell(dialog, 'Games played')).toBe('2'));
    expect(cell(dialog, 'Fewest moves')).toBe('412');
    showVariant(dialog, 'Australian Patience');
    await waitFor(() => expect(cell(dialog, 'Games played')).toBe('0'));

    // Reset statistics asks first, and empties only the variant shown (docs/rules.md, Statistics).
    showVariant(dialog, 'Relaxed');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset statistics' }));
    const question = within(dialog).getByRole('group', {
      name: 'Reset the statistics of Relaxed in all your browsers? They cannot be brought back.',
    });
    expect(document.activeElement).toBe(
      within(question).getByRole('button', { name: 'Keep them' }),
    );
    fireEvent.click(within(question).getByRole('button', { name: 'Keep them' }));
    expect(cell(dialog, 'Games played')).toBe('4');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset statistics' }));
    // The region that says what the answer did is there, empty, while the question is asked.
    const said = within(dialog).getByRole('status');
    expect(said.textContent).toBe('');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(within(dialog).getByRole('status')).toBe(said);
    expect(cell(dialog, 'Games played')).toBe('0');
    expect(cell(dialog, 'Best time')).toBe('none yet');
    expect(cell(dialog, 'Days played')).toBe('0');
    expect(within(dialog).getByRole('status').textContent).toBe(
      'The statistics of Relaxed were reset.',
    );
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: 'Reset statistics' }),
    );
    // Asked again and kept this time, the region does not say the last reset anew.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset statistics' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep them' }));
    expect(within(dialog).getByRole('status').textContent).toBe('');
    await waitFor(async () =>
      expect((await page.items.stats.getValue()) as StatsRecord).toMatchObject({
        R: { played: 0, won: 0 },
        D: { played: 2 },
      }),
    );
    showVariant(dialog, 'Double Yukon');
    expect(cell(dialog, 'Games played')).toBe('2');
  });

  it('reaches the statistics from the options page too, its figures busy until read', async () => {
    await page.items.stats.setValue({
      C: {
        played: 4,
        won: 2,
        streak: 1,
        bestStreak: 1,
        bestTimeMs: 300_000,
        bestScore: 640,
        fewestMoves: 120,
        lastPlayedAt: 2,
      },
    });
    render(<App layout="settings" model={fakeOptionsPage(page.items)} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Statistics' }));
    const dialog = await screen.findByRole('dialog', { name: 'Statistics' });
    // The options page reads the counts as the dialog opens: until then its figures may be none.
    const busy = (shown: HTMLElement) =>
      within(shown)
        .getAllByRole('table')
        .map((table) => table.getAttribute('aria-busy'));
    expect(busy(dialog)).toEqual(['true', 'true']);
    await waitFor(() => expect(busy(dialog)).toEqual([null, null]));
    expect(cell(dialog, 'Games played')).toBe('4');
    expect(cell(dialog, 'Games won')).toBe('2');
    // Opened again, it reads them again.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Statistics' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Statistics' }));
    const again = await screen.findByRole('dialog', { name: 'Statistics' });
    expect(busy(again)).toEqual(['true', 'true']);
    await waitFor(() => expect(busy(again)).toEqual([null, null]));
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
      expect(screen.getByRole('button', { name: 'Copy deal YU1-S-AAAAAAC' })).toBeTruthy(),
    );
    expect(screen.queryByRole('button', { name: 'Resume the other game' })).toBeNull();
    expect(await page.items.otherGame.getValue()).toBeNull();
  });
});
