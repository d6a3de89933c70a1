import { GamePage } from './GamePage';
import { SettingsPage } from './SettingsPage';
import './tokens.css';
import './App.css';

/** How a page shows the game: the whole board, the board within the popup, or the settings. */
export type Layout = 'full' | 'compact' | 'settings';

interface AppProps {
  layout: Layout;
  /** The `?deal=` of the page's address: that deal opens (issue 3, Playing). */
  dealCode?: string | null;
}

/** The app every page mounts: the game (new tab, popup) or the settings (options page). */
export function App({ layout, dealCode = null }: AppProps) {
  return layout === 'settings' ? (
    <SettingsPage />
  ) : (
    <GamePage layout={layout} dealCode={dealCode} />
  );
}
