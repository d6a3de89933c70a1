/**
 * This browser's id as the statistics and sync read it (docs/rules.md, Statistics): the stored
 * `deviceIdItem` when it is one, else a new one put in its place. The game pages load it with
 * their statistics, after the first paint (browser-pages.ts); sync-schemas.ts takes its pattern.
 */

/** A browser's id: the key of its statistics in storage.sync (sync-schemas.ts `DeviceIdSchema`). */
export const DEVICE_ID = /^[0-9a-z]{8,24}$/;

/**
 * The Web Lock every context of the extension (its pages, its service worker) takes to read the
 * id and, where there is none, make it: one context makes it, the others then read it.
 */
const DEVICE_ID_LOCK = 'yukon-device-id';

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

async function readOrMake(item: DeviceIdItem): Promise<string> {
  const stored = await item.getValue();
  if (isDeviceId(stored)) return stored;
  const made = randomDeviceId();
  await item.setValue(made);
  return made;
}

/**
 * This browser's id: 8 to 24 characters of `0-9a-z`. Where none is stored (a fresh install), or
 * the stored value is not one (damaged: no version writes another kind, and a damaged one broke
 * every count), a new id is made and stored, under `locks` (`navigator.locks`, which every page
 * and the service worker share) so that two contexts finding none at once do not make two.
 * @throws the storage's error when the id cannot be read, or a new one cannot be stored: an id
 *   this browser would not keep is no id to count or sync under.
 */
export async function readDeviceId(
  item: DeviceIdItem,
  locks: LockManager | undefined = globalThis.navigator?.locks,
): Promise<string> {
  if (!locks) return readOrMake(item);
  // The lock is held until the id is read or stored: the callback's promise settles it.
  return await locks.request(DEVICE_ID_LOCK, { mode: 'exclusive' }, () => readOrMake(item));
}
