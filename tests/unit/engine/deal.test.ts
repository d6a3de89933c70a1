import { describe, expect, it } from 'vitest';
import {
  DEAL_COUNT,
  dealPosition,
  formatCard,
  type Position,
  parseCard,
  parseDealCode,
  shuffledDeck,
} from '../../../engine';

/** A column as the check values of docs/rules.md write it: face-down cards, then face-up ones. */
function column(position: Position, number: number) {
  const { cards, faceDown } = position.columns[number - 1];
  return {
    down: cards.slice(0, faceDown).map(formatCard).join(' '),
    up: cards.slice(faceDown).map(formatCard).join(' '),
  };
}

function layout(code: string): Position {
  return dealPosition(parseDealCode(code).number);
}

describe('YU1 dealing (docs/rules.md, The dealing algorithm `YU1`: check values)', () => {
  it('deals YU1-C-AAAAAAB as the rule book says', () => {
    const position = layout('YU1-C-AAAAAAB');
    expect(column(position, 1)).toEqual({ down: '', up: '7H' });
    expect(column(position, 2)).toEqual({ down: '9S', up: '6H QS AD 9H 8S' });
    expect(column(position, 7)).toEqual({ down: 'JH 3S 4D KS TC TH', up: '8C 5S QH 2D 7C' });
  });

  it('deals YU1-C-AAAAAAA as the rule book says', () => {
    const position = layout('YU1-C-AAAAAAA');
    expect(column(position, 1)).toEqual({ down: '', up: '8C' });
    expect(column(position, 4)).toEqual({ down: '2C AS QC', up: '3D QS 3S JC 6H' });
  });

  it('deals the last deal number, YU1-R-ZZZZZZZ, as the rule book says', () => {
    expect(parseDealCode('YU1-R-ZZZZZZZ').number).toBe(DEAL_COUNT - 1);
    const position = layout('YU1-R-ZZZZZZZ');
    expect(column(position, 1)).toEqual({ down: '', up: '6C' });
    expect(column(position, 4)).toEqual({ down: '4H TS 8D', up: '2D 5D QD AC 7D' });
  });

  it('lays out 21 face-down and 31 face-up cards, k-1 face-down in column k', () => {
    for (const n of [0, 1, 12345, DEAL_COUNT - 1]) {
      const position = dealPosition(n);
      position.columns.forEach((col, i) => {
        expect(col.faceDown).toBe(i);
        expect(col.cards.length).toBe(i === 0 ? 1 : i + 5);
      });
      expect(new Set(position.columns.flatMap((c) => c.cards)).size).toBe(52);
      expect(position.foundations).toEqual([0, 0, 0, 0]);
    }
  });

  it('refuses deal numbers outside 0..26^7-1', () => {
    expect(() => shuffledDeck(-1)).toThrow(RangeError);
    expect(() => shuffledDeck(DEAL_COUNT)).toThrow(RangeError);
    expect(() => shuffledDeck(1.5)).toThrow(RangeError);
  });
});

describe('cards (docs/rules.md, Cards)', () => {
  it('numbers cards suit * 13 + rank - 1 in the order S H D C', () => {
    expect(parseCard('AS')).toBe(0);
    expect(parseCard('KS')).toBe(12);
    expect(parseCard('AH')).toBe(13);
    expect(parseCard('TD')).toBe(2 * 13 + 9);
    expect(parseCard('KC')).toBe(51);
  });

  it('reads 10 and lower case, and refuses what is not a card', () => {
    expect(parseCard('10d')).toBe(parseCard('TD'));
    expect(parseCard(' qh ')).toBe(parseCard('QH'));
    for (const text of ['1S', '11H', 'ZS', 'AX', '', 'A', 'KSS'])
      expect(parseCard(text)).toBeNull();
  });

  it('reads only ASCII letters: ſ (long s) is not an S although it upper-cases to one', () => {
    expect('ſ'.toUpperCase()).toBe('S');
    expect(parseCard('Kſ')).toBeNull();
  });

  it('writes every card back as it reads it', () => {
    for (let card = 0; card < 52; card++) expect(parseCard(formatCard(card))).toBe(card);
  });
});
