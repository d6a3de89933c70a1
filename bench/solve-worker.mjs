// The entry of a bench/solve-worker.ts thread: worker threads do not inherit tsx's loader from
// `tsx bench/solver.bench.ts` (https://github.com/privatenumber/tsx/issues/354), so this plain
// module registers it first.
import { register } from 'tsx/esm/api';

register();
await import('./solve-worker.ts');
