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
import {
  activeSwaps,
  ClassMembers,
  canonicalise,
  hasSwapCycle,
  isEssential,
  isFlipped,
  swapMove,
  writeCandidates,
} from './twins';

/** Local copies (see search-position.ts: imported names are slow under tsx). */
const ALREADY_SEEN = SEEN;
const SET_FULL = FULL;
const TO_FOUNDATION = FOUNDATION;
/** More moves than any position has (at most 52 cards times 7 destinations, plus take-backs). */
const MAX_MOVES = 512;
/** Numbers per open position in `frames`. */
const FRAME = 5;

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

/** Whether a search from `state` can keep one position per twin class (twins.ts). */
export function canKeepTwinClasses(state: SearchPosition): boolean {
  return state.variant === 'C' && !state.takebacks && state.groupLimit === Number.POSITIVE_INFINITY;
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
  /**
   * Five numbers per open position: first move, end of its moves, next move, path length, and
   * where its twin swaps start in `swaps`.
   */
  private readonly frames: number[] = [];
  /**
   * Per open position its moves, each `move | way << 9`: `way` 0 for a move of the position
   * itself, else 1 + where in `swaps` the twin swaps that lead to the position it is played
   * from are listed (their count, then the moves).
   */
  private moves = new Int32Array(1 << 14);
  private moveTop = 0;
  private swaps = new Int32Array(1 << 12);
  private swapTop = 0;
  /** Whether positions are kept one per twin class (twins.ts): Classic under KPatience's rules. */
  private readonly twins: boolean;
  /** The active swaps of a position of the class (at most one per column). */
  private readonly swapBuffer = new Int32Array(7);
  /** Per active swap of the position being listed: its move, and whether it is flipped. */
  private readonly swapMoves = new Int32Array(7);
  private readonly swapFlipped = new Uint8Array(7);
  /** The open position's active swaps and the way to a combination of them. */
  private readonly combinationSwaps = new Int32Array(7);
  private readonly combinationWay = new Int32Array(2);
  /** Positions of the class seen, and the ways to them from the open position (twins.ts). */
  private readonly members = new ClassMembers();
  /** Ways to the positions of the class: per way its length, then its swaps. */
  private readonly queue: number[] = [];
  /** `apply` records of the way to the position of the class being looked at. */
  private readonly wayRecords: number[] = [];
  private readonly pushRecord = (record: number) => this.path.push(record);
  /** The answer once known. */
  private end: SliceEnd = null;
  /** The path's length before the move that reached the last won position (-1: the start). */
  private winFrom = -1;
  /** Whether running dry proves the loss (false once a win was passed over). */
  private proves = true;

  /**
   * @param twins whether to keep one position per twin class (twins.ts); only in Classic under
   *   KPatience's rules (no take-backs, no group limit).
   * @throws RangeError when asked for twin classes under other rules.
   */
  constructor(state: SearchPosition, isSafe: SafeHomeRule, capacity: number, twins = false) {
    this.state = state;
    this.isSafe = isSafe;
    this.acesStayHome = state.variant !== 'A';
    this.seen = new PositionSet(capacity);
    if (twins && !canKeepTwinClasses(state)) {
      throw new RangeError('Twin classes need Classic without take-backs or a group limit.');
    }
    this.twins = twins;
    sendSafeCardsHome(state, isSafe, this.pushRecord);
    if (this.twins) canonicalise(state, this.pushRecord);
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
      const top = frames.length - FRAME;
      const next = frames[top + 2];
      if (next === frames[top + 1]) {
        const pathLength = frames[top + 3];
        while (path.length > pathLength) state.undo(path.pop() as number);
        this.moveTop = frames[top];
        this.swapTop = frames[top + 4];
        frames.length = top;
        continue;
      }
      frames[top + 2] = next + 1;
      const pathLength = path.length;
      const entry = this.moves[next];
      const way = entry >>> 9;
      if (way > 0) {
        const { swaps } = this;
        for (let i = 1; i <= swaps[way - 1]; i++) path.push(state.apply(swaps[way - 1 + i]));
      }
      const record = state.apply(entry & 511);
      path.push(record);
      if (this.mayHaveSafeMove(record)) sendSafeCardsHome(state, this.isSafe, this.pushRecord);
      if (state.cardsHome === 52) {
        this.winFrom = pathLength;
        return this.finish('winnable');
      }
      if (this.twins) canonicalise(state, this.pushRecord);
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
    this.reserve(this.moveTop + MAX_MOVES);
    const swapTop = this.swapTop;
    let count = this.twins
      ? this.writeClassMoves()
      : this.state.writeMoves(this.moves, this.moveTop, this.acesStayHome);
    if (this.path.length === pathLength + 1)
      count = this.dropMoveBack(this.path[pathLength], count);
    orderMoves(this.state, this.moves, this.moveTop, count);
    this.frames.push(this.moveTop, this.moveTop + count, this.moveTop, pathLength, swapTop);
    this.moveTop += count;
  }

  /**
   * Writes the moves of the open position's twin class (twins.ts) from `moveTop`: every move of
   * the position itself, and from each other position of the class (reached by twin swaps) the
   * moves that some swap on the way there changes (`isEssential`). The swaps themselves are left
   * out: they stay in the class.
   * @returns how many moves were written.
   */
  private writeClassMoves(): number {
    const { state } = this;
    const pairs = activeSwaps(state, this.swapBuffer);
    if (pairs === 0) return state.writeMoves(this.moves, this.moveTop, this.acesStayHome);
    return hasSwapCycle(state) ? this.writeClassMovesByWalk() : this.writeCombinationMoves(pairs);
  }

  /**
   * `writeClassMoves` for a class that is every combination of the open position's `pairs`
   * active swaps (in `swapBuffer`; twins.ts, `hasSwapCycle`): the moves of the open position,
   * then those essential to one swap made, then to two (no move is essential to three).
   * @returns how many moves were written.
   */
  private writeCombinationMoves(pairs: number): number {
    const { state } = this;
    const swaps = this.combinationSwaps;
    swaps.set(this.swapBuffer.subarray(0, pairs));
    const way = this.combinationWay;
    let written = this.writeMemberMoves(0, way, 0, 0);
    for (let i = 0; i < pairs; i++) {
      const first = swapMove(state, swaps[i]);
      const firstRecord = state.apply(first);
      way[0] = first;
      written = this.writeMemberMoves(written, way, 0, 1);
      for (let j = i + 1; j < pairs; j++) {
        const second = swapMove(state, swaps[j]);
        const secondRecord = state.apply(second);
        way[1] = second;
        written = this.writeMemberMoves(written, way, 0, 2);
        state.undo(secondRecord);
      }
      state.undo(firstRecord);
    }
    return written;
  }

  /**
   * `writeClassMoves` for any class: walks it breadth first from the open position (each
   * position's way as short as can be), and writes from each position reached the moves that
   * `writeMemberMoves` keeps.
   */
  private writeClassMovesByWalk(): number {
    const { state, members, queue, wayRecords } = this;
    members.clear();
    members.add(state.key);
    queue.length = 0;
    queue.push(0);
    let written = 0;
    for (let at = 0; at < queue.length; at += queue[at] + 1) {
      const length = queue[at];
      for (let i = 1; i <= length; i++) wayRecords.push(state.apply(queue[at + i]));
      written = this.writeMemberMoves(written, queue, at + 1, length);
      const swaps = this.swapBuffer;
      const pairs = activeSwaps(state, swaps);
      for (let j = 0; j < pairs; j++) {
        const move = swapMove(state, swaps[j]);
        const record = state.apply(move);
        if (members.add(state.key)) {
          queue.push(length + 1);
          for (let i = 1; i <= length; i++) queue.push(queue[at + i]);
          queue.push(move);
        }
        state.undo(record);
      }
      while (wayRecords.length > 0) state.undo(wayRecords.pop() as number);
    }
    return written;
  }

  /**
   * Writes, after the `written` moves already written, the moves of the position of the open
   * position's twin class that `state` is in, reached by the `length` swaps listed from `from`
   * in `source`: every move but the active swaps when no swap has its group on the wrong twin
   * (`isFlipped`), else each move that every such swap makes essential (twins.ts,
   * `isEssential`, `writeCandidates`). Leaves the position's active swaps in `swapBuffer`.
   * @returns the number of moves written in all.
   */
  private writeMemberMoves(
    written: number,
    source: ArrayLike<number>,
    from: number,
    length: number,
  ): number {
    const { state } = this;
    const { swapBuffer: swaps, swapMoves, swapFlipped } = this;
    const pairs = activeSwaps(state, swaps);
    const start = this.moveTop + written;
    this.reserve(start + MAX_MOVES);
    let flipped = false;
    for (let j = 0; j < pairs; j++) {
      swapMoves[j] = swapMove(state, swaps[j]);
      swapFlipped[j] = isFlipped(state, swaps[j]) ? 1 : 0;
      if (swapFlipped[j]) flipped = true;
    }
    const count = flipped
      ? writeCandidates(state, this.moves, start, swaps, pairs)
      : state.writeMoves(this.moves, start, this.acesStayHome);
    let wayIndex = 0;
    let kept = 0;
    for (let i = 0; i < count; i++) {
      const move = this.moves[start + i];
      let keep = true;
      for (let j = 0; j < pairs && keep; j++) {
        if (swapMoves[j] === move) keep = false;
        else if (swapFlipped[j]) keep = isEssential(state, move, swaps[j]);
      }
      if (!keep) continue;
      if (length > 0 && wayIndex === 0) wayIndex = this.pushWay(source, from, length);
      this.moves[start + kept++] = move | (wayIndex << 9);
    }
    return written + kept;
  }

  /**
   * Copies the `length` swaps from `from` in `source` to `swaps`; returns 1 + where.
   * @throws RangeError past 2^22 numbers, which `move | way << 9` cannot hold (a DFS path of
   *   3,000 positions each walking a class of 128 positions stays under 4 M).
   */
  private pushWay(source: ArrayLike<number>, from: number, length: number): number {
    if (this.swapTop + length + 1 >= 1 << 22) throw new RangeError('Too many twin swaps listed.');
    this.swaps = grown(this.swaps, this.swapTop + length + 1);
    const at = this.swapTop;
    this.swaps[at] = length;
    for (let i = 0; i < length; i++) this.swaps[at + 1 + i] = source[from + i];
    this.swapTop += length + 1;
    return at + 1;
  }

  private reserve(size: number): void {
    this.moves = grown(this.moves, size);
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

/** `array` when it holds `size` numbers, else a copy at least twice as long. */
function grown(array: Int32Array<ArrayBuffer>, size: number): Int32Array<ArrayBuffer> {
  if (size <= array.length) return array;
  const larger = new Int32Array(Math.max(array.length * 2, size));
  larger.set(array);
  return larger;
}
