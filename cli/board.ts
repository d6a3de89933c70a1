/**
 * The text form of a game printed by `yukon deal` and `yukon play`: the deal code, the foundations
 * (and in Australian Patience the stock's count and the waste), the columns side by side (face-down cards as `##`, an empty pile as `--`) and a line with
 * score, moves, take-backs and status.
 */
import type { Variant } from '../engine';
import type { GameJson } from './game-json';
import { describeRefusal } from './replay';

const VARIANT_NAMES: Record<Variant, string> = {
  C: 'Classic',
  R: 'Relaxed',
  S: 'Russian Solitaire',
  A: 'Alaska',
  D: 'Double Yukon',
  U: 'Australian Patience',
};

const FACE_DOWN = '##';
const EMPTY = '--';
const CELL_WIDTH = 4;

/** Draws a game, given in its JSON form so both outputs show the same thing; ends with a newline. */
export function drawBoard(game: GameJson): string {
  const foundations = Object.entries(game.foundations)
    .map(
      ([suit, top]) =>
        `${suit} ${[top]
          .flat()
          .map((card) => card ?? EMPTY)
          .join(' ')}`,
    )
    .join('   ');
  const piles = game.columns.map(({ down, up }) => {
    const cards = [...down.map(() => FACE_DOWN), ...up];
    return cards.length > 0 ? cards : [EMPTY];
  });
  const rowCount = Math.max(...piles.map((cards) => cards.length));
  const row = (cells: string[]) =>
    cells
      .map((cell) => cell.padEnd(CELL_WIDTH))
      .join('')
      .trimEnd();
  const lines = [
    `${game.code}  ${VARIANT_NAMES[game.variant]}`,
    `Foundations   ${foundations}`,
    ...(game.stock === undefined
      ? []
      : [`Stock ${game.stock}   Waste ${game.waste?.join(' ') || EMPTY}`]),
    '',
    row(piles.map((_, column) => `c${column + 1}`)),
    ...Array.from({ length: rowCount }, (_, index) =>
      row(piles.map((cards) => cards[index] ?? '')),
    ),
    '',
    `Score ${game.score}   Moves ${game.moves}   Take-backs ${game.takebacks}   Status ${game.status}`,
  ];
  if (game.refused) lines.push(describeRefusal(game.refused));
  return `${lines.join('\n')}\n`;
}
