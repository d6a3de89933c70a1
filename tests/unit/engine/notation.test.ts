import { describe, expect, it } from 'vitest';
import { formatMove, MoveNotationError, parseMove, parseMoves } from '../../../engine';
import { card } from './arrange';

describe('move notation (docs/rules.md, Move notation)', () => {
  it('writes a move to a column as <card>-c<k> and one home as <card>-f', () => {
    expect(formatMove({ card: card('7H'), to: 4 })).toBe('7H-c5');
    expect(formatMove({ card: card('AS'), to: 'foundation' })).toBe('AS-f');
  });

  it('reads 10 for T and lower case', () => {
    expect(parseMove('10h-C5')).toEqual({ card: card('TH'), to: 4 });
    expect(parseMove('as-F')).toEqual({ card: card('AS'), to: 'foundation' });
  });

  it('reads a sequence one move per line or separated by spaces', () => {
    expect(parseMoves(' 7H-c5\nAS-f  KD-c1\n')).toEqual([
      { card: card('7H'), to: 4 },
      { card: card('AS'), to: 'foundation' },
      { card: card('KD'), to: 0 },
    ]);
  });

  it.each([
    ['7H', /not a move/],
    ['ZH-c5', /"ZH".*not a card/],
    ['7H-c9', /Column 9/],
    ['7H-c0', /Column 0/],
    ['7H-x', /"x".*not a destination/],
    ['7H-c', /not a destination/],
  ])('refuses %j with a message naming what is wrong', (text, message) => {
    expect(() => parseMove(text)).toThrow(MoveNotationError);
    expect(() => parseMove(text)).toThrow(message);
  });
});
