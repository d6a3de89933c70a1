/**
 * The bench's exact search in Classic under KPatience's rules: the engine's depth-first search
 * keeping one position per twin class (canonical.ts), which goes through the hardest deals'
 * positions faster than the plain search. The product does not use it: classes cost more to open
 * than positions, which made easy deals slower when the search takes turns with the win-first
 * searches, and the product plays with take-backs and the 20-card limit, under which swaps are
 * not proved harmless (docs/winnability.md).
 */
import { DepthFirst, grown, MAX_MOVES, type SearchSetup } from '../../engine/solver/depth-first';
import { moveOf as moveOfRecord } from '../../engine/solver/move-codes';
import type { SearchPosition } from '../../engine/solver/search-position';
import type { ExactSearchMaker } from '../../engine/solver/solve';
import {
  canonicalise,
  isEssential as isEssentialMove,
  isFlipped,
  writeCandidates,
} from './canonical';
import { ClassMembers } from './class-members';
import { activeSwaps, hasSwapCycle, swapMove } from './swaps';

/** Local copies of what runs per move (see engine/solver/search-position.ts). */
const moveOf = moveOfRecord;
const isEssential = isEssentialMove;

/**
 * A listed move is kept as `move | way << 9`: `way` 0 for a move of the open position itself,
 * else 1 + where in `ways` the swaps that lead to the position it is played from are listed
 * (their count, then the moves).
 */
function encodeEntry(move: number, way: number): number {
  return move | (way << 9);
}

function wayOf(entry: number): number {
  return entry >>> 9;
}

/** Whether a search from `state` can keep one position per twin class. */
export function canKeepTwinClasses(state: SearchPosition): boolean {
  return state.variant === 'C' && !state.takebacks && state.groupLimit === Number.POSITIVE_INFINITY;
}

/** The bench's exact search: twin classes where they hold, else the engine's plain search. */
export const exactSearchKeepingTwins: ExactSearchMaker = (start, setup) =>
  canKeepTwinClasses(start) ? new TwinClassSearch(start, setup) : new DepthFirst(start, setup);

/** A depth-first search that keeps one position per twin class (see the file's comment). */
export class TwinClassSearch extends DepthFirst {
  /** The swaps of the ways listed moves are played from (see `encodeEntry`). */
  private ways = new Int32Array(1 << 12);
  private wayTop = 0;
  /** The active swaps of a position of the class (at most one per column). */
  private readonly swapBuffer = new Int32Array(7);
  /** Per active swap of the position being listed: its move, and whether it is flipped. */
  private readonly swapMoves = new Int32Array(7);
  private readonly swapFlipped = new Uint8Array(7);
  /** The open position's active swaps and the way to a combination of them. */
  private readonly combinationSwaps = new Int32Array(7);
  private readonly combinationWay = new Int32Array(2);
  /** Positions of the class seen, and the ways to them from the open position. */
  private readonly members = new ClassMembers();
  /** Ways to the positions of the class: per way its length, then its swaps. */
  private readonly queue: number[] = [];
  /** `apply` records of the way to the position of the class being looked at. */
  private readonly wayRecords: number[] = [];

  /** @throws RangeError outside Classic under KPatience's rules (`canKeepTwinClasses`). */
  constructor(state: SearchPosition, setup: SearchSetup) {
    if (!canKeepTwinClasses(state)) {
      throw new RangeError('Twin classes need Classic without take-backs or a group limit.');
    }
    super(state, setup);
  }

  protected override play(entry: number): number {
    const way = wayOf(entry);
    if (way > 0) {
      const { ways, state, path } = this;
      for (let i = 1; i <= ways[way - 1]; i++) path.push(state.apply(ways[way - 1 + i]));
    }
    return super.play(moveOf(entry));
  }

  protected override settle(): void {
    canonicalise(this.state, this.pushRecord);
  }

  protected override frameMark(): number {
    return this.wayTop;
  }

  protected override restoreFrameMark(mark: number): void {
    this.wayTop = mark;
  }

  /**
   * Writes the moves of the open position's twin class from `moveTop`: every move of the
   * position itself, and from each other position of the class (reached by twin swaps) the
   * moves that some swap on the way there changes (canonical.ts, `isEssential`). The swaps
   * themselves are left out: they stay in the class.
   * @returns how many moves were written.
   */
  protected override listMoves(): number {
    const { state } = this;
    const pairs = activeSwaps(state, this.swapBuffer);
    if (pairs === 0) return super.listMoves();
    return hasSwapCycle(state) ? this.listByWalk() : this.listCombinations(pairs);
  }

  /**
   * `listMoves` for a class that is every combination of the open position's `pairs` active
   * swaps (in `swapBuffer`; swaps.ts, `hasSwapCycle`): the moves of the open position, then
   * those essential to one swap made, then to two (no move is essential to three).
   * @returns how many moves were written.
   */
  private listCombinations(pairs: number): number {
    const { state } = this;
    const swaps = this.combinationSwaps;
    swaps.set(this.swapBuffer.subarray(0, pairs));
    const way = this.combinationWay;
    let written = this.listMemberMoves(0, way, 0, 0);
    for (let i = 0; i < pairs; i++) {
      const first = swapMove(state, swaps[i]);
      const firstRecord = state.apply(first);
      way[0] = first;
      written = this.listMemberMoves(written, way, 0, 1);
      for (let j = i + 1; j < pairs; j++) {
        const second = swapMove(state, swaps[j]);
        const secondRecord = state.apply(second);
        way[1] = second;
        written = this.listMemberMoves(written, way, 0, 2);
        state.undo(secondRecord);
      }
      state.undo(firstRecord);
    }
    return written;
  }

  /**
   * `listMoves` for any class: walks it breadth first from the open position (each position's
   * way as short as can be), and writes from each position reached the moves that
   * `listMemberMoves` keeps.
   */
  private listByWalk(): number {
    const { state, members, queue, wayRecords } = this;
    members.clear();
    members.add(state.key);
    queue.length = 0;
    queue.push(0);
    let written = 0;
    for (let at = 0; at < queue.length; at += queue[at] + 1) {
      const length = queue[at];
      for (let i = 1; i <= length; i++) wayRecords.push(state.apply(queue[at + i]));
      written = this.listMemberMoves(written, queue, at + 1, length);
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
   * (`isFlipped`), else each move that every such swap makes essential (canonical.ts,
   * `isEssential`, `writeCandidates`). Leaves the position's active swaps in `swapBuffer`.
   * @returns the number of moves written in all.
   */
  private listMemberMoves(
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
    let way = 0;
    let kept = 0;
    for (let i = 0; i < count; i++) {
      const move = this.moves[start + i];
      let keep = true;
      for (let j = 0; j < pairs && keep; j++) {
        if (swapMoves[j] === move) keep = false;
        else if (swapFlipped[j]) keep = isEssential(state, move, swaps[j]);
      }
      if (!keep) continue;
      if (length > 0 && way === 0) way = this.pushWay(source, from, length);
      this.moves[start + kept++] = encodeEntry(move, way);
    }
    return written + kept;
  }

  /**
   * Copies the `length` swaps from `from` in `source` to `ways`; returns 1 + where.
   * @throws RangeError past 2^22 numbers, which an entry's `way` cannot hold (a DFS path of
   *   3,000 positions each walking a class of 128 positions stays under 4 M).
   */
  private pushWay(source: ArrayLike<number>, from: number, length: number): number {
    if (this.wayTop + length + 1 >= 1 << 22) throw new RangeError('Too many twin swaps listed.');
    this.ways = grown(this.ways, this.wayTop + length + 1);
    const at = this.wayTop;
    this.ways[at] = length;
    for (let i = 0; i < length; i++) this.ways[at + 1 + i] = source[from + i];
    this.wayTop += length + 1;
    return at + 1;
  }
}
