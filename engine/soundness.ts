/**
 * Whether a position or a game read from elsewhere (storage, another browser, the command line)
 * can be one this product plays: the checks every reader of a position asks here, so that the
 * stored game, the synced game and the solver refuse the same things.
 */
import { cardOf, DECK_SIZE, rankOf } from './cards';
import { formatDealCode, parseDealCode } from './deal-code';
import { type Game, MOVE_LIMIT, POINTS_HOME, POINTS_TURNED_UP } from './game';
import { cardsHome, faceDownCount, type Position, suitOfSlot } from './position';
import { placeOf } from './rules';
import { canRedo, redoMove, undoMove } from './undo';
import { layoutOf } from './variants';

/**
 * Why a position is not sound, or null when it is (docs/rules.md, Cards, The layout and Moves 4;
 * D: Double Yukon; U: Australian Patience): seven columns and four foundations, or ten and eight,
 * each foundation holding its suit from the Ace up to a top rank 0..13; the columns, the
 * foundations, the stock and the waste holding each card exactly once (each of the 104 cards of
 * two decks in Double Yukon); in every column with face-down cards a face-up last card.
 * @returns an English sentence naming the first fault found, or null.
 */
export function positionFault(position: Position): string | null {
  const { columns, foundations, stock = [], waste = [] } = position;
  const isDouble = columns.length === 10 && foundations.length === 8;
  if (!isDouble && (columns.length !== 7 || foundations.length !== 4)) {
    return 'A position has 7 columns and 4 foundations, or 10 and 8.';
  }
  if (isDouble && (position.stock || position.waste)) return 'Double Yukon has no stock.';
  const decks = isDouble ? 2 : 1;
  const isSeen = new Uint8Array(DECK_SIZE * decks);
  // Per card value how many copies lie anywhere: off the foundations, then on them.
  const copies = new Uint8Array(DECK_SIZE);
  const see = (card: number): string | null => {
    if (!Number.isInteger(card) || card < 0 || card >= isSeen.length) return `No card ${card}.`;
    if (isSeen[card]) return `Card ${card} is in two places.`;
    isSeen[card] = 1;
    copies[card % DECK_SIZE]++;
    return null;
  };
  for (let index = 0; index < columns.length; index++) {
    const { cards, faceDown } = columns[index];
    if (faceDown > 0 && faceDown >= cards.length) {
      return `Column ${index + 1}: ${faceDown} face-down cards under ${cards.length}.`;
    }
    for (const card of cards) {
      const fault = see(card);
      if (fault) return fault;
    }
  }
  for (const card of [...stock, ...waste]) {
    const fault = see(card);
    if (fault) return fault;
  }
  let total = 0;
  for (let slot = 0; slot < foundations.length; slot++) {
    const top = foundations[slot];
    if (!Number.isInteger(top) || top < 0 || top > 13) {
      return `Foundation ${slot + 1}: no rank ${top}.`;
    }
    const suit = suitOfSlot(position, slot);
    for (let rank = 1; rank <= top; rank++) {
      if (++copies[suit * 13 + rank - 1] > decks)
        return `Card ${cardOf(suit, rank)} is in two places.`;
    }
  }
  for (let card = 0; card < DECK_SIZE; card++) total += copies[card];
  return total === isSeen.length ? null : `A position holds ${isSeen.length} cards, not ${total}.`;
}

/** Whether a position is sound: see `positionFault`. */
export function isSoundPosition(position: Position): boolean {
  return positionFault(position) === null;
}

/**
 * Whether a game makes sense beyond its shape (docs/rules.md, Deal codes and Undo): its code is
 * written canonically and names its variant, and every position it holds (now, and after each
 * undo its history allows) is sound, each undo step finding its card where that step put it,
 * and its moves to redo play one after another. Undo steps and moves to redo that do not fit are
 * caught here rather than when the player presses Undo or Redo.
 * @throws DealCodeError when the game's code is not a deal code.
 */
export function isSoundGame(game: Game): boolean {
  const { variant, number } = parseDealCode(game.code);
  if (variant !== game.variant || formatDealCode(variant, number) !== game.code) return false;
  const layout = layoutOf(variant);
  const { columns, stock, waste } = game.position;
  if (columns.length !== layout.columns || layout.hasStock !== (!!stock && !!waste)) return false;
  // The moves to redo must play from here: a stored one that does not is caught now, not at Redo.
  for (let ahead: Game = { ...game, status: 'playing' }; canRedo(ahead); ) {
    const redone = redoMove(ahead);
    if (!redone.game) return false;
    ahead = redone.game;
  }
  let current: Game = { ...game, status: 'playing' };
  for (;;) {
    if (!isSoundPosition(current.position)) return false;
    if (current.history.length === 0) return true;
    const step = current.history[current.history.length - 1];
    const { card, to } = step.move;
    const place = placeOf(current.position, card);
    let isWhereTheStepPutIt: boolean;
    if (to === 'waste') isWhereTheStepPutIt = place.pile === 'waste' && place.isTop;
    else if (to !== 'foundation')
      isWhereTheStepPutIt = place.pile === 'column' && place.column === to;
    else if (step.slot === undefined)
      isWhereTheStepPutIt = place.pile === 'foundation' && place.isTop;
    // Double Yukon: two equal copies may be home, so the step's slot is checked, not the id.
    else isWhereTheStepPutIt = current.position.foundations[step.slot] === rankOf(card);
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
  const turnedUp = layoutOf(game.variant).faceDownAtDeal - faceDownCount(game.position);
  const earned = POINTS_HOME * cardsHome(game.position) + POINTS_TURNED_UP * turnedUp;
  return game.score >= earned && game.score <= earned + POINTS_HOME * game.takebacks;
}
