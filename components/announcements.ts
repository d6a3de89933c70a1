/**
 * What the board says to a screen reader: each move in words, undo, redo, the
 * end of a game, and the whole board on demand, all through i18n.
 */
import { i18n } from '#i18n';
import { type Card, foundationTopOf, type Position } from '../engine';
import type { GameEvent, MoveEvent, UndoEvent } from '../state/game-events';
import { cardName, slotName, suitName, VARIANT_WORDS } from './names';

/** A group by its card and how many cards lie on it: "7 of hearts and 2 cards". */
export function groupName(card: Card, cardsOnIt: number): string {
  if (cardsOnIt === 0) return cardName(card);
  return i18n.t('announce.group', cardsOnIt, [cardName(card), cardsOnIt]);
}

/** The group led by `card` in a column of `position`, named; a foundation card alone. */
export function groupIn(position: Position, card: Card): string {
  const column = position.columns.find(({ cards }) => cards.includes(card));
  return groupName(card, column ? column.cards.length - 1 - column.cards.indexOf(card) : 0);
}

/** `text` with the score after it, unless the player hid the score (docs/rules.md, Score, moves and time). */
function scored(text: string, score: number, isScoreShown: boolean): string {
  return isScoreShown ? i18n.t('announce.withScore', [text, i18n.number(score)]) : text;
}

function moveText({ game, cards, to, turnedUp }: MoveEvent, isScoreShown: boolean): string {
  const group = groupName(cards[0], cards.length - 1);
  let moved: string;
  if (to === 'foundation') moved = i18n.t('announce.toFoundation', [group]);
  else if (to === 'waste') moved = i18n.t('announce.toWaste', [group]);
  else moved = i18n.t('announce.toColumn', [group, String(to + 1)]);
  const text = scored(
    turnedUp === null ? moved : i18n.t('announce.moveTurnedUp', [moved, cardName(turnedUp)]),
    game.score,
    isScoreShown,
  );
  if (game.status === 'won') {
    // Double Yukon has 104 cards (docs/rules.md, D: Double Yukon).
    return game.variant === 'D'
      ? i18n.t('announce.wonDouble', [text])
      : i18n.t('announce.won', [text]);
  }
  if (game.status === 'move-limit') return i18n.t('announce.moveLimit', [text]);
  return text;
}

function undoText(event: UndoEvent, isScoreShown: boolean): string {
  return scored(undoneText(event), event.game.score, isScoreShown);
}

function undoneText({ cards, to, turnedDown }: UndoEvent): string {
  const group = groupName(cards[0], cards.length - 1);
  if (to === 'foundation') return i18n.t('announce.undoneToFoundation', [group]);
  if (to === 'waste') return i18n.t('announce.undoneToWaste', [group]);
  if (to === 'stock') return i18n.t('announce.undoneToStock', [group]);
  const column = String(to + 1);
  if (turnedDown === null) return i18n.t('announce.undoneToColumn', [group, column]);
  // The card the move turned up lies face down again, under the group (docs/rules.md, Undo).
  return i18n.t('announce.undoneTurnedDown', [group, column, cardName(turnedDown)]);
}

/**
 * The sentence for an event of the game store: a move ("7 of hearts to column 5; 9 of spades
 * turned up; score 15", with the end of the game when it ended), an undo, a redo (the move it
 * plays again, "Redone: …"), a new deal. The score is left out when the player hid it.
 * @returns null for a game from another page that is no single one of these (several moves on).
 */
export function announcementOf(event: GameEvent, isScoreShown = true): string | null {
  switch (event.type) {
    case 'move':
      return moveText(event, isScoreShown);
    case 'redo':
      return i18n.t('announce.redone', [moveText({ ...event, type: 'move' }, isScoreShown)]);
    case 'undo':
      return undoText(event, isScoreShown);
    case 'deal':
      return i18n.t('announce.newGame', [
        VARIANT_WORDS[event.game.variant].name(),
        event.game.code,
      ]);
    case 'arrived':
      return event.change && announcementOf(event.change, isScoreShown);
  }
}

/**
 * The board in words (docs/rules.md, Reading the board): each column's face-down count and every
 * face-up card, from the one nearest the column's top to its last card, then each foundation's
 * top card. Face-down cards are counted, never named.
 */
export function boardDescription(position: Position): string {
  const columns = position.columns.map(({ cards, faceDown }, index) => {
    const number = String(index + 1);
    if (cards.length === 0) return i18n.t('describe.emptyColumn', [number]);
    const faceUp = cards.slice(faceDown).map(cardName).join(', ');
    return faceDown === 0
      ? i18n.t('describe.columnFaceUp', [number, faceUp])
      : i18n.t('describe.column', [number, String(faceDown), faceUp]);
  });
  const foundations = position.foundations.map((_, slot) => {
    const top = foundationTopOf(position, slot);
    // Two slots a suit (Double Yukon) are told apart by their names, "hearts foundation 2".
    if (position.foundations.length > 4) {
      const what = top === null ? i18n.t('describe.empty') : cardName(top);
      return i18n.t('describe.pile', [slotName(position, slot), what]);
    }
    return top === null
      ? i18n.t('describe.emptyFoundation', [suitName(slot)])
      : i18n.t('describe.foundation', [suitName(slot), cardName(top)]);
  });
  const piles: string[] = [];
  if (position.stock && position.waste) {
    const waste = position.waste[position.waste.length - 1];
    const count = position.stock.length;
    const what = waste === undefined ? i18n.t('describe.empty') : cardName(waste);
    piles.push(i18n.t('describe.stock', count, [i18n.number(count)]));
    piles.push(i18n.t('describe.pile', [i18n.t('pile.waste'), what]));
  }
  return [...columns, ...foundations, ...piles].join(' ');
}
