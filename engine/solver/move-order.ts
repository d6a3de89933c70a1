/**
 * The order in which the solver tries moves. Order never changes the verdict, only how
 * soon a win is found: moves that make progress that cannot be undone come first (a card home, a
 * face-down card turned up), then moves that empty a column, then the rest; take-backs last.
 */
import { cardOf as cardOfCode, isToFoundation as isToFoundationCode } from './move-codes';
import type { SearchPosition } from './search-position';

/** Local copies (see search-position.ts: imported names are slow under tsx). */
const cardOf = cardOfCode;
const isToFoundation = isToFoundationCode;

let scores = new Int32Array(512);

/** The priority of an encoded move in `state`: higher is tried first. */
function priority(state: SearchPosition, move: number): number {
  const card = cardOf(move);
  const from = state.columnOf[card];
  if (from < 0) return 0;
  const index = state.indexOf[card];
  const faceDown = state.faceDown[from];
  let score = isToFoundation(move) ? 1000 : 100;
  if (index > 0 && index === faceDown) score += 500 + 10 * faceDown;
  else if (index === 0) score += 300;
  return score;
}

/** Sorts `count` moves of `moves` from `start` by priority, highest first, ties kept in order. */
export function orderMoves(
  state: SearchPosition,
  moves: Int32Array,
  start: number,
  count: number,
): void {
  // A search over classes of positions (bench/twin-classes/) can list more moves than one
  // position has.
  if (count > scores.length) scores = new Int32Array(2 * count);
  for (let i = 0; i < count; i++) {
    const move = moves[start + i];
    const score = priority(state, move);
    let j = i;
    while (j > 0 && scores[j - 1] < score) {
      scores[j] = scores[j - 1];
      moves[start + j] = moves[start + j - 1];
      j--;
    }
    scores[j] = score;
    moves[start + j] = move;
  }
}
