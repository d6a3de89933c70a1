import { render } from 'preact';
import { App } from '@/components/App';
import { browserGamePage } from '@/state/browser-pages';

render(
  <App
    layout="full"
    model={browserGamePage()}
    dealCode={new URLSearchParams(location.search).get('deal')}
  />,
  document.getElementById('root') as HTMLElement,
);
