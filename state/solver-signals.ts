/**
 * What the solver says about the position shown, as the page's views read it: the signals of the
 * solver store (solver-store.ts) without its searches. The page builds these with its first
 * render; the searches, which start only once the first view is on screen, load then
 * (game-page-model.ts; docs/speed.md, Weight).
 */
import { computed, type ReadonlySignal, signal } from '@preact/signals';
import type { HintAnswer } from '../engine/hint-policy';
import type { Verdict } from '../engine/solver';
import type { GameStore } from './game-store';
import type { SettingsStore } from './settings-store';

/** The verdict mark: checking, can be won, can no longer be won, not determined. */
export type VerdictMark = 'checking' | Verdict['result'];

/** The solver's signals, written by the solver store's searches. */
export type SolverSignals = ReturnType<typeof createSolverSignals>;

/** The solver as a page's views use it: what it says, and asking for a hint. */
export interface SolverView {
  /** The verdict mark to show, or null when the setting is off or the game has ended. */
  verdict: ReadonlySignal<VerdictMark | null>;
  /** The verdict on the position shown with its winning line, null before it is found. */
  proof: ReadonlySignal<Verdict | null>;
  /** True once it is proven that no progress is left from the position shown. */
  hasNoProgress: ReadonlySignal<boolean>;
  /** The hint shown for the position shown, or null. */
  hint: ReadonlySignal<HintAnswer | null>;
  /** True while a hint is being looked for. */
  isFindingHint: ReadonlySignal<boolean>;
  /** Shows a hint for the position shown (solver-store.ts, `showHint`). */
  showHint(): Promise<void>;
}

/** The signals of a solver store following `game`, with the verdict mark as `settings` say. */
export function createSolverSignals({
  game,
  settings,
}: {
  game: GameStore;
  settings: SettingsStore;
}) {
  /** The verdict for the position shown: 'checking' while the search runs, null before it. */
  const verdictShown = signal<VerdictMark | null>(null);
  return {
    verdictShown,
    verdict: computed<VerdictMark | null>(() =>
      settings.settings.value.showVerdict && game.current.value.status === 'playing'
        ? (verdictShown.value ?? 'checking')
        : null,
    ),
    proof: signal<Verdict | null>(null),
    hasNoProgress: signal(false),
    hint: signal<HintAnswer | null>(null),
    isFindingHint: signal(false),
  };
}
