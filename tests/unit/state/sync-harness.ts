// The fake browser set up for sync tests: Chrome's sync limits enforced, fake timers from a fixed
// date, and what a test starts (sync, pages' stores) stopped after it.
import { afterEach, beforeEach, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browserSyncItems } from '../../../state/browser-sync-items';
import { type Sync, type SyncItems, startSync } from '../../../state/sync';
import { enforceSyncQuotas, type QuotaSyncArea } from './quota-sync-area';

export interface SyncHarness {
  /** This test's `storage.sync` with its limits. */
  readonly quota: QuotaSyncArea;
  /** Functions that stop what the test started (stores' `load()` results). */
  readonly stops: (() => void)[];
  /** Starts sync over the product's items (or `options`), stopped after the test. */
  start(options?: Partial<Parameters<typeof startSync>[0]>): Sync;
  /** Lets time pass (fake), running the timers and storage events due. */
  wait(ms: number): Promise<void>;
}

/** Registers the set-up and clean-up hooks of a sync test file. */
export function useSyncHarness(date = '2026-11-30T12:00:00Z'): SyncHarness {
  let quota: QuotaSyncArea;
  let sync: Sync | undefined;
  const stops: (() => void)[] = [];
  beforeEach(() => {
    fakeBrowser.reset();
    vi.useFakeTimers({ now: new Date(date) });
    quota = enforceSyncQuotas();
  });
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    sync?.stop();
    sync = undefined;
    quota.restore();
    vi.useRealTimers();
  });
  return {
    get quota() {
      return quota;
    },
    stops,
    start(options) {
      sync = startSync({ ...(browserSyncItems as SyncItems), ...options });
      return sync;
    },
    async wait(ms) {
      await vi.advanceTimersByTimeAsync(ms);
      await sync?.settled();
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}
