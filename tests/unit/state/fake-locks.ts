/**
 * A Web Locks `LockManager` for one lock mode (exclusive) with what clock-turn.ts uses: waiting in
 * line, `signal` to stop waiting, and `steal`, which takes the lock from its holder (whose request
 * then fails with an AbortError). Several pages of a test share one.
 */
interface Request {
  callback: (lock: Lock) => unknown;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

const abortError = () => new DOMException('The lock request was aborted.', 'AbortError');

export function fakeLocks(): LockManager {
  const holders = new Map<string, Request>();
  const lines = new Map<string, Request[]>();

  function grant(name: string, request: Request): void {
    holders.set(name, request);
    const lock = { name, mode: 'exclusive' } as Lock;
    Promise.resolve()
      .then(() => request.callback(lock))
      .then(
        (value) => finish(name, request, () => request.resolve(value)),
        (error) => finish(name, request, () => request.reject(error)),
      );
  }

  function finish(name: string, request: Request, answer: () => void): void {
    if (holders.get(name) !== request) return;
    holders.delete(name);
    answer();
    const next = lines.get(name)?.shift();
    if (next) grant(name, next);
  }

  return {
    request(name: string, options: LockOptions, callback: (lock: Lock) => unknown) {
      return new Promise((resolve, reject) => {
        const request: Request = { callback, resolve, reject };
        if (options.steal) {
          const robbed = holders.get(name);
          holders.delete(name);
          robbed?.reject(abortError());
          grant(name, request);
          return;
        }
        const line = lines.get(name) ?? [];
        lines.set(name, line);
        if (!holders.has(name) && line.length === 0) {
          grant(name, request);
          return;
        }
        line.push(request);
        options.signal?.addEventListener('abort', () => {
          const index = line.indexOf(request);
          if (index < 0) return;
          line.splice(index, 1);
          reject(abortError());
        });
      });
    },
    query: async () => ({ held: [], pending: [] }),
  } as unknown as LockManager;
}
