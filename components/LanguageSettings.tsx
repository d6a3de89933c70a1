import { useId } from 'preact/hooks';
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
 * The options page's language group: the language of every page ("Browser's language" or one of
 * ours, each in its own words), and whether the cards' corners keep A K Q J.
 */
export function LanguageSettings({ store }: { store: SettingsStore }) {
  const id = useId();
  const { language, englishRankMarks } = store.settings.value;
  return (
    <div class="settings__group language">
      <label class="language__choice" for={`${id}-language`}>
        <span class="choice__label">{i18n.t('settings.language')}</span>
        <select
          class="select"
          id={`${id}-language`}
          value={language}
          onChange={(event) =>
            store.update({ language: event.currentTarget.value as Language | 'browser' })
          }
        >
          <option value="browser">{i18n.t('settings.browserLanguage')}</option>
          {LANGUAGES.map((each) => (
            <option key={each} value={each} lang={each}>
              {LANGUAGE_NAMES[each]}
            </option>
          ))}
        </select>
      </label>
      <Choice
        type="checkbox"
        checked={englishRankMarks}
        onChange={(checked) => store.update({ englishRankMarks: checked })}
        label={i18n.t('settings.englishRankMarks')}
        hint={i18n.t('settings.englishRankMarksHint')}
      />
    </div>
  );
}
