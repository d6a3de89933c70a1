/**
 * A store built on its first need, its module loaded then: the game page model loads such stores
 * after the page's first paint, or sooner when something needs one before that, so that the page
 * fetches none of their code before it can paint (docs/speed.md, Weight).
 */
import { type ReadonlySignal, signal } from '@preact/signals';

export interface Later<Store> {
  /** The store, or null until its module has loaded and it is built. */
  current: ReadonlySignal<Store | null>;
  /** Loads the store's module and builds the store, once; resolves to the store. */
  load(): Promise<Store>;
}

/** @param build imports the store's module and builds the store, e.g. `import('./dealer').then(…)` */
export function later<Store>(build: () => Promise<Store>): Later<Store> {
  const current = signal<Store | null>(null);
  let loading: Promise<Store> | null = null;
  return {
    current,
    load() {
      loading ??= build().then((built) => {
        current.value = built;
        return built;
      });
      return loading;
    },
  };
}
