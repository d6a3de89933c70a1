/**
 * Move notation `7H-c5`, `AS-f` (docs/rules.md, Move notation).
 */
import { formatCard, parseCard } from './cards';
import type { Move } from './rules';

/** Thrown for text that is not a move; the message says what is wrong. */
export class MoveNotationError extends Error {
  override name = 'MoveNotationError';
}

/** Writes a move: `7H-c5` (to column 5) or `AS-f` (to its foundation). */
export function formatMove(move: Move): string {
  const card = formatCard(move.card);
  return move.to === 'foundation' ? `${card}-f` : `${card}-c${move.to + 1}`;
}

/**
 * Reads a move: `<card>-c<k>` (k = 1..7) or `<card>-f`; `10H` and lower case accepted.
 * @throws MoveNotationError naming the part that is wrong (an unknown card, column 9, ...).
 */
export function parseMove(text: string): Move {
  const trimmed = text.trim();
  const dash = trimmed.lastIndexOf('-');
  if (dash < 0) {
    throw new MoveNotationError(`"${trimmed}" is not a move: write <card>-c<column> or <card>-f.`);
  }
  const cardText = trimmed.slice(0, dash);
  const target = trimmed.slice(dash + 1).toLowerCase();
  const card = parseCard(cardText);
  if (card === null) {
    throw new MoveNotationError(`"${cardText}" in "${trimmed}" is not a card (e.g. 7H, TD, 10D).`);
  }
  if (target === 'f') return { card, to: 'foundation' };
  const column = /^c(\d+)$/.exec(target);
  if (!column) {
    throw new MoveNotationError(`"${target}" in "${trimmed}" is not a destination: c1..c7 or f.`);
  }
  const number = Number(column[1]);
  if (number < 1 || number > 7) {
    throw new MoveNotationError(
      `Column ${number} in "${trimmed}" does not exist: columns are 1..7.`,
    );
  }
  return { card, to: number - 1 };
}

/** Reads a sequence of moves separated by spaces or line breaks. @throws MoveNotationError */
export function parseMoves(text: string): Move[] {
  return text.split(/\s+/).filter(Boolean).map(parseMove);
}
