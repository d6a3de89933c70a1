// A stand-in for Chrome's `storage.sync` limits, which the fake browser does not enforce
// (docs/toolchain.md, WXT): it wraps `fakeBrowser.storage.sync.set` and refuses, with Chrome's own
// messages, any write that would break a limit. Every call counts as a write operation, the
// refused ones too (the stricter reading of Chrome's rule).
import { fakeBrowser } from 'wxt/testing/fake-browser';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

export interface QuotaSyncArea {
  /** When each write to `storage.sync` was made, ms (fake time). */
  writes: number[];
  /** The messages of the writes refused. */
  refusals: string[];
  /** While true, every write fails as when sync is off or offline. */
  isUnavailable: boolean;
  /** The most writes in any 60 s, and in any hour. */
  mostPerMinute(): number;
  mostPerHour(): number;
  /** Writes as another browser would (its writes reach this one through sync, unmetered here). */
  setFromAnotherBrowser(items: Record<string, unknown>): Promise<void>;
  /** Puts the fake's own `set` back. */
  restore(): void;
}

const bytesOf = (key: string, value: unknown) =>
  new TextEncoder().encode(key + JSON.stringify(value)).length;

function mostWithin(times: number[], windowMs: number): number {
  let most = 0;
  let first = 0;
  for (let last = 0; last < times.length; last++) {
    while (times[last] - times[first] >= windowMs) first++;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

export function enforceSyncQuotas(): QuotaSyncArea {
  const area = fakeBrowser.storage.sync;
  const originalSet = area.set;
  const quota: QuotaSyncArea = {
    writes: [],
    refusals: [],
    isUnavailable: false,
    mostPerMinute: () => mostWithin(quota.writes, MINUTE_MS),
    mostPerHour: () => mostWithin(quota.writes, HOUR_MS),
    setFromAnotherBrowser: (items) => originalSet(items),
    restore() {
      area.set = originalSet;
    },
  };
  const refuse = (message: string) => {
    quota.refusals.push(message);
    throw new Error(message);
  };
  area.set = (async (items: Record<string, unknown>) => {
    const now = Date.now();
    quota.writes.push(now);
    if (quota.isUnavailable) refuse('Sync is unavailable.');
    const madeWithin = (windowMs: number) => quota.writes.filter((t) => now - t < windowMs).length;
    if (madeWithin(MINUTE_MS) > 120) {
      refuse('This request exceeds the MAX_WRITE_OPERATIONS_PER_MINUTE quota.');
    }
    if (madeWithin(HOUR_MS) > 1800) {
      refuse('This request exceeds the MAX_WRITE_OPERATIONS_PER_HOUR quota.');
    }
    const after = { ...(await area.get(null)), ...items };
    for (const [key, value] of Object.entries(after)) {
      if (bytesOf(key, value) > 8192) refuse('QUOTA_BYTES_PER_ITEM quota exceeded');
    }
    const total = Object.entries(after).reduce((sum, [key, value]) => sum + bytesOf(key, value), 0);
    if (total > 102_400) refuse('QUOTA_BYTES quota exceeded');
    return originalSet(items);
  }) as typeof area.set;
  return quota;
}
