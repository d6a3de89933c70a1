import { render } from 'preact';
import { App } from '@/components/App';
import { browserOptionsPage } from '@/state/browser-pages';

render(
  <App layout="settings" model={browserOptionsPage()} />,
  document.getElementById('root') as HTMLElement,
);
