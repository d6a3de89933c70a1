import { describe, expect, it } from 'vitest';
import { columnForGroup, destinationsOf, type Position, parseCard } from '../../../engine';

const card = (text: string) => parseCard(text) as number;

/**
 * A position from columns written as the check values of docs/rules.md write them ('down' cards,
 * then 'up' ones); the cards not written are on the foundations up to `foundations` (S H D C top
 * ranks).
 */
function position(columns: [down: string, up: string][], foundations = [0, 0, 0, 0]): Position {
  const cards = (text: string) => text.split(' ').filter(Boolean).map(card);
  return {
    columns: columns.map(([down, up]) => ({
      cards: [...cards(down), ...cards(up)],
      faceDown: cards(down).length,
    })),
    foundations,
  };
}

describe('destinationsOf', () => {
  it('lists the foundation and every column the group may go to, in pile order', () => {
    const board = position([
      ['', 'AS'],
      ['', '8C'],
      ['', ''],
      ['', '8S'],
      ['3D', '7H'],
      ['', 'KD'],
      ['', '9D'],
    ]);
    expect(destinationsOf('C', board, card('AS'))).toEqual(['foundation']);
    expect(destinationsOf('C', board, card('7H'))).toEqual([1, 3]);
    expect(destinationsOf('C', board, card('KD'))).toEqual([2]);
    expect(destinationsOf('R', board, card('7H'))).toEqual([1, 3]);
  });

  it('is empty for a face-down card and for a foundation card under another', () => {
    const board = position(
      [
        ['3D', '7H'],
        ['', '8C'],
        ['', ''],
        ['', ''],
        ['', ''],
        ['', ''],
        ['', ''],
      ],
      [2, 0, 0, 0],
    );
    expect(destinationsOf('C', board, card('3D'))).toEqual([]);
    expect(destinationsOf('C', board, card('AS'))).toEqual([]);
  });

  it('offers a foundation top card back to the columns where it builds (take-back)', () => {
    const board = position(
      [
        ['', '3H'],
        ['', '3D'],
        ['', ''],
        ['', ''],
        ['', ''],
        ['', ''],
        ['', ''],
      ],
      [2, 0, 0, 0],
    );
    expect(destinationsOf('C', board, card('2S'))).toEqual([0, 1]);
  });
});

describe('columnForGroup', () => {
  it('prefers the legal column holding the most cards', () => {
    const board = position([
      ['', '8C'],
      ['2C 3C', '8S'],
      ['', ''],
      ['', '7H'],
      ['', ''],
      ['', ''],
      ['', ''],
    ]);
    expect(columnForGroup('C', board, card('7H'))).toBe(1);
  });

  it('takes the leftmost of equally long legal columns', () => {
    const board = position([
      ['', '7H'],
      ['', '8C'],
      ['', '8S'],
      ['', ''],
      ['', ''],
      ['', ''],
      ['', ''],
    ]);
    expect(columnForGroup('C', board, card('7H'))).toBe(1);
  });

  it('sends a King to the leftmost empty column only when no card takes it', () => {
    const board = position([
      ['', 'KH QS'],
      ['', '8C'],
      ['', ''],
      ['', ''],
      ['', ''],
      ['', ''],
      ['', ''],
    ]);
    expect(columnForGroup('C', board, card('KH'))).toBe(2);
    expect(columnForGroup('A', board, card('QS'))).toBe(null);
  });

  it('answers null when no column takes the group', () => {
    const board = position([
      ['', '7H'],
      ['', '8D'],
      ['', '5C'],
      ['', '2S'],
      ['', '3S'],
      ['', 'JH'],
      ['', 'QH'],
    ]);
    expect(columnForGroup('C', board, card('7H'))).toBe(null);
  });
});
