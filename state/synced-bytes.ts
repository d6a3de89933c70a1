/** The size of a synced item as Chrome counts it against sync's quotas. */

/**
 * How many bytes Chrome counts for an item: its key plus the JSON of its value, in UTF-8
 * (`storage.sync.QUOTA_BYTES_PER_ITEM`).
 */
export function syncedBytes(key: string, value: unknown): number {
  return new TextEncoder().encode(key + JSON.stringify(value)).length;
}
