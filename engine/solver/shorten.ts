/**
 * Shortening a winning line: a depth-first search finds lines that wander (thousands of moves
 * in Relaxed), while a game stops at 3000 moves (docs/rules.md, End of the game) and a hint
 * should lead somewhere directly.
 */
import { cardOf, destinationOf, encodeMove, TO_FOUNDATION } from './move-codes';
import { PositionSet } from './position-set';
import { HOME, ON_TABLE, type SearchPosition } from './search-position';

/** Remembers which position of a line each key was last seen at. */
class LineIndex {
  private readonly keys: PositionSet;
  private readonly positions: number[] = [];

  constructor(length: number) {
    this.keys = new PositionSet(length + 1);
  }

  set(key: Uint32Array, position: number): void {
    const found = this.keys.find(key);
    this.positions[found >= 0 ? found : this.keys.add(key)] = position;
  }

  /** The latest position of the line with this key, or -1. */
  get(key: Uint32Array): number {
    const found = this.keys.find(key);
    return found >= 0 ? this.positions[found] : -1;
  }
}

/** Where a move goes, whatever the column order: the card it lands on, ON_TABLE or HOME. */
export function ontoOf(state: SearchPosition, move: number): number {
  const destination = destinationOf(move);
  if (destination === TO_FOUNDATION) return HOME;
  const last = state.lastCard(destination);
  return last < 0 ? ON_TABLE : last;
}

/** The move of `card` onto `onto` (see `ontoOf`) in this position's column order. */
export function moveOnto(state: SearchPosition, card: number, onto: number): number {
  if (onto === HOME) return encodeMove(card, TO_FOUNDATION);
  return encodeMove(card, onto === ON_TABLE ? state.firstEmptyColumn() : state.columnOf[onto]);
}

/**
 * Cuts loops and detours out of a line: from each position of the line it jumps, by one legal
 * move, to the latest later position of the line that move reaches (column order ignored).
 * Every move of the result is
 * legal in turn, and it ends where the line ends.
 * @param state the line's starting position (left at the line's end).
 * @param line encoded moves, legal in turn from `state`.
 * @returns the shorter line, encoded moves, at most as long as `line`.
 */
export function shortenLine(state: SearchPosition, line: number[]): number[] {
  const records: number[] = [];
  const ontos: number[] = [];
  const indexOf = new LineIndex(line.length);
  indexOf.set(state.key, 0);
  for (const [index, move] of line.entries()) {
    ontos.push(ontoOf(state, move));
    records.push(state.apply(move));
    indexOf.set(state.key, index + 1);
  }
  for (let index = records.length - 1; index >= 0; index--) state.undo(records[index]);
  const moves = new Int32Array(512);
  const shorter: number[] = [];
  for (let at = 0; at < line.length; ) {
    // The position reached may be the line's with its columns reordered: follow the line by
    // where its moves land, not by column numbers.
    let best = moveOnto(state, cardOf(line[at]), ontos[at]);
    let bestIndex = at + 1;
    const count = state.writeMoves(moves, 0, false);
    for (let i = 0; i < count; i++) {
      const record = state.apply(moves[i]);
      const reached = indexOf.get(state.key);
      state.undo(record);
      if (reached > bestIndex) {
        bestIndex = reached;
        best = moves[i];
      }
    }
    state.apply(best);
    shorter.push(best);
    at = bestIndex;
  }
  return shorter;
}
