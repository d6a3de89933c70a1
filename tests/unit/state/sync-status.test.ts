// What a page shows of the background's sync problem (the "Not synced" mark).
import { describe, expect, it } from 'vitest';
import { createSyncStatus } from '../../../state/sync-status';
import { lateReadItem } from './fake-item';

describe('the sync status of a page', () => {
  it('shows a problem the background writes while the page reads it, not the older answer', async () => {
    const item = lateReadItem();
    const status = createSyncStatus({ item });
    const loaded = status.load();
    await item.setValue({ problem: 'too-large', at: 1 });
    item.answerRead();
    const stop = await loaded;
    expect(status.problem.value).toBe('too-large');
    await item.setValue(null);
    expect(status.problem.value).toBeNull();
    stop();
  });

  it('shows the stored problem when nothing is written meanwhile', async () => {
    const item = lateReadItem();
    await item.setValue({ problem: 'rate', at: 1 });
    const status = createSyncStatus({ item });
    const loaded = status.load();
    item.answerRead();
    (await loaded)();
    expect(status.problem.value).toBe('rate');
  });
});
