import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  formatDealCode,
  type Game,
  type Move,
  newGame,
  playableMoves,
} from '../../../engine';
import { pickHint, progressMoveOf, returnsTo, undoesLastMove } from '../../../engine/hint';
import { nextHintStep } from '../../../engine/hint-policy';
import { arrange, card, gameAt } from './arrange';
import { stuckWithEmptyingMove } from './stuck';

function play(game: Game, ...moves: Move[]): Game {
  return moves.reduce((current, move) => {
    const result = applyMove(current, move);
    if (result.refusal) throw new Error(`refused: ${result.refusal}`);
    return result.game;
  }, game);
}

/** The move that puts the last move's card back where it came from. */
function reverseOfLast(game: Game): Move {
  const last = game.history[game.history.length - 1];
  if (last.from === 'stock') throw new Error('A turn has no move that reverses it.');
  return { card: last.move.card, to: last.from };
}

describe('undoesLastMove', () => {
  it('knows a group carried back, a card sent home taken back, and a take-back sent home', () => {
    // 7D builds on 8S (column 1) and 8C (column 5); AS can go home and back onto 2H.
    const start = gameAt('C', arrange(['... / 8S', '9H', '7D', '2H AS', '8C']));
    const carried = play(start, { card: card('7D'), to: 0 });
    expect(undoesLastMove(carried, { card: card('7D'), to: 2 })).toBe(true);
    expect(undoesLastMove(carried, { card: card('7D'), to: 4 })).toBe(false);

    const sentHome = play(start, { card: card('AS'), to: 'foundation' });
    expect(undoesLastMove(sentHome, { card: card('AS'), to: 3 })).toBe(true);
    const takenBack = play(sentHome, { card: card('AS'), to: 3 });
    expect(undoesLastMove(takenBack, { card: card('AS'), to: 'foundation' })).toBe(true);
    expect(undoesLastMove(start, { card: card('7D'), to: 0 })).toBe(false);
  });
});

describe('progressMoveOf: the engine’s own pick of a move that makes progress at once', () => {
  it('sends a card home first', () => {
    const game = gameAt('C', arrange(['... / 8S 7D', '9H', 'KC', 'AS']));
    expect(progressMoveOf(game)).toEqual({ card: card('AS'), to: 'foundation' });
  });

  it('else turns a face-down card up', () => {
    // 7D (over a face-down card) builds on 8S; 6C (over nothing face down) builds on 7D too.
    const game = gameAt('C', arrange(['KS ... / 7D', '8S', 'KD 6C']));
    expect(progressMoveOf(game)).toEqual({ card: card('7D'), to: 1 });
  });

  it('else empties a column, but not by carrying a King from one empty column to another', () => {
    const kingAlone = gameAt('C', arrange(['... / 5H 9C', 'KS', '']));
    const kingMoves = playableMoves(kingAlone);
    expect(kingMoves).toContainEqual({ card: card('KS'), to: 2 });
    expect(kingMoves.every((move) => move.card === card('KS'))).toBe(true);
    expect(progressMoveOf(kingAlone)).toBeNull();

    const game = gameAt('C', arrange(['... / KD', 'QC', 'JH', '5S', '5C', '4S', '4C']));
    expect(progressMoveOf(game)).toEqual({ card: card('QC'), to: 0 });
  });

  it('never undoes the last move, even when that would send a card home', () => {
    const sentHome = play(gameAt('C', arrange(['... / 8S', '2H AS', 'KC'])), {
      card: card('AS'),
      to: 'foundation',
    });
    const takenBack = play(sentHome, { card: card('AS'), to: 1 });
    expect(playableMoves(takenBack)).toContainEqual({ card: card('AS'), to: 'foundation' });
    expect(progressMoveOf(takenBack)).toBeNull();
  });
});

describe('pickHint', () => {
  const start = gameAt('C', arrange(['... / 8S', '9H', '7D', 'AS', 'KC', 'QD']));
  const carried = play(start, { card: card('7D'), to: 0 });
  const back: Move = { card: card('7D'), to: 2 };

  it('takes the next move of a winning line', () => {
    const solution = [{ card: card('QD'), to: 4 }];
    expect(pickHint(carried, { solution, progress: [back] })).toEqual(solution[0]);
  });

  it('falls back to the line to progress when the winning line starts by undoing the last move', () => {
    const progress = [{ card: card('QD'), to: 4 }];
    expect(pickHint(carried, { solution: [back], progress })).toEqual(progress[0]);
  });

  it('gives no move once no progress is proved left, not even one that empties a column', () => {
    const stuck = stuckWithEmptyingMove();
    expect(pickHint(stuck, {})).toEqual({ card: card('4S'), to: 0 });
    expect(pickHint(stuck, { isNoProgressLeft: true })).toBeNull();
    expect(nextHintStep(stuck, { isNoProgressLeft: true }, [])).toEqual({
      answer: { move: null, isNoProgressLeft: true },
    });
  });

  it('falls back to a move that makes progress at once when both lines start by undoing it', () => {
    expect(pickHint(carried, { solution: [back], progress: [back] })).toEqual({
      card: card('AS'),
      to: 'foundation',
    });
    expect(pickHint(carried, {})).toEqual({ card: card('AS'), to: 'foundation' });
  });

  it('never proposes the reverse of the last move, over random lines of real deals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 26 ** 7 - 1 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
        (number, choices) => {
          let game = newGame(formatDealCode('C', number));
          for (const choice of choices) {
            const moves = playableMoves(game);
            if (moves.length === 0) break;
            game = play(game, moves[choice % moves.length]);
          }
          if (game.history.length === 0) return;
          const reverse = reverseOfLast(game);
          const hint = pickHint(game, { solution: [reverse], progress: [reverse] });
          expect(hint === null || !undoesLastMove(game, hint)).toBe(true);
          expect(hint).not.toEqual(reverse);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('returnsTo: a line that comes back to a position (a hint never takes the last move back the long way round)', () => {
  it('holds for a line through the position, not for one that never reaches it', () => {
    // Over the first moves of a few deals: a move that turns no card up, then its reverse, comes
    // back where it began.
    const faceDown = (game: Game) => game.position.columns.map((column) => column.faceDown);
    let checked = 0;
    for (let number = 1; number <= 20; number++) {
      const start = newGame(formatDealCode('C', number));
      for (const move of playableMoves(start)) {
        const moved = play(start, move);
        const back = reverseOfLast(moved);
        if (!playableMoves(moved).some((m) => m.card === back.card && m.to === back.to)) continue;
        if (JSON.stringify(faceDown(moved)) !== JSON.stringify(faceDown(start))) continue;
        expect(returnsTo(moved, [back], start.position)).toBe(true);
        // The same line read from the start never returns to the position after the move.
        expect(returnsTo(start, [move], start.position)).toBe(false);
        const onward = playableMoves(moved).find((m) => !undoesLastMove(moved, m));
        if (onward) expect(returnsTo(moved, [onward], start.position)).toBe(false);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(3);
  });

  it('stops at a move it cannot play', () => {
    const start = newGame(formatDealCode('C', 1));
    const illegal = { card: card('AS'), to: 0 } as Move;
    expect(returnsTo(start, [illegal], start.position)).toBe(false);
  });
});
