import { render } from 'preact';
import { App } from '@/components/App';

render(<App layout="settings" />, document.getElementById('root') as HTMLElement);
