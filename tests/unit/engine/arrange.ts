/**
 * Hand-built positions and games for rule tests. A column is written as the check values of
 * docs/rules.md write it, bottom to top, face-down cards before a `/`: `'9S 4D / 6H QS'`, `'7H'`
 * (all face up), `''` (empty). `...` stands for every card not named anywhere else, face down, so
 * that the position always holds all 52 cards.
 */
import {
  type Card,
  cardOf,
  formatDealCode,
  type Game,
  newGame,
  type Position,
  parseCard,
  SUIT_LETTERS,
  type SuitLetter,
  type Variant,
} from '../../../engine';

function cardsOf(text: string): Card[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const card = parseCard(word);
      if (card === null) throw new Error(`"${word}" is not a card.`);
      return card;
    });
}

/**
 * A position from up to seven column texts (missing ones are empty) and foundation top ranks.
 * @throws Error when a card appears twice, or cards are left over without a `...` column.
 */
export function arrange(
  columnTexts: string[],
  foundations: Partial<Record<SuitLetter, number>> = {},
): Position {
  const ranks = SUIT_LETTERS.map((suit) => foundations[suit] ?? 0);
  const home = ranks.flatMap((rank, suit) =>
    Array.from({ length: rank }, (_, i) => cardOf(suit, i + 1)),
  );
  const named = [
    ...home,
    ...columnTexts.flatMap((text) => cardsOf(text.replace(/\.\.\.|\//g, ' '))),
  ];
  if (new Set(named).size !== named.length) throw new Error('A card appears twice.');
  const rest = Array.from({ length: 52 }, (_, card) => card).filter(
    (card) => !named.includes(card),
  );
  const texts = [...columnTexts, ...Array(7 - columnTexts.length).fill('')];
  if (rest.length > 0 && !texts.some((text) => text.includes('...'))) {
    throw new Error(`${rest.length} cards are left over and no column holds "...".`);
  }
  const columns = texts.map((text) => {
    const [downText, upText] = text.includes('/') ? text.split('/') : ['', text];
    const down = downText.includes('...')
      ? [...rest, ...cardsOf(downText.replace('...', ''))]
      : cardsOf(downText);
    return { cards: [...down, ...cardsOf(upText)], faceDown: down.length };
  });
  return { columns, foundations: ranks };
}

/** A game of `variant` at a hand-built position, with no moves made yet. */
export function gameAt(variant: Variant, position: Position): Game {
  return { ...newGame(formatDealCode(variant, 0)), position };
}

/** A card from its text form, e.g. `card('7H')`. */
export function card(text: string): Card {
  return cardsOf(text)[0];
}
