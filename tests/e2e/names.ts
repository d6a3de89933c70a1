// What a player hears for cards and piles (their accessible names), the words the E2E tests find
// them by. Kept apart from the product's i18n on purpose: the tests check the words.
import { type Card, type Move, type Position, parseCard, rankOf, suitOf } from '../../engine';

const RANK_WORDS = ['ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'jack', 'queen', 'king'];
export const SUIT_WORDS = ['spades', 'hearts', 'diamonds', 'clubs'];

/** A card's name: "7 of hearts". */
export const nameOf = (card: Card) =>
  `${RANK_WORDS[rankOf(card) - 1]} of ${SUIT_WORDS[suitOf(card)]}`;

/** A card by its text form, e.g. `card('7H')`. */
export const card = (text: string) => parseCard(text) as Card;

/** The pile a move goes to, as the board names it: "column 6", "hearts foundation". */
export const pileOf = (move: Move) =>
  typeof move.to === 'number'
    ? `column ${move.to + 1}`
    : `${SUIT_WORDS[suitOf(move.card)]} foundation`;

/**
 * The sentence a hint for `move` in `position` says: where the card lies, with the cards on it
 * that go with it ("8 of clubs and 4 cards"), and where it goes.
 */
export function hintSentence(position: Position, move: Move): string {
  const from = position.columns.findIndex((column) => column.cards.includes(move.card));
  const { cards } = position.columns[from];
  const onIt = cards.length - 1 - cards.indexOf(move.card);
  const group =
    onIt === 0
      ? nameOf(move.card)
      : `${nameOf(move.card)} and ${onIt} ${onIt === 1 ? 'card' : 'cards'}`;
  return typeof move.to === 'number'
    ? `Move ${group} from column ${from + 1} to column ${move.to + 1}.`
    : `Move ${group} from column ${from + 1} to its foundation.`;
}

/** The names of a position's columns as the board should say them, face-down cards first. */
export function expectedColumns(position: Position): string[][] {
  return position.columns.map(({ cards, faceDown }) =>
    cards.map((id, index) => (index < faceDown ? 'face-down card' : nameOf(id))),
  );
}
