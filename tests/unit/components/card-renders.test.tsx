// @vitest-environment happy-dom
// A move touches two columns, and in them only the cards it changed are drawn again: a card whose
// place, face and cover stay as they were is not (docs/speed.md, Figures and budgets).
import { signal } from '@preact/signals';
import { cleanup, render, screen } from '@testing-library/preact';
import { options, type VNode } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Spot } from '../../../components/board-focus';
import type { BoardPile, Lift } from '../../../components/lift';
import { PlayingCard } from '../../../components/PlayingCard';
import type { PileView } from '../../../components/pile-view';
import { TableauColumn } from '../../../components/TableauColumn';
import type { Column, Move } from '../../../engine';

type RenderHook = (vnode: VNode) => void;
const hooks = options as typeof options & { __r?: RenderHook };
let drawn: string[] = [];
let previous: RenderHook | undefined;

beforeEach(() => {
  previous = hooks.__r;
  hooks.__r = (vnode) => {
    previous?.(vnode);
    if (vnode.type !== PlayingCard) return;
    const { card } = vnode.props as unknown as { card: number | null };
    drawn.push(card === null ? 'face-down' : String(card));
  };
});
afterEach(() => {
  hooks.__r = previous;
  cleanup();
});

// happy-dom runs no CSS transition: each test says whether the browser would report a lifted
// group's glide home (a transition of `transform` in its column) once the lift ends. By default
// it would, as with the motion on.
let isGlideRunning = true;
const ownGetAnimations = Element.prototype.getAnimations;
beforeEach(() => {
  isGlideRunning = true;
  // The glide runs on the cards: an element's own animations hold none of it.
  Element.prototype.getAnimations = function (this: Element, options?: GetAnimationsOptions) {
    const isLifted = this.querySelector('.is-lifted') !== null;
    return isGlideRunning && options?.subtree === true && !isLifted
      ? [{ transitionProperty: 'transform' } as unknown as Animation]
      : [];
  };
});
afterEach(() => {
  Element.prototype.getAnimations = ownGetAnimations;
});

const lift = signal<Lift | null>(null);
const view: PileView = {
  lift,
  targets: signal<BoardPile[]>([]),
  over: signal<BoardPile | null>(null),
  overSlot: signal(-1),
  hint: signal<Move | null>(null),
  spot: signal<Spot>({ column: 6, index: 0 }),
};

describe('cards drawn for a move', () => {
  it('draws again only the card covered and the cards put on it, not the ones under them', () => {
    // Two face-down cards, then three face-up ones (cards 10, 11, 12).
    const column = signal<Column>({ cards: [1, 2, 10, 11, 12], faceDown: 2 });
    render(<TableauColumn index={0} column={column} view={view} />);
    expect(screen.getAllByRole('img')).toHaveLength(5);
    drawn = [];

    // Two cards put on card 12: it is covered now; the four cards under it are as they were.
    act(() => {
      column.value = { cards: [1, 2, 10, 11, 12, 30, 31], faceDown: 2 };
    });
    expect(drawn.sort()).toEqual(['12', '30', '31']);
    drawn = [];

    // The two taken off again, and card 11 with them: card 10 is uncovered, and drawn alone.
    act(() => {
      column.value = { cards: [1, 2, 10], faceDown: 2 };
    });
    expect(drawn).toEqual(['10']);
  });
});

/** The cards marked as the one a group glides back onto. */
const returnedOnto = () =>
  Array.from(document.querySelectorAll('.is-returned-onto'), (card) =>
    card.getAttribute('aria-label'),
  );

describe('the card a lifted group uncovers', () => {
  it('is not drawn again when the lift ends in a move that leaves it last', () => {
    const column = signal<Column>({ cards: [1, 2, 10, 11, 12], faceDown: 2 });
    render(<TableauColumn index={0} column={column} view={view} />);
    // Card 11 is lifted with card 12 on it: card 10 is uncovered.
    act(() => {
      lift.value = { card: 11, from: 0, index: 3 };
    });
    drawn = [];
    act(() => {
      lift.value = null;
      column.value = { cards: [1, 2, 10], faceDown: 2 };
    });
    expect(drawn).toEqual([]);
    expect(returnedOnto()).toEqual([]);
  });

  it('stays marked as the group glides back onto it, though the game is taken from another page', () => {
    const column = signal<Column>({ cards: [1, 2, 10, 11, 12], faceDown: 2 });
    render(<TableauColumn index={0} column={column} view={view} />);
    act(() => {
      lift.value = { card: 11, from: 0, index: 3 };
    });
    expect(returnedOnto()).toEqual([]);
    // The lift ends with no move, in the render where another page's game, with this column as
    // it was, replaces the game: a new column object holding the same cards.
    act(() => {
      lift.value = null;
      column.value = { cards: [1, 2, 10, 11, 12], faceDown: 2 };
    });
    expect(returnedOnto()).toHaveLength(1);
    expect(screen.getAllByRole('img')[2].classList.contains('is-returned-onto')).toBe(true);
    // A move in the column lets go of it.
    act(() => {
      column.value = { cards: [1, 2, 10, 11, 12, 30], faceDown: 2 };
    });
    expect(returnedOnto()).toEqual([]);
  });
});

/** A group lifted, then let go with no move: two renders, as the pointer's two events make. */
function liftAndLetGo(lifted: Lift) {
  act(() => {
    lift.value = lifted;
  });
  act(() => {
    lift.value = null;
  });
}

describe('the column a lifted group glides back into', () => {
  const isReturning = () => screen.getByRole('group').classList.contains('is-returning');
  /** A card's transition of `property` ends, as the browser tells it. */
  const transitionEnds = (card: Element, property: string, type = 'transitionend') =>
    act(() => {
      card.dispatchEvent(
        Object.assign(new Event(type, { bubbles: true }), { propertyName: property }),
      );
    });

  it('comes above the others from the lift ending with no move until the glide ends, a whole column lifted too', () => {
    const column = signal<Column>({ cards: [10, 11, 12], faceDown: 0 });
    render(<TableauColumn index={0} column={column} view={view} />);
    expect(isReturning()).toBe(false);
    // The whole column lifted (from its first card): no card under it, but the group glides back.
    act(() => {
      lift.value = { card: 10, from: 0, index: 0 };
    });
    expect(isReturning()).toBe(false);
    act(() => {
      lift.value = null;
    });
    expect(isReturning()).toBe(true);
    // Another transition (the card tops after a resize) is not the glide.
    transitionEnds(screen.getAllByRole('img')[1], 'top');
    expect(isReturning()).toBe(true);
    transitionEnds(screen.getAllByRole('img')[1], 'transform');
    expect(isReturning()).toBe(false);
  });

  it('lets go of the card it glided onto once the glide is cut short, or the column changes', () => {
    const column = signal<Column>({ cards: [1, 10, 11, 12], faceDown: 1 });
    render(<TableauColumn index={0} column={column} view={view} />);
    liftAndLetGo({ card: 11, from: 0, index: 2 });
    expect(returnedOnto()).toHaveLength(1);
    transitionEnds(screen.getAllByRole('img')[3], 'transform', 'transitioncancel');
    expect(returnedOnto()).toEqual([]);
    expect(isReturning()).toBe(false);

    liftAndLetGo({ card: 12, from: 0, index: 3 });
    expect(isReturning()).toBe(true);
    act(() => {
      column.value = { cards: [1, 10, 11, 12, 30], faceDown: 1 };
    });
    expect(isReturning()).toBe(false);
  });

  it('lets go at once when no glide runs: the motion off, or a lift ended before it was drawn', () => {
    isGlideRunning = false;
    const column = signal<Column>({ cards: [1, 10, 11, 12], faceDown: 1 });
    render(<TableauColumn index={0} column={column} view={view} />);
    liftAndLetGo({ card: 11, from: 0, index: 2 });
    // No transition's end will come: the column is among the others again, the card under the
    // group cut short again.
    expect(isReturning()).toBe(false);
    expect(returnedOnto()).toEqual([]);
  });

  it('does not when the lift ends in a move', () => {
    const column = signal<Column>({ cards: [1, 10, 11], faceDown: 1 });
    render(<TableauColumn index={0} column={column} view={view} />);
    act(() => {
      lift.value = { card: 11, from: 0, index: 2 };
    });
    act(() => {
      lift.value = null;
      column.value = { cards: [1, 10], faceDown: 1 };
    });
    expect(isReturning()).toBe(false);
  });
});
