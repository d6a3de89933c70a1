// The page's side of the solver's worker: a running search is cancelled when the position changes.
// The worker here is the other end of a MessageChannel speaking comlink, as `solver.worker.ts` does
// in the browser; the E2E tests run the real one.
import { expose } from 'comlink';
import { describe, expect, it } from 'vitest';
import { dealPosition } from '../../../engine';
import { solve } from '../../../engine/solver';
import { createSolverThread, SearchStopped } from '../../../state/solver-thread';

/** A worker that answers with `searches` over a MessageChannel; it records being terminated. */
class ChannelWorker {
  terminated = false;
  private readonly port: MessagePort;
  private readonly errorListeners: EventListener[] = [];

  constructor(searches: object) {
    const channel = new MessageChannel();
    expose(searches, channel.port2);
    this.port = channel.port1;
  }

  postMessage(message: unknown, transfer: Transferable[] = []): void {
    if (!this.terminated) this.port.postMessage(message, transfer);
  }

  addEventListener(type: string, listener: EventListener): void {
    if (type === 'error') this.errorListeners.push(listener);
    else this.port.addEventListener(type, listener);
  }

  removeEventListener(type: string, listener: EventListener): void {
    if (type !== 'error') this.port.removeEventListener(type, listener);
  }

  start(): void {
    this.port.start();
  }

  terminate(): void {
    this.terminated = true;
    this.port.close();
  }

  /** Fails as a worker whose script threw. */
  fail(message: string): void {
    const event = { message, preventDefault: () => {} } as unknown as ErrorEvent;
    for (const listener of this.errorListeners) listener(event);
  }
}

/** Starts workers from `kinds` in turn: 'engine' answers with the engine, 'busy' never answers. */
function workers(...kinds: ('engine' | 'busy')[]) {
  const started: ChannelWorker[] = [];
  const startWorker = () => {
    const kind = kinds[started.length];
    if (!kind) throw new Error('no more workers');
    const never = () => new Promise<never>(() => {});
    const worker = new ChannelWorker(
      kind === 'engine' ? { solve } : { solve: never, progressSearch: never },
    );
    started.push(worker);
    return worker as unknown as Worker;
  };
  return { started, startWorker };
}

const OPTIONS = { takebacks: false, groupLimit: Number.POSITIVE_INFINITY, budgetMs: 2000 };

describe('createSolverThread', () => {
  it("answers with the engine's verdict, from one worker for search after search", async () => {
    const { started, startWorker } = workers('engine');
    const thread = createSolverThread(startWorker);
    const first = await thread.solve('C', dealPosition(1), OPTIONS);
    const direct = solve('C', dealPosition(1), OPTIONS);
    expect({ ...first, ms: 0 }).toEqual({ ...direct, ms: 0 });
    expect(first.result).toBe('winnable');
    const second = await thread.solve('S', dealPosition(2), OPTIONS);
    expect(second.result).toBe(solve('S', dealPosition(2), OPTIONS).result);
    expect(started).toHaveLength(1);
    // With nothing under way, stop keeps the worker for the next search.
    thread.stop();
    expect(started[0].terminated).toBe(false);
    await thread.solve('C', dealPosition(3), OPTIONS);
    expect(started).toHaveLength(1);
  });

  it('stops a running search at once: its worker ends and the next search gets a fresh one', async () => {
    const { started, startWorker } = workers('busy', 'engine');
    const thread = createSolverThread(startWorker);
    const running = thread.solve('C', dealPosition(104), OPTIONS);
    const waiting = thread.progressSearch('C', dealPosition(104), OPTIONS);
    thread.stop();
    await expect(running).rejects.toBeInstanceOf(SearchStopped);
    await expect(waiting).rejects.toBeInstanceOf(SearchStopped);
    expect(started[0].terminated).toBe(true);
    // The new position's search does not queue behind the stopped one.
    const next = await thread.solve('C', dealPosition(1), OPTIONS);
    expect(next.result).toBe('winnable');
    expect(started).toHaveLength(2);
    expect(started[1].terminated).toBe(false);
  });

  it('rejects the searches of a worker that failed, and starts a fresh one after', async () => {
    const { started, startWorker } = workers('busy', 'engine');
    const thread = createSolverThread(startWorker);
    const running = thread.solve('C', dealPosition(104), OPTIONS);
    started[0].fail('out of memory');
    await expect(running).rejects.toThrow("The solver's worker failed: out of memory");
    expect(started[0].terminated).toBe(true);
    expect((await thread.solve('C', dealPosition(1), OPTIONS)).result).toBe('winnable');
  });
});
