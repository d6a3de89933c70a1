import { describe, expect, it } from 'vitest';
import { parseDealCode } from '../../../engine';
import { dailyDealCode, dailyDealNumber, isoDate } from '../../../engine/daily-deal';

describe('the daily deal (docs/rules.md, Deal codes)', () => {
  it("gives the rule's check values", () => {
    expect(dailyDealNumber({ year: 2026, month: 12, day: 1 })).toBe(2410549130);
    expect(dailyDealCode({ year: 2026, month: 12, day: 1 }, 'C')).toBe('YU1-C-HUXABCC');
    expect(dailyDealCode({ year: 2027, month: 1, day: 1 }, 'C')).toBe('YU1-C-UKMMVKH');
  });

  it('is one deal number in every variant the player picks', () => {
    const date = { year: 2026, month: 12, day: 1 };
    expect(parseDealCode(dailyDealCode(date, 'R'))).toEqual({ variant: 'R', number: 2410549130 });
    expect(dailyDealCode(date, 'U')).toBe('YU1-U-HUXABCC');
  });

  it('changes from one day to the next', () => {
    expect(dailyDealNumber({ year: 2026, month: 12, day: 2 })).not.toBe(
      dailyDealNumber({ year: 2026, month: 12, day: 1 }),
    );
  });

  it('refuses a date that is not in the calendar', () => {
    expect(() => dailyDealNumber({ year: 2026, month: 2, day: 30 })).toThrow(RangeError);
    expect(() => dailyDealNumber({ year: 2026, month: 13, day: 1 })).toThrow(/calendar/);
  });

  it('writes a date as YYYY-MM-DD', () => {
    expect(isoDate({ year: 2027, month: 1, day: 5 })).toBe('2027-01-05');
  });
});
