/**
 * Slow, obviously correct searches the solver is checked against: every legal move from the
 * engine's `legalMoves`, played with `applyMove`, positions compared in full (column order
 * included), no pruning and no shortcut of any kind.
 */
import {
  applyMove,
  cardOf,
  cardsHome,
  faceDownCount,
  type Game,
  legalMoves,
  type Move,
  type Position,
  type RuleOptions,
  type Variant,
} from '../../../engine';

/** A game around a position, so that `applyMove` can play it; the counters never stop it. */
export function gameAt(variant: Variant, position: Position): Game {
  return {
    code: `YU1-${variant}-AAAAAAA`,
    variant,
    position,
    score: 0,
    moves: 0,
    takebacks: 0,
    status: 'playing',
    history: [],
  };
}

function successors(variant: Variant, position: Position, rules: RuleOptions): Position[] {
  return legalMoves(variant, position, rules).map((move) => {
    const result = applyMove(gameAt(variant, position), move, rules);
    if (!result.game) throw new Error(`legalMoves offered a refused move: ${result.refusal}`);
    return result.game.position;
  });
}

/**
 * Plays a line through the engine from `position`; returns the game at its end.
 * @throws Error at the first refusal, naming the move's index.
 */
export function replay(
  variant: Variant,
  position: Position,
  line: Move[],
  rules: RuleOptions,
): Game {
  let game = gameAt(variant, position);
  for (const [index, move] of line.entries()) {
    const result = applyMove(game, move, rules);
    if (result.refusal) throw new Error(`Move ${index} refused: ${result.refusal}`);
    game = result.game;
  }
  return game;
}

/**
 * Whether some sequence of legal moves wins (all 52 cards home), by exhaustive search.
 * @returns undefined when more than `limit` positions would be needed (too big to check).
 */
export function bruteForceWinnable(
  variant: Variant,
  start: Position,
  rules: RuleOptions,
  limit = 100_000,
): boolean | undefined {
  const seen = new Set<string>([JSON.stringify(start)]);
  const stack = [start];
  while (stack.length > 0) {
    const position = stack.pop() as Position;
    if (cardsHome(position) === 52) return true;
    for (const next of successors(variant, position, rules)) {
      const key = JSON.stringify(next);
      if (seen.has(key)) continue;
      if (seen.size >= limit) return undefined;
      seen.add(key);
      stack.push(next);
    }
  }
  return false;
}

/**
 * The fewest moves to a position with more cards home or fewer face-down cards than `start`
 * (docs/rules.md, End of the game), or null when none is reachable, by breadth-first search.
 * @returns undefined when more than `limit` positions would be needed (too big to check).
 */
export function bruteForceProgressDistance(
  variant: Variant,
  start: Position,
  rules: RuleOptions,
  limit = 100_000,
): number | null | undefined {
  const isProgress = (position: Position) =>
    cardsHome(position) > cardsHome(start) || faceDownCount(position) < faceDownCount(start);
  const seen = new Set<string>([JSON.stringify(start)]);
  let layer = [start];
  for (let distance = 1; layer.length > 0; distance++) {
    const next: Position[] = [];
    for (const position of layer) {
      for (const successor of successors(variant, position, rules)) {
        if (isProgress(successor)) return distance;
        const key = JSON.stringify(successor);
        if (seen.has(key)) continue;
        if (seen.size >= limit) return undefined;
        seen.add(key);
        next.push(successor);
      }
    }
    layer = next;
  }
  return null;
}

/** A small pseudo-random generator (mulberry32) so that sampled positions are reproducible. */
export function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A random endgame: `tableauCards` cards left in the tableau (the rest home, each suit's lowest
 * ranks), scattered over the first `columnsUsed` columns (none of them left empty), some of them
 * face down under a face-up last card. With `buryNext`, each suit's next card for its foundation
 * lies face down wherever it can.
 */
export function randomEndgame(
  random: () => number,
  tableauCards: number,
  buryNext = false,
  columnsUsed = 7,
): Position {
  const foundations = [13, 13, 13, 13];
  for (let left = 0; left < tableauCards; ) {
    const suit = Math.floor(random() * 4);
    if (foundations[suit] > 0) {
      foundations[suit]--;
      left++;
    }
  }
  const cards = foundations.flatMap((top, suit) =>
    Array.from({ length: 13 - top }, (_, i) => cardOf(suit, top + i + 1)),
  );
  shuffle(random, cards);
  const columns = Array.from({ length: 7 }, () => ({ cards: [] as number[], faceDown: 0 }));
  cards.forEach((card, index) => {
    columns[index < columnsUsed ? index : Math.floor(random() * columnsUsed)].cards.push(card);
  });
  const isNext = (card: number) => card % 13 === foundations[Math.floor(card / 13)];
  for (const column of columns) {
    const most = Math.min(column.cards.length - 1, 6);
    column.faceDown = most > 0 ? Math.floor(random() * (most + 1)) : 0;
    if (buryNext) {
      column.cards.sort((a, b) => Number(isNext(b)) - Number(isNext(a)));
      column.faceDown = Math.max(
        column.faceDown,
        Math.min(column.cards.filter(isNext).length, most),
      );
    }
  }
  return { columns, foundations };
}

/**
 * A random position early in a game: each foundation holds 0 to 3 cards, the rest lie in seven
 * columns of about seven cards, all face down but the last one or two. Their reachable sets stay
 * small even with take-backs, and many of them are lost or stuck.
 */
export function randomOpening(random: () => number): Position {
  const foundations = [0, 1, 2, 3].map(() => Math.floor(random() * 4));
  const cards = foundations.flatMap((top, suit) =>
    Array.from({ length: 13 - top }, (_, i) => cardOf(suit, top + i + 1)),
  );
  shuffle(random, cards);
  const columns = Array.from({ length: 7 }, () => ({ cards: [] as number[], faceDown: 0 }));
  cards.forEach((card, index) => {
    columns[index % 7].cards.push(card);
  });
  for (const column of columns) {
    column.faceDown = Math.min(6, column.cards.length - 1 - Math.floor(random() * 2));
  }
  return { columns, foundations };
}

function shuffle(random: () => number, cards: number[]): void {
  for (let i = cards.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [cards[i], cards[j]] = [cards[j], cards[i]];
  }
}
