/**
 * A write to storage kept off the path from a change to the frame showing it (docs/speed.md):
 * asked for with every change, it runs once the next frame is painted and writes the value as
 * it is then, so a quick run of changes is written once, as its last state.
 */
import type { Deferral } from './after-paint';
import type { StoredItem } from './items';

export interface DeferredWriteOptions {
  item: StoredItem;
  /** The value to write, read when the write runs. */
  latest: () => unknown;
  /** When a write asked for runs: `afterNextPaint` in the product. */
  defer: Deferral;
  /** Told after each write whether storage took it. */
  onWritten: (isSaved: boolean) => void;
}

export function createDeferredWrite({ item, latest, defer, onWritten }: DeferredWriteOptions) {
  let isPending = false;

  /** Writes now what was asked for and not yet written: a hidden page may never paint again. */
  function flush(): void {
    if (!isPending) return;
    isPending = false;
    item.setValue(latest()).then(
      () => onWritten(true),
      () => onWritten(false),
    );
  }

  return {
    /** Asks for a write once the next frame is painted (within LATEST_MS of after-paint.ts). */
    request(): void {
      if (isPending) return;
      isPending = true;
      defer(flush);
    },
    flush,
  };
}
