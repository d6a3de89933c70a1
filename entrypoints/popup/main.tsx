import { render } from 'preact';
import { App } from '@/components/App';
import { browserGamePage } from '@/state/browser-pages';

const model = browserGamePage();
// The page's language is set before its first render: no text is drawn in another one first.
model.language
  .start()
  .then(() =>
    render(
      <App
        layout="compact"
        model={model}
        dealCode={new URLSearchParams(location.search).get('deal')}
      />,
      document.getElementById('root') as HTMLElement,
    ),
  );
