import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { isSignedOut } from '../http-error';
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

/**
 * Runs one of the page's own writes and shows its answer instead of reading again: `apply` turns
 * the data on screen and the write's answer into the data after it (undefined: it cannot, so the
 * query reads). Meant for a write that changes the collections the query watches.
 */
export type ApplyWrite<T> = <R>(
  write: () => Promise<R>,
  apply: (data: T, answer: R) => T | undefined,
) => Promise<R>;

type LiveQueryActions<T> = { reload: () => void; applyWrite: ApplyWrite<T> };

type ShownState<T> = { status: 'loading' | 'success' | 'error'; data?: T; error?: unknown };

export type LiveQuery<T> = LiveQueryActions<T> &
  (
    | { status: 'loading'; data: undefined; error: undefined }
    | { status: 'success'; data: T; error: undefined }
    | { status: 'error'; data: undefined; error: unknown }
  );

/**
 * Reads through the repository and reads again whenever one of `watch` changes, in this tab or
 * another. `read` may change identity every render; `deps` say when its inputs changed.
 * While re-reading, the last data stays on screen (no flash of a spinner). A write made through
 * `applyWrite` is shown from its answer, without a read (issue 23: one request per payment).
 */
export function useLiveQuery<T>(
  read: (repository: Repository) => Promise<T>,
  deps: readonly unknown[],
  watch: readonly CollectionKey[],
): LiveQuery<T> {
  const repository = useData();
  // The latest `read`, called from the effect without making its identity a dependency.
  const readLatest = useEffectEvent(read);
  const [state, setState] = useState<ShownState<T>>({ status: 'loading' });
  // What is on screen as last set, for a write's answer to apply to when it comes.
  const shown = useRef(state);
  const show = useCallback((next: ShownState<T>) => {
    shown.current = next;
    setState(next);
  }, []);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const watchKey = watch.join(',');
  /** While a write of applyWrite runs: how often each watched collection was announced. */
  const heardDuringWrite = useRef<Map<CollectionKey, number> | null>(null);
  /** A read has started and not yet answered. */
  const reading = useRef(false);

  useEffect(() => {
    const watched = new Set(watchKey.split(','));
    return repository.subscribe((changed) => {
      if (!watched.has(changed)) return;
      const heard = heardDuringWrite.current;
      if (heard) heard.set(changed, (heard.get(changed) ?? 0) + 1);
      else setVersion((value) => value + 1);
    });
  }, [repository, watchKey]);

  useEffect(() => {
    let current = true;
    reading.current = true;
    readLatest(repository)
      .then((data) => {
        if (current) show({ status: 'success', data });
      })
      .catch((error: unknown) => {
        // A read that fails after its screen has gone concerns nobody; one the server refused
        // because the session has ended (a sign-out a moment ago overtook it) is no fault: the
        // screen says "Sign in to continue." until the guard sends the person to sign in.
        if (!current) return;
        if (!isSignedOut(error)) console.error(error);
        show({ status: 'error', error });
      })
      .finally(() => {
        if (current) reading.current = false;
      });
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deps are the caller's inputs to read
  }, [repository, version, ...deps]);

  const applyWrite = useCallback<ApplyWrite<T>>(
    async (write, apply) => {
      // One write at a time: a second one meanwhile just reads afterwards.
      if (heardDuringWrite.current) {
        const answer = await write();
        reload();
        return answer;
      }
      const heard = new Map<CollectionKey, number>();
      heardDuringWrite.current = heard;
      let answer: Awaited<ReturnType<typeof write>>;
      try {
        answer = await write();
      } catch (error) {
        // Nothing of ours changed; whatever was announced meanwhile came from elsewhere.
        if (heard.size > 0) reload();
        throw error;
      } finally {
        heardDuringWrite.current = null;
      }
      // The write announces each collection it changed once; more means another change came
      // too, and a read under way may answer from before the write: either way, read again.
      const changedElsewhere = [...heard.values()].some((times) => times > 1);
      const before = shown.current;
      const next =
        before.status === 'success' && !changedElsewhere && !reading.current
          ? apply(before.data as T, answer)
          : undefined;
      if (next === undefined) reload();
      else show({ status: 'success', data: next });
      return answer;
    },
    [reload, show],
  );

  return { ...state, reload, applyWrite } as LiveQuery<T>;
}
