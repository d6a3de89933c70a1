/**
 * Properties of the engine over thousands of random legal move sequences in every variant, plus
 * round trips of deal codes, notation and saved games.
 */
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  canUndo,
  DEAL_COUNT,
  DealCodeError,
  type Destination,
  formatDealCode,
  formatMove,
  type Game,
  layoutOf,
  legalMoves,
  type Move,
  newGame,
  type Position,
  parseDealCode,
  parseMove,
  playableMoves,
  refusalOf,
  UNDO_DEPTH,
  undoMove,
  VARIANT_LETTERS,
  type Variant,
} from '../../../engine';

/** A step of a random line: pick legal move number `n % count`, or undo. */
type Choice = number | 'undo';

const choices = (maxLength: number) =>
  fc.array(
    fc.oneof(
      { weight: 9, arbitrary: fc.nat() },
      { weight: 1, arbitrary: fc.constant('undo' as const) },
    ),
    // `size: 'max'` or fast-check keeps lines to ~10 steps, far short of the undo depth.
    { maxLength, size: 'max' },
  );
const dealNumber = fc.integer({ min: 0, max: DEAL_COUNT - 1 });

/** What a step did: the game before and after, and the move (absent for an undo). */
interface Transition {
  before: Game;
  move?: Move;
  after: Game;
}

/**
 * Plays a random line from `start` through `applyMove` and `undoMove`, stopping when no move is
 * left or a step is refused; every move is taken from `playableMoves`, so a refusal fails.
 * `visit` sees every step that changed the game (not an undo with nothing to undo).
 */
function playLine(start: Game, line: Choice[], visit: (transition: Transition) => void): Game {
  let game = start;
  for (const choice of line) {
    if (choice === 'undo') {
      const result = undoMove(game);
      if (!result.game) return game;
      if (canUndo(game)) visit({ before: game, after: result.game });
      game = result.game;
      continue;
    }
    const moves = playableMoves(game);
    if (moves.length === 0) return game;
    const move = moves[choice % moves.length];
    const result = applyMove(game, move);
    assert.equal(result.refusal, undefined, `${formatMove(move)} was generated but refused`);
    visit({ before: game, move, after: result.game as Game });
    game = result.game as Game;
  }
  return game;
}

/**
 * What docs/rules.md makes true of any position reached from the deal `dealt`: 52 distinct cards,
 * or in Double Yukon each card twice (ids 0..103 once each). Checked thousands of times per run,
 * so with node:assert, which is much faster here than vitest's `expect`.
 */
function assertSound(position: Position, dealt: Position) {
  const decks = position.foundations.length / 4;
  // The cards off the foundations are distinct ids; the foundations hold ranks, so each card
  // value is counted: its copies off them plus the slots of its suit that reached its rank.
  const outside = [
    ...position.columns.flatMap((column) => column.cards),
    ...(position.stock ?? []),
    ...(position.waste ?? []),
  ];
  assert.equal(new Set(outside).size, outside.length, 'a card appears twice');
  const copies = new Array(52).fill(0);
  for (const id of outside) {
    assert.ok(Number.isInteger(id) && id >= 0 && id < 52 * decks, `no card ${id}`);
    copies[id % 52]++;
  }
  position.foundations.forEach((rank, slot) => {
    assert.ok(Number.isInteger(rank) && rank >= 0 && rank <= 13, `foundation rank ${rank}`);
    const suit = Math.floor(slot / decks);
    for (let r = 1; r <= rank; r++) copies[suit * 13 + r - 1]++;
  });
  assert.deepEqual(copies, new Array(52).fill(decks), 'a card was lost or doubled');
  position.columns.forEach(({ cards, faceDown }, index) => {
    const dealtColumn = dealt.columns[index];
    // The face-down cards are those dealt there, never moved; the last card is face up.
    assert.ok(
      faceDown >= 0 && faceDown <= dealtColumn.faceDown,
      `column ${index + 1}: ${faceDown} face down`,
    );
    assert.deepEqual(cards.slice(0, faceDown), dealtColumn.cards.slice(0, faceDown));
    assert.ok(cards.length === 0 || faceDown < cards.length, `column ${index + 1} ends face down`);
  });
}

const faceDownTotal = (game: Game) =>
  game.position.columns.reduce((sum, column) => sum + column.faceDown, 0);

/** The history undo gives back: the same, less the oldest step if `apply` pushed it out. */
const historyAfterUndo = (before: Game) =>
  before.history.length === UNDO_DEPTH ? before.history.slice(1) : before.history;

// About 2 s a variant on an idle 2-core machine; the timeout leaves room for a busy one.
const LINES_TIMEOUT_MS = 30_000;

describe.each(VARIANT_LETTERS)('random lines of variant %s', (variant: Variant) => {
  const layout = layoutOf(variant);
  // Double Yukon's positions hold twice the cards and ten columns: each step costs about four
  // times as much, so it plays a quarter of the lines. A whole number of them: fast-check runs
  // until its count equals `numRuns`, so a fraction (250 / 4) never ends.
  const runs = (count: number) => (variant === 'D' ? Math.ceil(count / 4) : count);
  it(
    'keep every card once (each twice in Double Yukon), face-down cards where dealt, the score earned, and undo exact',
    () => {
      fc.assert(
        fc.property(dealNumber, choices(150), (n, line) => {
          const start = newGame(formatDealCode(variant, n));
          // The score each game of the line should have, counted move by move (docs/rules.md,
          // Score, moves and time).
          const scores = [0];
          playLine(start, line, ({ before, move, after }) => {
            assertSound(after.position, start.position);
            if (!move) {
              scores.pop();
            } else {
              const turnedUp = faceDownTotal(before) - faceDownTotal(after);
              assert.ok(turnedUp === 0 || turnedUp === 1, `${turnedUp} cards turned up`);
              scores.push(
                scores[scores.length - 1] + (move.to === 'foundation' ? 10 : 0) + 5 * turnedUp,
              );
              const back = undoMove(after).game as Game;
              assert.deepEqual(back.position, before.position);
              assert.equal(back.score, before.score);
              assert.deepEqual(back.history, historyAfterUndo(before));
              assert.equal(back.moves, before.moves + 1);
            }
            assert.equal(after.score, scores[scores.length - 1]);
          });
        }),
        { numRuns: runs(400) },
      );
    },
    LINES_TIMEOUT_MS,
  );

  it(
    'generate every legal move and only legal moves',
    () => {
      const destinations: Destination[] = [
        ...Array.from({ length: layout.columns }, (_, column) => column),
        'foundation',
        ...(layout.hasStock ? (['waste'] as const) : []),
      ];
      fc.assert(
        fc.property(dealNumber, choices(60), (n, line) => {
          playLine(newGame(formatDealCode(variant, n)), line, ({ after }) => {
            const key = (move: Move) => `${move.card}${move.to}`;
            const generated = legalMoves(variant, after.position).map(key);
            assert.equal(new Set(generated).size, generated.length, 'a move is generated twice');
            const accepted: string[] = [];
            for (let card = 0; card < layout.cards; card++) {
              for (const to of destinations) {
                if (refusalOf(variant, after.position, { card, to }) === null)
                  accepted.push(key({ card, to }));
              }
            }
            assert.deepEqual(generated.sort(), accepted.sort());
          });
        }),
        { numRuns: runs(250) },
      );
    },
    LINES_TIMEOUT_MS,
  );

  it(
    'round-trip through JSON and play on identically',
    () => {
      fc.assert(
        fc.property(dealNumber, choices(100), choices(50), (n, first, then) => {
          const saved = playLine(newGame(formatDealCode(variant, n)), first, () => {});
          const restored: Game = JSON.parse(JSON.stringify(saved));
          expect(restored).toEqual(saved);
          const ended = (game: Game) => playLine(game, then, () => {});
          expect(ended(restored)).toEqual(ended(saved));
        }),
        { numRuns: 100 },
      );
    },
    LINES_TIMEOUT_MS,
  );
});

describe('deal codes (docs/rules.md, Deal codes)', () => {
  const variant = fc.constantFrom(...VARIANT_LETTERS);

  it('round-trip for every deal number, in any case, with surrounding spaces', () => {
    fc.assert(
      fc.property(
        variant,
        dealNumber,
        fc.boolean(),
        fc.string({ unit: fc.constantFrom(' ', '\t', '\n') }),
        (v, n, lower, spaces) => {
          const code = formatDealCode(v, n);
          expect(code).toMatch(/^YU1-[CRSADU]-[A-Z]{7}$/);
          const text = spaces + (lower ? code.toLowerCase() : code) + spaces;
          expect(parseDealCode(text)).toEqual({ variant: v, number: n });
        },
      ),
      { numRuns: 2000 },
    );
  });

  /** Every way `text` fails to be a code, as a pattern its error message should match. */
  function problemsOf(text: string): RegExp[] {
    const parts = text
      .trim()
      .replace(/[a-z]/g, (letter) => letter.toUpperCase())
      .split('-');
    const [prefix, letter = '', letters = ''] = parts;
    const quoted = (part: string) => new RegExp(`"${part.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')}"`);
    const problems: RegExp[] = [];
    if (prefix !== 'YU1') problems.push(/YU1/);
    if (parts.length !== 3) problems.push(/three parts/);
    if (!'CRSADU'.includes(letter) || letter.length !== 1) problems.push(/variant/);
    if (letters.length !== 7) problems.push(/7 letters/);
    for (const char of letters) if (!/[A-Z]/.test(char)) problems.push(quoted(char));
    return problems;
  }

  it('refuse mutated codes with a DealCodeError naming a problem', () => {
    const mutated = fc
      .tuple(
        variant,
        dealNumber,
        fc.nat(),
        fc.nat({ max: 2 }),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 2 }),
      )
      .map(([v, n, at, kind, insert]) => {
        const code = formatDealCode(v, n);
        const i = at % (code.length + 1);
        if (kind === 0) return code.slice(0, i) + insert + code.slice(i + 1);
        if (kind === 1) return code.slice(0, i) + insert + code.slice(i);
        return code.slice(0, i) + code.slice(i + 1);
      });
    fc.assert(
      fc.property(mutated, (text) => {
        const problems = problemsOf(text);
        if (problems.length === 0) {
          expect(() => parseDealCode(text)).not.toThrow();
          return;
        }
        expect(() => parseDealCode(text)).toThrow(DealCodeError);
        try {
          parseDealCode(text);
        } catch (error) {
          const { message } = error as DealCodeError;
          expect(
            problems.some((problem) => problem.test(message)),
            message,
          ).toBe(true);
        }
      }),
      { numRuns: 3000 },
    );
  });
});

describe('move notation (docs/rules.md, Move notation)', () => {
  it('round-trips every move, also written in lower case or with 10 for T', () => {
    const move = fc.record({
      card: fc.integer({ min: 0, max: 51 }),
      to: fc.oneof(fc.integer({ min: 0, max: 6 }), fc.constant('foundation' as const)),
    });
    fc.assert(
      fc.property(move, fc.boolean(), (m: Move, lower) => {
        const text = formatMove(m);
        expect(text).toMatch(/^[A2-9TJQK][SHDC]-(c[1-7]|f)$/);
        expect(parseMove(text)).toEqual(m);
        const variantText = (lower ? text.toLowerCase() : text).replace(/^t/i, '10');
        expect(parseMove(variantText)).toEqual(m);
      }),
      { numRuns: 1000 },
    );
  });
});
