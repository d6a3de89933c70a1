import { useLayoutEffect } from 'preact/hooks';
import { i18n } from '#i18n';
import type { GamePageModel } from '../state/game-page-model';
import type { OptionsPageModel } from '../state/options-page-model';
import { followForcedColors } from './forced-colors';
import { GamePage } from './GamePage';
import { lazyView } from './lazy-view';
import './tokens.css';
import './themes.css';
import './App.css';

// The settings load only on the options page, after its first paint (lazy-view.ts): the game's
// pages never fetch them.
const SettingsPage = lazyView(() => import('./SettingsPage').then((module) => module.SettingsPage));

/** How a page shows the game: the whole board, the board within the popup, or the settings. */
export type Layout = 'full' | 'compact' | 'settings';

type AppProps =
  | {
      /** The whole board (the new tab) or the board within the popup. */
      layout: 'full' | 'compact';
      model: GamePageModel;
      /** The `?deal=` of the page's address: that deal opens. */
      dealCode?: string | null;
    }
  | { layout: 'settings'; model: OptionsPageModel };

/**
 * The app every page mounts with its page's model: the game (new tab, popup) or the settings
 * (options page).
 */
export function App(props: AppProps) {
  const language = i18n.language();
  // The settings' tab is told from the game's in the tab strip by its title.
  const title = i18n.t(props.layout === 'settings' ? 'settings.heading' : 'extension.name');
  // Before the frame is painted: screen readers and the browser read the page's language and
  // title from the document, which lies outside the app.
  useLayoutEffect(() => {
    document.documentElement.lang = language;
    document.title = title;
  }, [language, title]);
  useLayoutEffect(followForcedColors, []);
  return props.layout === 'settings' ? (
    <SettingsPage model={props.model} />
  ) : (
    <GamePage layout={props.layout} model={props.model} dealCode={props.dealCode ?? null} />
  );
}
