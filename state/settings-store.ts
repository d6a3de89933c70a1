/**
 * The settings store: the player's settings as a signal, read from and written to storage.
 */
import { signal } from '@preact/signals';
import type { StoredItem } from './items';
import { DEFAULT_SETTINGS, readSettings, type Settings } from './settings';

export type SettingsStore = ReturnType<typeof createSettingsStore>;

/** Creates the settings store; call `load()` once. Settings are shown at their defaults until then. */
export function createSettingsStore({ item }: { item: StoredItem }) {
  const settings = signal<Settings>(DEFAULT_SETTINGS);
  const isSaved = signal(true);

  return {
    settings,
    /** False after a write to storage failed; the setting still applies on this page. */
    isSaved,
    /** Reads the stored settings and follows changes made on other pages. @returns unsubscribe. */
    async load(): Promise<() => void> {
      try {
        settings.value = readSettings(await item.getValue());
      } catch {
        settings.value = DEFAULT_SETTINGS;
      }
      return item.watch((value) => {
        settings.value = readSettings(value);
      });
    },
    /** Changes some settings and writes them to storage. */
    update(change: Partial<Settings>): void {
      settings.value = { ...settings.peek(), ...change };
      item.setValue(settings.peek()).then(
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
