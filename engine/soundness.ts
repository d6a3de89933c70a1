/**
 * Whether a position or a game read from elsewhere (storage, another browser, the command line)
 * can be one this product plays: the checks every reader of a position asks here, so that the
 * stored game, the synced game and the solver refuse the same things.
 */
import { cardOf } from './cards';
import { FACE_DOWN_AT_DEAL } from './deal';
import { formatDealCode, parseDealCode } from './deal-code';
import { type Game, MOVE_LIMIT, POINTS_HOME, POINTS_TURNED_UP, undoMove } from './game';
import { cardsHome, faceDownCount, type Position } from './position';
import { placeOf } from './rules';

/**
 * Why a position is not sound, or null when it is (docs/rules.md, Cards, The layout and Moves 4):
 * seven columns and four foundations (each holding its suit from the Ace up to a top rank
 * 0..13) that hold each of the 52 cards exactly once, and in every column with face-down cards a
 * face-up last card.
 * @returns an English sentence naming the first fault found, or null.
 */
export function positionFault(position: Position): string | null {
  const { columns, foundations } = position;
  if (columns.length !== 7 || foundations.length !== 4) {
    return 'A position has 7 columns and 4 foundations.';
  }
  const isSeen = new Uint8Array(52);
  let seen = 0;
  for (let suit = 0; suit < 4; suit++) {
    const top = foundations[suit];
    if (!Number.isInteger(top) || top < 0 || top > 13) {
      return `Foundation ${suit + 1}: no rank ${top}.`;
    }
    for (let rank = 1; rank <= top; rank++) isSeen[cardOf(suit, rank)] = 1;
    seen += top;
  }
  for (let column = 0; column < 7; column++) {
    const { cards, faceDown } = columns[column];
    if (faceDown > 0 && faceDown >= cards.length) {
      return `Column ${column + 1}: ${faceDown} face-down cards under ${cards.length}.`;
    }
    for (const card of cards) {
      if (!Number.isInteger(card) || card < 0 || card > 51) return `No card ${card}.`;
      if (isSeen[card]) return `Card ${card} is in two places.`;
      isSeen[card] = 1;
      seen++;
    }
  }
  return seen === 52 ? null : `A position holds 52 cards, not ${seen}.`;
}

/** Whether a position is sound: see `positionFault`. */
export function isSoundPosition(position: Position): boolean {
  return positionFault(position) === null;
}

/**
 * Whether a game makes sense beyond its shape (docs/rules.md, Deal codes and Undo): its code is
 * written canonically and names its variant, and every position it holds (now, and after each
 * undo its history allows) is sound, each undo step finding its card where that step put it.
 * Undo steps that do not fit are caught here rather than when the player presses Undo.
 * @throws DealCodeError when the game's code is not a deal code.
 */
export function isSoundGame(game: Game): boolean {
  const { variant, number } = parseDealCode(game.code);
  if (variant !== game.variant || formatDealCode(variant, number) !== game.code) return false;
  let current: Game = { ...game, status: 'playing' };
  for (;;) {
    if (!isSoundPosition(current.position)) return false;
    if (current.history.length === 0) return true;
    const { card, to } = current.history[current.history.length - 1].move;
    const place = placeOf(current.position, card);
    const isWhereTheStepPutIt =
      to === 'foundation'
        ? place.pile === 'foundation' && place.isTop
        : place.pile === 'column' && place.column === to;
    if (!isWhereTheStepPutIt) return false;
    const undone = undoMove(current);
    if (!undone.game) return false;
    current = undone.game;
  }
}

/**
 * Whether a game's counters (moves, take-backs, score) can belong to its cards (docs/rules.md,
 * Score, moves and time; Moves 3): at most 3000 moves, no more take-backs than moves, and a
 * score between what the cards earned (10 a card home, 5 a card turned up) and that plus 10 for
 * each take-back (a card taken back scores again when it goes home again).
 */
export function hasPlausibleCounters(game: Game): boolean {
  if (game.moves > MOVE_LIMIT || game.takebacks > game.moves) return false;
  const turnedUp = FACE_DOWN_AT_DEAL - faceDownCount(game.position);
  const earned = POINTS_HOME * cardsHome(game.position) + POINTS_TURNED_UP * turnedUp;
  return game.score >= earned && game.score <= earned + POINTS_HOME * game.takebacks;
}
