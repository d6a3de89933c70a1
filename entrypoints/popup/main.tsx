import { render } from 'preact';
import { App } from '@/components/App';

render(<App layout="compact" />, document.getElementById('root') as HTMLElement);
