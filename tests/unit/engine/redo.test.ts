import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  canRedo,
  canUndo,
  DEAL_COUNT,
  formatDealCode,
  type Game,
  MOVE_LIMIT,
  type Move,
  newGame,
  playableMoves,
  redoMove,
  undoMove,
  VARIANT_LETTERS,
  type Variant,
} from '../../../engine';
import { arrange, card, gameAt } from './arrange';

/** Plays a move, undo or redo that must not be refused. */
function must(result: ReturnType<typeof applyMove>): Game {
  if (!result.game) throw new Error(`Refused: ${result.refusal}`);
  return result.game;
}
const play = (game: Game, move: Move) => must(applyMove(game, move));
const undo = (game: Game) => must(undoMove(game));
const redo = (game: Game) => must(redoMove(game));

/** What n undos then n redos keep: the cards, the score, the status and the undo history. */
const kept = ({ position, score, status, history, toRedo }: Game) => ({
  position,
  score,
  status,
  history,
  toRedo,
});

describe('redo (docs/rules.md, Undo)', () => {
  // 6H onto 7C (turning 9D up), then AS home, then 2S home.
  const start = gameAt('C', arrange(['... 9D / 6H', '7C', '2S', 'AS', '3H', '2H']));
  const line = [
    { card: card('6H'), to: 1 },
    { card: card('AS'), to: 'foundation' },
    { card: card('2S'), to: 'foundation' },
  ] as const;
  const played = line.reduce(play, start);

  it('plays again the moves undone, the last undone first: three undos then three redos', () => {
    const undone = undo(undo(undo(played)));
    expect(undone.position).toEqual(start.position);
    expect(canRedo(undone)).toBe(true);
    const once = redo(undone);
    expect(once.position).toEqual(play(start, line[0]).position);
    const back = redo(redo(once));
    expect(kept(back)).toEqual(kept(played));
    expect(back.score).toBe(5 + 10 + 10);
    // Each redo is a move like any other: the counter goes on (3 moves, 3 redos).
    expect(back.moves).toBe(6);
    expect(canRedo(back)).toBe(false);
  });

  it('has nothing to redo in a new game or after a move, and then leaves the game as it is', () => {
    const fresh = newGame('YU1-C-AAAAAAB');
    expect(canRedo(fresh)).toBe(false);
    expect(redoMove(fresh).game).toBe(fresh);
    const undone = undo(undo(played));
    expect(undone.toRedo).toHaveLength(2);
    // Any other move empties the moves to redo.
    const other = play(undone, { card: card('2S'), to: 4 });
    expect(other.toRedo).toBeUndefined();
    expect(canRedo(other)).toBe(false);
    expect(redoMove(other).game).toBe(other);
  });

  it('counts a redone take-back as a take-back again', () => {
    const home = play(start, line[1]);
    const takenBack = play(home, { card: card('AS'), to: 5 });
    expect(takenBack.takebacks).toBe(1);
    expect(redo(undo(takenBack)).takebacks).toBe(2);
  });

  it('refuses once the game has ended: a redo that reaches the move limit ends it', () => {
    const late = { ...play(start, line[0]), moves: MOVE_LIMIT - 1 };
    const undone = undo(late);
    const ended = redo(undone);
    expect(ended.status).toBe('move-limit');
    expect(canRedo(ended)).toBe(false);
    expect(canUndo(ended)).toBe(false);
    expect(redoMove(ended).refusal).toBe('game-over');
  });

  it('refuses a move to redo that does not fit the position (a corrupt stored game)', () => {
    const corrupt: Game = { ...start, toRedo: [{ card: card('2S'), to: 'foundation' }] };
    expect(redoMove(corrupt).refusal).toBe('foundation-order');
  });
});

/** A step of a random line: a legal move (number n % count), an undo or a redo. */
type Choice = number | 'undo' | 'redo';
const choices = fc.array(
  fc.oneof(
    { weight: 6, arbitrary: fc.nat() },
    { weight: 2, arbitrary: fc.constant('undo' as const) },
    { weight: 2, arbitrary: fc.constant('redo' as const) },
  ),
  { maxLength: 120, size: 'max' },
);

function playLine(start: Game, line: Choice[]): Game {
  let game = start;
  for (const choice of line) {
    if (choice === 'undo') game = undo(game);
    else if (choice === 'redo') game = redo(game);
    else {
      const moves = playableMoves(game);
      if (moves.length === 0) return game;
      game = play(game, moves[choice % moves.length]);
    }
  }
  return game;
}

describe.each(VARIANT_LETTERS)(
  'undo then redo in random lines of variant %s',
  (variant: Variant) => {
    // Double Yukon's steps cost about four times as much: a quarter of the lines, a whole number.
    const runs = variant === 'D' ? 25 : 100;
    it('gives back the game: cards, score, status, undo history and moves to redo', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: DEAL_COUNT - 1 }),
          choices,
          fc.nat(),
          (n, line, depth) => {
            const reached = playLine(newGame(formatDealCode(variant, n)), line);
            if (reached.status !== 'playing') return;
            const count = depth % (reached.history.length + 1);
            let game = reached;
            for (let i = 0; i < count; i++) game = undo(game);
            for (let i = 0; i < count; i++) game = redo(game);
            assert.deepEqual(kept(game), kept(reached));
            assert.equal(game.moves, reached.moves + count);
          },
        ),
        { numRuns: runs },
      );
    }, 30_000);
  },
);
