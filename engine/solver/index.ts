/** The solver: pure TypeScript, no DOM and no browser API, so it runs in a Web Worker. */
export type { GiveUpReason, SearchOptions } from './budget';
export { DEFAULT_MAX_POSITIONS } from './budget';
export { type ProgressVerdict, progressSearch } from './progress';
export {
  type ExactSearchMaker,
  type SolveOptions,
  type SolveSearches,
  solve,
  type Verdict,
} from './solve';
