/**
 * The settings store: the player's settings as a signal, read from and written to storage.
 */
import { signal } from '@preact/signals';
import type { StoredItem } from './items';
import { DEFAULT_SETTINGS, SavedSettingsSchema, type Settings } from './settings';
import { readItem, readStored } from './stored-value';

export type SettingsStore = ReturnType<typeof createSettingsStore>;

/**
 * Creates the settings store; call `load()` once. Settings are shown at their defaults until
 * then, and nothing is written before the player changes a setting, so a fresh install never
 * sends defaults over the settings synced from another browser.
 * @param now the clock, ms since the epoch; `Date.now` in the product.
 */
export function createSettingsStore({
  item,
  now = Date.now,
}: {
  item: StoredItem;
  now?: () => number;
}) {
  const settings = signal<Settings>(DEFAULT_SETTINGS);
  const isSaved = signal(true);
  const isLoaded = signal(false);

  const show = (value: unknown) => {
    settings.value = readStored(SavedSettingsSchema, value).value?.settings ?? DEFAULT_SETTINGS;
  };

  return {
    settings,
    /** False after a write to storage failed; the setting still applies on this page. */
    isSaved,
    /** True once the stored settings were read (or could not be): until then the defaults show. */
    isLoaded,
    /** Reads the stored settings and follows changes made on other pages. @returns unsubscribe. */
    async load(): Promise<() => void> {
      settings.value =
        (await readItem(item, SavedSettingsSchema)).value?.settings ?? DEFAULT_SETTINGS;
      isLoaded.value = true;
      return item.watch(show);
    },
    /** Changes some settings and writes them to storage. */
    update(change: Partial<Settings>): void {
      settings.value = { ...settings.peek(), ...change };
      item.setValue({ settings: settings.peek(), updatedAt: now() }).then(
        () => {
          isSaved.value = true;
        },
        () => {
          isSaved.value = false;
        },
      );
    },
  };
}
