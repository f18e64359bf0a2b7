// Serialises writes. Across tabs that takes the Web Locks API (one lock for the whole origin's data):
// tab B's read-modify-write starts only after tab A's has finished, so B reads what A wrote.
// Without Web Locks (old browsers, jsdom), writes in this realm still queue one after another.
const LOCK_NAME = 'sankalp-data';
const queues = new WeakMap<Storage, Promise<unknown>>();

export type WithLock = <T>(task: () => T | Promise<T>) => Promise<T>;

export function createWriteLock(
  storage: Storage,
  locks: LockManager | undefined = globalThis.navigator?.locks,
): WithLock {
  // The lock is held until the task's promise settles; its value is the task's value.
  if (locks) return <T>(task: () => T | Promise<T>) => locks.request(LOCK_NAME, task) as Promise<T>;
  return (task) => {
    const previous = queues.get(storage) ?? Promise.resolve();
    const run = previous.then(() => task());
    queues.set(
      storage,
      run.catch(() => undefined),
    );
    return run;
  };
}
