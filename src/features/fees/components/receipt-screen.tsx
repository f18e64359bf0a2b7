import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { describeError, useLiveQuery } from '@/data';
import { instituteContact, siteBrand } from '@/features/public-site';
import { Button, EmptyState, LoadError, PageContainer, Skeleton, useDocumentTitle } from '@/ui';
import { Receipt, receiptHeading } from './receipt';
import styles from './receipt-screen.module.css';

export const RECEIPT_NOT_FOUND_MESSAGE = msg`Receipt not found.`;

const issuer = { name: siteBrand.name, ...instituteContact };

export type ReceiptScreenProps = {
  paymentId: string;
  /** Only this student's receipts are shown (the student area); any receipt when undefined. */
  ownerId?: string;
  /** Where "Back" leads, e.g. the student's fee page; given the receipt's student once loaded. */
  back: (studentId: string | undefined) => { to: string; label: string };
  /** The area's name in the browser tab, e.g. "Admin Panel". */
  area: string;
};

/** One receipt with Print Receipt; prints alone on one page. */
export function ReceiptScreen({ paymentId, ownerId, back, area }: ReceiptScreenProps) {
  const query = useLiveQuery(
    async (repository) => {
      const payment = await repository.getPayment(paymentId);
      if (!payment?.receiptNo || (ownerId !== undefined && payment.studentId !== ownerId)) {
        return undefined;
      }
      const student = await repository.getStudent(payment.studentId);
      return student ? { payment, student } : undefined;
    },
    [paymentId, ownerId],
    ['payments', 'students'],
  );
  const { i18n, t } = useLingui();
  const receiptNo = query.data?.payment.receiptNo;
  const backLink = back(query.data?.student.id);
  useDocumentTitle(
    `${receiptNo ? t`Receipt ${receiptNo}` : t`Receipt`} · ${area} · Sankalp Institute`,
  );

  return (
    <PageContainer
      title={i18n._(query.data ? receiptHeading(query.data.payment) : msg`Fee Receipt`)}
    >
      <div className={styles.content}>
        <div className={styles.actions} data-print-hide>
          <Link to={backLink.to} className={styles.back}>
            <span aria-hidden="true">← </span>
            {backLink.label}
          </Link>
          {query.data ? (
            <Button onClick={() => window.print()}>
              <Trans>Print Receipt</Trans>
            </Button>
          ) : null}
        </div>
        {query.status === 'loading' ? (
          <Skeleton lines={10} label={t`Loading the receipt…`} />
        ) : null}
        {query.status === 'error' ? (
          <LoadError
            title={t`The receipt could not be loaded`}
            message={describeError(query.error)}
            onRetry={query.reload}
            size="sm"
          />
        ) : null}
        {query.status === 'success' && !query.data ? (
          <EmptyState message={i18n._(RECEIPT_NOT_FOUND_MESSAGE)} />
        ) : null}
        {query.data ? (
          <div data-print-only-root>
            <Receipt payment={query.data.payment} student={query.data.student} issuer={issuer} />
          </div>
        ) : null}
      </div>
    </PageContainer>
  );
}
