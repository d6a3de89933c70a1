import { i18n } from '#i18n';
import './button.css';

/**
 * The game bar's way to the settings: a gear named "Settings" by its tooltip. The tooltip alone
 * names it: with an aria-label too, Chromium also gave it the tooltip as its description, and a
 * screen reader said "Settings" twice.
 */
export function SettingsButton() {
  const name = i18n.t('bar.settings');
  return (
    <button
      type="button"
      class="button button--icon"
      title={name}
      onClick={() => {
        // Loaded when asked for, not before the first paint (docs/speed.md, Weight).
        import('../state/settings-page').then(({ openSettingsPage }) => openSettingsPage());
      }}
    >
      <svg class="button__icon" viewBox="0 0 24 24" aria-hidden="true">
        <path
          fill-rule="evenodd"
          d="M22.37 10.36 22.37 13.64 19.78 13.87 18.82 16.18 20.49 18.17 18.17 20.49 16.18 18.82 13.87 19.78 13.64 22.37 10.36 22.37 10.13 19.78 7.82 18.82 5.83 20.49 3.51 18.17 5.18 16.18 4.22 13.87 1.63 13.64 1.63 10.36 4.22 10.13 5.18 7.82 3.51 5.83 5.83 3.51 7.82 5.18 10.13 4.22 10.36 1.63 13.64 1.63 13.87 4.22 16.18 5.18 18.17 3.51 20.49 5.83 18.82 7.82 19.78 10.13ZM15.5 12 a3.5 3.5 0 1 0-7 0 3.5 3.5 0 1 0 7 0Z"
        />
      </svg>
    </button>
  );
}
