/**
 * docs/rules.md, Score, moves and time: a game won without take-backs always ends at exactly 625
 * points (52 × 10 + 21 × 5); in Double Yukon at 1260 (104 × 10 + 44 × 5), in Australian Patience
 * at 520 (52 × 10, nothing for turning the stock) (docs/rules.md, D: Double Yukon; U: Australian
 * Patience).
 * A small depth-first search here finds a winnable deal (the real solver lives in engine/solver/
 * and is not used), then the win is played out move by move through `applyMove`.
 */
import { describe, expect, it } from 'vitest';
import {
  applyMove,
  canBuildOn,
  formatDealCode,
  type Game,
  GROUP_LIMIT,
  legalMoves,
  type Move,
  newGame,
  type Position,
  rankOf,
  VARIANT_LETTERS,
  type Variant,
} from '../../../engine';

const NO_TAKEBACKS = { takebacks: false, groupLimit: GROUP_LIMIT };

/** Whether a move can lead anywhere new: prunes moves that only shuffle cards around. */
function isWorthTrying(variant: Variant, position: Position, move: Move): boolean {
  if (typeof move.to !== 'number') return true;
  const column = position.columns.find((c) => c.cards.includes(move.card));
  if (!column) return true;
  const index = column.cards.indexOf(move.card);
  // A King already at the bottom gains nothing from an empty column, and a card already lying
  // one rank below on a card it builds on gains little from moving elsewhere. (Alaska also
  // builds upwards; such a card may still move, or its column could never be turned round.)
  if (index === 0) return position.columns[move.to].cards.length > 0;
  const under = column.cards[index - 1];
  const isBuiltDown =
    canBuildOn(variant, move.card, under) && rankOf(move.card) === rankOf(under) - 1;
  return index === column.faceDown || !isBuiltDown;
}

/** Search order, lowest first: sending home, then turning up, then the rest. */
function priority(position: Position, move: Move): number {
  if (move.to === 'foundation') return 0;
  const column = position.columns.find((c) => c.cards.includes(move.card));
  return column && column.cards.indexOf(move.card) === column.faceDown && column.faceDown > 0
    ? 1
    : 2;
}

const keyOf = (position: Position) =>
  `${position.columns.map((c) => `${c.faceDown}:${c.cards.join(',')}`).join('|')}/${position.waste?.join(',')}/${position.foundations}`;

/** A line of moves that wins `start` without take-backs, or null within `nodeLimit` positions. */
function findWin(start: Game, nodeLimit: number): Move[] | null {
  const seen = new Set<string>();
  const line: Move[] = [];
  const search = (game: Game): boolean => {
    if (game.status === 'won') return true;
    const key = keyOf(game.position);
    if (seen.has(key) || seen.size >= nodeLimit) return false;
    seen.add(key);
    const moves = legalMoves(game.variant, game.position, NO_TAKEBACKS)
      .filter((move) => isWorthTrying(game.variant, game.position, move))
      .sort((a, b) => priority(game.position, a) - priority(game.position, b));
    for (const move of moves) {
      const next = applyMove(game, move).game;
      if (!next) continue;
      line.push(move);
      if (search(next)) return true;
      line.pop();
    }
    return false;
  };
  return search(start) ? line : null;
}

/** The score of a game won without take-backs, per variant. */
const WON_SCORE: Record<Variant, number> = { C: 625, R: 625, S: 625, A: 625, D: 1260, U: 520 };

describe.each(VARIANT_LETTERS)(
  'a game of variant %s won without take-backs (docs/rules.md, Score, moves and time)',
  (variant) => {
    it(`ends at exactly ${WON_SCORE[variant]} points`, () => {
      let won: Game | undefined;
      for (let n = 0; n < 100 && !won; n++) {
        const start = newGame(formatDealCode(variant, n));
        const line = findWin(start, 20_000);
        if (!line) continue;
        won = line.reduce((game, move) => applyMove(game, move).game as Game, start);
      }
      expect(won).toBeDefined();
      expect(won).toMatchObject({ status: 'won', score: WON_SCORE[variant], takebacks: 0 });
      // Under a second on an idle machine; room for a busy one.
    }, 30_000);
  },
);
