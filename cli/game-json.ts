/**
 * The JSON form of a game printed by `yukon ... --json` (README, "The `yukon` command").
 */
import {
  cardOf,
  formatCard,
  type Game,
  type GameStatus,
  SUIT_LETTERS,
  type SuitLetter,
} from '../engine';
import type { RefusedStep } from './replay';

/** A game as the command prints it; cards in text form (`QS`), columns 1..7 bottom to top. */
export interface GameJson {
  code: string;
  variant: Game['variant'];
  /** Per column its face-down cards, then its face-up cards, each bottom to top. */
  columns: { down: string[]; up: string[] }[];
  /** Each foundation's top card, or null while it is empty. */
  foundations: Record<SuitLetter, string | null>;
  score: number;
  moves: number;
  takebacks: number;
  status: GameStatus;
  /** Present when a step of the line was refused. */
  refused?: RefusedStep;
}

/** The JSON form of a game and, if any, the refused step that stopped its line. */
export function gameJson(game: Game, refused?: RefusedStep): GameJson {
  const { columns, foundations } = game.position;
  return {
    code: game.code,
    variant: game.variant,
    columns: columns.map(({ cards, faceDown }) => ({
      down: cards.slice(0, faceDown).map(formatCard),
      up: cards.slice(faceDown).map(formatCard),
    })),
    foundations: Object.fromEntries(
      SUIT_LETTERS.map((letter, suit) => [
        letter,
        foundations[suit] === 0 ? null : formatCard(cardOf(suit, foundations[suit])),
      ]),
    ) as GameJson['foundations'],
    score: game.score,
    moves: game.moves,
    takebacks: game.takebacks,
    status: game.status,
    ...(refused && { refused }),
  };
}
