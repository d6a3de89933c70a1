/**
 * Every stored item, declared once (DESIGN.md, Persistence and sync). Values are typed `unknown`
 * on purpose: whatever is read is validated (schemas.ts, settings.ts) before use.
 */
import { storage } from 'wxt/utils/storage';

/** The game in progress, its clock and revision: this browser's truth, written on every move. */
export const localGameItem = storage.defineItem<unknown>('local:game', { version: 1, migrations: {} });

/** The player's settings (settings.ts). */
export const localSettingsItem = storage.defineItem<unknown>('local:settings', {
  version: 1,
  migrations: {},
});

/** The part of a WXT storage item the stores use; tests hand in fakes that refuse writes. */
export interface StoredItem {
  getValue(): Promise<unknown>;
  setValue(value: unknown): Promise<void>;
  watch(callback: (value: unknown) => void): () => void;
}
