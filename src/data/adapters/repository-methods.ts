// Wrappers in front of a Repository (deferred loading, simulated latency, forced failures) that
// stand in for every asynchronous method without naming them: a Proxy forwards whatever method is
// asked for. Type-only imports: the deferred repository in the app's entry must not pull in zod
// or the operations' definitions.
import type { ChangeListener, Repository } from '../repository';
import type { OperationName } from '../definitions';

export type RepositoryMethod = OperationName | 'getSession' | 'setSession' | 'clearSession';

type AnyMethod = (...args: unknown[]) => Promise<unknown>;

/** Calls `method` of `repository` with `args`; the one untyped step, kept in one place. */
export function callMethod(
  repository: Repository,
  method: RepositoryMethod,
  args: unknown[],
): Promise<unknown> {
  // Called on the repository itself, so an adapter written as a class keeps its `this`.
  return (repository[method] as AnyMethod).apply(repository, args);
}

/**
 * A Repository whose every asynchronous method is `call(method, args)`; the change feed comes from
 * `feed`. Not a thenable: `then` is left undefined, so a promise of it resolves to it.
 */
export function repositoryOf(
  call: (method: RepositoryMethod, args: unknown[]) => Promise<unknown>,
  feed: Pick<Repository, 'subscribe' | 'recoveredKeys'>,
): Repository {
  const own = {
    subscribe: (listener: ChangeListener) => feed.subscribe(listener),
    recoveredKeys: () => feed.recoveredKeys(),
  };
  const forwarded = new Proxy(own, {
    get(target, property) {
      if (property in target) return target[property as keyof typeof target];
      if (typeof property !== 'string' || property === 'then') return undefined;
      return (...args: unknown[]) => call(property as RepositoryMethod, args);
    },
  });
  return forwarded as unknown as Repository;
}

/** Runs `before(method)` ahead of each call; used for simulated latency and forced failures. */
export function withBefore(
  repository: Repository,
  before: (method: RepositoryMethod) => Promise<void> | undefined,
): Repository {
  return repositoryOf(async (method, args) => {
    await before(method);
    return callMethod(repository, method, args);
  }, repository);
}
