/**
 * The exact depth-first search: every position reachable by legal moves (docs/rules.md, Moves),
 * face-down cards known, each kept in an exact set, so that an exhausted search proves the
 * position lost. It runs in slices so that `solve` can share the time with the searches that
 * only look for wins (prioritised.ts, beam.ts).
 */
import {
  cardOf,
  encodeMove,
  TO_FOUNDATION as FOUNDATION,
  isToFoundation as isToFoundationCode,
  isTurnedUp,
  moveOf,
  sourceIndexOf,
  sourceOf as sourceOfCode,
} from './move-codes';
import { orderMoves } from './move-order';
import { SET_FULL as FULL, PositionSet, ALREADY_SEEN as SEEN } from './position-set';
import { type SafeHomeRule, sendSafeCardsHome } from './safe-moves';
import type { SearchPosition } from './search-position';

/** Local copies (see search-position.ts: imported names are slow under tsx). */
const ALREADY_SEEN = SEEN;
const SET_FULL = FULL;
const TO_FOUNDATION = FOUNDATION;
const isToFoundation = isToFoundationCode;
const sourceOf = sourceOfCode;
/** More moves than any position has (at most 52 cards times 7 destinations, plus take-backs). */
export const MAX_MOVES = 512;
/** Numbers per open position in `frames`. */
const FRAME = 5;

/** What a slice of a search ended with: an answer, the position cap, or `null` to go on. */
export type SliceEnd = 'winnable' | 'unwinnable' | 'full' | null;

/** What every search takes besides its start. */
export interface SearchSetup {
  /**
   * The foundation moves played at once, without trying the alternatives (safe-moves.ts). The
   * depth-first search proves losses only with an exact rule (`safeHomeRule`).
   */
  isSafe: SafeHomeRule;
  /** The most positions kept at once, at least 1: the search's memory bound. */
  capacity: number;
}

/**
 * A depth-first search from `state`'s position, which it plays on (moves applied and taken back
 * in place). Memory: the seen set (position-set.ts, about 70 bytes per position, at most
 * `capacity` positions) plus the move stack.
 *
 * The protected methods are where a search over classes of positions (the bench's twin
 * classes, bench/twin-classes/) plugs in: it lists more moves per position, may play a few
 * moves before a listed one, and brings each new position to its class's form.
 */
export class DepthFirst {
  readonly seen: PositionSet;
  /** Every move played from the start (safe moves included), as `apply` records. */
  readonly path: number[] = [];
  protected readonly state: SearchPosition;
  protected readonly acesStayHome: boolean;
  /** Per open position its listed moves, from where its frame says. */
  protected moves = new Int32Array(1 << 14);
  protected moveTop = 0;
  protected readonly pushRecord = (record: number) => this.path.push(record);
  private readonly isSafe: SafeHomeRule;
  /**
   * Five numbers per open position: first move, end of its moves, next move, path length, and
   * `frameMark()` when it was opened.
   */
  private readonly frames: number[] = [];
  /** Whether the start has been searched from (on the first `run`). */
  private hasStarted = false;
  /** The answer once known. */
  private end: SliceEnd = null;
  /** The path's length before the move that reached the last won position (-1: the start). */
  private winFrom = -1;
  /** Whether running dry proves the loss (false once a win was passed over). */
  private proves = true;

  constructor(state: SearchPosition, { isSafe, capacity }: SearchSetup) {
    this.state = state;
    this.isSafe = isSafe;
    this.acesStayHome = state.variant !== 'A';
    this.seen = new PositionSet(capacity);
  }

  /** The moves of the line to the won position (encoded), once `run` said `winnable`. */
  line(): number[] {
    return this.path.map(moveOf);
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
    if (!this.hasStarted) this.start();
    if (this.end) return this.end;
    const { state, frames, path, seen } = this;
    const stopAt = seen.size + positions;
    while (frames.length > 0) {
      const top = frames.length - FRAME;
      const next = frames[top + 2];
      if (next === frames[top + 1]) {
        const pathLength = frames[top + 3];
        while (path.length > pathLength) state.undo(path.pop() as number);
        this.moveTop = frames[top];
        this.restoreFrameMark(frames[top + 4]);
        frames.length = top;
        continue;
      }
      frames[top + 2] = next + 1;
      const pathLength = path.length;
      const record = this.play(this.moves[next]);
      if (this.mayHaveSafeMove(record)) sendSafeCardsHome(state, this.isSafe, this.pushRecord);
      if (state.cardsHome === 52) {
        this.winFrom = pathLength;
        return this.finish('winnable');
      }
      this.settle();
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
   * Plays a listed move (an entry of `moves`) onto the path.
   * @returns the `apply` record of the listed move itself.
   */
  protected play(entry: number): number {
    const record = this.state.apply(entry);
    this.path.push(record);
    return record;
  }

  /** Brings a new position, safe moves made, to the form the seen set keeps (here: as it is). */
  protected settle(): void {}

  /**
   * Writes the open position's moves from `moveTop` (room for MAX_MOVES is reserved).
   * @returns how many were written.
   */
  protected listMoves(): number {
    return this.state.writeMoves(this.moves, this.moveTop, this.acesStayHome);
  }

  /** A number kept with each open position, handed back to `restoreFrameMark` when it closes. */
  protected frameMark(): number {
    return 0;
  }

  protected restoreFrameMark(_mark: number): void {}

  /** Makes room for `size` numbers in `moves`. */
  protected reserve(size: number): void {
    this.moves = grown(this.moves, size);
  }

  /** Searches from the start: called by the first `run`, once a subclass has set its fields. */
  private start(): void {
    this.hasStarted = true;
    const { state } = this;
    sendSafeCardsHome(state, this.isSafe, this.pushRecord);
    this.settle();
    if (state.cardsHome === 52) this.end = 'winnable';
    else {
      this.seen.add(state.key);
      if (state.isProvedLost()) this.end = 'unwinnable';
      else this.open(this.path.length);
    }
  }

  /**
   * Whether a safe foundation move may have become possible after the move `record` (an
   * `apply` record) from a position that had none: the foundations changed, or the card now
   * last where the moved cards came from may go home. Every other column's last card is the
   * same card as before, facing the same foundations.
   */
  private mayHaveSafeMove(record: number): boolean {
    const from = sourceOf(record);
    if (from === TO_FOUNDATION || isToFoundation(record)) return true;
    const { state } = this;
    const card = state.lastCard(from);
    return card >= 0 && state.foundations[(card / 13) | 0] === card % 13;
  }

  private open(pathLength: number): void {
    this.reserve(this.moveTop + MAX_MOVES);
    const mark = this.frameMark();
    let count = this.listMoves();
    if (this.path.length === pathLength + 1)
      count = this.dropMoveBack(this.path[pathLength], count);
    orderMoves(this.state, this.moves, this.moveTop, count);
    this.frames.push(this.moveTop, this.moveTop + count, this.moveTop, pathLength, mark);
    this.moveTop += count;
  }

  /**
   * Leaves out of the `count` moves just written the one that puts the card of the move `record`
   * (which alone led here) back on the face-up card it came from: it leads back to the position
   * being searched from, already seen, with no safe move to make (it had none).
   * @returns the number of moves left.
   */
  private dropMoveBack(record: number, count: number): number {
    const from = sourceOf(record);
    if (
      from === TO_FOUNDATION ||
      isToFoundation(record) ||
      sourceIndexOf(record) === 0 ||
      isTurnedUp(record)
    ) {
      return count;
    }
    const back = encodeMove(cardOf(record), from);
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

/** `array` when it holds `size` numbers, else a copy at least twice as long. */
export function grown(array: Int32Array<ArrayBuffer>, size: number): Int32Array<ArrayBuffer> {
  if (size <= array.length) return array;
  const larger = new Int32Array(Math.max(array.length * 2, size));
  larger.set(array);
  return larger;
}
