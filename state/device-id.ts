/**
 * This browser's id as the statistics and sync read it (docs/rules.md, Statistics): the stored
 * `deviceIdItem` when it is one, else a new one put in its place. The game pages load it with
 * their statistics, after the first paint (browser-pages.ts); sync-schemas.ts takes its pattern.
 */

/** A browser's id: the key of its statistics in storage.sync (sync-schemas.ts `DeviceIdSchema`). */
export const DEVICE_ID = /^[0-9a-z]{8,24}$/;

/** Whether `value` is a browser's id (`DEVICE_ID`). */
export const isDeviceId = (value: unknown): value is string =>
  typeof value === 'string' && DEVICE_ID.test(value);

/** The stored id and how to write it (items.ts `deviceIdItem`). */
export interface DeviceIdItem {
  getValue(): Promise<unknown>;
  setValue(value: string): Promise<void>;
}

/** 12 random base-36 characters (about 62 bits) from crypto.getRandomValues. */
export function randomDeviceId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => (byte % 36).toString(36)).join('');
}

/**
 * This browser's id: 8 to 24 characters of `0-9a-z`. Where none is stored (a fresh install), or
 * the stored value is not one (damaged, or written by a version that kept something else there:
 * it cannot be the key of this browser's statistics anywhere, and every page failed on it), a new
 * id is stored, and the id stored after that write is given, so that two pages making one at
 * once settle on one. A refused write still gives the new id, for this page.
 */
export async function readDeviceId(item: DeviceIdItem): Promise<string> {
  const stored = await item.getValue();
  if (isDeviceId(stored)) return stored;
  const fresh = randomDeviceId();
  try {
    await item.setValue(fresh);
  } catch {
    return fresh;
  }
  const settled = await item.getValue().catch(() => fresh);
  return isDeviceId(settled) ? settled : fresh;
}
