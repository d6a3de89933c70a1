/**
 * The rules engine: pure TypeScript, no DOM and no browser API, so that the pages, the solver's
 * thread, the command line and the tests all run the same rules.
 */
export * from './cards';
export * from './deal';
export * from './deal-code';
export * from './deal-code-field';
export * from './destinations';
export * from './finish';
export * from './game';
export * from './hint';
export * from './hint-policy';
export * from './notation';
export * from './position';
export * from './rules';
export * from './soundness';
export * from './undo';
export * from './variants';
