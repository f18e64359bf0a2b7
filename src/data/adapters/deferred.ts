// A Repository that loads the real one on first use. The app's entry chunk holds only this file,
// so the public home page never downloads zod or the adapters until data is actually needed.
// Type-only imports below: keep it that way (see docs/decisions.md, "Lazy data layer").
import type { ChangeListener, Repository } from '../repository';
import { callMethod, repositoryOf } from './repository-methods';

export function createDeferredRepository(load: () => Promise<Repository>): Repository {
  let loading: Promise<Repository> | undefined;
  let loaded: Repository | undefined;
  // Listeners may subscribe before the load; they are attached to the real feed once it exists.
  const listeners = new Set<ChangeListener>();
  const notify: ChangeListener = (changed) => {
    for (const listener of [...listeners]) listener(changed);
  };

  function repository(): Promise<Repository> {
    loading ??= load().then(
      (real) => {
        loaded = real;
        real.subscribe(notify);
        return real;
      },
      (error: unknown) => {
        loading = undefined; // a failed load (say, a dropped chunk request) is tried again next call
        throw error;
      },
    );
    return loading;
  }

  return repositoryOf(async (method, args) => callMethod(await repository(), method, args), {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    recoveredKeys: () => loaded?.recoveredKeys() ?? [],
  });
}
