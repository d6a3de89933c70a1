import { describe, expect, it } from 'vitest';
import {
  applyMove,
  dealPosition,
  FACE_DOWN_AT_DEAL,
  faceDownCount,
  type Game,
  type Move,
  newGame,
} from '../../../engine';
import {
  hasPlausibleCounters,
  isSoundGame,
  isSoundPosition,
  positionFault,
} from '../../../engine/soundness';
import { arrange, card } from './arrange';

function play(game: Game, move: Move): Game {
  const result = applyMove(game, move);
  if (!result.game) throw new Error(`Refused: ${result.refusal}`);
  return result.game;
}

describe('a sound position (docs/rules.md, Cards and The layout)', () => {
  it('is every deal and every hand-built position of all 52 cards', () => {
    expect(isSoundPosition(dealPosition(0))).toBe(true);
    expect(isSoundPosition(dealPosition(26 ** 7 - 1))).toBe(true);
    expect(isSoundPosition(arrange(['KS', '', '... / 4S'], { H: 13 }))).toBe(true);
  });

  it('holds no card twice and none missing', () => {
    const position = dealPosition(1);
    position.columns[0].cards.push(position.columns[1].cards[5]);
    expect(positionFault(position)).toMatch(/two places/);
    const short = dealPosition(1);
    short.columns[0].cards.pop();
    expect(positionFault(short)).toBe('A position holds 52 cards, not 51.');
  });

  it('counts a foundation as its suit from the Ace up to its top card', () => {
    const position = arrange(['... / 3S'], { S: 2 });
    position.columns[1].cards.push(card('2S'));
    expect(positionFault(position)).toMatch(/two places/);
    expect(positionFault({ ...position, foundations: [14, 0, 0, 0] })).toMatch(/no rank 14/);
  });

  it('shows the last card of a column with face-down cards face up', () => {
    const position = dealPosition(1);
    position.columns[1].faceDown = position.columns[1].cards.length;
    expect(positionFault(position)).toBe('Column 2: 6 face-down cards under 6.');
  });

  it('has seven columns and four foundations, of card ids 0..51', () => {
    const position = dealPosition(1);
    expect(isSoundPosition({ ...position, columns: position.columns.slice(1) })).toBe(false);
    expect(isSoundPosition({ ...position, foundations: [0, 0, 0] })).toBe(false);
    position.columns[0].cards = [52];
    expect(positionFault(position)).toBe('No card 52.');
  });
});

describe('a sound game (docs/rules.md, Deal codes and Undo)', () => {
  const start = newGame('YU1-C-AAAAAAB');
  const moved = play(start, { card: card('7H'), to: 1 });

  it('is a new game, and a game after moves with its undo history', () => {
    expect(isSoundGame(start)).toBe(true);
    expect(isSoundGame(moved)).toBe(true);
  });

  it('names its variant in its code, written canonically', () => {
    expect(isSoundGame({ ...start, variant: 'R' })).toBe(false);
    expect(isSoundGame({ ...start, code: 'yu1-c-aaaaaab' })).toBe(false);
  });

  it('finds each undo step where that step put its card', () => {
    const misplaced = { ...moved.history[0], move: { card: card('7H'), to: 3 } };
    expect(isSoundGame({ ...moved, history: [misplaced] })).toBe(false);
  });
});

describe('plausible counters (docs/rules.md, Score, moves and time)', () => {
  const deal = newGame('YU1-C-AAAAAAB');

  it('knows how many cards the deal puts face down', () => {
    expect(faceDownCount(dealPosition(7))).toBe(FACE_DOWN_AT_DEAL);
  });

  it('takes the score the cards earned, plus 10 at most for each take-back', () => {
    // 14 cards home earned 10 each; column 7's 6 face-down cards turned up earned 5 each.
    const position = dealPosition(1);
    position.foundations = [12, 2, 0, 0];
    position.columns[6].faceDown = 0;
    const game = { ...deal, position, moves: 40, takebacks: 1 };
    expect(hasPlausibleCounters({ ...game, score: 170 })).toBe(true);
    expect(hasPlausibleCounters({ ...game, score: 180 })).toBe(true);
    expect(hasPlausibleCounters({ ...game, score: 181 })).toBe(false);
    expect(hasPlausibleCounters({ ...game, score: 169 })).toBe(false);
  });

  it('refuses a score no move earned, more take-backs than moves, more than 3000 moves', () => {
    expect(hasPlausibleCounters(deal)).toBe(true);
    expect(hasPlausibleCounters({ ...deal, score: 5 })).toBe(false);
    expect(hasPlausibleCounters({ ...deal, moves: 1, takebacks: 2 })).toBe(false);
    expect(hasPlausibleCounters({ ...deal, moves: 3001 })).toBe(false);
  });
});
