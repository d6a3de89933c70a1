// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../../components/App';
import { createSettingsStore } from '../../../state/settings-store';
import { type FakeGamePage, fakeGamePage, fakeOptionsPage, saveSettings } from './saved-game';

let page: FakeGamePage;

/** The settings as a freshly opened page would read them from storage. */
async function storedSettings() {
  const store = createSettingsStore({ item: page.items.settings });
  await store.load();
  return store.settings.value;
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

/** Shows the options page once its settings are read. */
async function showSettings() {
  render(<App layout="settings" model={fakeOptionsPage(page.items)} />);
  await screen.findByRole('checkbox', { name: 'Double click' });
}
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

beforeEach(() => {
  page = fakeGamePage();
});
afterEach(() => {
  cleanup();
});

describe('the options page', () => {
  it('shows the four settings at their defaults, and New game offering the variant played', async () => {
    await showSettings();
    expect(screen.getByRole('heading', { name: 'Yukon Solitaire settings' })).toBeTruthy();
    expect(checkbox('Double click').checked).toBe(true);
    expect(
      screen.getByRole('checkbox', { name: 'Double click' }).getAttribute('aria-describedby'),
    ).toBeTruthy();
    expect(checkbox('Placement help').checked).toBe(true);
    expect(checkbox('Interactive rules').checked).toBe(true);
    expect(checkbox('Auto placement').checked).toBe(false);
    // The play switches are a group with its own title, as the looks and the variants are.
    expect(
      within(screen.getByRole('group', { name: 'Play' })).getByRole('checkbox', {
        name: 'Winnable deals only',
      }),
    ).toBeTruthy();
    // The language and the cards' letters are a group titled Language, its list named by it.
    const language = within(screen.getByRole('group', { name: 'Language' }));
    // Each language by its own name, in their alphabetical order, after the browser's.
    const list = language.getByRole('combobox', { name: 'Language' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      "Browser's language",
      'Deutsch',
      'English',
      'Français',
      'Frysk',
      'Nederlands',
      'Polski',
    ]);
    expect(language.getByRole('checkbox', { name: 'Keep A K Q J on the cards' })).toBeTruthy();
    const variants = within(screen.getByRole('group', { name: 'Variant of a new game' }));
    expect(
      variants
        .getAllByRole('radio')
        .map((choice) => (choice as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual([
      'The variant being playedNew game offers the variant of the game you are playing.',
      expect.stringMatching(/^ClassicA card goes/),
      expect.stringMatching(/^Relaxed/),
      expect.stringMatching(/^Russian Solitaire/),
      expect.stringMatching(/^Alaska/),
      expect.stringMatching(/^Double Yukon/),
      expect.stringMatching(/^Australian Patience/),
    ]);
    expect(radio('The variant being played').checked).toBe(true);
    expect(radio('Classic').checked).toBe(false);
  });

  it('gives each group a heading under the page heading, in the order shown, each group still named by it', async () => {
    await showSettings();
    const titles = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    // A screen reader's heading keys go through the page's groups, as a sighted player's eyes do.
    expect(titles).toEqual([
      'Language',
      'Play',
      'Table colour',
      'Card back',
      'Deck',
      'Layout',
      'Card movement',
      'Variant of a new game',
      'Statistics',
    ]);
    for (const title of titles) {
      expect(screen.getByRole('group', { name: title as string })).toBeTruthy();
    }
  });

  it('shows the stored settings', async () => {
    await saveSettings(page.items, { placementHelp: false, defaultVariant: 'A' });
    await showSettings();
    expect(checkbox('Placement help').checked).toBe(false);
    expect(radio('Alaska').checked).toBe(true);
  });

  it('saves a change at once', async () => {
    await showSettings();
    fireEvent.click(checkbox('Auto placement'));
    fireEvent.click(checkbox('Double click'));
    fireEvent.click(radio('Relaxed'));
    await waitFor(async () =>
      expect(await storedSettings()).toMatchObject({
        autoPlacement: true,
        doubleClick: false,
        defaultVariant: 'R',
      }),
    );
    expect(checkbox('Auto placement').checked).toBe(true);
  });

  it('offers the table colours and card backs, the green table and lattice back first, and saves a choice (docs/rules.md, Looks)', async () => {
    await showSettings();
    expect(radio('Green').checked).toBe(true);
    expect(radio('Lattice').checked).toBe(true);
    for (const name of ['Blue', 'Burgundy', 'Graphite', 'Stripes', 'Dots', 'Rays']) {
      expect(radio(name).checked).toBe(false);
    }
    fireEvent.click(radio('Graphite'));
    fireEvent.click(radio('Rays'));
    await waitFor(async () =>
      expect(await storedSettings()).toMatchObject({ table: 'graphite', cardBack: 'rays' }),
    );
    expect(radio('Graphite').checked).toBe(true);
    // The other group's previews show the chosen one.
    expect(
      [...document.querySelectorAll('.looks__table')].map(
        (table) =>
          `${(table as HTMLElement).dataset.table} ${(table.firstElementChild as HTMLElement).dataset.back}`,
      ),
    ).toEqual([
      'green rays',
      'blue rays',
      'burgundy rays',
      'graphite rays',
      'graphite lattice',
      'graphite stripes',
      'graphite dots',
      'graphite rays',
      'graphite rays',
      'graphite rays',
      'graphite rays',
    ]);
  });

  it('offers the standard, four-colour and large-print decks, standard first, previews each and saves a choice (docs/rules.md, Looks)', async () => {
    await showSettings();
    expect(radio('Standard').checked).toBe(true);
    fireEvent.click(radio('Four colours'));
    await waitFor(async () =>
      expect(await storedSettings()).toMatchObject({ deck: 'four-colour' }),
    );
    expect(radio('Large print').checked).toBe(false);
    const decks = () =>
      [...document.querySelectorAll<HTMLElement>('.looks__deck')].map(
        ({ dataset }) => dataset.deck,
      );
    // The table and back previews show the chosen deck; the deck previews one each.
    expect(decks()).toEqual([
      ...Array(8).fill('four-colour'),
      'standard',
      'four-colour',
      'large-print',
    ]);
    // Each preview prints an ace, king, queen and jack, one of each suit, in its deck's colours.
    const corners = document.querySelector('.looks__deck') as HTMLElement;
    expect(corners.textContent).toBe('AKQJ');
    expect([...corners.children].map((corner) => corner.className.trim())).toEqual([
      'card--black',
      'card--red',
      'card--red card--diamonds',
      'card--black card--clubs',
    ]);
  });

  it('offers how cards move, as the system asks first, saves a choice and publishes it on the page (docs/rules.md, Looks)', async () => {
    await showSettings();
    expect(radio('As the system asks').checked).toBe(true);
    fireEvent.click(radio('Fast'));
    await waitFor(async () => expect(await storedSettings()).toMatchObject({ motion: 'fast' }));
    expect(document.documentElement.dataset.motion).toBe('fast');
    fireEvent.click(radio('Off'));
    await waitFor(() => expect(document.documentElement.dataset.motion).toBe('off'));
  });

  it('offers the right- and left-handed layouts, right-handed first, and saves a choice (docs/rules.md, Looks)', async () => {
    await showSettings();
    expect(radio('Right-handed').checked).toBe(true);
    fireEvent.click(radio('Left-handed'));
    await waitFor(async () => expect(await storedSettings()).toMatchObject({ hand: 'left' }));
    expect(radio('Right-handed').checked).toBe(false);
  });
});
