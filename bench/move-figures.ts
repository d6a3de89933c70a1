/**
 * A move's parts of `npm run bench`: scripted actions on the board (release to painted frame,
 * the heap after many moves), the same timing on a trivial page (the floor), and the components
 * each action renders.
 */
import type { Game } from '../engine';
import type { ExtensionBrowser } from '../tests/e2e/browser';
import { seededRandom } from '../tests/unit/state/random-play';
import { openBoard } from './board-page';
import { budgets, ms, progress, type Row, record, rows, runs } from './dashboard';
import { floorReleaseToPaint } from './floor';
import { type ActionSample, heapAfterGc, playActions, renderFigures } from './moves';
import { savedBenchGame } from './play-script';
import { type Summary, summarize } from './stats';

const SEED = 6;
/** Moves played between two progress lines on the way to the heap's figure. */
const HEAP_STRETCH = 50;

/** The bench's saved game, and the generator the scripted actions go on with: the same each call. */
export function benchStart() {
  const random = seededRandom(SEED);
  return { saved: savedBenchGame(random), random };
}

/** Opens a new tab of `extension` (launched by withBrowser, so holding the saved game). */
async function openScriptedBoard(extension: ExtensionBrowser) {
  const { saved, random } = benchStart();
  return { page: await openBoard(extension), game: saved.game, random };
}

/** Parts 3 and 4 on the shipped build: the timed actions, then on to the heap after many moves. */
export async function measureMovesAndHeap(board: ExtensionBrowser) {
  progress(`a move: ${runs.actions} timed actions, then on to ${runs.heapMoves} moves`);
  const { page, game, random } = await openScriptedBoard(board);
  const heapBefore = await heapAfterGc(page);
  const timed = await playActions(page, game, random, { actions: runs.actions, isCounting: false });
  const latency = summarize(timed.samples.map((sample) => sample.releaseToPaintMs));
  const frameWork = summarize(timed.samples.map((sample) => sample.frameToPaintMs));
  const handling = summarize(timed.samples.map((sample) => sample.handlingMs));
  let current: Game = timed.game;
  let moves = timed.samples.filter((sample) => !sample.action.isUndo).length;
  while (moves < runs.heapMoves) {
    progress(`a move: ${moves} of ${runs.heapMoves} moves played`);
    const more = await playActions(page, current, random, {
      actions: Math.min(HEAP_STRETCH, runs.heapMoves - moves),
      isCounting: false,
    });
    current = more.game;
    moves += more.samples.filter((sample) => !sample.action.isUndo).length;
  }
  const heapAfter = await heapAfterGc(page);
  await page.close();
  const undos = timed.samples.filter((sample) => sample.action.isUndo).length;
  rows.push(
    {
      part: 'a move',
      figure: `pointer release to painted frame, median, ${runs.actions} actions (${undos} undos)`,
      value: ms(latency.median),
    },
    {
      part: 'a move',
      figure: 'pointer release to painted frame, p95 (max)',
      value: `${ms(latency.p95)} (${ms(latency.max)})`,
      budget: `<= ${budgets.releaseToPaintP95Ms} ms`,
      isWithin: latency.p95 <= budgets.releaseToPaintP95Ms,
    },
    ...splitRows(handling, frameWork),
    ...frameRows(timed.samples, frameWork),
    {
      part: 'memory',
      figure: `JS heap after ${moves} moves and their undos (after GC)`,
      value: `${(heapAfter / 2 ** 20).toFixed(2)} MB (${(heapBefore / 2 ** 20).toFixed(2)} MB at load)`,
      budget: `<= ${budgets.heapMb} MB`,
      isWithin: heapAfter <= budgets.heapMb * 2 ** 20,
    },
  );
  record.moves = {
    latency,
    handling,
    frameWork,
    samples: timed.samples,
    heapBefore,
    heapAfter,
    heapMoves: moves,
  };
}

/**
 * Two parts of release to painted frame (next-paint.js): the page's script until the change is
 * in its elements, and the painting frame's work; the rest is the wait for that frame.
 */
function splitRows(handling: Summary, frameWork: Summary): Row[] {
  return [
    {
      part: 'a move',
      figure: 'of which release to the change in the page, median (p95)',
      value: `${ms(handling.median)} (${ms(handling.p95)})`,
    },
    {
      part: 'a move',
      figure: 'of which the painting frame, from its start, median (p95)',
      value: `${ms(frameWork.median)} (${ms(frameWork.p95)})`,
    },
  ];
}

/**
 * A move's own frame against the floor's (measureFloor, run before it when both run): the
 * painting frame's p95 as a multiple of the trivial page's, and the moves (not the undos, which
 * are clicks sent at once) painted in the first frame that started after their release.
 */
function frameRows(samples: ActionSample[], frameWork: Summary): Row[] {
  const moves = samples.filter((sample) => !sample.action.isUndo);
  const firstFrame = moves.filter((sample) => sample.isFirstFrame).length;
  const share = firstFrame / moves.length;
  const frameRows: Row[] = [
    {
      part: 'a move',
      figure: `moves painted in the first frame after their release, of ${moves.length}`,
      value: `${firstFrame} (${(share * 100).toFixed(1)}%)`,
      budget: `>= ${budgets.firstFrameShare * 100}%`,
      isWithin: share >= budgets.firstFrameShare,
    },
  ];
  const floor = record.floor as { frameWork: Summary } | undefined;
  if (floor) {
    const ratio = frameWork.p95 / floor.frameWork.p95;
    frameRows.push({
      part: 'a move',
      figure: 'the painting frame p95, board / trivial page',
      value: `${ratio.toFixed(2)} x (${ms(frameWork.p95)} / ${ms(floor.frameWork.p95)})`,
      budget: `<= ${budgets.moveFrameRatio} x`,
      isWithin: ratio <= budgets.moveFrameRatio,
    });
  }
  return frameRows;
}

/** Part 3's floor: the same timing on a page that does almost nothing per release. */
export async function measureFloor(baseline: ExtensionBrowser) {
  progress(`a move: ${runs.actions} releases on a trivial page`);
  const samples = await floorReleaseToPaint(baseline, runs.actions);
  const floor = summarize(samples.map((sample) => sample.releaseToPaintMs));
  const frameWork = summarize(samples.map((sample) => sample.frameToPaintMs));
  const handling = summarize(samples.map((sample) => sample.handlingMs));
  rows.push(
    {
      part: 'a move',
      figure: `the floor: release to painted frame on a trivial page, median (p95), ${runs.actions} releases`,
      value: `${ms(floor.median)} (${ms(floor.p95)})`,
    },
    ...splitRows(handling, frameWork),
  );
  record.floor = { ...floor, handling, frameWork };
}

/** Part 3's render counts, on the bench build with the render counter, the same actions. */
export async function measureRenders(counted: ExtensionBrowser) {
  progress(`a move: ${runs.actions} actions in the bench build, counting renders`);
  const { page, game, random } = await openScriptedBoard(counted);
  const { samples } = await playActions(page, game, random, {
    actions: runs.actions,
    isCounting: true,
  });
  await page.close();
  const renders = renderFigures(samples);
  const byComponent = Object.entries(renders.meanByComponent)
    .sort(([, a], [, b]) => b - a)
    .map(([name, mean]) => `${name} ${mean.toFixed(1)}`)
    .join(', ');
  rows.push(
    {
      part: 'a move',
      figure: 'components rendered per action, mean (max)',
      value: `${renders.meanPerAction.toFixed(1)} (${renders.maxPerAction}): ${byComponent}`,
    },
    {
      part: 'a move',
      figure: 'renders of piles an action did not touch',
      value: `${renders.untouchedPileRenders} in ${renders.actionsWithUntouchedPiles} of ${samples.length} actions`,
      budget: 'none: only touched piles',
      isWithin: renders.untouchedPileRenders <= budgets.untouchedPileRenders,
    },
    {
      part: 'a move',
      figure: 'renders of a card that did not change (props as at its last render)',
      value: `${renders.unchangedCardRenders} in ${renders.actionsWithUnchangedCards} of ${samples.length} actions`,
      budget: 'none: only changed cards',
      isWithin: renders.unchangedCardRenders <= budgets.unchangedCardRenders,
    },
  );
  record.renders = { ...renders, samples };
}
