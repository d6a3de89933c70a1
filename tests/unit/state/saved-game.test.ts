// What a page writes when an earlier revision of the game lands over its own: its board, with
// the time the other page counted when that time belongs to the same deal (docs/rules.md, Score,
// moves and time).
import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, newGame } from '../../../engine';
import { answerTo, nextSavedGame, withTime, withTimeOf } from '../../../state/saved-game';

const CODE = 'YU1-C-AAAAAAB';
const dealt = newGame(CODE);
const moved = applyMove(dealt, legalMoves(dealt.variant, dealt.position)[0]).game ?? dealt;
const DEALT_AT = 1_000;

describe('a time written alone', () => {
  it('keeps the revision and writes later', () => {
    const saved = nextSavedGame(moved, 2000, null, DEALT_AT);
    const timed = withTime(saved, 9000, DEALT_AT);
    expect(timed).toMatchObject({ game: moved, elapsedMs: 9000, revision: saved.revision });
    expect(timed.updatedAt).toBeGreaterThan(saved.updatedAt);
  });
});

describe('a page’s game written over an older write', () => {
  const start = nextSavedGame(dealt, 0, null, DEALT_AT);
  const before = nextSavedGame(moved, 1000, start, 2000);
  // Another page counted 5 s more at `before`'s revision and wrote them late; this page moved on.
  const older = withTime(before, 6000, 3000);
  const shown = nextSavedGame(moved, 1500, before, 2500);

  it('takes the larger time of the game it goes on from, written later than both', () => {
    const rewritten = withTimeOf(older, shown, 0);
    expect(rewritten).toMatchObject({ game: moved, elapsedMs: 6000, revision: shown.revision });
    expect(rewritten.updatedAt).toBeGreaterThan(older.updatedAt);
    expect(rewritten.updatedAt).toBeGreaterThan(shown.updatedAt);
    // The page's own write of `shown`, heard after, is older than what it rewrote.
    expect(answerTo(shown, rewritten)).toBe('rewrite');
  });

  it('gives the same answer to the same two writes on every page', () => {
    expect(withTimeOf(older, shown, 0)).toEqual(withTimeOf(older, shown, 0));
  });

  it('takes no time of a game with more moves: a line of play left, not gone on from', () => {
    const longer = withTime(nextSavedGame(moved, 1000, before, 2000), 600_000, 3000);
    const rewritten = withTimeOf({ ...longer, game: { ...moved, moves: 9 } }, shown, 0);
    expect(rewritten.elapsedMs).toBe(1500);
    expect(rewritten.updatedAt).toBeGreaterThan(longer.updatedAt);
  });

  it('takes no time written before the line of play shown began on the page (a game resumed)', () => {
    expect(withTimeOf(older, shown, shown.revision).elapsedMs).toBe(1500);
  });

  it('keeps a restarted deal’s own time', () => {
    // The same deal dealt again: a new deal time, and a clock from 0.
    const restarted = nextSavedGame(dealt, 0, before, 5000);
    expect(withTimeOf(older, restarted, 0).elapsedMs).toBe(0);
  });

  it('leaves the page’s game as it is when it is newer on both counts', () => {
    const later = withTime(shown, 9000, 9000);
    expect(withTimeOf(older, later, 0)).toBe(later);
  });
});

describe('a write heard at the same revision', () => {
  const shown = withTime(nextSavedGame(moved, 1000, null, DEALT_AT), 5000, 9000);

  it('is older than the page’s own when it is the same game written earlier', () => {
    const earlier = { ...shown, elapsedMs: 1000, updatedAt: shown.updatedAt - 10 };
    expect(answerTo(earlier, shown)).toBe('rewrite');
    expect(answerTo(withTime(shown, 6000, 9500), shown)).toBe('adopt');
    expect(answerTo({ ...shown }, shown)).toBe('ignore');
  });

  it('is taken when it holds another game, written first or last', () => {
    const other = { ...nextSavedGame(dealt, 0, null, DEALT_AT), revision: shown.revision };
    expect(answerTo({ ...other, updatedAt: shown.updatedAt - 10 }, shown)).toBe('adopt');
    expect(answerTo({ ...other, updatedAt: shown.updatedAt + 10 }, shown)).toBe('adopt');
  });
});
