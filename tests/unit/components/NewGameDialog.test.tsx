// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newGame } from '../../../engine';
import {
  DEAL,
  type FakeGamePage,
  fakeGamePage,
  saveGame,
  saveSettings,
  showGamePage,
} from './saved-game';

let page: FakeGamePage;

async function openNewGame() {
  await showGamePage(page);
  // The board can show before the settings are read (both are asked for at once); the dialog
  // takes the default variant from them as it opens.
  await waitFor(() => expect(page.model.settings.isLoaded.value).toBe(true));
  fireEvent.click(screen.getByRole('button', { name: 'New game' }));
  return within(await screen.findByRole('dialog', { name: 'New game' }));
}

function dealCodeShown() {
  return screen.getByRole('button', { name: /^Copy deal / }).getAttribute('aria-label');
}

beforeEach(async () => {
  page = fakeGamePage();
  await saveGame(page.items, newGame(DEAL));
});
afterEach(() => {
  cleanup();
});

describe('the New game dialog', () => {
  it('offers the six variants, each with its building rule, Classic first', async () => {
    const dialog = await openNewGame();
    const variants = dialog
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    expect(variants).toEqual([
      'ClassicA card goes on the next higher card of the other colour.',
      'RelaxedA card goes on the next higher card of any suit.',
      'Russian SolitaireA card goes on the next higher card of its own suit.',
      'AlaskaA card goes on the next higher or lower card of its own suit.',
      'Double YukonTwo decks, ten columns; a card goes on the next higher card of the other colour.',
      'Australian PatienceA stock to turn; a card goes on the next higher card of its own suit.',
    ]);
    expect((dialog.getByRole('radio', { name: /Classic/ }) as HTMLInputElement).checked).toBe(true);
    // No move yet: nothing to lose, nothing said.
    expect(dialog.queryByText(/counts the game in progress/)).toBeNull();
  });

  it('shows an example code of the variant chosen in the deal code field', async () => {
    const dialog = await openNewGame();
    const field = dialog.getByRole('textbox', { name: 'Deal code (optional)' });
    expect(field.getAttribute('placeholder')).toBe('YU1-C-ABCDEFG');
    fireEvent.click(dialog.getByRole('radio', { name: 'Double Yukon' }));
    await waitFor(() => expect(field.getAttribute('placeholder')).toBe('YU1-D-ABCDEFG'));
  });

  it("keeps the chosen variant's rule under the list for short windows, a valid code's variant's too", async () => {
    const dialog = await openNewGame();
    const rule = () => document.querySelector('.new-game__rule');
    expect(rule()?.textContent).toBe(
      'Classic: A card goes on the next higher card of the other colour.',
    );
    // Said by each radio's own description, not again by the line.
    expect(rule()?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(dialog.getByRole('radio', { name: 'Alaska' }));
    await waitFor(() =>
      expect(rule()?.textContent).toBe(
        'Alaska: A card goes on the next higher or lower card of its own suit.',
      ),
    );
    fireEvent.input(dialog.getByRole('textbox', { name: 'Deal code (optional)' }), {
      target: { value: 'YU1-R-AAAAAAB' },
    });
    await waitFor(() =>
      expect(rule()?.textContent).toBe('Relaxed: A card goes on the next higher card of any suit.'),
    );
  });

  it('offers the variant of the game being played, by default (docs/rules.md, Moves)', async () => {
    await saveGame(page.items, newGame('YU1-A-AAAAAAB'));
    let dialog = await openNewGame();
    expect((dialog.getByRole('radio', { name: 'Alaska' }) as HTMLInputElement).checked).toBe(true);
    // Dealt in another variant, the next New game offers that one, not the choice it closed with.
    fireEvent.click(dialog.getByRole('radio', { name: 'Relaxed' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Deal' }));
    await waitFor(() => expect(dealCodeShown()).toMatch(/^Copy deal YU1-R-/));
    fireEvent.click(screen.getByRole('button', { name: 'New game' }));
    dialog = within(await screen.findByRole('dialog', { name: 'New game' }));
    expect((dialog.getByRole('radio', { name: 'Relaxed' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(dialog.getByRole('radio', { name: 'Russian Solitaire' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'New game' }));
    dialog = within(await screen.findByRole('dialog', { name: 'New game' }));
    expect((dialog.getByRole('radio', { name: 'Relaxed' }) as HTMLInputElement).checked).toBe(true);
  });

  it('starts the settings’ variant when one is chosen there, whatever the game being played', async () => {
    await saveGame(page.items, newGame('YU1-A-AAAAAAB'));
    await saveSettings(page.items, { defaultVariant: 'S' });
    const dialog = await openNewGame();
    expect(
      (dialog.getByRole('radio', { name: 'Russian Solitaire' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('deals a random game of the chosen variant', async () => {
    const dialog = await openNewGame();
    fireEvent.click(dialog.getByRole('radio', { name: 'Alaska' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Deal' }));
    await waitFor(() => expect(dealCodeShown()).toMatch(/^Copy deal YU1-A-[A-Z]{7}$/));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('deals Double Yukon and Australian Patience, chosen or by their deal codes', async () => {
    let dialog = await openNewGame();
    fireEvent.click(dialog.getByRole('radio', { name: /^Double Yukon/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Deal' }));
    await waitFor(() => expect(dealCodeShown()).toMatch(/^Copy deal YU1-D-[A-Z]{7}$/));
    expect(screen.getByRole('group', { name: 'column 10' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'clubs foundation 2' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'New game' }));
    dialog = within(await screen.findByRole('dialog', { name: 'New game' }));
    const field = dialog.getByRole('textbox', { name: 'Deal code (optional)' });
    fireEvent.input(field, { target: { value: 'YU1-U-AAAAAAB' } });
    expect(await dialog.findByText('Deal YU1-U-AAAAAAB in Australian Patience.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Deal' }));
    await waitFor(() => expect(dealCodeShown()).toBe('Copy deal YU1-U-AAAAAAB'));
    expect(screen.getByRole('button', { name: 'stock, 24 cards' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'column 8' })).toBeNull();
  });

  it('checks the deal code as it is typed and says what is wrong', async () => {
    const dialog = await openNewGame();
    const field = dialog.getByRole('textbox', { name: 'Deal code (optional)' });
    const deal = dialog.getByRole('button', { name: 'Deal' }) as HTMLButtonElement;
    expect(dialog.getByText('Leave it empty for a random deal.')).toBeTruthy();

    fireEvent.input(field, { target: { value: 'YU1-C-ABC' } });
    expect(
      await dialog.findByText('The deal number has 7 letters A to Z; "ABC" has 3.'),
    ).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(deal.disabled).toBe(true);
    // Enter deals nothing, and says why again, however long ago it was said.
    const spoken = dialog.getByRole('status');
    await waitFor(() => expect(spoken.textContent).toContain('has 3.'), { timeout: 2000 });
    const said: string[] = [];
    const listener = new MutationObserver(() => said.push(spoken.textContent ?? ''));
    listener.observe(spoken, { childList: true, subtree: true, characterData: true });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() =>
      expect(said).toEqual(['', 'The deal number has 7 letters A to Z; "ABC" has 3.']),
    );
    listener.disconnect();

    // Typing on: each half-typed code is refused on screen at once, but spoken only once the
    // typing pauses, and then what the field holds.
    for (const typed of ['Y', 'YU', 'YU1-R', ' yu1-r-aaaaaac ']) {
      fireEvent.input(field, { target: { value: typed } });
    }
    expect(spoken.textContent).toBe('');
    expect(await dialog.findByText('Deal YU1-R-AAAAAAC in Relaxed.')).toBeTruthy();
    await waitFor(() => expect(spoken.textContent).toBe('Deal YU1-R-AAAAAAC in Relaxed.'), {
      timeout: 2000,
    });
    expect(deal.disabled).toBe(false);
    fireEvent.click(deal);
    await waitFor(() => expect(dealCodeShown()).toBe('Copy deal YU1-R-AAAAAAC'));
  });

  it('takes the deal code out of a pasted deal link, and names a space, an invisible character or another dash in a code', async () => {
    const dialog = await openNewGame();
    const field = dialog.getByRole('textbox', { name: 'Deal code (optional)' });
    const deal = dialog.getByRole('button', { name: 'Deal' }) as HTMLButtonElement;

    fireEvent.input(field, { target: { value: 'YU1-C-AAAA AAB' } });
    expect(await dialog.findByText('A deal code has no spaces.')).toBeTruthy();
    expect(deal.disabled).toBe(true);
    // A zero-width space, as a chat app may paste with a code, is named too.
    for (const code of ['YU1-C-AAAA\u200bAAB', '\u200bYU1-C-AAAAAAB', 'YU1-C\u200b-AAAAAAB']) {
      fireEvent.input(field, { target: { value: code } });
      expect(
        await dialog.findByText('The deal code holds an invisible character: type it again.'),
      ).toBeTruthy();
      expect(deal.disabled).toBe(true);
    }
    // A code typed in a word processor, its hyphens made en dashes: the dash is named.
    fireEvent.input(field, { target: { value: 'YU1\u2013C\u2013AAAAAAB' } });
    expect(
      await dialog.findByText('A deal code is written with hyphens (-), not "\u2013".'),
    ).toBeTruthy();
    expect(deal.disabled).toBe(true);

    fireEvent.input(field, {
      target: { value: ' chrome-extension://abcdefgh/newtab.html?deal=yu1-a-aaaaaad ' },
    });
    expect(await dialog.findByText('Deal YU1-A-AAAAAAD in Alaska.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).not.toBe('true');
    // A link whose deal code is wrong is refused for its code; a link with none says so.
    fireEvent.input(field, { target: { value: 'https://example.org/?deal=YU1-Q-AAAAAAD' } });
    expect(
      await dialog.findByText(
        'This board plays the variants C (Classic), R (Relaxed), S (Russian Solitaire), A (Alaska), D (Double Yukon) and U (Australian Patience), not "Q".',
      ),
    ).toBeTruthy();
    for (const link of ['https://example.org/newtab.html', 'https://example.org/?deal=']) {
      fireEvent.input(field, { target: { value: link } });
      expect(await dialog.findByText('This link holds no deal code.')).toBeTruthy();
      expect(deal.disabled).toBe(true);
    }
    // A line of words pasted as "Copy deal" wrote it keeps its own letters; a code alone is
    // shown in capitals (NewGameDialog.css `field__input--code`).
    fireEvent.input(field, { target: { value: 'Yukon (Classic), deal yu1-c-aaaaaab' } });
    await dialog.findByText('Deal YU1-C-AAAAAAB in Classic.');
    expect(field.classList.contains('field__input--code')).toBe(false);
    fireEvent.input(field, { target: { value: 'yu1-c-aaaaaab' } });
    expect(field.classList.contains('field__input--code')).toBe(true);
    fireEvent.input(field, { target: { value: 'https://example.org/?deal=YU1-S-AAAAAAD' } });
    await dialog.findByText('Deal YU1-S-AAAAAAD in Russian Solitaire.');
    expect(field.classList.contains('field__input--code')).toBe(false);
    fireEvent.click(deal);
    await waitFor(() => expect(dealCodeShown()).toBe('Copy deal YU1-S-AAAAAAD'));
  });

  it('restarts this deal from the beginning', async () => {
    await showGamePage(page);
    const before = screen.getByRole('group', { name: 'column 2' }).innerHTML;
    const six = screen.getByRole('img', { name: '6 of hearts' });
    for (let press = 0; press < 2; press++) {
      fireEvent.pointerDown(six, { pointerId: press + 1, pointerType: 'mouse', button: 0 });
      fireEvent.pointerUp(six, { pointerId: press + 1, pointerType: 'mouse', button: 0 });
    }
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'column 2' }).innerHTML).not.toBe(before),
    );
    fireEvent.click(screen.getByRole('button', { name: 'New game' }));
    // The game has a move: leaving it counts it as not won, and the dialog says so first, also
    // to a screen reader as it opens (its description; Tab would not reach the sentence).
    const leaving = 'A new deal or a restart counts the game in progress (1 move) as not won.';
    const dialog = within(
      await screen.findByRole('dialog', { name: 'New game', description: leaving }),
    );
    expect(dialog.getByText(leaving)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Restart this deal' }));
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'column 2' }).innerHTML).toBe(before),
    );
    expect(dealCodeShown()).toBe(`Copy deal ${DEAL}`);
  });
});

describe("today's deal", () => {
  it("deals today's deal in the variant chosen, and the game bar says it is the daily deal", async () => {
    // The rule's check value: 2026-12-01 (local date) is deal HUXABCC (docs/rules.md, Deal codes).
    const now = new Date(2026, 11, 1, 10).getTime();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    try {
      const dialog = await openNewGame();
      fireEvent.click(dialog.getByRole('radio', { name: /Russian Solitaire/ }));
      fireEvent.click(dialog.getByRole('button', { name: "Today's deal" }));
      await waitFor(() => expect(dealCodeShown()).toBe('Copy deal YU1-S-HUXABCC'));
      await waitFor(() => expect(screen.getByText('Daily deal')).toBeTruthy());
    } finally {
      clock.mockRestore();
    }
  });
});
