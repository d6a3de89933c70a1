// A stored item for unit tests, in memory: it keeps values as storage does (as JSON), answers a
// read in a later task (as the browser's storage answers across processes), tells its watchers
// of a change after the write (as `storage.onChanged` comes after it), never for a write of the
// same value (as WXT's `watch`), and can be made to refuse writes.
import type { StoredItem } from '../../../state/items';

export interface FakeItem extends StoredItem {
  /** While true, every write rejects as a full or unavailable storage would. */
  isRefusingWrites: boolean;
}

export function fakeItem(initial: unknown = null): FakeItem {
  const copy = (value: unknown) => (value === undefined ? null : JSON.parse(JSON.stringify(value)));
  let stored = copy(initial);
  const watchers = new Set<(value: unknown) => void>();
  const item: FakeItem = {
    isRefusingWrites: false,
    getValue: () => new Promise((resolve) => setTimeout(() => resolve(copy(stored)), 0)),
    async setValue(value) {
      if (item.isRefusingWrites) throw new Error('QUOTA_BYTES quota exceeded');
      const before = JSON.stringify(stored);
      stored = copy(value);
      if (JSON.stringify(stored) === before) return;
      await Promise.resolve();
      for (const watcher of watchers) watcher(copy(stored));
    },
    watch(callback) {
      watchers.add(callback);
      return () => watchers.delete(callback);
    },
  };
  return item;
}

/**
 * A stored item whose read answers with what it held when asked, but only once `answerRead()`
 * is called: writes (and their change events) made meanwhile come before the answer, as another
 * page's or sync's write can while a page starts.
 */
export function lateReadItem(): StoredItem & { answerRead(): void; stored(): unknown } {
  let stored: unknown = null;
  const watchers = new Set<(value: unknown) => void>();
  let answer = () => {};
  return {
    getValue: () => {
      const held = stored;
      return new Promise((resolve) => {
        answer = () => resolve(held);
      });
    },
    async setValue(value) {
      stored = JSON.parse(JSON.stringify(value));
      for (const watcher of watchers) watcher(stored);
    },
    watch(callback) {
      watchers.add(callback);
      return () => watchers.delete(callback);
    },
    answerRead: () => answer(),
    stored: () => stored,
  };
}
