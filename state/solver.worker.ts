/**
 * The solver's own thread: the engine's searches, called from the page through comlink, so that no
 * search ever runs on the page's main thread.
 */
import { expose } from 'comlink';
import { progressSearch, solve } from '../engine/solver';

const searches = { solve, progressSearch };
/** What the page may ask the worker. */
export type Searches = typeof searches;

expose(searches);
