import { useId, useRef, useState } from 'preact/hooks';
import { i18n, LANGUAGES, type Language } from '#i18n';
import type { SettingsStore } from '../state/settings-store';
import { Choice } from './Choice';
import './button.css';
import './select.css';

/** Each language named in its own words, as a speaker looks for it in any language's list. */
const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  pl: 'Polski',
  fr: 'Français',
  fy: 'Frysk',
  nl: 'Nederlands',
  de: 'Deutsch',
};

/**
 * The languages in the list, in the alphabetical order of their names: a speaker looks for the
 * name of theirs, in whatever language the page is.
 */
const LISTED = [...LANGUAGES].sort((one, other) =>
  LANGUAGE_NAMES[one].localeCompare(LANGUAGE_NAMES[other]),
);

/**
 * The options page's language group: the language of every page ("Browser's language" or one of
 * ours, each in its own words), and whether the cards' corners keep A K Q J.
 */
export function LanguageSettings({ store }: { store: SettingsStore }) {
  const id = useId();
  const { language, englishRankMarks } = store.settings.value;
  // A closed list steps to the next language at each arrow key, and the browser reports each step
  // as a choice: applied at once, every page (and this list's own label) changed language under a
  // player arrowing through to hear the names. A choice made by a key waits for Enter, or for the
  // list to be left; one made by the pointer in the open list applies at once.
  const [stepped, setStepped] = useState<Language | 'browser' | null>(null);
  const isKeyDown = useRef(false);
  const apply = () => {
    if (stepped !== null && stepped !== language) store.update({ language: stepped });
    setStepped(null);
  };
  return (
    // A group titled as the page's other groups are, the list under its title and named by it.
    <fieldset class="settings__group language">
      <legend id={`${id}-language`}>
        <h2 class="settings__title">{i18n.t('settings.language')}</h2>
      </legend>
      <div class="language__choice">
        <select
          class="select"
          aria-labelledby={`${id}-language`}
          value={stepped ?? language}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && stepped !== null) {
              // Enter takes the language stepped to (Chromium's Enter would open the list).
              event.preventDefault();
              apply();
              return;
            }
            if (event.key === 'Escape' && stepped !== null) {
              // Escape goes back to the language in use, as the list was before the steps.
              event.preventDefault();
              setStepped(null);
              return;
            }
            // A closed list steps in the key's own task; the open list (whose keys the page does
            // not see) chooses later, as the pointer does.
            isKeyDown.current = true;
            setTimeout(() => {
              isKeyDown.current = false;
            });
          }}
          onBlur={apply}
          onChange={(event) => {
            const chosen = event.currentTarget.value as Language | 'browser';
            if (isKeyDown.current) setStepped(chosen);
            else {
              setStepped(null);
              store.update({ language: chosen });
            }
          }}
        >
          <option value="browser">{i18n.t('settings.browserLanguage')}</option>
          {LISTED.map((each) => (
            <option key={each} value={each} lang={each}>
              {LANGUAGE_NAMES[each]}
            </option>
          ))}
        </select>
      </div>
      <Choice
        type="checkbox"
        checked={englishRankMarks}
        onChange={(checked) => store.update({ englishRankMarks: checked })}
        label={i18n.t('settings.englishRankMarks')}
        hint={i18n.t('settings.englishRankMarksHint')}
      />
    </fieldset>
  );
}
