/**
 * The exact depth-first search (issue 5): every position reachable by legal moves (RULES.md,
 * Moves), face-down cards known, each kept in an exact set, so that an exhausted search proves
 * the position lost. It runs in slices so that `solve` can share the time with the searches that
 * only look for wins (prioritised.ts).
 */
import { orderMoves } from './move-order';
import { SET_FULL as FULL, PositionSet, ALREADY_SEEN as SEEN } from './position-set';
import type { SafeHomeRule } from './safe-moves';
import { TO_FOUNDATION as FOUNDATION, type SearchPosition } from './search-position';

/** Local copies (see search-position.ts: imported names are slow under tsx). */
const ALREADY_SEEN = SEEN;
const SET_FULL = FULL;
const TO_FOUNDATION = FOUNDATION;
/** More moves than any position has (at most 52 cards times 7 destinations, plus take-backs). */
const MAX_MOVES = 512;

/** What a slice of a search ended with: an answer, the position cap, or `null` to go on. */
export type SliceEnd = 'winnable' | 'unwinnable' | 'full' | null;

/** Plays every safe foundation move (safe-moves.ts) until none is left; calls `played` per move. */
export function sendSafeCardsHome(
  state: SearchPosition,
  isSafe: SafeHomeRule,
  played: (record: number) => void,
): void {
  for (let sent = true; sent; ) {
    sent = false;
    for (let column = 0; column < 7; column++) {
      const card = state.lastCard(column);
      if (
        card >= 0 &&
        state.foundations[(card / 13) | 0] === card % 13 &&
        isSafe(state.foundations, card)
      ) {
        played(state.apply(card | (7 << 6)));
        sent = true;
      }
    }
  }
}

/**
 * A depth-first search from `state`'s position, which it plays on (moves applied and taken back
 * in place). Memory: the seen set (position-set.ts, about 70 bytes per position, at most
 * `capacity` positions) plus the move stack.
 */
export class DepthFirst {
  readonly seen: PositionSet;
  /** Every move played from the start (safe moves included), as `apply` records. */
  readonly path: number[] = [];
  private readonly state: SearchPosition;
  private readonly isSafe: SafeHomeRule;
  private readonly acesStayHome: boolean;
  /** Four numbers per open position: first move, end of its moves, next move, path length. */
  private readonly frames: number[] = [];
  private moves = new Int32Array(1 << 14);
  private moveTop = 0;
  private readonly pushRecord = (record: number) => this.path.push(record);
  /** The answer once known. */
  private end: SliceEnd = null;
  /** The path's length before the move that reached the last won position (-1: the start). */
  private winFrom = -1;
  /** Whether running dry proves the loss (false once a win was passed over). */
  private proves = true;

  constructor(state: SearchPosition, isSafe: SafeHomeRule, capacity: number) {
    this.state = state;
    this.isSafe = isSafe;
    this.acesStayHome = state.variant !== 'A';
    this.seen = new PositionSet(capacity);
    sendSafeCardsHome(state, isSafe, this.pushRecord);
    if (state.cardsHome === 52) this.end = 'winnable';
    else {
      this.seen.add(state.key);
      if (state.isProvedLost()) this.end = 'unwinnable';
      else this.open(this.path.length);
    }
  }

  /** The moves of the line to the won position (encoded), once `run` said `winnable`. */
  line(): number[] {
    return this.path.map((record) => record & 511);
  }

  /**
   * Goes on past the won position `run` stopped at, as if it were lost (its line is unusable);
   * from then on running dry answers `full`, not `unwinnable`.
   */
  passWin(): void {
    if (this.end !== 'winnable') return;
    // The seen set ignores how long the way to a position was, so once a win has been passed
    // over, running dry no longer proves that no (shorter) line wins.
    this.proves = false;
    if (this.winFrom < 0) {
      // The start itself was won by safe moves alone: there is nothing else to search.
      this.end = 'full';
      return;
    }
    while (this.path.length > this.winFrom) this.state.undo(this.path.pop() as number);
    this.end = null;
  }

  /**
   * Searches until `positions` more positions are kept or the answer is known.
   * @returns the answer, `full` at the position cap, or null when the slice ran out.
   */
  run(positions: number): SliceEnd {
    if (this.end) return this.end;
    const { state, frames, path, seen } = this;
    const stopAt = seen.size + positions;
    while (frames.length > 0) {
      const top = frames.length - 4;
      const next = frames[top + 2];
      if (next === frames[top + 1]) {
        const pathLength = frames[top + 3];
        while (path.length > pathLength) state.undo(path.pop() as number);
        this.moveTop = frames[top];
        frames.length = top;
        continue;
      }
      frames[top + 2] = next + 1;
      const pathLength = path.length;
      const record = state.apply(this.moves[next]);
      path.push(record);
      if (this.mayHaveSafeMove(record)) sendSafeCardsHome(state, this.isSafe, this.pushRecord);
      if (state.cardsHome === 52) {
        this.winFrom = pathLength;
        return this.finish('winnable');
      }
      const added = seen.add(state.key);
      // A new position that is provably lost is kept (so it is not tried again) but not searched.
      // One a reversible move reached (no safe move after it) is lost only if the one before
      // was, which was not.
      if (
        added === ALREADY_SEEN ||
        (added >= 0 &&
          !(path.length === pathLength + 1 && state.isReversible(record)) &&
          state.isProvedLost())
      ) {
        while (path.length > pathLength) state.undo(path.pop() as number);
        continue;
      }
      if (added === SET_FULL) {
        return this.finish('full');
      }
      this.open(pathLength);
      if (seen.size >= stopAt) return null;
    }
    return this.finish(this.proves ? 'unwinnable' : 'full');
  }

  /**
   * Whether a safe foundation move may have become possible after the move `record` (an
   * `apply` record) from a position that had none: the foundations changed, or the card now
   * last where the moved cards came from may go home. Every other column's last card is the
   * same card as before, facing the same foundations.
   */
  private mayHaveSafeMove(record: number): boolean {
    const from = (record >> 9) & 7;
    if (from === TO_FOUNDATION || ((record >> 6) & 7) === TO_FOUNDATION) return true;
    const { state } = this;
    const card = state.lastCard(from);
    return card >= 0 && state.foundations[(card / 13) | 0] === card % 13;
  }

  private open(pathLength: number): void {
    if (this.moveTop + MAX_MOVES > this.moves.length) {
      const larger = new Int32Array(this.moves.length * 2);
      larger.set(this.moves);
      this.moves = larger;
    }
    let count = this.state.writeMoves(this.moves, this.moveTop, this.acesStayHome);
    if (this.path.length === pathLength + 1)
      count = this.dropMoveBack(this.path[pathLength], count);
    orderMoves(this.state, this.moves, this.moveTop, count);
    this.frames.push(this.moveTop, this.moveTop + count, this.moveTop, pathLength);
    this.moveTop += count;
  }

  /**
   * Leaves out of the `count` moves just written the one that puts the card of the move `record`
   * (which alone led here) back on the face-up card it came from: it leads back to the position
   * being searched from, already seen, with no safe move to make (it had none).
   * @returns the number of moves left.
   */
  private dropMoveBack(record: number, count: number): number {
    const from = (record >> 9) & 7;
    const index = (record >> 12) & 63;
    const turnedUp = (record >> 18) & 1;
    if (
      from === TO_FOUNDATION ||
      ((record >> 6) & 7) === TO_FOUNDATION ||
      index === 0 ||
      turnedUp
    ) {
      return count;
    }
    const back = (record & 63) | (from << 6);
    const { moves, moveTop } = this;
    for (let i = moveTop; i < moveTop + count; i++) {
      if (moves[i] === back) {
        moves.copyWithin(i, i + 1, moveTop + count);
        return count - 1;
      }
    }
    return count;
  }

  /** Remembers the answer (or the cap reached) for every later `run`, and returns it. */
  private finish(end: Exclude<SliceEnd, null>): SliceEnd {
    this.end = end;
    return end;
  }
}
