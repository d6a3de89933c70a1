/**
 * A game: a deal played move by move, with score, counters, status and undo (docs/rules.md,
 * Moves; Undo; Score, moves and time; End of the game). Games are plain JSON-safe data and are
 * never changed in place: every action returns a new game.
 */
import { rankOf } from './cards';
import { dealPositionOf } from './deal';
import { formatDealCode, parseDealCode } from './deal-code';
import { cardCount, cardsHome, copyColumns, homeSlotOf, type Position } from './position';
import {
  legalMoves,
  type Move,
  type Pile,
  PRODUCT_RULES,
  placeOf,
  type Refusal,
  type RuleOptions,
  refusalOf,
} from './rules';
import type { Variant } from './variants';

/** The game stops once the move counter reaches this (docs/rules.md, End of the game). */
export const MOVE_LIMIT = 3000;
/** How many of the last moves can be undone (docs/rules.md, Undo). */
export const UNDO_DEPTH = 100;
/**
 * Points for a card put on a foundation, and for a face-down card turned up (docs/rules.md,
 * Score, moves and time).
 */
export const POINTS_HOME = 10;
export const POINTS_TURNED_UP = 5;

export type GameStatus = 'playing' | 'won' | 'move-limit';

/** What undo needs to take a move back exactly. */
export interface UndoStep {
  move: Move;
  /**
   * The pile the card came from: a column index, its foundation (a take-back), the waste, or the
   * stock (a turn, Australian Patience).
   */
  from: Pile;
  /**
   * Double Yukon only: the foundation slot the move put its card on or took it from
   * (docs/rules.md, D: Double Yukon). With one deck the slot is the card's suit.
   */
  slot?: number;
  /** Whether the move turned up a face-down card in its source column. */
  turnedUp: boolean;
  /** The score before the move. */
  score: number;
}

export interface Game {
  /** The canonical deal code, e.g. `YU1-C-AAAAAAB`. */
  code: string;
  variant: Variant;
  position: Position;
  score: number;
  /** Moves made, undone ones included (undo never lowers it). */
  moves: number;
  /** Take-backs made (docs/rules.md, Moves 3). */
  takebacks: number;
  status: GameStatus;
  /** The last moves, oldest first, at most UNDO_DEPTH. */
  history: UndoStep[];
  /** The moves undone and not yet redone, the next to redo last (engine/undo.ts); or absent. */
  toRedo?: Move[];
}

/**
 * The status of a game with this position after this many moves (docs/rules.md, End of the
 * game): `won` with all cards home (52, or 104 in Double Yukon), else `move-limit` once the
 * counter reaches 3000, else `playing`.
 */
export function statusOf(position: Position, moves: number): GameStatus {
  if (cardsHome(position) === cardCount(position)) return 'won';
  return moves >= MOVE_LIMIT ? 'move-limit' : 'playing';
}

/** A move or undo either gives the next game or says why not. */
export type MoveResult =
  | { game: Game; refusal?: undefined }
  | { refusal: Refusal; game?: undefined };

/**
 * A new game of a deal code (docs/rules.md, Deal codes and The layout).
 * @throws DealCodeError when the code is malformed.
 */
export function newGame(code: string): Game {
  const { variant, number } = parseDealCode(code);
  return {
    code: formatDealCode(variant, number),
    variant,
    position: dealPositionOf(variant, number),
    score: 0,
    moves: 0,
    takebacks: 0,
    status: 'playing',
    history: [],
  };
}

/**
 * Why nothing at all may be played in a game (docs/rules.md, End of the game): `game-over` once
 * it is won or stopped at the move limit, null while it is being played. Every move and undo
 * asks this first, and so may a gesture that only begins one (picking cards up to carry them).
 */
export function refusalToPlay(game: Game): Refusal | null {
  return game.status === 'playing' ? null : 'game-over';
}

/**
 * The refusal for taking a face-down card (docs/rules.md, Moves 5 and Refusal reasons):
 * `face-down`, or `game-over` once the game has ended. Every face-down card is refused alike,
 * so a page that does not know which card lies face down can ask all the same.
 */
export function faceDownRefusal(game: Game): Refusal {
  return refusalToPlay(game) ?? 'face-down';
}

/**
 * Plays a move (docs/rules.md, Moves 1-4; U: Australian Patience): moves the card and its group,
 * turns up a face-down card left last (+5), scores +10 for a card sent home, turns the stock's top
 * card onto the waste, counts the move, and ends the game when all cards are home (`won`) or the
 * counter reaches 3000 (`move-limit`).
 * @param rules the rule switches; default the product's (the solver replays other rule sets).
 * @returns the next game, or the refusal code (`game-over` once the game has ended).
 */
export function applyMove(game: Game, move: Move, rules: RuleOptions = PRODUCT_RULES): MoveResult {
  const refusal = refusalToPlay(game) ?? refusalOf(game.variant, game.position, move, rules);
  if (refusal) return { refusal };
  const place = placeOf(game.position, move.card);
  const touched = [place.pile === 'column' ? place.column : -1, move.to].filter(isColumn);
  const position = copyColumns(game.position, touched);
  let { score, takebacks } = game;
  let from: UndoStep['from'];
  let turnedUp = false;
  let slot = -1;
  let group = [move.card];
  if (place.pile === 'stock') {
    from = 'stock';
  } else if (place.pile === 'waste') {
    from = 'waste';
    position.waste?.pop();
  } else if (place.pile === 'foundation') {
    from = 'foundation';
    slot = place.slot;
    position.foundations[slot]--;
    takebacks++;
  } else {
    from = place.column;
    const source = position.columns[place.column];
    group = source.cards.splice(place.index);
    if (source.cards.length > 0 && source.faceDown === source.cards.length) {
      source.faceDown--;
      turnedUp = true;
      score += POINTS_TURNED_UP;
    }
  }
  if (move.to === 'waste') {
    position.waste?.push(position.stock?.pop() ?? move.card);
  } else if (move.to === 'foundation') {
    slot = homeSlotOf(position, move.card);
    position.foundations[slot] = rankOf(move.card);
    score += POINTS_HOME;
  } else {
    position.columns[move.to].cards.push(...group);
  }
  const moves = game.moves + 1;
  const status = statusOf(position, moves);
  const step: UndoStep = { move, from, turnedUp, score: game.score };
  if (slot >= 0 && position.foundations.length === 8) step.slot = slot;
  const history = [...game.history.slice(-(UNDO_DEPTH - 1)), step];
  // A move empties the moves to redo (docs/rules.md, Undo); a redo puts back the rest itself.
  const { toRedo: _, ...played } = game;
  return { game: { ...played, position, score, moves, takebacks, status, history } };
}

/** Whether a pile is a column (an index), not a foundation, the waste or the stock. */
export function isColumn(pile: Pile): pile is number {
  return typeof pile === 'number' && pile >= 0;
}

/**
 * The moves `applyMove` accepts (docs/rules.md, Moves 1-3 and End of the game): the position's
 * legal moves in `legalMoves` order while the game is `playing`, none once it is won or stopped.
 */
export function playableMoves(game: Game): Move[] {
  return game.status === 'playing' ? legalMoves(game.variant, game.position) : [];
}

/**
 * The moves a game has left before it stops at the move limit, 0..3000 (docs/rules.md, End of the
 * game): a winning line must fit in them.
 */
export function movesLeft(game: Game): number {
  return Math.max(0, MOVE_LIMIT - game.moves);
}

/**
 * Whether a game is under way: begun (a move played) and not over (docs/rules.md, End of the
 * game). Such a game counts as played and not won when the player leaves it (a new deal, a
 * restart, another game taken instead), and its clock runs (docs/rules.md, Score, moves and time).
 */
export function isUnderWay(game: Game): boolean {
  return game.status === 'playing' && game.moves > 0;
}
