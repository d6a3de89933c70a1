import { render } from 'preact';
import { App } from '@/components/App';
import { browserOptionsPage } from '@/state/browser-options-page';

const model = browserOptionsPage();
// The page's language is set before its first render: no text is drawn in another one first.
model.language
  .start()
  .then(() =>
    render(<App layout="settings" model={model} />, document.getElementById('root') as HTMLElement),
  );
