import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newGame } from '../../../engine';
import { dailyDateOf, localDate, todaysDealCode } from '../../../state/daily-deal';

describe("today's deal on this device (docs/rules.md, Deal codes)", () => {
  const evening = new Date(2026, 11, 1, 23, 30).getTime();
  beforeEach(() => {
    vi.useFakeTimers({ now: evening });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("takes the player's own local date", () => {
    expect(localDate(evening)).toEqual({ year: 2026, month: 12, day: 1 });
    expect(todaysDealCode('C')).toBe('YU1-C-HUXABCC');
    expect(todaysDealCode('R')).toBe('YU1-R-HUXABCC');
  });

  it('knows a game for the daily deal of the day it was dealt, and no other game', () => {
    const daily = newGame('YU1-C-HUXABCC');
    expect(dailyDateOf(daily, evening)).toBe('2026-12-01');
    // The same code dealt the next day is not that day's daily deal.
    expect(dailyDateOf(daily, new Date(2026, 11, 2, 9).getTime())).toBeNull();
    expect(dailyDateOf(newGame('YU1-C-AAAAAAB'), evening)).toBeNull();
    expect(dailyDateOf(daily, undefined)).toBeNull();
  });
});
