// @vitest-environment happy-dom
// The refusal toast's sentence loads after the page's first paint (docs/speed.md, Weight): a move
// refused before it has loaded is still explained, in the toast's live region, once it has. This
// file renders the toast before anything loads its sentence (each test file imports afresh).
import { signal } from '@preact/signals';
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, expect, it } from 'vitest';
import { setLanguage } from '#i18n';
import { RefusalToast } from '../../../components/RefusalToast';
import { type Game, newGame, parseCard } from '../../../engine';
import type { GameStore } from '../../../state/game-store';
import type { Play, RefusalNotice } from '../../../state/play';
import { messagesOf } from '../i18n/catalogs';

afterEach(cleanup);

/**
 * Renders the toast of the game `shown` (by default a Relaxed Yukon game) over the two parts of
 * the stores it reads.
 * @returns the refusal shown and the hint, to set as the play model and the solver would.
 */
function showToast(shown: Game = newGame('YU1-R-AAAAAAB')) {
  const refusal = signal<RefusalNotice | null>(null);
  const hint = signal<object | null>(null);
  const dealtAt = signal<number | undefined>(Date.UTC(2026, 11, 4, 12));
  const game = { current: signal(shown), dealtAt } as unknown as GameStore;
  const play = { refusal, dismiss: () => (refusal.value = null) } as unknown as Play;
  render(<RefusalToast game={game} play={play} hint={hint} />);
  return { refusal, hint, dealtAt };
}

it('explains a move refused in the same moment as the first render, once its words have loaded', async () => {
  const { refusal } = showToast();
  const region = screen.getByRole('status');
  refusal.value = { notice: 'does-not-fit' };
  expect(region.textContent).toBe('');
  // Relaxed Yukon's rule, as the game shown is a Relaxed Yukon game.
  expect(await screen.findByText('A card goes on the next higher card.')).toBeTruthy();
  expect(region.querySelector('p.toast')).toBeTruthy();
});

it("names the card a refused card's foundation needs first", async () => {
  const { refusal } = showToast();
  refusal.value = { notice: 'foundation-order', card: parseCard('8D') as number };
  expect(
    await screen.findByText('The 8 of diamonds goes to its foundation after the 7 of diamonds.'),
  ).toBeTruthy();
  // With no card to name, the rule alone.
  refusal.value = { notice: 'foundation-order' };
  expect(
    await screen.findByText('A foundation takes its own suit in order, Ace first.'),
  ).toBeTruthy();
});

it('says in Double Yukon that a card waits for the other copy of the card it needs, where one is home', async () => {
  const game = newGame('YU1-D-AAAAAAB');
  // Spades: ace and two home on the first slot, the second slot empty.
  const foundations = [2, 0, 0, 0, 0, 0, 0, 0];
  const { refusal } = showToast({ ...game, position: { ...game.position, foundations } });
  refusal.value = { notice: 'foundation-order', card: parseCard('2S') as number };
  expect(
    await screen.findByText(
      'The 2 of spades goes to its foundation after the other ace of spades.',
    ),
  ).toBeTruthy();
  // The 4 needs the 3, of which no copy is home: the usual sentence.
  refusal.value = { notice: 'foundation-order', card: parseCard('4S') as number };
  expect(
    await screen.findByText('The 4 of spades goes to its foundation after the 3 of spades.'),
  ).toBeTruthy();
});

it('starts the sentence with a capital where it starts with a card’s name, as in Polish', async () => {
  await setLanguage('pl', async (language) => messagesOf(language));
  try {
    const { refusal } = showToast();
    refusal.value = { notice: 'foundation-order', card: parseCard('7H') as number };
    expect(
      await screen.findByText('Siódemka kier: najpierw na stos bazowy musi trafić szóstka kier.'),
    ).toBeTruthy();
  } finally {
    await setLanguage('browser');
  }
});

it('puts the refusal away when a hint comes: one notice at a time, the newest', async () => {
  const { refusal, hint } = showToast();
  refusal.value = { notice: 'does-not-fit' };
  expect(await screen.findByText('A card goes on the next higher card.')).toBeTruthy();
  hint.value = {};
  await waitFor(() => expect(refusal.value).toBeNull());
  expect(screen.queryByText('A card goes on the next higher card.')).toBeNull();
  // A refusal after the hint shows: it stays, as the hint stays on.
  refusal.value = { notice: 'does-not-fit' };
  expect(await screen.findByText('A card goes on the next higher card.')).toBeTruthy();
});

it('puts the refusal away when another deal is dealt: it was of the game before', async () => {
  const { refusal, dealtAt } = showToast();
  refusal.value = { notice: 'does-not-fit' };
  expect(await screen.findByText('A card goes on the next higher card.')).toBeTruthy();
  dealtAt.value = Date.UTC(2026, 11, 4, 13);
  await waitFor(() => expect(refusal.value).toBeNull());
  expect(screen.queryByText('A card goes on the next higher card.')).toBeNull();
});

it('keeps a refusal that comes in the frame a hint came in: the newest notice shows', async () => {
  const { refusal, hint } = showToast();
  // The hint, then a refused move, before the next frame (outside testing-library's act, which
  // would run what follows the hint at once).
  hint.value = {};
  refusal.value = { notice: 'does-not-fit' };
  await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
  expect(refusal.value).toEqual({ notice: 'does-not-fit' });
  expect(await screen.findByText('A card goes on the next higher card.')).toBeTruthy();
});
