import { describe, expect, it } from 'vitest';
import {
  applyMove,
  canUndo,
  faceDownCount,
  faceDownRefusal,
  formatCard,
  type Game,
  isUnderWay,
  type Move,
  newGame,
  playableMoves,
  refusalToPlay,
  statusOf,
  undoMove,
  YUKON_LAYOUT_VARIANTS,
} from '../../../engine';
import { arrange, card, gameAt } from './arrange';

/** Plays a move that must be legal. */
function play(game: Game, move: Move): Game {
  const result = applyMove(game, move);
  if (!result.game) throw new Error(`Refused: ${result.refusal}`);
  return result.game;
}

/** Undoes the last move; the game must still be playing. */
function undo(game: Game): Game {
  const result = undoMove(game);
  if (!result.game) throw new Error(`Refused: ${result.refusal}`);
  return result.game;
}

/** A lone King and two empty columns: it can shuttle between them for ever, in every variant. */
const shuttle = arrange(['KS', '', '', '... / 4H']);
const shuttleMove = (game: Game): Move => ({
  card: card('KS'),
  to: game.position.columns[1].cards.length ? 2 : 1,
});

/** Plays `count` shuttle moves, returning every game along the way (the start first). */
function shuttleGames(start: Game, count: number): Game[] {
  const games = [start];
  for (let i = 0; i < count; i++) games.push(play(games[i], shuttleMove(games[i])));
  return games;
}

describe('a new game (docs/rules.md, The layout)', () => {
  it('starts at score 0, no moves, no take-backs, playing, nothing to undo', () => {
    const game = newGame('YU1-C-AAAAAAB');
    expect(game).toMatchObject({ score: 0, moves: 0, takebacks: 0, status: 'playing' });
    expect(canUndo(game)).toBe(false);
    expect(undoMove(game).game).toBe(game);
  });
});

describe('turning up (docs/rules.md, Moves 4; Score, moves and time)', () => {
  it('turns up the face-down card a move leaves last, for +5, as part of the move', () => {
    const game = gameAt('C', arrange(['... 9D / 6H', '7C']));
    const next = play(game, { card: card('6H'), to: 1 });
    const source = next.position.columns[0];
    expect(source.faceDown).toBe(game.position.columns[0].faceDown - 1);
    expect(formatCard(source.cards[source.cards.length - 1])).toBe('9D');
    expect(next.score).toBe(5);
    expect(next.moves).toBe(1);
  });

  it('scores +10 and +5 when sending home the card above a face-down one', () => {
    const next = play(gameAt('C', arrange(['... / AS'])), { card: card('AS'), to: 'foundation' });
    expect(next.score).toBe(15);
  });

  it('scores nothing for emptying a column that has no face-down card', () => {
    const next = play(gameAt('C', arrange(['7H', '8S', '... / 2C'])), { card: card('7H'), to: 1 });
    expect(next.score).toBe(0);
    expect(next.position.columns[0].cards).toEqual([]);
  });
});

describe('undo (docs/rules.md, Undo)', () => {
  it('turns the card face down again and takes back the +5 after a turn-up', () => {
    const game = gameAt('C', arrange(['... 9D / 6H', '7C']));
    const back = undo(play(game, { card: card('6H'), to: 1 }));
    expect(back.position).toEqual(game.position);
    expect(back.score).toBe(0);
    expect(faceDownCount(back.position)).toBe(faceDownCount(game.position));
  });

  it('puts a card sent home back and takes back its points', () => {
    const game = gameAt('C', arrange(['... / 3H 2S'], { S: 1 }));
    const back = undo(play(game, { card: card('2S'), to: 'foundation' }));
    expect(back.position).toEqual(game.position);
    expect(back.score).toBe(0);
  });

  it('puts a taken-back card on its foundation again; the counters stay', () => {
    const game = gameAt('C', arrange(['... / 6H'], { S: 5 }));
    const taken = play(game, { card: card('5S'), to: 0 });
    const back = undo(taken);
    expect(back.position).toEqual(game.position);
    expect(back).toMatchObject({ score: 0, moves: 1, takebacks: 1 });
  });

  it('never lowers the move counter', () => {
    const games = shuttleGames(gameAt('R', shuttle), 3);
    const back = undo(undo(games[3]));
    expect(back.moves).toBe(3);
    expect(back.position).toEqual(games[1].position);
    expect(play(back, shuttleMove(back)).moves).toBe(4);
  });

  it('takes back the last 100 moves and no more', () => {
    const games = shuttleGames(gameAt('C', shuttle), 150);
    let game = games[150];
    for (let undone = 1; undone <= 100; undone++) {
      game = undo(game);
      expect(game.position).toEqual(games[150 - undone].position);
    }
    expect(canUndo(game)).toBe(false);
    expect(undoMove(game).game).toBe(game);
    expect(game.moves).toBe(150);
  });
});

describe.each(YUKON_LAYOUT_VARIANTS)(
  'the end of a game of variant %s (docs/rules.md, End of the game)',
  (variant) => {
    it('is won with all 52 cards home; then moves and undo are refused', () => {
      const game = gameAt(variant, arrange(['KS'], { S: 12, H: 13, D: 13, C: 13 }));
      const won = play(game, { card: card('KS'), to: 'foundation' });
      expect(won.status).toBe('won');
      expect(won.score).toBe(10);
      expect(applyMove(won, { card: card('KS'), to: 0 }).refusal).toBe('game-over');
      expect(undoMove(won).refusal).toBe('game-over');
      expect(canUndo(won)).toBe(false);
      expect(playableMoves(won)).toEqual([]);
    });

    it('stops at 3000 moves, not won; then moves and undo are refused', () => {
      const games = shuttleGames(gameAt(variant, shuttle), 3000);
      expect(games[2999].status).toBe('playing');
      const stopped = games[3000];
      expect(stopped).toMatchObject({ status: 'move-limit', moves: 3000 });
      expect(applyMove(stopped, shuttleMove(stopped)).refusal).toBe('game-over');
      expect(undoMove(stopped).refusal).toBe('game-over');
      expect(playableMoves(stopped)).toEqual([]);
    });
  },
);

describe('the status of a game (docs/rules.md, End of the game)', () => {
  const allHome = arrange([], { S: 13, H: 13, D: 13, C: 13 });
  const deal = newGame('YU1-C-AAAAAAB').position;

  it('is won with all 52 cards home, even on the 3000th move', () => {
    expect(statusOf(allHome, 1)).toBe('won');
    expect(statusOf(allHome, 3000)).toBe('won');
  });

  it('stops at the move limit short of that, and is played before it', () => {
    expect(statusOf(deal, 2999)).toBe('playing');
    expect(statusOf(deal, 3000)).toBe('move-limit');
  });
});

describe('a game under way (docs/rules.md, End of the game)', () => {
  it('is begun with a move and not over: only then does leaving it count as played', () => {
    const start = gameAt('C', shuttle);
    expect(isUnderWay(start)).toBe(false);
    const moved = play(start, shuttleMove(start));
    expect(isUnderWay(moved)).toBe(true);
    expect(isUnderWay(undo(moved))).toBe(true);
    expect(isUnderWay({ ...moved, status: 'won' })).toBe(false);
    expect(isUnderWay({ ...moved, status: 'move-limit' })).toBe(false);
  });
});

describe('refusals of a whole game (docs/rules.md, End of the game and Refusal reasons)', () => {
  const start = gameAt('C', shuttle);
  const ended = [
    { ...start, status: 'won' as const },
    { ...start, status: 'move-limit' as const },
  ];

  it('lets a game being played be played, and refuses any face-down card as face down', () => {
    expect(refusalToPlay(start)).toBeNull();
    expect(faceDownRefusal(start)).toBe('face-down');
    const faceDownCard = start.position.columns[3].cards[0];
    expect(applyMove(start, { card: faceDownCard, to: 1 }).refusal).toBe(faceDownRefusal(start));
  });

  it('refuses everything once the game has ended, face-down cards too', () => {
    for (const game of ended) {
      expect(refusalToPlay(game)).toBe('game-over');
      expect(faceDownRefusal(game)).toBe('game-over');
      expect(applyMove(game, shuttleMove(game)).refusal).toBe(refusalToPlay(game));
    }
  });
});
