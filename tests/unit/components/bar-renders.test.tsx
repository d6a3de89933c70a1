// @vitest-environment happy-dom
// The game bar is drawn again with each move (its counters change); what in it does not change
// with a move, the "Daily deal" tag and the "not synced" mark, is not (docs/speed.md, Figures and
// budgets: components rendered per action).
import { signal } from '@preact/signals';
import { cleanup, render, screen } from '@testing-library/preact';
import { options, type VNode } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { DailyDealTag } from '../../../components/DailyDealTag';
import { loadLazyViews } from '../../../components/lazy-view';
import { SyncMark } from '../../../components/SyncMark';
import { type Game, newGame } from '../../../engine';
import { todaysDealCode } from '../../../state/daily-deal';
import type { GameStore } from '../../../state/game-store';
import type { SyncProblem, SyncStatus } from '../../../state/sync-status';

type RenderHook = (vnode: VNode) => void;
const hooks = options as typeof options & { __r?: RenderHook };
let drawn: string[] = [];
let previous: RenderHook | undefined;

beforeEach(() => {
  drawn = [];
  previous = hooks.__r;
  hooks.__r = (vnode) => {
    previous?.(vnode);
    if (vnode.type === DailyDealTag) drawn.push('DailyDealTag');
    if (vnode.type === SyncMark) drawn.push('SyncMark');
  };
});
afterEach(() => {
  hooks.__r = previous;
  cleanup();
});

/** A bar that, as GameBar does, reads the game and is drawn again with each move. */
function Bar({ game, status }: { game: GameStore; status: SyncStatus }) {
  return (
    <header>
      <span>{game.current.value.moves}</span>
      <DailyDealTag game={game} />
      <SyncMark status={status} />
    </header>
  );
}

it('draws the daily deal tag and the sync mark again as they change, never with a move', async () => {
  await loadLazyViews();
  const now = Date.now();
  const current = signal<Game>(newGame(todaysDealCode('C', now)));
  const game = { current, dealtAt: signal<number | undefined>(now) } as unknown as GameStore;
  const problem = signal<SyncProblem | null>(null);
  const status = { problem } as unknown as SyncStatus;
  render(<Bar game={game} status={status} />);
  expect(screen.getByText('Daily deal')).toBeTruthy();
  drawn = [];

  act(() => {
    current.value = { ...current.value, moves: 1 };
  });
  expect(screen.getByText('1')).toBeTruthy();
  expect(drawn).toEqual([]);

  act(() => {
    problem.value = 'rate';
  });
  expect(drawn).toEqual(['SyncMark']);
  expect(screen.getByText('Not synced')).toBeTruthy();

  drawn = [];
  act(() => {
    current.value = newGame('YU1-C-AAAAAAB');
  });
  expect(drawn).toEqual(['DailyDealTag']);
  expect(screen.queryByText('Daily deal')).toBeNull();
});
