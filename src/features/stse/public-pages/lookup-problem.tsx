import { useLingui } from '@lingui/react/macro';
import { Alert } from '@/ui';
import type { LookupState } from './candidate-lookup';

/**
 * A lookup that found nothing says the page's own message; one refused for too many tries says
 * how long to wait; one that could not look says why.
 */
export function LookupProblem({
  state,
  notFoundMessage,
}: {
  state: LookupState<unknown>;
  notFoundMessage: string;
}) {
  const { t } = useLingui();
  if (state.status === 'not-found') return <Alert tone="error">{notFoundMessage}</Alert>;
  if (state.status === 'too-many-tries') return <Alert tone="error">{state.message}</Alert>;
  if (state.status === 'failed') {
    return (
      <Alert tone="error" title={t`Something went wrong. Please try again.`}>
        {state.message}
      </Alert>
    );
  }
  return null;
}
