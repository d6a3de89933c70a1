/**
 * The one way a value read from storage is checked before use: it may come from another version
 * of the extension on another device, or be corrupt, so every store, the page models and the
 * background's sync read every item through `readStored` with the item's schema (a game page
 * through read-item.ts, which loads it with the schemas), and each decides what a refused value
 * means for it.
 */
import * as v from 'valibot';

/**
 * Why a stored value is not used: `missing` nothing is stored; `unreadable` it does not pass
 * its schema (wrong types, truncated, foreign, or cards that make no sound game);
 * `newer-version` a newer version of the extension wrote it, and it is left as it is.
 */
export type StoredRefusal = 'missing' | 'unreadable' | 'newer-version';

/** A value read: the value, or the refusal and a sentence saying what was wrong. */
export type StoredRead<T> =
  | { value: T; refusal?: undefined; reason?: undefined }
  | { refusal: StoredRefusal; reason: string; value?: undefined };

/**
 * Reads a stored value with its schema. Never throws.
 * @param newestVersion for a synced value (an envelope with a version `v`): the newest version
 *   this extension reads; a value of a higher version is refused as `newer-version`.
 * @returns the schema's output, or why the value was refused (`reason` names the field).
 */
export function readStored<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
  { newestVersion }: { newestVersion?: number } = {},
): StoredRead<v.InferOutput<S>> {
  if (value === null || value === undefined) return { refusal: 'missing', reason: 'none stored' };
  const version = typeof value === 'object' ? (value as { v?: unknown }).v : undefined;
  if (newestVersion !== undefined && typeof version === 'number' && version > newestVersion) {
    const reason = `written by version ${version}; this one reads up to ${newestVersion}`;
    return { refusal: 'newer-version', reason };
  }
  const parsed = v.safeParse(schema, value);
  if (parsed.success) return { value: parsed.output };
  const [issue] = parsed.issues;
  const path = v.getDotPath(issue);
  return { refusal: 'unreadable', reason: path ? `${path}: ${issue.message}` : issue.message };
}
