// A game page's reads and changes of its stored items, checked once the schemas have loaded
// (state/read-item.ts): a change is never overtaken by an earlier one, nor by an older read.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ReadItem from '../../../state/read-item';
import { lateReadItem } from './fake-item';

/** read-item.ts as a page first has it: its schemas not loaded yet. */
let fresh: typeof ReadItem;
beforeEach(async () => {
  vi.resetModules();
  fresh = await import('../../../state/read-item');
});

const problem = (name: string) => ({ problem: name, at: 1 });

describe('reading stored items once the schemas have loaded', () => {
  it('shows changes told before the schemas have loaded in the order told, the last one last', async () => {
    const shown: (string | null)[] = [];
    for (const name of ['rate', 'too-large', 'unavailable']) {
      fresh.readChange(
        problem(name),
        (schemas) => schemas.syncProblem,
        (read) => {
          shown.push(read.value?.problem ?? null);
        },
      );
    }
    await fresh.loadSchemas();
    await vi.waitFor(() => expect(shown).toHaveLength(3));
    expect(shown).toEqual(['rate', 'too-large', 'unavailable']);
  });

  it('shows a change told while the first read is under way before the read answers with what it found', async () => {
    const item = lateReadItem();
    await item.setValue(problem('rate'));
    const shown: string[] = [];
    const reading = fresh
      .readItem(item, (schemas) => schemas.syncProblem)
      .then((read) => shown.push(`read ${read.value?.problem}`));
    fresh.readChange(
      problem('too-large'),
      (schemas) => schemas.syncProblem,
      (read) => {
        shown.push(`change ${read.value?.problem}`);
      },
    );
    item.answerRead();
    await reading;
    expect(shown).toEqual(['change too-large', 'read rate']);
  });

  it('refuses a value its schema refuses, and a missing one, as readStored does', async () => {
    const item = lateReadItem();
    await item.setValue({ problem: 'no such problem', at: 1 });
    const reading = fresh.readItem(item, (schemas) => schemas.syncProblem);
    item.answerRead();
    expect(await reading).toEqual({
      refusal: 'unreadable',
      reason: expect.stringMatching(/^problem: /),
    });
    const missing = lateReadItem();
    const nothing = fresh.readItem(missing, (schemas) => schemas.syncProblem);
    missing.answerRead();
    expect(await nothing).toEqual({ refusal: 'missing', reason: 'none stored' });
  });
});
