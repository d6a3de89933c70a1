// The page a component test shows: its model built with fakes (stored items in memory, a clock
// that moves when the test says, solver threads in the same process, work after a paint done at
// once), and the stored game and settings a test starts from, any position a player could reach.
import { configure, render, screen, waitFor } from '@testing-library/preact';
import { h } from 'preact';
import { beforeAll, expect } from 'vitest';
import { App } from '../../../components/App';
import { loadLazyViews } from '../../../components/lazy-view';
import { type Card, type Game, newGame, parseCard } from '../../../engine';
import { createGamePageModel, type GamePageModel } from '../../../state/game-page-model';
import { createOptionsPageModel, type OptionsPageModel } from '../../../state/options-page-model';
import { DEFAULT_SETTINGS, type Settings } from '../../../state/settings';
import type { SolverThread } from '../../../state/solver-thread';
import { type FakeItem, fakeItem } from '../state/fake-item';
import { fakeSolverThread, type Script } from '../state/fake-solver-thread';

// The dialogs and the settings page load after a page's first paint in the extension; every test
// file showing a page here has them loaded before it starts, so that no wait for a dialog depends
// on how fast the machine imports a module.
beforeAll(loadLazyViews);
// How long a `findBy…` or `waitFor` waits for what it expects before failing: a deadline, not a
// speed check. Testing Library's 1 s default ran out while other work shared the machine's two
// cores (the board's first frame, a happy-dom animation frame, came later than that).
configure({ asyncUtilTimeout: 10_000 });

export const DEAL = 'YU1-C-AAAAAAB';

export const card = (text: string) => parseCard(text) as Card;

/** A game of DEAL whose columns hold the cards written (face up), the rest on the foundations. */
export function gameWith(
  columns: string[][],
  foundations: number[],
  change: Partial<Game> = {},
): Game {
  return {
    ...newGame(DEAL),
    position: {
      columns: columns.map((cards) => ({ cards: cards.map(card), faceDown: 0 })),
      foundations,
    },
    ...change,
  };
}

/** When the fake clock starts, ms since the epoch. */
const START_MS = Date.UTC(2026, 11, 1, 12);

/** The stored items of one browser, in memory. */
export function fakePageItems() {
  return {
    game: fakeItem(),
    settings: fakeItem(),
    stats: fakeItem(),
    syncedStats: fakeItem(),
    statsFold: fakeItem(),
    otherGame: fakeItem(),
    syncProblem: fakeItem(),
  } satisfies Record<string, FakeItem>;
}

/** A game page's model with fakes, and the handles a test moves them by. */
export function fakeGamePage({
  script = {} as Script,
  items = fakePageItems(),
  solverThread = undefined as SolverThread | undefined,
  // A win is celebrated only where a test asks for it: the Won dialog then opens at once.
  isMotionReduced = true as boolean,
} = {}) {
  const solver = fakeSolverThread(script);
  const ticks = new Set<() => void>();
  let now = START_MS;
  const model: GamePageModel = createGamePageModel({
    items,
    deviceId: async () => 'thisbrowser01',
    solverThread: solverThread ?? solver.thread,
    dealerThread: fakeSolverThread().thread,
    now: () => now,
    everySecond: (task) => {
      ticks.add(task);
      return () => ticks.delete(task);
    },
    afterFirstPaint: (task) => {
      task();
      return () => {};
    },
    afterPaint: (task) => task(),
    // The system's wish for less motion, as `matchMedia` answers it.
    reducedMotion: {
      matches: isMotionReduced,
      addEventListener() {},
      removeEventListener() {},
    } as unknown as MediaQueryList,
  });
  return {
    model,
    items,
    /** What the position's solver thread was asked. */
    asked: solver.asked,
    /** Moves the clock on by `ms` and ticks once, as a second's timer does. */
    passTime(ms: number) {
      now += ms;
      for (const tick of ticks) tick();
    },
  };
}

export type FakeGamePage = ReturnType<typeof fakeGamePage>;

/** The options page's model over `items` (a game page's, to share one browser's storage). */
export function fakeOptionsPage(items = fakePageItems()): OptionsPageModel {
  return createOptionsPageModel({
    items: { ...items, statsImport: fakeItem() },
    deviceId: async () => 'thisbrowser01',
  });
}

/** Stores `game` as a page saves it. */
export async function saveGame(items: { game: FakeItem }, game: Game, elapsedMs = 0) {
  await items.game.setValue({ game, elapsedMs, revision: 1, updatedAt: 1 });
}

/** Stores the settings with `change` over the defaults. */
export async function saveSettings(items: { settings: FakeItem }, change: Partial<Settings>) {
  await items.settings.setValue({ settings: { ...DEFAULT_SETTINGS, ...change }, updatedAt: 1 });
}

/**
 * Shows the game page of `page` as a player first sees it: its board painted. The board's
 * effects (its announcer's among them) run before its first frame is marked painted, as a
 * player's first key or tap comes after that frame.
 */
export async function showGamePage(
  page: FakeGamePage,
  {
    dealCode = null,
    layout = 'full',
  }: { dealCode?: string | null; layout?: 'full' | 'compact' } = {},
) {
  performance.clearMarks('board-painted');
  render(h(App, { layout, model: page.model, dealCode }));
  await screen.findByRole('group', { name: 'column 1' });
  await waitFor(() => expect(performance.getEntriesByName('board-painted')).not.toHaveLength(0));
}
