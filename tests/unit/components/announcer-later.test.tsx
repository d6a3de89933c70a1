// @vitest-environment happy-dom
// The announcer's sentences load after the page's first paint (docs/speed.md, Weight): a move
// made before they have loaded is still said, in its turn. This file must be the first to render
// an announcer in its process, so that the sentences' module has not loaded when the move is made.
import { effect, signal } from '@preact/signals';
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { Announcer, type Spoken } from '../../../components/Announcer';
import { parseMove } from '../../../engine';
import { createGameStore } from '../../../state/game-store';
import { localGameItem } from '../../../state/items';
import { DEFAULT_SETTINGS } from '../../../state/settings';

afterEach(() => {
  cleanup();
  fakeBrowser.reset();
});

it('says the moves and the undo made before its sentences had loaded, in the order played', async () => {
  const game = createGameStore({ item: localGameItem, deferWrite: (write) => write() });
  await game.load();
  game.startNewGame({ code: 'YU1-C-AAAAAAB' });
  const spoken = signal<Spoken | null>(null);
  const said: string[] = [];
  effect(() => {
    if (spoken.value) said.push(spoken.value.text);
  });
  render(<Announcer game={game} spoken={spoken} settings={signal(DEFAULT_SETTINGS)} />);
  // In the same task as the board's first render: no sentence can have loaded yet.
  expect(game.move(parseMove('6H-c7'))).toBeNull();
  expect(game.undo()).toBeNull();
  expect(said).toEqual([]);
  await waitFor(() =>
    expect(said).toEqual([
      '6 of hearts and 4 cards to column 7; 9 of spades turned up; score 5',
      'Undone: 6 of hearts and 4 cards back to column 2; 9 of spades turned face down; score 0',
    ]),
  );
  expect(screen.getByRole('status', { name: 'Game announcements' }).textContent).toBe(said[1]);
});
