/**
 * The board in words for a screen reader: a group of cards, and the whole board on demand
 * (keyboard play's D), through i18n. The sentences of a move are in announcements.ts.
 */
import { i18n } from '#i18n';
import { type Card, foundationTopOf, type Position } from '../engine';
import { cardName, slotName, suitName } from './names';
import { sentence } from './sentence';

/**
 * A group by its card and how many cards lie on it: "7 of hearts and 2 cards".
 * @param name the card's name as said (by default its own: `cardName`).
 */
export function groupName(card: Card, cardsOnIt: number, name = cardName(card)): string {
  if (cardsOnIt === 0) return name;
  return i18n.t('announce.group', cardsOnIt, [name, cardsOnIt]);
}

/** The group led by `card` in a column of `position`, named; a foundation card alone. */
export function groupIn(position: Position, card: Card): string {
  const column = position.columns.find(({ cards }) => cards.includes(card));
  return groupName(card, column ? column.cards.length - 1 - column.cards.indexOf(card) : 0);
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
      : i18n.t('describe.column', faceDown, [number, faceDown, faceUp]);
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
  return [...columns, ...foundations, ...piles].map(sentence).join(' ');
}
