// Deals for the E2E tests of Double Yukon and Australian Patience, found with the engine so that
// the tests play moves the rules allow.
import {
  formatDealCode,
  type Game,
  legalMoves,
  type Move,
  newGame,
  type Variant,
} from '../../engine';

/** The first deal of `variant` in which `isWanted` holds for a move, with that move. */
export function firstDealWith(variant: Variant, isWanted: (game: Game, move: Move) => boolean) {
  for (let number = 1; number < 1000; number++) {
    const game = newGame(formatDealCode(variant, number));
    const move = legalMoves(variant, game.position).find((candidate) => isWanted(game, candidate));
    if (move) return { game, move };
  }
  throw new Error(`No deal of ${variant} has such a move.`);
}

/**
 * The first Australian Patience deal whose first turn shows a card that builds on a column's last
 * card: the deal, that card, and the column index it goes to.
 */
export function turnToColumnDeal(): { game: Game; shown: number; to: number } {
  const turnedOf = (game: Game) => {
    const stock = game.position.stock ?? [];
    return { ...game.position, stock: stock.slice(0, -1), waste: stock.slice(-1) };
  };
  const { game, move } = firstDealWith('U', (dealt, candidate) => {
    if (candidate.to !== 'waste') return false;
    return legalMoves('U', turnedOf(dealt)).some(
      (next) => next.card === candidate.card && typeof next.to === 'number',
    );
  });
  const next = legalMoves('U', turnedOf(game)).find(
    (each) => each.card === move.card && typeof each.to === 'number',
  ) as Move;
  return { game, shown: move.card, to: next.to as number };
}
