/**
 * The solver for the variants that deal differently (docs/rules.md, D: Double Yukon; U:
 * Australian Patience), whose positions the compact SearchPosition cannot hold (ten columns, two
 * decks, a stock and a waste). It searches the engine's own positions through `legalMoves` and
 * `applyMove`: slower than the compact search, but with the same answers' meaning. An exact
 * depth-first search keeps every position it has seen, so running out of positions proves the
 * position lost; a breadth-first search answers "No progress left".
 *
 * Positions are compared by a key that ignores the order of the columns and which of two equal
 * copies lies where (docs/rules.md, D: Double Yukon: the copies are equal for every rule), and of
 * a suit's two foundations only their ranks: none of these changes what can be won.
 */
import { DECK_SIZE, rankOf, suitOf } from '../cards';
import { applyMove, type Game, statusOf } from '../game';
import { cardsHome, faceDownCount, type Position, slotsOfSuit } from '../position';
import { legalMoves, type Move, type RuleOptions } from '../rules';
import { positionFault } from '../soundness';
import { canBuildOn, layoutOf, type Variant } from '../variants';
import {
  Budget,
  DEFAULT_MAX_POSITIONS,
  type GiveUpReason,
  rulesOf,
  type SearchOptions,
} from './budget';
import type { ProgressVerdict } from './progress';
import type { Verdict } from './solve';

/** Whether a variant's positions need this search: two decks, or a stock and a waste. */
export function needsPlainSearch(variant: Variant): boolean {
  const layout = layoutOf(variant);
  return layout.cards !== DECK_SIZE || layout.hasStock;
}

/** Positions between two looks at the budget. */
const CHECK_EVERY = 256;

/** The key of a position: see the file's comment. */
function keyOf(position: Position): string {
  const columns = position.columns
    .map(({ cards, faceDown }) => `${faceDown}:${cards.map((card) => card % DECK_SIZE).join(',')}`)
    .sort()
    .join('|');
  const foundations = [0, 1, 2, 3]
    .map((suit) =>
      slotsOfSuit(position, suit)
        .map((slot) => position.foundations[slot])
        .sort((a, b) => a - b)
        .join(','),
    )
    .join(';');
  const waste = position.waste?.map((card) => card % DECK_SIZE).join(',') ?? '';
  return `${columns}/${foundations}/${waste}/${position.stock?.length ?? 0}`;
}

/**
 * Whether sending `card` home can never hurt (the argument of safe-moves.ts, SafeHomeRule): no
 * card that builds on it can lie in the tableau again. With take-backs any card can come back,
 * so only a card nothing builds on qualifies (an Ace); without them, one whose every builder
 * (both copies in Double Yukon) is home.
 */
function isSafeHome(variant: Variant, rules: RuleOptions, position: Position, card: number) {
  if (rankOf(card) === 1) return true;
  if (rules.takebacks) return false;
  for (let builder = 0; builder < DECK_SIZE; builder++) {
    if (!canBuildOn(variant, builder, card)) continue;
    const slots = slotsOfSuit(position, suitOf(builder));
    if (slots.some((slot) => position.foundations[slot] < rankOf(builder))) return false;
  }
  return true;
}

/**
 * The moves to try from a position, best first: a safe card home alone when there is one;
 * else cards home, moves that turn a face-down card up, turns of the stock, the rest, and
 * take-backs last. The win-first search (`isExact` false) also leaves out moves that rarely
 * help: a card taken off a card it is built on, a column's bottom card moved to an empty column.
 */
function movesToTry(
  variant: Variant,
  rules: RuleOptions,
  position: Position,
  isExact: boolean,
): Move[] {
  const moves = legalMoves(variant, position, rules);
  const safe = moves.find(
    (move) => move.to === 'foundation' && isSafeHome(variant, rules, position, move.card),
  );
  if (safe) return [safe];
  const ranked: { move: Move; rank: number }[] = [];
  for (const move of moves) {
    let rank = 3;
    if (move.to === 'foundation') rank = 0;
    else if (move.to === 'waste') rank = 2;
    const column = position.columns.find(({ cards }) => cards.includes(move.card));
    if (!column) {
      if (move.to !== 'foundation' && move.to !== 'waste') rank = 4;
    } else if (move.to !== 'foundation') {
      const index = column.cards.indexOf(move.card);
      const under = column.cards[index - 1];
      if (index === column.faceDown && index > 0) rank = 1;
      else if (!isExact && (index === 0 || canBuildOn(variant, move.card, under))) continue;
    }
    ranked.push({ move, rank });
  }
  return ranked.sort((a, b) => a.rank - b.rank).map(({ move }) => move);
}

/** A game holding `position`, for `applyMove`; its counters do not matter to the search. */
function gameAt(variant: Variant, position: Position): Game {
  return {
    code: '',
    variant,
    position,
    score: 0,
    moves: 0,
    takebacks: 0,
    status: statusOf(position, 0),
    history: [],
  };
}

/** The position after `move`, or null when it is refused (never, for a generated move). */
function after(variant: Variant, rules: RuleOptions, position: Position, move: Move) {
  return applyMove(gameAt(variant, position), move, rules).game?.position ?? null;
}

/** Throws RangeError for a position that is not a sound one (`positionFault`). */
function checkSound(position: Position): void {
  const fault = positionFault(position);
  if (fault) throw new RangeError(fault);
}

interface Frame {
  position: Position;
  moves: Move[];
  next: number;
}

/** How one depth-first search ended: a winning line, every position seen, or given up. */
type SearchEnd = { line: Move[] } | 'exhausted' | GiveUpReason;

/**
 * A depth-first search from `position` for a won position reached within `movesLeft` moves,
 * keeping every position it has seen in `seen` (at most `cap`). Exact unless `isExact` is false
 * (see `movesToTry`); either way a line it returns wins.
 */
function depthFirst(
  variant: Variant,
  rules: RuleOptions,
  position: Position,
  search: { isExact: boolean; seen: Set<string>; cap: number; budget: Budget; movesLeft: number },
): SearchEnd {
  const { isExact, seen, cap, budget, movesLeft } = search;
  const cardCount = position.foundations.length * 13;
  const movesOf = (at: Position) => movesToTry(variant, rules, at, isExact);
  const stack: Frame[] = [{ position, moves: movesOf(position), next: 0 }];
  // A line longer than the moves left wins nothing: the search goes past it, and can then no
  // longer prove a loss.
  let isTooLong = false;
  for (let steps = 1; stack.length > 0; steps++) {
    if (steps % CHECK_EVERY === 0) {
      const reason = budget.check();
      if (reason) return reason;
    }
    const frame = stack[stack.length - 1];
    if (frame.next >= frame.moves.length) {
      stack.pop();
      continue;
    }
    const move = frame.moves[frame.next++];
    const next = after(variant, rules, frame.position, move);
    if (!next) continue;
    if (cardsHome(next) === cardCount) {
      const line = stack.map((f) => f.moves[f.next - 1]);
      if (line.length <= movesLeft) return { line };
      isTooLong = true;
      continue;
    }
    const key = keyOf(next);
    if (seen.has(key)) continue;
    if (seen.size >= cap) return 'positions';
    seen.add(key);
    stack.push({ position: next, moves: movesOf(next), next: 0 });
  }
  return isTooLong ? 'positions' : 'exhausted';
}

/** The share of the budget (time and positions) the win-first search may spend first. */
const WIN_FIRST_SHARE = 1 / 2;

/**
 * Decides whether a position of Double Yukon or Australian Patience can be won (as `solve`):
 * first a win-first search without take-backs that leaves out moves which rarely help (a line
 * it finds is legal with take-backs too), on half the budget; then the exact search.
 * @throws RangeError when the position is not sound.
 */
export function plainSolve(variant: Variant, position: Position, options: SearchOptions): Verdict {
  checkSound(position);
  const rules = rulesOf(options);
  const budget = new Budget(options);
  const cap = options.maxPositions ?? DEFAULT_MAX_POSITIONS;
  const movesLeft = options.movesLeft ?? Number.POSITIVE_INFINITY;
  const cardCount = position.foundations.length * 13;
  let positions = 0;
  const verdict = (result: Verdict['result'], solution: Move[] = [], gaveUp?: GiveUpReason) => ({
    result,
    solution,
    positions,
    ms: budget.elapsed(),
    ...(gaveUp && { gaveUp }),
  });
  if (movesLeft < cardCount - cardsHome(position)) return verdict('unwinnable');
  if (cardsHome(position) === cardCount) return verdict('winnable');
  const firstBudget = new Budget({
    ...options,
    budgetMs: (options.budgetMs ?? Number.POSITIVE_INFINITY) * WIN_FIRST_SHARE,
  });
  const firstSeen = new Set<string>([keyOf(position)]);
  const first = depthFirst(variant, { ...rules, takebacks: false }, position, {
    isExact: false,
    seen: firstSeen,
    cap: Math.floor(cap * WIN_FIRST_SHARE),
    budget: firstBudget,
    movesLeft,
  });
  positions = firstSeen.size;
  firstSeen.clear();
  if (typeof first === 'object') return verdict('winnable', first.line);
  if (first === 'stopped') return verdict('unknown', [], first);
  const seen = new Set<string>([keyOf(position)]);
  const end = depthFirst(variant, rules, position, {
    isExact: true,
    seen,
    cap: cap - positions,
    budget,
    movesLeft,
  });
  positions += seen.size;
  if (typeof end === 'object') return verdict('winnable', end.line);
  return end === 'exhausted' ? verdict('unwinnable') : verdict('unknown', [], end);
}

/** Cards in the stock, 0 without one. */
const stockSize = (position: Position) => position.stock?.length ?? 0;

/**
 * "No progress left" for Double Yukon and Australian Patience (as `progressSearch`; docs/rules.md,
 * End of the game; U: a card turned from the stock counts as progress), breadth first.
 * @throws RangeError when the position is not sound.
 */
export function plainProgressSearch(
  variant: Variant,
  position: Position,
  options: SearchOptions,
): ProgressVerdict {
  checkSound(position);
  const rules = rulesOf(options);
  const budget = new Budget(options);
  const cap = options.maxPositions ?? DEFAULT_MAX_POSITIONS;
  const seen = new Set<string>([keyOf(position)]);
  const verdict = (result: ProgressVerdict['result'], moves: Move[], gaveUp?: GiveUpReason) => ({
    result,
    moves,
    positions: seen.size,
    ms: budget.elapsed(),
    ...(gaveUp && { gaveUp }),
  });
  const isProgress = (next: Position) =>
    cardsHome(next) > cardsHome(position) ||
    faceDownCount(next) < faceDownCount(position) ||
    stockSize(next) < stockSize(position);
  let level: { position: Position; line: Move[] }[] = [{ position, line: [] }];
  let steps = 0;
  while (level.length > 0) {
    const nextLevel: typeof level = [];
    for (const { position: from, line } of level) {
      for (const move of legalMoves(variant, from, rules)) {
        if (++steps % CHECK_EVERY === 0) {
          const reason = budget.check();
          if (reason) return verdict('unknown', [], reason);
        }
        const next = after(variant, rules, from, move);
        if (!next) continue;
        if (isProgress(next)) return verdict('progress', [...line, move]);
        const key = keyOf(next);
        if (seen.has(key)) continue;
        if (seen.size >= cap) return verdict('unknown', [], 'positions');
        seen.add(key);
        nextLevel.push({ position: next, line: [...line, move] });
      }
    }
    level = nextLevel;
  }
  return verdict('no-progress', []);
}
