// Positions with nothing hidden, a few cards from the win, in each of the six variants: the
// spades from the Jack up lie in column 1 (King at the bottom), the King of hearts in column 2,
// every other card is home.
import { type Game, type Position, VARIANT_LETTERS, type Variant } from '../../../engine';
import { arrange, card, gameAt } from './arrange';

/** A position of `variant` four moves from the win, every card face up (stock empty in U). */
export function nearlyWon(variant: Variant): Position {
  if (variant === 'D') {
    // Two decks: the second copies are all home, and of the first only these four are not.
    const columns = Array.from({ length: 10 }, () => ({ cards: [] as number[], faceDown: 0 }));
    columns[0].cards = [card('KS'), card('QS'), card('JS')];
    columns[1].cards = [card('KH')];
    return { columns, foundations: [10, 13, 12, 13, 13, 13, 13, 13] };
  }
  const position = arrange(['KS QS JS', 'KH'], { S: 10, H: 12, D: 13, C: 13 });
  return variant === 'U' ? { ...position, stock: [], waste: [] } : position;
}

/** The nearly won game of each variant, no move made yet. */
export const NEARLY_WON: [Variant, Game][] = VARIANT_LETTERS.map((variant) => [
  variant,
  gameAt(variant, nearlyWon(variant)),
]);
