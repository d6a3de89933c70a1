/**
 * What the board says to a screen reader (DESIGN.md, Interaction): each move in words, undo, the
 * end of a game, and the whole board on demand, all through i18n.
 */
import { i18n } from '#i18n';
import { type Card, cardOf, type Game, type Position } from '../engine';
import { cardName, suitName, VARIANT_WORDS } from './names';

/** A group by its card and how many cards lie on it: "7 of hearts and 2 cards". */
export function groupName(card: Card, cardsOnIt: number): string {
  return i18n.t('announce.group', cardsOnIt, [cardName(card), String(cardsOnIt)]);
}

/** The group led by `card` in a column of `position`, named; a foundation card alone. */
export function groupIn(position: Position, card: Card): string {
  const column = position.columns.find(({ cards }) => cards.includes(card));
  return groupName(card, column ? column.cards.length - 1 - column.cards.indexOf(card) : 0);
}

function moveText(after: Game): string {
  const step = after.history[after.history.length - 1];
  const { card, to } = step.move;
  const group = groupIn(after.position, card);
  const moved =
    to === 'foundation'
      ? i18n.t('announce.toFoundation', [group])
      : i18n.t('announce.toColumn', [group, String(to + 1)]);
  const score = String(after.score);
  if (!step.turnedUp || step.from === 'foundation') return i18n.t('announce.move', [moved, score]);
  const turnedUp = cardName(after.position.columns[step.from].cards.at(-1) as Card);
  return i18n.t('announce.moveTurnedUp', [moved, turnedUp, score]);
}

function undoText(before: Game, after: Game): string {
  const step = before.history[before.history.length - 1];
  const group = groupIn(after.position, step.move.card);
  const score = String(after.score);
  if (step.from === 'foundation') return i18n.t('announce.undoneToFoundation', [group, score]);
  const column = String(step.from + 1);
  if (!step.turnedUp) return i18n.t('announce.undoneToColumn', [group, column, score]);
  // The card the move turned up lies face down again, under the group (RULES.md, Undo).
  const { cards, faceDown } = after.position.columns[step.from];
  const turnedDown = cardName(cards[faceDown - 1]);
  return i18n.t('announce.undoneTurnedDown', [group, column, turnedDown, score]);
}

/**
 * The sentence for the change from `before` to `after`: a move ("7 of hearts to column 5; 9 of
 * spades turned up; score 15"), an undo, a new deal, with the end of the game when it ended.
 * @returns null for a change that is none of these (the same game, or a game from another page
 * several moves on).
 */
export function announcementOf(before: Game, after: Game): string | null {
  if (before === after) return null;
  const isSameGame = after.code === before.code;
  if (after.moves === 0 && !(isSameGame && before.moves === 0)) {
    return i18n.t('announce.newGame', [VARIANT_WORDS[after.variant].name(), after.code]);
  }
  const isMove = isSameGame && after.moves === before.moves + 1 && after.history.length > 0;
  const isUndo =
    isSameGame &&
    after.moves === before.moves &&
    after.history.length === before.history.length - 1;
  if (isUndo) return undoText(before, after);
  if (!isMove) return null;
  const text = moveText(after);
  if (after.status === 'won') return i18n.t('announce.won', [text]);
  if (after.status === 'move-limit') return i18n.t('announce.moveLimit', [text]);
  return text;
}

/**
 * The board in words: each column's last card and its face-up and face-down counts, then each
 * foundation's top card. Face-down cards are counted, never named.
 */
export function boardDescription(position: Position): string {
  const columns = position.columns.map(({ cards, faceDown }, index) => {
    const number = String(index + 1);
    if (cards.length === 0) return i18n.t('describe.emptyColumn', [number]);
    const last = cardName(cards[cards.length - 1]);
    const faceUp = String(cards.length - faceDown);
    return i18n.t('describe.column', [number, last, faceUp, String(faceDown)]);
  });
  const foundations = position.foundations.map((rank, suit) =>
    rank === 0
      ? i18n.t('describe.emptyFoundation', [suitName(suit)])
      : i18n.t('describe.foundation', [suitName(suit), cardName(cardOf(suit, rank))]),
  );
  return [...columns, ...foundations].join(' ');
}
