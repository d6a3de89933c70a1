import { render } from 'preact';
import { App } from '@/components/App';

render(
  <App layout="compact" dealCode={new URLSearchParams(location.search).get('deal')} />,
  document.getElementById('root') as HTMLElement,
);
