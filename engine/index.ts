/**
 * The rules engine: pure TypeScript, no DOM and no browser API, so that the pages, the solver's
 * thread, the command line and the tests all run the same rules.
 *
 * The hint's choice (`./hint`, `./hint-policy`), the reading of a typed or pasted deal code
 * (`./deal-code-field`) and the soundness of a stored game (`./soundness`) are imported from their
 * own modules, not from here: the pages load them when a hint is first asked for, a dialog first
 * opens or the stored values' schemas load, and whatever this index names is fetched before the
 * first paint (docs/speed.md, Weight).
 */
export * from './cards';
export * from './deal';
export * from './deal-code';
export * from './destinations';
export * from './finish';
export * from './game';
export * from './notation';
export * from './position';
export * from './rules';
export * from './undo';
export * from './variants';
