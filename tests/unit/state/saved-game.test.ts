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

describe('an earlier revision written over a page’s game', () => {
  const start = nextSavedGame(dealt, 0, null, DEALT_AT);
  const before = nextSavedGame(moved, 1000, start, 2000);
  // The page moved on from `before` (1 s known at its revision); another page counted 5 s more
  // there and wrote them late.
  const older = withTime(before, 6000, 3000);
  const shown = nextSavedGame(moved, 1500, before, 2500);

  it('adds the time the other page counted at that revision, written later than it', () => {
    const rewritten = withTimeOf(older, shown, before.elapsedMs);
    expect(rewritten).toMatchObject({ game: moved, elapsedMs: 6500, revision: shown.revision });
    expect(rewritten.updatedAt).toBeGreaterThan(older.updatedAt);
  });

  it('adds none the page knew already (a line of play it left), but is still written later', () => {
    const rewritten = withTimeOf(older, shown, 6000);
    expect(rewritten.elapsedMs).toBe(1500);
    expect(rewritten.updatedAt).toBeGreaterThan(older.updatedAt);
  });

  it('adds none where the page knew no time at that revision', () => {
    expect(withTimeOf(older, shown, undefined).elapsedMs).toBe(1500);
  });

  it('keeps a restarted deal’s own time', () => {
    // The same deal dealt again: a new deal time, and a clock from 0.
    const restarted = nextSavedGame(dealt, 0, before, 5000);
    expect(withTimeOf(older, restarted, before.elapsedMs).elapsedMs).toBe(0);
  });

  it('leaves the page’s game as it is when it is newer on both counts', () => {
    const later = withTime(shown, 1500, 9000);
    expect(withTimeOf(withTime(before, 1000, 2600), later, 1000)).toBe(later);
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
