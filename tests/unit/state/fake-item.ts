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

/**
 * A stored item whose change events carry each value as written, as `storage.onChanged` does (none
 * for a write of the same value, as WXT's `watch`), but reach each watcher (a page, in the order
 * they began watching) only when `tell(index)` says so: a busy page hears of writes late.
 */
export function heldItem(): StoredItem & {
  /** Tells watcher `index` every change it has not heard yet, in the order written. */
  tell(index: number): void;
  /**
   * Tells every watcher everything, round after round, until nothing is untold; `settle` lets the
   * pages answer between rounds (the fake timers' own advance, where a test uses them).
   */
  drain(settle: () => Promise<unknown>): Promise<void>;
  stored(): unknown;
} {
  const copy = (value: unknown) => (value === undefined ? null : JSON.parse(JSON.stringify(value)));
  let stored: unknown = null;
  const queues: { watcher: (value: unknown) => void; untold: unknown[] }[] = [];
  const held = {
    getValue: () => new Promise((resolve) => setTimeout(() => resolve(copy(stored)), 0)),
    async setValue(value: unknown) {
      if (JSON.stringify(value) === JSON.stringify(stored)) return;
      stored = copy(value);
      for (const queue of queues) queue.untold.push(copy(value));
    },
    watch(callback: (value: unknown) => void) {
      const queue = { watcher: callback, untold: [] as unknown[] };
      queues.push(queue);
      return () => queues.splice(queues.indexOf(queue), 1);
    },
    tell(index: number) {
      const queue = queues[index];
      for (const value of queue.untold.splice(0)) queue.watcher(value);
    },
    async drain(settle: () => Promise<unknown>) {
      for (let round = 0; queues.some((queue) => queue.untold.length > 0); round++) {
        // Pages that kept writing over each other would never settle.
        if (round === 20) throw new Error('The pages keep writing over each other.');
        for (let index = 0; index < queues.length; index++) held.tell(index);
        await settle();
      }
    },
    stored: () => stored,
  };
  return held as StoredItem & typeof held;
}
