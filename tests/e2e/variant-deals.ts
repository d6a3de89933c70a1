// Deals for the E2E tests of Double Yukon and Australian Patience, found with the engine so that
// the tests play moves the rules allow.
import {
  type Card,
  cardOf,
  cardsHome,
  DECK_SIZE,
  faceDownCount,
  formatDealCode,
  type Game,
  layoutOf,
  legalMoves,
  type Move,
  newGame,
  POINTS_HOME,
  POINTS_TURNED_UP,
  type Position,
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
 * card: the deal, that card, the column index it goes to, and the first column that refuses it.
 */
export function turnToColumnDeal(): { game: Game; shown: number; to: number; refusedBy: number } {
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
  const takes = legalMoves('U', turnedOf(game)).flatMap((each) =>
    each.card === move.card ? [each.to] : [],
  );
  const to = takes.find((pile) => typeof pile === 'number') as number;
  const refusedBy = game.position.columns.findIndex((_, column) => !takes.includes(column));
  return { game, shown: move.card, to, refusedBy };
}

/**
 * `game` with counters a game played to its position could have: the score its cards home and
 * turned up earn, and a move for each point scored (a stored game is checked for both).
 */
function withPlausibleCounters(game: Game): Game {
  const turnedUp = layoutOf(game.variant).faceDownAtDeal - faceDownCount(game.position);
  const score = POINTS_HOME * cardsHome(game.position) + POINTS_TURNED_UP * turnedUp;
  return { ...game, score, moves: cardsHome(game.position) + turnedUp };
}

/** The spades of `deck` (0 or 1) of these ranks, as card ids. */
function spades(deck: 0 | 1, ...ranks: number[]): Card[] {
  return ranks.map((rank) => cardOf(0, rank) + deck * DECK_SIZE);
}

/**
 * A Double Yukon game one tap from a proven dead end (docs/rules.md, End of the game): hearts,
 * diamonds and clubs home, every column holding spades only (a black card builds on none of
 * them), each deck's 2S under its 3S, and the second Ace of spades last in column 10. Sending
 * it home is the last progress: after it no column is empty and no card can move at all.
 */
export function doubleBeforeDeadEnd(): { game: Game; ace: Card } {
  const [ace] = spades(1, 1);
  const columns = [
    spades(0, 2, 3),
    spades(1, 2, 3),
    spades(0, 4, 5),
    spades(0, 6, 7),
    spades(0, 8, 9),
    spades(0, 10, 11),
    spades(0, 12, 13),
    spades(1, 4, 5, 6, 7),
    spades(1, 8, 9, 10),
    [...spades(1, 11, 12, 13), ace],
  ];
  const position: Position = {
    columns: columns.map((cards) => ({ cards, faceDown: 0 })),
    foundations: [1, 0, 13, 13, 13, 13, 13, 13],
  };
  return { game: withPlausibleCounters({ ...newGame(formatDealCode('D', 0)), position }), ace };
}

/**
 * An Australian Patience game one tap from a proven dead end: the stock gone through, the Ace of
 * spades on the waste, hearts home up to the Jack, diamonds and clubs home, and each column's
 * last card lying on the one card that builds on it (2S under 3S, QH under KH...). Sending the
 * Ace home is the last progress: after it no card can move and none is left to turn.
 */
export function australianBeforeDeadEnd(): { game: Game; ace: Card } {
  const [ace] = spades(0, 1);
  const columns = [
    spades(0, 2, 3),
    spades(0, 4, 5),
    spades(0, 6, 7),
    spades(0, 8, 9),
    spades(0, 10, 11),
    spades(0, 12, 13),
    [cardOf(1, 12), cardOf(1, 13)],
  ];
  const position: Position = {
    columns: columns.map((cards) => ({ cards, faceDown: 0 })),
    foundations: [0, 11, 13, 13],
    stock: [],
    waste: [ace],
  };
  return { game: withPlausibleCounters({ ...newGame(formatDealCode('U', 0)), position }), ace };
}
