/**
 * The two variants that deal differently (docs/rules.md, D: Double Yukon; U: Australian
 * Patience): their deals and check values, their own moves and refusals, and their notation.
 */
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  cardsHome,
  faceDownCount,
  formatCard,
  type Game,
  legalMoves,
  type Move,
  MoveNotationError,
  newGame,
  parseMove,
  refusalOf,
  resolveMove,
  undoMove,
  writeMove,
} from '../../../engine';
import { card } from './arrange';

const texts = (cards: number[]) => cards.map(formatCard).join(' ');

function play(game: Game, ...moves: Move[]): Game {
  return moves.reduce((current, move) => {
    const result = applyMove(current, move);
    if (!result.game) throw new Error(`refused: ${result.refusal}`);
    return result.game;
  }, game);
}

/** A game of `code` whose position is replaced: a hand-made table in that variant. */
function withPosition(code: string, change: (game: Game) => void): Game {
  const game = structuredClone(newGame(code));
  change(game);
  return game;
}

describe('Double Yukon deals (docs/rules.md, D: Double Yukon)', () => {
  const { position } = newGame('YU1-D-AAAAAAB');

  it('lays out ten columns, eight foundations, 44 cards face down and 60 face up', () => {
    expect(position.columns).toHaveLength(10);
    expect(position.foundations).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(faceDownCount(position)).toBe(44);
    expect(position.columns.map(({ faceDown }) => faceDown)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 8,
    ]);
    const ids = position.columns.flatMap(({ cards }) => cards);
    expect(new Set(ids).size).toBe(104);
    expect(Math.max(...ids)).toBe(103);
  });

  it('gives the check values of YU1-D-AAAAAAB', () => {
    const [first, second] = position.columns;
    const tenth = position.columns[9];
    expect(texts(first.cards)).toBe('JC 8D 3S QC 5H 3H');
    expect(texts(second.cards.slice(0, 1))).toBe('6D');
    expect(texts(second.cards.slice(1))).toBe('TH 2D 6C QD 5D 8H');
    expect(texts(tenth.cards.slice(0, 8))).toBe('6S TC KS 9S 6S AC KD KS');
    expect(texts(tenth.cards.slice(8))).toBe('4C 7S 4H 6H QS 7C');
  });
});

describe('Double Yukon moves (docs/rules.md, D: Double Yukon)', () => {
  // Column 1 holds both aces of spades, the first deck's under the second's; column 2 a 2S.
  const game = withPosition('YU1-D-AAAAAAB', ({ position }) => {
    const rest = position.columns.flatMap(({ cards }) => cards);
    const named = [0, 52, 1, 60];
    const others = rest.filter((id) => !named.includes(id));
    position.columns = [
      { cards: [0, 52], faceDown: 0 },
      { cards: [60, 1], faceDown: 0 },
      ...Array.from({ length: 8 }, (_, index) => ({
        cards: others.slice(
          Math.floor((index * others.length) / 8),
          Math.floor(((index + 1) * others.length) / 8),
        ),
        faceDown: 0,
      })),
    ];
  });

  it('sends the two copies of a card to the first foundation of the suit that takes them', () => {
    const once = play(game, { card: 52, to: 'foundation' });
    expect(once.position.foundations).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    const twice = play(once, { card: 0, to: 'foundation' });
    expect(twice.position.foundations).toEqual([1, 1, 0, 0, 0, 0, 0, 0]);
    const two = play(twice, { card: 1, to: 'foundation' });
    expect(two.position.foundations).toEqual([2, 1, 0, 0, 0, 0, 0, 0]);
    expect(two.score).toBe(30);
    // Undo takes the 2S off the slot it went to, and the aces off theirs.
    const back = undoMove(undoMove(two).game as Game).game as Game;
    expect(back.position.foundations).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    expect(cardsHome(back.position)).toBe(1);
  });

  it('takes back the top card of either foundation of a suit, and undoes it onto that slot', () => {
    const home = play(game, { card: 52, to: 'foundation' }, { card: 0, to: 'foundation' });
    const moves = legalMoves('D', home.position).filter(({ card }) => card % 52 === 0);
    // Both aces go back only onto an empty column: there is none.
    expect(moves).toEqual([]);
    const withTwo = play(home, { card: 1, to: 'foundation' });
    expect(refusalOf('D', withTwo.position, { card: 1, to: 1 })).toBe('does-not-fit');
    expect(refusalOf('D', withTwo.position, { card: 0, to: 'foundation' })).toBe('not-available');
  });

  it('counts the move limit and refuses everything once won or stopped', () => {
    const stopped = { ...game, moves: 2999 };
    const last = play(stopped, { card: 52, to: 'foundation' });
    expect(last.status).toBe('move-limit');
    expect(applyMove(last, { card: 0, to: 'foundation' }).refusal).toBe('game-over');
    expect(undoMove(last).refusal).toBe('game-over');
  });

  it('reads a move without its column as the copy that can make it, the lower column first', () => {
    // 2S: the first deck's (id 1) is last in column 2 and can go nowhere home; neither can the
    // other. Both aces: the second deck's (52) is last in column 1, so `AS-f` takes it.
    expect(resolveMove('D', game.position, parseMove('AS-f', 10)).move).toEqual({
      card: 52,
      to: 'foundation',
    });
    expect(resolveMove('D', game.position, parseMove('c2:2S-c1', 10)).move?.card).toBe(1);
    expect(resolveMove('D', game.position, parseMove('c3:AS-f', 10)).refusal).toBe('not-available');
    expect(() => resolveMove('D', game.position, parseMove('t'))).toThrow(MoveNotationError);
    expect(parseMove('7H-c10', 10)).toEqual({ card: card('7H'), to: 9 });
    expect(() => parseMove('7H-c10')).toThrow(/Column 10/);
  });

  it('writes a move so that it reads back as the same copy', () => {
    const home = play(game, { card: 52, to: 'foundation' });
    // Two copies in one column cannot be told apart by the notation: `c<j>:` names the column,
    // and the lower-lying copy is read (docs/rules.md, Move notation).
    const sameColumn = (move: Move) =>
      home.position.columns.some(
        ({ cards }) => cards.includes(move.card) && cards.includes((move.card + 52) % 104),
      );
    expect(home.position.columns.flatMap(({ cards }) => cards)).toContain(1);
    for (const move of legalMoves('D', home.position).filter((move) => !sameColumn(move))) {
      const text = writeMove('D', home.position, move);
      expect(resolveMove('D', home.position, parseMove(text, 10)).move).toEqual(move);
    }
  });
});

describe('Australian Patience (docs/rules.md, U: Australian Patience)', () => {
  const start = newGame('YU1-U-AAAAAAB');

  it('deals seven columns of four face-up cards and a stock of 24', () => {
    const { position } = start;
    expect(position.columns.map(({ cards, faceDown }) => [cards.length, faceDown])).toEqual(
      Array.from({ length: 7 }, () => [4, 0]),
    );
    expect(position.stock).toHaveLength(24);
    expect(position.waste).toEqual([]);
  });

  it('gives the check values of YU1-U-AAAAAAB, the same deck as the other one-deck variants', () => {
    const { columns, stock = [] } = start.position;
    expect(texts(columns[0].cards)).toBe('7H 6H JD KS');
    expect(texts(columns[6].cards)).toBe('JH 2H 6C 8C');
    expect(formatCard(stock[stock.length - 1])).toBe('QS');
    expect(formatCard(stock[0])).toBe('7C');
  });

  it('turns the stock once through onto the waste, for no points, then refuses stock-empty', () => {
    let game = start;
    const turned: string[] = [];
    for (let i = 0; i < 24; i++) {
      const [move] = legalMoves('U', game.position).filter(({ to }) => to === 'waste');
      game = play(game, move);
      turned.push(formatCard(game.position.waste?.at(-1) as number));
    }
    expect(turned[0]).toBe('QS');
    expect(turned[23]).toBe('7C');
    expect(game.score).toBe(0);
    expect(game.moves).toBe(24);
    expect(legalMoves('U', game.position).some(({ to }) => to === 'waste')).toBe(false);
    const turn = resolveMove('U', game.position, parseMove('t')).move as Move;
    expect(refusalOf('U', game.position, turn)).toBe('stock-empty');
    expect(applyMove(game, turn).refusal).toBe('stock-empty');
    // Only the waste's top card is in play.
    const under = game.position.waste?.[0] as number;
    expect(refusalOf('U', game.position, { card: under, to: 'foundation' })).toBe('not-available');
    // A card still in the stock is face down.
    expect(refusalOf('U', start.position, { card: card('7C'), to: 0 })).toBe('face-down');
  });

  it('plays the waste top card home or onto a column and undoes it back onto the waste', () => {
    // YU1-U-AAAAAAB: QS is turned first and goes onto KS, the last card of column 1.
    const turned = play(start, resolveMove('U', start.position, parseMove('t')).move as Move);
    expect(writeMove('U', start.position, legalMoves('U', start.position).at(-1) as Move)).toBe(
      't',
    );
    const onColumn = play(turned, { card: card('QS'), to: 0 });
    expect(texts(onColumn.position.columns[0].cards)).toBe('7H 6H JD KS QS');
    expect(onColumn.position.waste).toEqual([]);
    const back = undoMove(onColumn).game as Game;
    expect(back.position).toEqual(turned.position);
    const beforeTurn = undoMove(back).game as Game;
    expect(beforeTurn.position).toEqual(start.position);
    expect(refusalOf('U', turned.position, { card: card('QS'), to: 'foundation' })).toBe(
      'foundation-order',
    );
    expect(refusalOf('U', turned.position, { card: card('QS'), to: 1 })).toBe('does-not-fit');
  });
});
