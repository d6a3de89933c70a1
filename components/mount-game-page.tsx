import { render } from 'preact';
import { browserGamePage } from '../state/browser-pages';
import { App } from './App';
import { startBoardInput } from './GamePage';

/**
 * Mounts the game on the new tab (`full`) or the popup (`compact`) in `#root`, with the deal of
 * the page's `?deal=`. The page's language is set before its first render: no text is drawn in
 * another one first; the board's input starts loading before that read.
 */
export function mountGamePage(layout: 'full' | 'compact'): void {
  startBoardInput();
  const model = browserGamePage();
  model.language
    .start()
    .then(() =>
      render(
        <App
          layout={layout}
          model={model}
          dealCode={new URLSearchParams(location.search).get('deal')}
        />,
        document.getElementById('root') as HTMLElement,
      ),
    );
}
