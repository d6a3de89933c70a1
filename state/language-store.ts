/**
 * The language of a page: the one the settings choose, set before the page's first render and
 * followed while the page is open, so every open page switches at once when the player (or
 * another browser, through sync) changes it.
 */
import { effect } from '@preact/signals';
import { i18n, type Language, type MessagesFile, setLanguage } from './i18n';
import type { StoredItem } from './items';
import { readItem } from './read-item';
import { DEFAULT_SETTINGS, type Settings } from './settings';
import type { SettingsStore } from './settings-store';

export type LanguageStore = ReturnType<typeof createLanguageStore>;

/**
 * @param item the stored settings (`localSettingsItem`), read once before the first render.
 * @param settings the page's settings store, followed once it has read them.
 * @param fetchMessages reads a packaged catalog (tests pass their own).
 */
export function createLanguageStore({
  item,
  settings,
  fetchMessages,
}: {
  item: StoredItem;
  settings: SettingsStore;
  fetchMessages?: (language: Language) => Promise<MessagesFile>;
}) {
  const show = ({ language, englishRankMarks }: Settings): Promise<void> => {
    i18n.keepEnglishRankMarks(englishRankMarks);
    // A catalog that cannot be read (it is packaged with the extension, so hardly ever) leaves
    // the page in the language it shows; the setting itself is kept.
    return setLanguage(language, fetchMessages).catch((error) =>
      console.error('Language not loaded:', error),
    );
  };
  return {
    /** Reads the chosen language and loads its words; render the page once it resolves. */
    async start(): Promise<void> {
      const read = await readItem(item, (schemas) => schemas.savedSettings);
      await show(read.value?.settings ?? DEFAULT_SETTINGS);
    },
    /** Follows the settings' language and corner letters. @returns a function that stops. */
    follow(): () => void {
      return effect(() => {
        if (settings.isLoaded.value) show(settings.settings.value);
      });
    },
  };
}
