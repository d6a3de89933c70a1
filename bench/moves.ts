/**
 * What a move costs on the board (docs/speed.md): the scripted actions played with the mouse, each
 * timed in the page from the pointer release to the frame that paints it; in the bench build, which
 * components rendered for it; and the JS heap after many moves.
 */
import type { Page } from 'puppeteer';
import { type Game, suitOf } from '../engine';
import { pageState, perform } from './board-page';
import { type Action, nextAction, played } from './play-script';

declare global {
  var yukonArmPaint: (card: number, pile: number | 'foundation') => void;
  var yukonNextPaint: Promise<PaintTiming | null>;
}

/** What next-paint.js measures of one release. */
export interface PaintTiming {
  /** ms from pointer release to the painted frame */
  releaseToPaintMs: number;
  /** ms from pointer release until the card is on its pile in the page's elements */
  handlingMs: number;
  /**
   * ms from the start of the painting frame (the timestamp its requestAnimationFrame callbacks
   * share) to the painted moment: the frame's work. What releaseToPaintMs holds besides this and
   * handlingMs is the wait for the frame and any other work before it.
   */
  frameToPaintMs: number;
  /** Whether the painting frame is the first frame that started after the release. */
  isFirstFrame: boolean;
}

export interface ActionSample extends PaintTiming {
  action: Action;
  /** Renders from just before the release until the frame, by component (bench build only). */
  renders?: Record<string, number>;
  /** Of those, renders of a card with the props of its last render (bench build only). */
  unchangedCards?: number;
}

export interface PlayOptions {
  /** How many actions to play. */
  actions: number;
  /** Whether to read the bench build's render counts around each release. */
  isCounting: boolean;
}

/** Tries a drag or click this many times: a notice shown under the pointer may move the board. */
const ATTEMPTS = 2;

/**
 * Plays `action` with the mouse, again when the board did nothing (the board may have moved as
 * the press was aimed), and returns its PaintTiming.
 * @throws Error when it never shows: the page and the engine's copy of the game would part.
 */
async function playOnce(page: Page, action: Action, isCounting: boolean): Promise<PaintTiming> {
  for (let attempt = 1; ; attempt++) {
    await perform(page, action, () =>
      page.evaluate(
        (card, pile, isCounting) => {
          yukonArmPaint(card, pile);
          if (isCounting) {
            globalThis.yukonRenderCounts = {};
            globalThis.yukonUnchangedCards = 0;
          }
        },
        action.card,
        action.to,
        isCounting,
      ),
    );
    const timing = await page.evaluate(() => yukonNextPaint);
    if (timing !== null) return timing;
    const notice = await page.evaluate(
      () => document.querySelector('[role="status"]')?.textContent,
    );
    if (notice || attempt === ATTEMPTS) {
      throw new Error(
        `Scripted action ${JSON.stringify(action)} never showed on the board after ${attempt} ` +
          `attempts; ${await pageState(page)}.`,
      );
    }
  }
}

/**
 * Plays `actions` scripted actions on the board in `page`, starting from `game` (the page's game).
 * @returns one sample per action, and the game after them as the engine plays it.
 */
export async function playActions(
  page: Page,
  game: Game,
  random: () => number,
  { actions, isCounting }: PlayOptions,
): Promise<{ samples: ActionSample[]; game: Game }> {
  const samples: ActionSample[] = [];
  let current = game;
  for (let count = 0; count < actions; count++) {
    const action = nextAction(current, random);
    const timing = await playOnce(page, action, isCounting);
    const counted = isCounting
      ? await page.evaluate(() => ({
          renders: globalThis.yukonRenderCounts,
          unchangedCards: globalThis.yukonUnchangedCards,
        }))
      : {};
    samples.push({ action, ...timing, ...counted });
    current = played(current, action);
  }
  return { samples, game: current };
}

/** The piles a pile component's key names (`TableauColumn 3`, `FoundationPile 1`). */
function touchedPiles(action: Action): Set<string> {
  const piles = new Set<string>();
  for (const pile of [action.from, action.to]) {
    piles.add(
      pile === 'foundation' ? `FoundationPile ${suitOf(action.card)}` : `TableauColumn ${pile}`,
    );
  }
  return piles;
}

export interface RenderFigures {
  /** Mean component renders per action, by component name (piles summed by kind). */
  meanByComponent: Record<string, number>;
  meanPerAction: number;
  maxPerAction: number;
  /** Renders of piles the action did not touch, summed over all actions. */
  untouchedPileRenders: number;
  /** How many actions rendered a pile they did not touch. */
  actionsWithUntouchedPiles: number;
  /** Renders of a card with the props of its last render (one that did not change), summed. */
  unchangedCardRenders: number;
  /** How many actions drew a card again that did not change. */
  actionsWithUnchangedCards: number;
}

/** Sums up the bench build's render counts of `samples`. */
export function renderFigures(samples: ActionSample[]): RenderFigures {
  const totals: Record<string, number> = {};
  const perAction: number[] = [];
  let untouchedPileRenders = 0;
  let actionsWithUntouchedPiles = 0;
  let unchangedCardRenders = 0;
  let actionsWithUnchangedCards = 0;
  for (const { action, renders = {}, unchangedCards = 0 } of samples) {
    unchangedCardRenders += unchangedCards;
    if (unchangedCards > 0) actionsWithUnchangedCards++;
    const touched = touchedPiles(action);
    let untouched = 0;
    let count = 0;
    for (const [key, renderCount] of Object.entries(renders)) {
      const [component, pile] = key.split(' ');
      const isPile = component === 'TableauColumn' || component === 'FoundationPile';
      if (isPile && pile !== undefined && !touched.has(key)) untouched += renderCount;
      totals[component] = (totals[component] ?? 0) + renderCount;
      count += renderCount;
    }
    perAction.push(count);
    untouchedPileRenders += untouched;
    if (untouched > 0) actionsWithUntouchedPiles++;
  }
  const meanByComponent = Object.fromEntries(
    Object.entries(totals).map(([name, total]) => [name, total / samples.length]),
  );
  return {
    meanByComponent,
    meanPerAction: perAction.reduce((sum, count) => sum + count, 0) / samples.length,
    maxPerAction: Math.max(...perAction),
    untouchedPileRenders,
    actionsWithUntouchedPiles,
    unchangedCardRenders,
    actionsWithUnchangedCards,
  };
}

/** The page's JS heap in use after a full garbage collection, bytes. */
export async function heapAfterGc(page: Page): Promise<number> {
  const session = await page.createCDPSession();
  await session.send('HeapProfiler.collectGarbage');
  const { usedSize } = await session.send('Runtime.getHeapUsage');
  await session.detach();
  return usedSize;
}
