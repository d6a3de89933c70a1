// The arrows on the boards of Double Yukon and Australian Patience: they reach every column,
// every foundation slot, the stock and the waste (docs/rules.md, D: Double Yukon; U: Australian
// Patience), right- and left-handed (docs/rules.md, Looks).
import { describe, expect, it } from 'vitest';
import { cardAt, cursorAfterArrow, spotOf } from '../../../components/board-focus';
import { newGame, parseCard } from '../../../engine';

describe('the keyboard on the boards with more piles', () => {
  it('goes across ten columns onto eight foundation slots and back in Double Yukon', () => {
    const { position } = newGame('YU1-D-AAAAAAB');
    let spot = spotOf({ column: 0 }, position);
    for (let step = 0; step < 9; step++) {
      spot = spotOf(cursorAfterArrow(spot, 'ArrowRight', position) ?? spot, position);
    }
    expect(spot).toEqual({ column: 9, index: 13 });
    spot = spotOf(cursorAfterArrow(spot, 'ArrowRight', position) ?? spot, position);
    expect(spot).toEqual({ slot: 0 });
    for (let step = 0; step < 7; step++) {
      spot = spotOf(cursorAfterArrow(spot, 'ArrowDown', position) ?? spot, position);
    }
    expect(spot).toEqual({ slot: 7 });
    expect(cursorAfterArrow(spot, 'ArrowDown', position)).toBeNull();
    expect(cursorAfterArrow(spot, 'ArrowLeft', position)).toEqual({ column: 9 });
  });

  it('goes from column 1 onto the waste and the stock in Australian Patience, and back', () => {
    const { position } = newGame('YU1-U-AAAAAAB');
    const first = spotOf({ column: 0 }, position);
    expect(cursorAfterArrow(first, 'ArrowLeft', position)).toEqual({ pile: 'waste' });
    expect(cursorAfterArrow({ pile: 'waste' }, 'ArrowUp', position)).toEqual({ pile: 'stock' });
    expect(cursorAfterArrow({ pile: 'stock' }, 'ArrowDown', position)).toEqual({ pile: 'waste' });
    expect(cursorAfterArrow({ pile: 'stock' }, 'ArrowRight', position)).toEqual({ column: 0 });
    // The waste's top card is what a pick-up takes; the stock is turned, never picked up.
    const queen = parseCard('QS') as number;
    const turned = { ...position, stock: position.stock?.slice(0, -1), waste: [queen] };
    expect(cardAt({ pile: 'waste' }, turned)).toBe(queen);
    expect(cardAt({ pile: 'stock' }, turned)).toBeNull();
    expect(spotOf({ card: queen }, turned)).toEqual({ pile: 'waste' });
  });

  it('has nothing left of column 1 in a variant without a stock', () => {
    const { position } = newGame('YU1-C-AAAAAAB');
    expect(cursorAfterArrow(spotOf({ column: 0 }, position), 'ArrowLeft', position)).toBeNull();
  });

  it('left-handed, reaches the foundations leftwards from column 1, and the waste rightwards from the last column (docs/rules.md, Looks)', () => {
    const classic = newGame('YU1-C-AAAAAAB').position;
    const first = spotOf({ column: 0 }, classic);
    const last = spotOf({ column: 6 }, classic);
    expect(cursorAfterArrow(first, 'ArrowLeft', classic, true)).toEqual({ slot: 0 });
    expect(cursorAfterArrow(last, 'ArrowRight', classic, true)).toBeNull();
    expect(cursorAfterArrow({ slot: 2 }, 'ArrowRight', classic, true)).toEqual({ column: 0 });
    expect(cursorAfterArrow({ slot: 2 }, 'ArrowLeft', classic, true)).toBeNull();
    const patience = newGame('YU1-U-AAAAAAB').position;
    const lastOfPatience = spotOf({ column: 6 }, patience);
    expect(cursorAfterArrow(spotOf({ column: 0 }, patience), 'ArrowLeft', patience, true)).toEqual({
      slot: 0,
    });
    expect(cursorAfterArrow(lastOfPatience, 'ArrowRight', patience, true)).toEqual({
      pile: 'waste',
    });
    expect(cursorAfterArrow({ pile: 'stock' }, 'ArrowLeft', patience, true)).toEqual({ column: 6 });
    expect(cursorAfterArrow({ pile: 'waste' }, 'ArrowRight', patience, true)).toBeNull();
    // Between the columns, and up and down, the keys go as right-handed.
    expect(cursorAfterArrow(first, 'ArrowRight', classic, true)).toEqual({ column: 1 });
    expect(cursorAfterArrow({ slot: 0 }, 'ArrowDown', classic, true)).toEqual({ slot: 1 });
  });
});
