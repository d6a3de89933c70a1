// @vitest-environment happy-dom
// A page hidden or closing writes the time its clock ran, a new write of the game (at the same
// revision), which makes every kept snapshot stale; it keeps the other layout's snapshot (the
// popup's, for a new tab) as of that write when it shows the same board with the same settings and language, its clock showing
// this page's time, and only then (docs/speed.md, First paint).
import { act, cleanup, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyMove, type Game, legalMoves, newGame } from '../../../engine';
import { type BoardSnapshot, readSnapshot, writeSnapshot } from '../../../state/board-snapshot';
import {
  DEAL,
  type FakeGamePage,
  fakeGamePage,
  saveGame,
  saveSettings,
  showGamePage,
} from './saved-game';

/** The deal with its first legal move played: a game under way, whose clock runs. */
function underWay(): Game {
  const dealt = newGame(DEAL);
  const next = applyMove(dealt, legalMoves(dealt.variant, dealt.position)[0]).game;
  if (!next) throw new Error('a legal move is legal');
  return next;
}

/** The popup's snapshot as a test writes it: a clock at 0:00 in the popup's markup. */
const POPUP_MARKUP = '<main class="game game--compact"><dl><dd data-clock>0:00</dd></dl></main>';

/** The time on the clock of the snapshot kept for `layout`, or null when it holds no clock. */
function keptClock(layout: 'full' | 'compact'): string | null {
  const copy = document.createElement('template');
  copy.innerHTML = readSnapshot(layout)?.markup ?? '';
  return copy.content.querySelector('[data-clock]')?.textContent ?? null;
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

/** Closes the page as a browser does: `pagehide` (the game writes its time), then hidden. */
function closePage() {
  setVisibility('hidden');
  dispatchEvent(new Event('pagehide'));
  document.dispatchEvent(new Event('visibilitychange'));
}

let page: FakeGamePage;

beforeEach(async () => {
  localStorage.clear();
  setVisibility('visible');
  page = fakeGamePage();
  await saveGame(page.items, underWay());
  await saveSettings(page.items, {});
  await showGamePage(page);
  // The new tab keeps its own snapshot once it shows the stored game.
  await waitFor(() => expect(readSnapshot('full')).not.toBeNull());
});
afterEach(() => {
  cleanup();
  setVisibility('visible');
});

/** The stored game's revision and write time. */
async function storedWrite(): Promise<{ revision: number; updatedAt: number }> {
  const { revision, updatedAt } = (await page.items.game.getValue()) as {
    revision: number;
    updatedAt: number;
  };
  return { revision, updatedAt };
}

describe('the popup’s snapshot when a new tab closes', () => {
  it('is kept as of the time the new tab wrote, showing that time, when its board is the same', async () => {
    const full = readSnapshot('full') as BoardSnapshot;
    writeSnapshot('compact', { ...full, markup: POPUP_MARKUP });
    act(() => page.passTime(61_000));
    const shown = document.querySelector('[data-clock]')?.textContent;
    expect(shown).toBe('1:01');

    closePage();

    const write = await storedWrite();
    expect(write.updatedAt).toBeGreaterThan(full.updatedAt);
    expect(readSnapshot('full')).toMatchObject(write);
    expect(readSnapshot('compact')).toMatchObject({ ...write, board: full.board });
    expect(keptClock('compact')).toBe(shown);
  });

  it.each([
    ['another board', { board: '["another"]' }],
    ['other settings', { settingsUpdatedAt: 2 }],
    ['another browser language', { language: 'fy' }],
  ])('is left as it was with %s', async (_, change) => {
    const full = readSnapshot('full') as BoardSnapshot;
    const popup = { ...full, markup: POPUP_MARKUP, ...change };
    writeSnapshot('compact', popup);
    act(() => page.passTime(61_000));

    closePage();

    expect((await storedWrite()).updatedAt).toBeGreaterThan(full.updatedAt);
    expect(readSnapshot('compact')).toEqual(popup);
  });

  it('is left as it was while the new tab shows', async () => {
    const full = readSnapshot('full') as BoardSnapshot;
    const popup = {
      ...full,
      revision: full.revision - 1,
      settingsUpdatedAt: 2,
      markup: POPUP_MARKUP,
    };
    writeSnapshot('compact', popup);
    // The settings written again by another page: the new tab, visible, keeps its board anew.
    const { settings } = (await page.items.settings.getValue()) as { settings: object };
    await page.items.settings.setValue({ settings, updatedAt: 2 });
    await waitFor(() => expect(readSnapshot('full')?.settingsUpdatedAt).toBe(2));
    expect(readSnapshot('compact')).toEqual(popup);
  });
});

describe('the new tab’s own snapshot when it closes', () => {
  it('keeps the sizes its board had while shown, though the closing page is laid out anew at another size', async () => {
    const shown = readSnapshot('full') as BoardSnapshot;
    // happy-dom lays nothing out (every box 0 x 0): the closing page's table, as Chromium can lay
    // it out as a tab goes, at another size.
    const box = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ width: 780, height: 351.2 } as DOMRect);
    act(() => page.passTime(61_000));

    closePage();

    const write = await storedWrite();
    await waitFor(() => expect(readSnapshot('full')).toMatchObject(write));
    expect(readSnapshot('full')?.sizes).toEqual(shown.sizes);
    expect(shown.sizes?.table).toEqual([0, 0]);
    box.mockRestore();
  });
});
