import { useState } from 'react';
import { TooManyTriesError, describeError } from '@/data';
import type { CandidateLookup } from '@/data';

/**
 * A lookup's states: idle, searching (about 0.5 s), then found or not found; too many tries from
 * this network (server mode's limit); or the read failed.
 */
export type LookupState<T> =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'found'; result: T }
  | { status: 'not-found' }
  | { status: 'too-many-tries'; message: string }
  | { status: 'failed'; message: string };

/** Runs `find` for a roll number and date of birth; `find` gives undefined for "not found". */
export function useCandidateLookup<T>(find: (lookup: CandidateLookup) => Promise<T | undefined>) {
  const [state, setState] = useState<LookupState<T>>({ status: 'idle' });
  async function search(lookup: CandidateLookup) {
    setState({ status: 'searching' });
    try {
      const result = await find(lookup);
      setState(result === undefined ? { status: 'not-found' } : { status: 'found', result });
    } catch (error) {
      if (error instanceof TooManyTriesError) {
        setState({ status: 'too-many-tries', message: error.message });
        return;
      }
      console.error(error);
      setState({ status: 'failed', message: describeError(error) });
    }
  }
  return { state, search };
}
