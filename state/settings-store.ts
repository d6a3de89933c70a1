/**
 * The settings store: the player's settings as a signal, read from and written to storage.
 */
import { batch, signal } from '@preact/signals';
import type { StoredItem } from './items';
import { readChange, readItem } from './read-item';
import { DEFAULT_SETTINGS, type SavedSettings, type Settings } from './settings';
import type { StoredRead } from './stored-value';

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
  const updatedAt = signal<number | null>(null);

  const showSaved = (saved: StoredRead<SavedSettings>) =>
    batch(() => {
      settings.value = saved.value?.settings ?? DEFAULT_SETTINGS;
      updatedAt.value = saved.value?.updatedAt ?? null;
    });
  // Checked once the schemas have loaded, in the order told (read-item.ts `readChange`).
  const show = (value: unknown) =>
    readChange(
      value,
      (schemas) => schemas.savedSettings,
      (read) => showSaved(read),
    );

  return {
    settings,
    /** False after a write to storage failed; the setting still applies on this page. */
    isSaved,
    /** True once the stored settings were read (or could not be): until then the defaults show. */
    isLoaded,
    /** When the stored settings were written, ms since the epoch; null while none are stored. */
    updatedAt,
    /** Reads the stored settings and follows changes made on other pages. @returns unsubscribe. */
    async load(): Promise<() => void> {
      // Followed from before the read: settings another page writes meanwhile are not missed
      // (this page's next change would otherwise write over them with what it read).
      let hasArrived = false;
      const stop = item.watch((value) => {
        hasArrived = true;
        show(value);
      });
      const read = await readItem(item, (schemas) => schemas.savedSettings);
      if (!hasArrived) showSaved(read);
      isLoaded.value = true;
      return stop;
    },
    /** Changes some settings and writes them to storage. */
    update(change: Partial<Settings>): void {
      const saved = { settings: { ...settings.peek(), ...change }, updatedAt: now() };
      batch(() => {
        settings.value = saved.settings;
        updatedAt.value = saved.updatedAt;
      });
      item.setValue(saved).then(
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
