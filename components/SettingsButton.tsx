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
      <svg class="button__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill-rule="evenodd"
          d="M22.37 10.36 L22.37 13.64 L19.78 13.87 L18.82 16.18 L20.49 18.17 L18.17 20.49 L16.18 18.82 L13.87 19.78 L13.64 22.37 L10.36 22.37 L10.13 19.78 L7.82 18.82 L5.83 20.49 L3.51 18.17 L5.18 16.18 L4.22 13.87 L1.63 13.64 L1.63 10.36 L4.22 10.13 L5.18 7.82 L3.51 5.83 L5.83 3.51 L7.82 5.18 L10.13 4.22 L10.36 1.63 L13.64 1.63 L13.87 4.22 L16.18 5.18 L18.17 3.51 L20.49 5.83 L18.82 7.82 L19.78 10.13Z M15.5 12 a3.5 3.5 0 1 0 -7 0 a3.5 3.5 0 1 0 7 0Z"
        />
      </svg>
    </button>
  );
}
