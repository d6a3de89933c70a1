/**
 * How a game page reads and follows its stored items without valibot in its first chunk: the
 * schemas (stored-schemas.ts) load beside the first storage read, from the extension's own
 * package; they can arrive some ms after that read's answer, and came before the stored game's
 * in every load measured (docs/speed.md, Weight). The checks are `readStored`'s (stored-value.ts).
 */
import type * as v from 'valibot';
import type { StoredItem } from './items';
import type { StoredRead } from './stored-value';

/** The loaded module: each item's schema by name, and `readStored`. */
export type StoredSchemas = typeof import('./stored-schemas');

/** Names the schema an item is read with, e.g. `(schemas) => schemas.savedGame`. */
export type SchemaPick<S extends v.GenericSchema> = (schemas: StoredSchemas) => S;

let loading: Promise<StoredSchemas> | null = null;

/**
 * Loads the schemas, once: every caller gets the same promise, so that what waits on it runs in
 * the order it began to wait. A load that fails (hardly ever: the chunk is in the package) is
 * tried again by the next read.
 */
export function loadSchemas(): Promise<StoredSchemas> {
  loading ??= import('./stored-schemas').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Why a value was not checked: the schemas did not load. */
function notChecked(error: unknown): StoredRead<never> {
  return { refusal: 'unreadable', reason: `not read: ${(error as Error)?.message ?? error}` };
}

/**
 * Reads an item and checks its value with `readStored` and the schema `pick` names; the item's
 * read and the schemas' load run side by side. Never rejects: a read that fails (storage
 * unavailable) or schemas that do not load are refused as `unreadable`.
 * @param newestVersion as `readStored`'s.
 */
export async function readItem<S extends v.GenericSchema>(
  item: StoredItem,
  pick: SchemaPick<S>,
  options: { newestVersion?: number } = {},
): Promise<StoredRead<v.InferOutput<S>>> {
  try {
    const [value, schemas] = await Promise.all([item.getValue(), loadSchemas()]);
    return schemas.readStored(pick(schemas), value, options);
  } catch (error) {
    return notChecked(error);
  }
}

/**
 * Checks a value a watcher was told of (a storage change) and hands the read to `show`, once the
 * schemas have loaded: at once (a microtask later) when they have. Every change waits on the one
 * promise of `loadSchemas`, whose callbacks run in the order they were added, so the changes are
 * shown in the order they came and a later one is never overtaken by an earlier; a change told
 * while the item's first read is under way is shown before that read's answer (`readItem` began
 * to wait first, and its answer comes a step after).
 */
export function readChange<S extends v.GenericSchema>(
  value: unknown,
  pick: SchemaPick<S>,
  show: (read: StoredRead<v.InferOutput<S>>) => void,
): void {
  loadSchemas().then(
    (schemas) => show(schemas.readStored(pick(schemas), value)),
    (error: unknown) => show(notChecked(error)),
  );
}
