import { describe, expect, it } from 'vitest';
import {
  applyMove,
  canBuildOn,
  formatCard,
  GROUP_LIMIT,
  legalMoves,
  type Move,
  refusalOf,
  VARIANT_LETTERS,
  type Variant,
} from '../../../engine';
import { arrange, card, gameAt } from './arrange';

/**
 * The table of building rules in docs/rules.md, Moves, spelled out card by card: for a target card,
 * every card that builds on it in each variant. Everything else must be refused.
 */
const BUILDS_ON: Record<string, Record<Variant, string[]>> = {
  '8S': {
    C: ['7H', '7D'],
    R: ['7S', '7H', '7D', '7C'],
    S: ['7S'],
    A: ['7S', '9S'],
    D: ['7H', '7D'],
    U: ['7S'],
  },
  '8H': {
    C: ['7S', '7C'],
    R: ['7S', '7H', '7D', '7C'],
    S: ['7H'],
    A: ['7H', '9H'],
    D: ['7S', '7C'],
    U: ['7H'],
  },
  // No wrap-around: nothing builds on an Ace but, in Alaska, the 2 of its suit...
  AS: { C: [], R: [], S: [], A: ['2S'], D: [], U: [] },
  // ... and in Alaska a King's suit-mate Ace does not build up on it.
  KH: {
    C: ['QS', 'QC'],
    R: ['QS', 'QH', 'QD', 'QC'],
    S: ['QH'],
    A: ['QH'],
    D: ['QS', 'QC'],
    U: ['QH'],
  },
};

/** A card the 6H builds on, and one the 5S builds on, in each variant (from the table above). */
const HOLDS_6H: Record<Variant, string> = { C: '7C', R: '7C', S: '7H', A: '5H', D: '7C', U: '7H' };
const HOLDS_5S: Record<Variant, string> = { C: '6H', R: '6H', S: '6S', A: '6S', D: '6H', U: '6S' };

const allCards = Array.from({ length: 52 }, (_, id) => id);

describe.each(VARIANT_LETTERS)('variant %s (docs/rules.md, Moves)', (variant) => {
  describe.each(Object.keys(BUILDS_ON))('building on %s', (target) => {
    const builders = BUILDS_ON[target][variant];

    it(`takes exactly ${builders.join(', ') || 'nothing'}`, () => {
      const fits = allCards.filter(
        (c) => c !== card(target) && canBuildOn(variant, c, card(target)),
      );
      expect(fits.map(formatCard).sort()).toEqual([...builders].sort());
    });

    it('answers the same for a real tableau move of every card', () => {
      for (const mover of allCards.filter((c) => c !== card(target))) {
        const position = arrange([`... / ${formatCard(mover)}`, target]);
        const refusal = refusalOf(variant, position, { card: mover, to: 1 });
        expect(refusal).toBe(builders.includes(formatCard(mover)) ? null : 'does-not-fit');
      }
    });
  });

  it('moves an unordered group onto a card its bottom card fits', () => {
    const holder = HOLDS_6H[variant];
    const game = gameAt(variant, arrange(['... / 6H QS 2C JD', holder]));
    const result = applyMove(game, { card: card('6H'), to: 1 });
    expect(result.refusal).toBeUndefined();
    const [source, destination] = result.game?.position.columns ?? [];
    expect(destination.cards.map(formatCard)).toEqual([holder, '6H', 'QS', '2C', 'JD']);
    expect(source.cards.length).toBe(game.position.columns[0].cards.length - 4);
  });

  it('refuses a group whose bottom card does not fit, however well its top card would', () => {
    const position = arrange(['... / 2D 6H', HOLDS_6H[variant]]);
    expect(refusalOf(variant, position, { card: card('6H'), to: 1 })).toBeNull();
    expect(refusalOf(variant, position, { card: card('2D'), to: 1 })).toBe('does-not-fit');
  });

  it('puts only a King on an empty column, even to free a face-down card', () => {
    const position = arrange(['... / QS', '', 'KD QC 4H']);
    expect(refusalOf(variant, position, { card: card('QS'), to: 1 })).toBe('empty-needs-king');
    expect(refusalOf(variant, position, { card: card('QC'), to: 1 })).toBe('empty-needs-king');
    expect(refusalOf(variant, position, { card: card('KD'), to: 1 })).toBeNull();
  });

  it(`moves a group of ${GROUP_LIMIT} cards and refuses one of ${GROUP_LIMIT + 1}`, () => {
    const group = 'KS KH QC 2D 9H 4C 7S TD 3H JS 6C 8D AH 5S TC 2H 9D 4S 7C JH 6D';
    expect(group.split(' ')).toHaveLength(21);
    const game = gameAt(variant, arrange([group, '', '... / 5H']));
    expect(refusalOf(variant, game.position, { card: card('KS'), to: 1 })).toBe('group-too-large');
    const twenty = applyMove(game, { card: card('KH'), to: 1 });
    expect(twenty.game?.position.columns[1].cards).toHaveLength(20);
    const generated = legalMoves(variant, game.position);
    expect(generated).toContainEqual({ card: card('KH'), to: 1 });
    expect(generated).not.toContainEqual({ card: card('KS'), to: 1 });
  });

  it('never moves or builds on a face-down card', () => {
    const position = arrange(['... / 7S', '8D QH / 5C', '']);
    for (const to of [1, 2, 'foundation'] as const) {
      expect(refusalOf(variant, position, { card: card('QH'), to })).toBe('face-down');
    }
  });

  it('sends home only the last card of a column, Ace first, then 2, 3 ... K of its suit', () => {
    const position = arrange(['... / AS 3H', '2S', 'AH', 'JC'], { C: 10 });
    const home = (text: string) =>
      refusalOf(variant, position, { card: card(text), to: 'foundation' });
    expect(home('AS')).toBe('not-last-card');
    expect(home('2S')).toBe('foundation-order');
    expect(home('3H')).toBe('foundation-order');
    expect(home('AH')).toBeNull();
    expect(home('JC')).toBeNull();
  });

  it('refuses a move to the pile the card is already on', () => {
    const position = arrange(['... / 7S 3D', '6H'], { S: 5 });
    expect(refusalOf(variant, position, { card: card('7S'), to: 0 })).toBe('same-pile');
    expect(refusalOf(variant, position, { card: card('5S'), to: 'foundation' })).toBe('same-pile');
  });

  it('takes back only the top card of a foundation', () => {
    const position = arrange(['... / KD', HOLDS_5S[variant], ''], { S: 5, D: 12 });
    expect(refusalOf(variant, position, { card: card('4S'), to: 1 })).toBe('not-available');
    expect(refusalOf(variant, position, { card: card('AS'), to: 'foundation' })).toBe(
      'not-available',
    );
    expect(refusalOf(variant, position, { card: card('5S'), to: 1 })).toBeNull();
    expect(refusalOf(variant, position, { card: card('5S'), to: 0 })).toBe('does-not-fit');
    expect(refusalOf(variant, position, { card: card('5S'), to: 2 })).toBe('empty-needs-king');
    expect(refusalOf(variant, position, { card: card('QD'), to: 0 })).toBe(
      variant === 'C' || variant === 'D' ? 'does-not-fit' : null,
    );
  });

  it('takes a King back onto an empty column', () => {
    const position = arrange(['... / 7S', ''], { H: 13 });
    expect(refusalOf(variant, position, { card: card('KH'), to: 1 })).toBeNull();
  });

  it('scores a take-back nothing, counts it, and scores the card again when it goes home', () => {
    const game = {
      ...gameAt(variant, arrange(['... / 2C', HOLDS_5S[variant]], { S: 5 })),
      score: 50,
    };
    const taken = applyMove(game, { card: card('5S'), to: 1 }).game;
    expect(taken).toMatchObject({ score: 50, takebacks: 1, moves: 1 });
    expect(taken?.position.foundations[0]).toBe(4);
    expect(taken?.position.columns[1].cards.map(formatCard)).toEqual([HOLDS_5S[variant], '5S']);
    const again = taken && applyMove(taken, { card: card('5S'), to: 'foundation' }).game;
    expect(again).toMatchObject({ score: 60, takebacks: 1, moves: 2 });
    expect(again?.position.foundations[0]).toBe(5);
  });
});

describe('legal moves (docs/rules.md, Moves 1-3)', () => {
  it('lists each move once, and none of a face-down card', () => {
    const position = arrange(['... / 2C 8S', '7H', '7D', '']);
    const moves = legalMoves('C', position);
    const keys = moves.map((move: Move) => `${move.card}-${move.to}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(moves).toContainEqual({ card: card('7H'), to: 0 });
    expect(moves).toContainEqual({ card: card('7D'), to: 0 });
    const { cards, faceDown } = position.columns[0];
    const faceDownCards = cards.slice(0, faceDown);
    expect(moves.filter((move) => faceDownCards.includes(move.card))).toEqual([]);
  });
});
