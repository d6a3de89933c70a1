import { i18n } from '#i18n';

/** How a page shows the game: the whole board, the board within the popup, or the settings. */
export type Layout = 'full' | 'compact' | 'settings';

/** Placeholder until the board UI lands: names the page so every entry point can be checked. */
export function App({ layout }: { layout: Layout }) {
  const heading = layout === 'settings' ? i18n.t('settings.heading') : i18n.t('extension.name');
  return (
    <main aria-label={heading} data-layout={layout}>
      <h1>{heading}</h1>
    </main>
  );
}
