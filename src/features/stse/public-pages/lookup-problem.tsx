import { Alert } from '@/ui';
import type { LookupState } from './roll-number-lookup';

/** A lookup that found nothing says the page's own message; one that could not look says why. */
export function LookupProblem({
  state,
  notFoundMessage,
}: {
  state: LookupState<unknown>;
  notFoundMessage: string;
}) {
  if (state.status === 'not-found') return <Alert tone="error">{notFoundMessage}</Alert>;
  if (state.status === 'failed') {
    return (
      <Alert tone="error" title="Something went wrong. Please try again.">
        {state.message}
      </Alert>
    );
  }
  return null;
}
