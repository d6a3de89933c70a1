/**
 * The JSON form of a game printed by `yukon ... --json` (README, "The `yukon` command").
 */
import {
  cardOf,
  formatCard,
  type Game,
  type GameStatus,
  type Position,
  SUIT_LETTERS,
  type SuitLetter,
  slotsOfSuit,
} from '../engine';
import type { RefusedStep } from './replay';

/**
 * A game as the command prints it; cards in text form (`QS`), columns 1..7 (1..10 in Double
 * Yukon) bottom to top.
 */
export interface GameJson {
  code: string;
  variant: Game['variant'];
  /** Per column its face-down cards, then its face-up cards, each bottom to top. */
  columns: { down: string[]; up: string[] }[];
  /**
   * Each foundation's top card, or null while it is empty; in Double Yukon per suit its two
   * foundations' top cards in slot order, e.g. `["3S", null]`.
   */
  foundations: Record<SuitLetter, string | null | (string | null)[]>;
  /** Australian Patience: how many cards are left in the stock. */
  stock?: number;
  /** Australian Patience: the waste, bottom to top. */
  waste?: string[];
  score: number;
  moves: number;
  takebacks: number;
  status: GameStatus;
  /** Present when a step of the line was refused. */
  refused?: RefusedStep;
}

/** The JSON form of a game and, if any, the refused step that stopped its line. */
export function gameJson(game: Game, refused?: RefusedStep): GameJson {
  const { columns } = game.position;
  return {
    code: game.code,
    variant: game.variant,
    columns: columns.map(({ cards, faceDown }) => ({
      down: cards.slice(0, faceDown).map(formatCard),
      up: cards.slice(faceDown).map(formatCard),
    })),
    foundations: foundationsJson(game.position),
    ...(game.position.stock && { stock: game.position.stock.length }),
    ...(game.position.waste && { waste: game.position.waste.map(formatCard) }),
    score: game.score,
    moves: game.moves,
    takebacks: game.takebacks,
    status: game.status,
    ...(refused && { refused }),
  };
}

/** The foundations' top cards by suit: one each, or two in Double Yukon (in slot order). */
function foundationsJson(position: Position): GameJson['foundations'] {
  const topOf = (suit: number, slot: number) => {
    const rank = position.foundations[slot];
    return rank === 0 ? null : formatCard(cardOf(suit, rank));
  };
  return Object.fromEntries(
    SUIT_LETTERS.map((letter, suit) => {
      const slots = slotsOfSuit(position, suit);
      const tops = slots.map((slot) => topOf(suit, slot));
      return [letter, slots.length === 1 ? tops[0] : tops];
    }),
  ) as GameJson['foundations'];
}
