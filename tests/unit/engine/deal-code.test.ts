import { describe, expect, it } from 'vitest';
import {
  DEAL_COUNT,
  DealCodeError,
  formatDealCode,
  isDealCode,
  newGame,
  parseDealCode,
  randomDealNumber,
} from '../../../engine';

describe('deal codes (docs/rules.md, Deal codes)', () => {
  it('writes the deal number in base 26, A = 0, most significant letter first', () => {
    expect(formatDealCode('C', 0)).toBe('YU1-C-AAAAAAA');
    expect(formatDealCode('C', 1)).toBe('YU1-C-AAAAAAB');
    expect(formatDealCode('A', 26)).toBe('YU1-A-AAAAABA');
    expect(formatDealCode('R', DEAL_COUNT - 1)).toBe('YU1-R-ZZZZZZZ');
    expect(parseDealCode('YU1-S-AAAAABA')).toEqual({ variant: 'S', number: 26 });
  });

  it('reads codes case-insensitively with surrounding spaces ignored', () => {
    expect(parseDealCode('  yu1-a-aaaaaab\t')).toEqual({ variant: 'A', number: 1 });
    expect(newGame(' yu1-c-aaaaaab ').code).toBe('YU1-C-AAAAAAB');
  });

  it.each([
    ['YU2-C-AAAAAAB', /YU1/],
    ['C-AAAAAAB', /YU1/],
    ['YU1-C-AAAAAAB-X', /three parts/],
    ['YU1-X-AAAAAAB', /variant "X"/],
    ['YU1--AAAAAAB', /variant ""/],
    ['YU1-C-AAAAAB', /7 letters.*has 6/],
    ['YU1-C-AAAAAAAB', /7 letters.*has 8/],
    ['YU1-C-AAAA1AB', /"1"/],
    ['YU1-C-AAA AAB', /" "/],
    ['', /YU1/],
  ])('refuses %j with a message naming the problem', (code, message) => {
    expect(() => parseDealCode(code)).toThrow(DealCodeError);
    expect(() => parseDealCode(code)).toThrow(message);
    expect(isDealCode(code)).toBe(false);
  });

  it.each([
    ['YU2-C-AAAAAAB', 'prefix', 'YU2'],
    ['YU1-C-AAAAAAB-X', 'parts', 'YU1-C-AAAAAAB-X'],
    ['yu1-x-AAAAAAB', 'variant', 'X'],
    ['YU1-C-AAAAAB', 'length', 'AAAAAB'],
    ['YU1-C-AAAA1AB', 'character', '1'],
    // A character that is not a letter is named even where it also makes the number too long.
    ['YU1-C-AAAA AAB', 'character', ' '],
    ['YU1-C-AAAAAA1B', 'character', '1'],
  ])('names the problem of %j as a code a page can translate', (code, problem, found) => {
    let refusal: unknown;
    try {
      parseDealCode(code);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DealCodeError);
    expect(refusal).toMatchObject({ problem, found });
  });

  it('refuses letters outside A..Z that upper-case into A..Z (ı is not I, ß is not SS)', () => {
    expect(() => parseDealCode('YU1-C-AAAAAAı')).toThrow(/"ı"/);
    expect(() => parseDealCode('YU1-C-AAAAAß')).toThrow(/"ß"/);
    expect(() => parseDealCode('yu1-ſ-AAAAAAB')).toThrow(/variant "ſ"/);
  });

  it('refuses deal numbers outside 0..26^7-1 when writing a code', () => {
    expect(() => formatDealCode('C', DEAL_COUNT)).toThrow(RangeError);
    expect(() => formatDealCode('C', -1)).toThrow(RangeError);
    expect(() => formatDealCode('C', 0.5)).toThrow(RangeError);
  });

  it('draws random deal numbers as integers in 0..26^7-1 that are not all alike', () => {
    const numbers = Array.from({ length: 200 }, randomDealNumber);
    for (const n of numbers) {
      expect(Number.isInteger(n)).toBe(true);
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(DEAL_COUNT);
    }
    expect(new Set(numbers).size).toBeGreaterThan(190);
  });
});
