import { type ComponentType, type FunctionComponent, h } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { afterNextPaint } from '../state/after-paint';

/** How to load each lazy view made so far. */
const loaders: (() => Promise<void>)[] = [];

/**
 * A view whose code loads after the page's first paint: the dialogs and the settings, which no
 * first frame shows, stay out of what the page fetches before it can paint (docs/speed.md,
 * Weight). It renders nothing until its module has loaded, a few ms after the first frame; from
 * then on it is the view itself, on every page of the kind that uses it.
 * @param load imports the view's module and returns the view, e.g.
 *   `() => import('./StatsDialog').then((module) => module.StatsDialog)`
 */
export function lazyView<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): FunctionComponent<Props> {
  let view: ComponentType<Props> | null = null;
  let loading: Promise<void> | null = null;
  function start(): Promise<void> {
    loading ??= load().then((loaded) => {
      view = loaded;
    });
    return loading;
  }
  loaders.push(start);
  return function LazyView(props: Props) {
    const [, setLoaded] = useState(view !== null);
    useEffect(() => {
      if (!view) afterNextPaint(() => void start().then(() => setLoaded(true)));
    }, []);
    return view ? h(view, props) : null;
  };
}

/**
 * Loads every lazy view made so far, now rather than after a paint: for tests that show a page
 * and expect its dialogs at once, whatever the machine's load.
 */
export async function loadLazyViews(): Promise<void> {
  await Promise.all(loaders.map((load) => load()));
}
