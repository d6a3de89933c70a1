import { render } from 'preact';
import { App } from '@/components/App';

render(<App layout="full" />, document.getElementById('root') as HTMLElement);
