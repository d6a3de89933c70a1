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

  it('gives the page’s game the more time the other page counted on the same deal', () => {
    const older = withTime(before, 6000, 3000);
    const shown = nextSavedGame(moved, 1000, before, 3000);
    expect(withTimeOf(older, shown, 4000)).toMatchObject({
      game: moved,
      elapsedMs: 6000,
      revision: shown.revision,
    });
  });

  it('keeps the page’s time when it is more', () => {
    const shown = nextSavedGame(moved, 8000, before, 3000);
    expect(withTimeOf(withTime(before, 6000, 3000), shown, 4000)).toBe(shown);
  });

  it('keeps a restarted deal’s own time', () => {
    // The same deal dealt again: a new deal time, and a clock from 0.
    const restarted = nextSavedGame(dealt, 0, before, 5000);
    expect(withTimeOf(withTime(before, 6000, 3000), restarted, 6000)).toBe(restarted);
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
