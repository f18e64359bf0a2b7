import { createContext, useCallback, useContext, useEffect, useEffectEvent, useState } from 'react';
import type { ReactNode } from 'react';
import type { CollectionKey, Repository } from '../repository';

const DataContext = createContext<Repository | null>(null);

export function DataProvider({
  repository,
  children,
}: {
  repository: Repository;
  children: ReactNode;
}) {
  return <DataContext.Provider value={repository}>{children}</DataContext.Provider>;
}

export function useData(): Repository {
  const repository = useContext(DataContext);
  if (!repository) throw new Error('useData must be used within a DataProvider');
  return repository;
}

export type LiveQuery<T> =
  | { status: 'loading'; data: undefined; error: undefined; reload: () => void }
  | { status: 'success'; data: T; error: undefined; reload: () => void }
  | { status: 'error'; data: undefined; error: unknown; reload: () => void };

/**
 * Reads through the repository and reads again whenever one of `watch` changes, in this tab or
 * another. `read` may change identity every render; `deps` say when its inputs changed.
 * While re-reading, the last data stays on screen (no flash of a spinner).
 */
export function useLiveQuery<T>(
  read: (repository: Repository) => Promise<T>,
  deps: readonly unknown[],
  watch: readonly CollectionKey[],
): LiveQuery<T> {
  const repository = useData();
  // The latest `read`, called from the effect without making its identity a dependency.
  const readLatest = useEffectEvent(read);
  const [state, setState] = useState<{
    status: 'loading' | 'success' | 'error';
    data?: T;
    error?: unknown;
  }>({
    status: 'loading',
  });
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const watchKey = watch.join(',');

  useEffect(() => {
    const watched = new Set(watchKey.split(','));
    return repository.subscribe((changed) => {
      if (watched.has(changed)) setVersion((value) => value + 1);
    });
  }, [repository, watchKey]);

  useEffect(() => {
    let current = true;
    readLatest(repository)
      .then((data) => {
        if (current) setState({ status: 'success', data });
      })
      .catch((error: unknown) => {
        // A read that fails after its screen has gone (say, refused because the user has just
        // signed out in server mode) concerns nobody.
        if (!current) return;
        console.error(error);
        setState({ status: 'error', error });
      });
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deps are the caller's inputs to read
  }, [repository, version, ...deps]);

  return { ...state, reload } as LiveQuery<T>;
}
