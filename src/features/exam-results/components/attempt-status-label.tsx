import { useLingui } from '@lingui/react';
import type { AttemptStatus } from '@/data/online-tests';
import { attemptStatusLabels } from './status-labels';

/** An attempt's status in the screen's language (for table cells built outside a component). */
export function AttemptStatusLabel({ status }: { status: AttemptStatus }) {
  const { i18n } = useLingui();
  return <>{i18n._(attemptStatusLabels[status])}</>;
}
