/**
 * `npm run bench:engine [-- --quick]`: how fast the rules engine is on this machine. Prints, per
 * variant, legal-move generations per second over positions met in real play, and random playouts
 * per second: random legal moves through `applyMove` from a new game until no move is left, the
 * game is won, or it stops at the 3000-move limit. `--quick` measures for a fraction of the time,
 * for CI: the figures are rougher.
 */
import { Bench } from 'tinybench';
import {
  applyMove,
  DEAL_COUNT,
  formatDealCode,
  type Game,
  legalMoves,
  newGame,
  type Position,
  playableMoves,
  VARIANT_LETTERS,
  type Variant,
} from '../engine';

const isQuick = process.argv.includes('--quick');

/** Mulberry32: a seeded generator of floats in [0, 1), so every run measures the same games. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** Plays random legal moves from a new game of a random deal until it can go no further. */
function randomPlayout(variant: Variant, random: () => number): Game {
  let game = newGame(formatDealCode(variant, Math.floor(random() * DEAL_COUNT)));
  for (;;) {
    const moves = playableMoves(game);
    if (moves.length === 0) return game;
    game = applyMove(game, moves[Math.floor(random() * moves.length)]).game as Game;
  }
}

/** Positions met along a few random playouts, to generate legal moves of. */
function samplePositions(variant: Variant, count: number): Position[] {
  const random = randomFrom(1);
  const positions: Position[] = [];
  while (positions.length < count) {
    let game = newGame(formatDealCode(variant, Math.floor(random() * DEAL_COUNT)));
    for (let step = 0; step < 200 && positions.length < count; step++) {
      positions.push(game.position);
      const moves = playableMoves(game);
      if (moves.length === 0) break;
      game = applyMove(game, moves[Math.floor(random() * moves.length)]).game as Game;
    }
  }
  return positions;
}

const bench = new Bench({
  time: isQuick ? 200 : 3000,
  iterations: isQuick ? 5 : 64,
  warmupTime: isQuick ? 50 : 300,
});
const playoutEnds: Record<string, Game[]> = {};
const POSITIONS_PER_RUN = 1000;

for (const variant of VARIANT_LETTERS) {
  // A thousand generations per run, so the timer's own cost (about a microsecond) stays out.
  const positions = samplePositions(variant, POSITIONS_PER_RUN);
  bench.add(`legal-move generation ${variant}`, () => {
    for (const position of positions) legalMoves(variant, position);
  });
  const random = randomFrom(2);
  const ends: Game[] = [];
  playoutEnds[variant] = ends;
  bench.add(`random playout ${variant}`, () => {
    ends.push(randomPlayout(variant, random));
  });
}

await bench.run();

console.log(`Engine benchmark${isQuick ? ' (--quick)' : ''}, Node ${process.version}`);
for (const task of bench.tasks) {
  const result = task.result;
  if (result.state !== 'completed') throw new Error(`${task.name}: ${result.state}`);
  // Runs per second over the whole time: a mean of per-run rates would let the many short
  // playouts that get stuck early outweigh the long ones.
  const runsPerSecond = 1000 / result.latency.mean;
  const perSecond = task.name.startsWith('legal')
    ? runsPerSecond * POSITIONS_PER_RUN
    : runsPerSecond;
  const figure = perSecond.toFixed(perSecond < 100 ? 1 : 0).padStart(10);
  console.log(`${task.name.padEnd(26)} ${figure} /s  ±${result.latency.rme.toFixed(1)}%`);
}
for (const [variant, ends] of Object.entries(playoutEnds)) {
  const moves = ends.reduce((sum, game) => sum + game.moves, 0) / ends.length;
  const won = ends.filter((game) => game.status === 'won').length;
  const stopped = ends.filter((game) => game.status === 'move-limit').length;
  console.log(
    `playouts ${variant}: ${ends.length} played, ${moves.toFixed(0)} moves on average, ` +
      `${won} won, ${stopped} stopped at 3000 moves, ${ends.length - won - stopped} stuck`,
  );
}
