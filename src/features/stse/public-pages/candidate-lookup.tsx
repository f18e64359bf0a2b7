import { useState } from 'react';
import { describeError } from '@/data';

/** A lookup's states: idle, searching (about 0.5 s), then found or not found; or the read failed. */
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
