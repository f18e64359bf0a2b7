import { Trans } from '@lingui/react/macro';
import { followUpStatus } from '@/data/enquiries';
import type { EnquiryRow } from '@/data/enquiries';
import { Badge, DateText } from '@/ui';
import styles from './enquiries.module.css';

/** The next follow-up, with Overdue (red) or Today beside it; "None planned" when there is none. */
export function NextFollowUp({
  enquiry,
  now,
}: {
  enquiry: Pick<EnquiryRow, 'nextFollowUpAt'>;
  now: string;
}) {
  const status = followUpStatus(enquiry, now);
  if (enquiry.nextFollowUpAt === undefined)
    return (
      <span className={styles.muted}>
        <Trans>None planned</Trans>
      </span>
    );
  return (
    <span className={status === 'overdue' ? styles.overdue : undefined}>
      <DateText value={enquiry.nextFollowUpAt} withTime />{' '}
      {status === 'overdue' ? (
        <Badge tone="danger">
          <Trans>Overdue</Trans>
        </Badge>
      ) : null}
      {status === 'today' ? (
        <Badge tone="warning">
          <Trans>Today</Trans>
        </Badge>
      ) : null}
    </span>
  );
}
