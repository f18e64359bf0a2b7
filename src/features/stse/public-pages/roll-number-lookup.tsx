import { Suspense, useState } from 'react';
import { describeError } from '@/data';
import { lazyAfterPaint, Skeleton } from '@/ui';
import styles from './roll-number-lookup.module.css';

/** Spec 4: idle, searching (about 0.5 s), then found or not found; or the read failed. */
export type LookupState<T> =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'found'; result: T }
  | { status: 'not-found' }
  | { status: 'failed'; message: string };

/** Runs `find` for a roll number and tracks its state; `find` gives undefined for "not found". */
export function useRollNumberLookup<T>(find: (rollNo: string) => Promise<T | undefined>) {
  const [state, setState] = useState<LookupState<T>>({ status: 'idle' });
  async function search(rollNo: string) {
    setState({ status: 'searching' });
    try {
      const result = await find(rollNo);
      setState(result === undefined ? { status: 'not-found' } : { status: 'found', result });
    } catch (error) {
      console.error(error);
      setState({ status: 'failed', message: describeError(error) });
    }
  }
  return { state, search };
}

export type RollNumberFormProps = {
  /** Names the form for assistive technology, e.g. "Result lookup". */
  label: string;
  submitLabel: string;
  searching: boolean;
  onSearch: (rollNo: string) => Promise<void>;
};

// The form (with zod and react-hook-form) is its own chunk: the page's heading, lead and links
// paint without waiting for it, and the placeholder keeps its exact place meanwhile.
const LoadedRollNumberForm = lazyAfterPaint(() =>
  import('./roll-number-form').then((module) => module.RollNumberForm),
);

/** The roll number box and its button, which reads "Searching..." while the lookup runs. */
export function RollNumberForm(props: RollNumberFormProps) {
  return (
    <Suspense
      fallback={
        <div className={styles.placeholder}>
          <Skeleton lines={3} label="Loading the form…" />
        </div>
      }
    >
      <LoadedRollNumberForm {...props} />
    </Suspense>
  );
}
