// The arrows on the boards of Double Yukon and Australian Patience: they reach every column,
// every foundation slot, the stock and the waste (docs/rules.md, D: Double Yukon; U: Australian
// Patience), right- and left-handed (docs/rules.md, Looks).
import { describe, expect, it } from 'vitest';
import { cardAt, cursorAfterArrow, type Spot, spotOf } from '../../../components/board-focus';
import { newGame, type Position, parseCard } from '../../../engine';

describe('the keyboard on the boards with more piles', () => {
  /** Where `keys` take the keyboard from `spot`, one after the other (a key going nowhere stays). */
  function walk(spot: Spot, keys: string[], position: Position, isLeftHanded = false): Spot {
    return keys.reduce(
      (at, key) => spotOf(cursorAfterArrow(at, key, position, isLeftHanded) ?? at, position),
      spot,
    );
  }
  /** A column's top face-up card, where Down from the pile above it lands. */
  const topFaceUp = (position: Position, column: number) => ({
    column,
    index: position.columns[column].faceDown,
  });

  it('goes across ten columns onto eight foundation slots and back in Double Yukon', () => {
    const { position } = newGame('YU1-D-AAAAAAB');
    const last = walk(spotOf({ column: 0 }, position), Array(9).fill('ArrowRight'), position);
    expect(last).toEqual({ column: 9, index: 13 });
    expect(walk(last, ['ArrowRight'], position)).toEqual({ slot: 0 });
    // The slots lie in a row: Left and Right go along it, never off its ends.
    const row = walk({ slot: 0 }, Array(8).fill('ArrowRight'), position);
    expect(row).toEqual({ slot: 7 });
    expect(cursorAfterArrow(row, 'ArrowRight', position)).toBeNull();
    expect(cursorAfterArrow({ slot: 0 }, 'ArrowLeft', position)).toBeNull();
    expect(cursorAfterArrow({ slot: 3 }, 'ArrowUp', position)).toBeNull();
  });

  it('goes Up from a Double Yukon column to the slot above it and Down back, right- and left-handed', () => {
    const { position } = newGame('YU1-D-AAAAAAB');
    // Right-handed the eight slots end at the row's right, over columns 3 to 10.
    for (let column = 2; column < 10; column++) {
      const top = topFaceUp(position, column);
      const up = walk(spotOf({ column }, position), Array(20).fill('ArrowUp'), position);
      expect(up).toEqual({ slot: column - 2 });
      expect(walk(up, ['ArrowDown'], position)).toEqual(top);
    }
    // Columns 1 and 2 have no slot above them: Up goes to the nearest, slot 1 (spades).
    expect(cursorAfterArrow(topFaceUp(position, 0), 'ArrowUp', position)).toEqual({ slot: 0 });
    expect(cursorAfterArrow({ column: 1, index: -1 }, 'ArrowUp', position)).toEqual({ slot: 0 });
    // Left-handed they start at its left, over columns 1 to 8; 9 and 10 go to the last slot.
    for (let column = 0; column < 8; column++) {
      const up = walk(spotOf({ column }, position), Array(20).fill('ArrowUp'), position, true);
      expect(up).toEqual({ slot: column });
      expect(walk(up, ['ArrowDown'], position, true)).toEqual(topFaceUp(position, column));
    }
    expect(cursorAfterArrow(topFaceUp(position, 9), 'ArrowUp', position, true)).toEqual({
      slot: 7,
    });
    // Up walks a column's face-up cards first, and leaves the column only from the top one.
    const column9 = spotOf({ column: 9 }, position);
    expect(cursorAfterArrow(column9, 'ArrowUp', position)).toEqual({
      card: position.columns[9].cards[12],
    });
  });

  it('goes from column 1 onto the waste, along the row to the stock and the foundations, and Down to the columns in Australian Patience', () => {
    const { position } = newGame('YU1-U-AAAAAAB');
    const first = spotOf({ column: 0 }, position);
    expect(cursorAfterArrow(first, 'ArrowLeft', position)).toEqual({ pile: 'waste' });
    // Right-handed: stock, waste, nothing over column 3, then the four foundations.
    expect(cursorAfterArrow({ pile: 'waste' }, 'ArrowLeft', position)).toEqual({ pile: 'stock' });
    expect(cursorAfterArrow({ pile: 'stock' }, 'ArrowLeft', position)).toBeNull();
    expect(cursorAfterArrow({ pile: 'stock' }, 'ArrowRight', position)).toEqual({ pile: 'waste' });
    expect(cursorAfterArrow({ pile: 'waste' }, 'ArrowRight', position)).toEqual({ slot: 0 });
    expect(cursorAfterArrow({ slot: 3 }, 'ArrowRight', position)).toBeNull();
    expect(cursorAfterArrow({ pile: 'stock' }, 'ArrowUp', position)).toBeNull();
    const piles: Spot[] = [{ pile: 'stock' }, { pile: 'waste' }, { slot: 0 }, { slot: 1 }];
    const under = [0, 1, 3, 4];
    piles.forEach((pile, at) => {
      const top = topFaceUp(position, under[at]);
      expect(walk(pile, ['ArrowDown'], position)).toEqual(top);
      expect(walk(top, ['ArrowUp'], position)).toEqual(pile);
    });
    // From the last card, Up walks up the column's cards, then onto the stock.
    const cards = position.columns[0].cards.length;
    expect(walk(first, Array(cards).fill('ArrowUp'), position)).toEqual({ pile: 'stock' });
    // Column 3 has nothing above it: Up goes to the nearer pile, the waste (the left of two).
    expect(walk(topFaceUp(position, 2), ['ArrowUp'], position)).toEqual({ pile: 'waste' });
    // The waste's top card is what a pick-up takes; the stock is turned, never picked up.
    const queen = parseCard('QS') as number;
    const turned = { ...position, stock: position.stock?.slice(0, -1), waste: [queen] };
    expect(cardAt({ pile: 'waste' }, turned)).toBe(queen);
    expect(cardAt({ pile: 'stock' }, turned)).toBeNull();
    expect(spotOf({ card: queen }, turned)).toEqual({ pile: 'waste' });
    // An emptied column is reached and left the same way.
    const emptied = {
      ...position,
      columns: position.columns.map((column, index) =>
        index === 4 ? { cards: [], faceDown: 0 } : column,
      ),
    };
    expect(cursorAfterArrow({ slot: 1 }, 'ArrowDown', emptied)).toEqual({ column: 4 });
    expect(cursorAfterArrow({ column: 4, index: -1 }, 'ArrowUp', emptied)).toEqual({ slot: 1 });
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
    // The row, left to right: the four foundations, nothing over column 5, the waste, the stock.
    expect(cursorAfterArrow({ pile: 'waste' }, 'ArrowRight', patience, true)).toEqual({
      pile: 'stock',
    });
    expect(cursorAfterArrow({ pile: 'stock' }, 'ArrowRight', patience, true)).toBeNull();
    expect(cursorAfterArrow({ pile: 'waste' }, 'ArrowLeft', patience, true)).toEqual({ slot: 3 });
    expect(cursorAfterArrow({ slot: 0 }, 'ArrowLeft', patience, true)).toBeNull();
    const piles: Spot[] = [{ slot: 0 }, { slot: 3 }, { pile: 'waste' }, { pile: 'stock' }];
    const under = [0, 3, 5, 6];
    piles.forEach((pile, at) => {
      const top = { column: under[at], index: 0 };
      expect(cursorAfterArrow(pile, 'ArrowDown', patience, true)).toEqual({
        card: patience.columns[under[at]].cards[0],
      });
      expect(cursorAfterArrow(top, 'ArrowUp', patience, true)).toEqual(pile);
    });
    // Column 5 has nothing above it: the nearer of slot 4 and the waste, the left one.
    expect(cursorAfterArrow({ column: 4, index: 0 }, 'ArrowUp', patience, true)).toEqual({
      slot: 3,
    });
    // Between the columns, and up and down, the keys go as right-handed.
    expect(cursorAfterArrow(first, 'ArrowRight', classic, true)).toEqual({ column: 1 });
    expect(cursorAfterArrow({ slot: 0 }, 'ArrowDown', classic, true)).toEqual({ slot: 1 });
  });
});
