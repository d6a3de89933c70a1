/**
 * Move notation `7H-c5`, `AS-f`, `t`, `c2:7H-c5`, `f:5S-c3` (docs/rules.md, Move notation).
 */
import { DECK_SIZE, formatCard, parseCard } from './cards';
import { foundationTopOf, type Position, slotsOfSuit } from './position';
import { type Destination, type Move, refusalOf } from './rules';
import { layoutOf, type Variant } from './variants';

/** Thrown for text that is not a move; the message says what is wrong. */
export class MoveNotationError extends Error {
  override name = 'MoveNotationError';
}

/**
 * A move as written: the card (0..51, the same for both copies of Double Yukon), where it goes
 * and, when the text names it, the pile it is taken from: a column index or a foundation. A turn
 * is `{ card: -1, to: 'waste' }`: the card it turns is the stock's, whatever it is.
 */
export interface WrittenMove {
  card: number;
  to: Destination;
  from?: number | 'foundation';
}

/** The card of a written turn, which names none. */
export const TURN_CARD = -1;

/** Writes a move: `7H-c5` (to column 5), `AS-f` (to its foundation) or `t` (a turn). */
export function formatMove(move: Move): string {
  if (move.to === 'waste') return 't';
  const card = formatCard(move.card);
  return move.to === 'foundation' ? `${card}-f` : `${card}-c${move.to + 1}`;
}

/**
 * Reads a move: `<card>-c<k>`, `<card>-f` or `t`, with an optional `c<j>:` or `f:` before a card
 * move; `10H` and lower case accepted (docs/rules.md, Move notation).
 * @param columns how many columns the game has: 7, or 10 in Double Yukon.
 * @throws MoveNotationError naming the part that is wrong (an unknown card, column 9, ...).
 */
export function parseMove(text: string, columns = 7): WrittenMove {
  const trimmed = text.trim();
  if (trimmed.toLowerCase() === 't') return { card: TURN_CARD, to: 'waste' };
  const column = (written: string) => {
    const number = Number(written);
    if (number < 1 || number > columns) {
      throw new MoveNotationError(
        `Column ${number} in "${trimmed}" does not exist: columns are 1..${columns}.`,
      );
    }
    return number - 1;
  };
  const prefix = /^(c(\d+)|f):/i.exec(trimmed);
  const from = prefix ? (prefix[2] === undefined ? 'foundation' : column(prefix[2])) : undefined;
  const body = prefix ? trimmed.slice(prefix[0].length) : trimmed;
  const dash = body.lastIndexOf('-');
  if (dash < 0) {
    throw new MoveNotationError(
      `"${trimmed}" is not a move: write <card>-c<column>, <card>-f or t.`,
    );
  }
  const cardText = body.slice(0, dash);
  const target = body.slice(dash + 1).toLowerCase();
  const card = parseCard(cardText);
  if (card === null) {
    throw new MoveNotationError(`"${cardText}" in "${trimmed}" is not a card (e.g. 7H, TD, 10D).`);
  }
  const written = (to: Destination): WrittenMove =>
    from === undefined ? { card, to } : { card, to, from };
  if (target === 'f') return written('foundation');
  const destination = /^c(\d+)$/.exec(target);
  if (!destination) {
    throw new MoveNotationError(
      `"${target}" in "${trimmed}" is not a destination: c1..c${columns} or f.`,
    );
  }
  return written(column(destination[1]));
}

/**
 * Reads a sequence of moves separated by spaces or line breaks.
 * @param columns as for `parseMove`. @throws MoveNotationError
 */
export function parseMoves(text: string, columns = 7): WrittenMove[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((move) => parseMove(move, columns));
}

/**
 * The ids a written move may mean, in the order docs/rules.md, Move notation, prefers them: the
 * copies in columns by column number, then those on foundations by slot (only in Double Yukon is
 * there more than one), then one anywhere else (the waste, the stock).
 */
function candidatesOf(position: Position, written: WrittenMove): number[] {
  const copies =
    position.foundations.length === 8 ? [written.card, written.card + DECK_SIZE] : [written.card];
  const inColumns: number[] = [];
  position.columns.forEach(({ cards }, column) => {
    if (written.from !== undefined && written.from !== column) return;
    for (const card of cards) if (copies.includes(card)) inColumns.push(card);
  });
  const onFoundations: number[] = [];
  if (written.from === undefined || written.from === 'foundation') {
    for (const slot of slotsOfSuit(position, (written.card / 13) | 0)) {
      const top = foundationTopOf(position, slot);
      if (top !== null && copies.includes(top)) onFoundations.push(top);
    }
  }
  const named = [...inColumns, ...onFoundations];
  if (written.from !== undefined) return named;
  return [...named, ...copies.filter((card) => !named.includes(card))];
}

/**
 * The move a written move makes in a position (docs/rules.md, Move notation): a turn takes the
 * stock's top card; a card move the copy that can make it (in Double Yukon, of two that can, the
 * one in the lower-numbered column, a foundation's last).
 * @returns the move, or `not-available` when the card is not on the pile the text names.
 * @throws MoveNotationError for a turn in a variant with no stock or a column it does not have.
 */
export function resolveMove(
  variant: Variant,
  position: Position,
  written: WrittenMove,
): { move: Move; refusal?: undefined } | { refusal: 'not-available'; move?: undefined } {
  const layout = layoutOf(variant);
  if (written.to === 'waste') {
    if (!layout.hasStock) {
      throw new MoveNotationError('"t" turns the stock, and only Australian Patience has one.');
    }
    const stock = position.stock ?? [];
    return { move: { card: stock[stock.length - 1] ?? TURN_CARD, to: 'waste' } };
  }
  for (const pile of [written.to, written.from]) {
    if (typeof pile === 'number' && pile >= layout.columns) {
      throw new MoveNotationError(
        `Column ${pile + 1} does not exist: columns are 1..${layout.columns}.`,
      );
    }
  }
  const candidates = candidatesOf(position, written);
  if (candidates.length === 0) return { refusal: 'not-available' };
  const moves = candidates.map((card) => ({ card, to: written.to }));
  return { move: moves.find((move) => refusalOf(variant, position, move) === null) ?? moves[0] };
}

/**
 * Writes a move so that `resolveMove` reads it back as this very move: `formatMove`'s text, with
 * `c<j>:` or `f:` before it in Double Yukon when the other copy would be taken otherwise.
 */
export function writeMove(variant: Variant, position: Position, move: Move): string {
  const text = formatMove(move);
  if (move.to === 'waste') return text;
  const written = parseMove(text, layoutOf(variant).columns);
  if (resolveMove(variant, position, written).move?.card === move.card) return text;
  const column = position.columns.findIndex(({ cards }) => cards.includes(move.card));
  return column >= 0 ? `c${column + 1}:${text}` : `f:${text}`;
}
