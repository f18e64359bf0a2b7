import { useId } from 'react';
import { amountInWords, formatRupees, remainingAmount } from '@/data';
import type { Payment, Student } from '@/data';
import { DateText, DetailList } from '@/ui';
import type { DetailItem } from '@/ui';
import styles from './receipt.module.css';

/** Who issues the receipt: the institute's name and address as printed at its head. */
export type ReceiptIssuer = { name: string; address: string; phone: string; email: string };

export type ReceiptProps = { payment: Payment; student: Student; issuer: ReceiptIssuer };

/**
 * A fee receipt as printed: the institute, the receipt's number and date, whose fee, which
 * installment, how it was paid, the amount in figures and in words, and what remains to pay.
 * A cancelled receipt carries a "Cancelled" watermark and the reason.
 */
export function Receipt({ payment, student, issuer }: ReceiptProps) {
  const titleId = useId();
  const { installments } = student.feeDetails;
  const index = installments.findIndex((item) => item.id === payment.installmentId);
  const installment = installments[index];
  const cancelled = payment.status === 'Cancelled';
  const rows: readonly DetailItem[] = [
    ['Student Name', student.name],
    ['Roll Number', student.rollNo],
    ['Class and Stream', `Class ${student.currentClass} · ${student.stream}`],
    ['Installment', installment ? `${index + 1} of ${installments.length}` : 'Not found'],
    ['Mode', payment.mode],
    ['Reference', payment.reference || 'None'],
    ['Received By', payment.receivedBy],
  ];
  return (
    // A cancelled receipt's watermark is drawn by CSS (::after): decoration, not text to read;
    // the title says "(Cancelled)" for every reader.
    <article className={styles.receipt} aria-labelledby={titleId} data-cancelled={cancelled}>
      <header className={styles.header}>
        <p className={styles.institute}>{issuer.name}</p>
        <p className={styles.address}>{issuer.address}</p>
        <p className={styles.address}>
          {issuer.phone} · {issuer.email}
        </p>
        <h2 id={titleId} className={styles.title}>
          Fee Receipt{cancelled ? ' (Cancelled)' : ''}
        </h2>
      </header>
      <DetailList
        variant="print-line"
        className={styles.meta}
        items={[
          ['Receipt No.', payment.receiptNo],
          ['Date', <DateText key="date" value={payment.receivedAt} withTime />],
        ]}
      />
      <DetailList variant="print" className={styles.details} items={rows} />
      <div className={styles.amount}>
        <p className={styles.figures}>
          Amount Received: <strong>{formatRupees(payment.amount)}</strong>
        </p>
        <p className={styles.words}>{amountInWords(payment.amount)}</p>
      </div>
      <DetailList
        variant="print"
        className={styles.details}
        items={[
          [
            'Balance on this installment',
            installment ? formatRupees(remainingAmount(installment)) : 'Not found',
          ],
          [
            'Total balance',
            formatRupees(installments.reduce((sum, item) => sum + remainingAmount(item), 0)),
          ],
        ]}
      />
      {payment.cancellation ? (
        <p className={styles.cancellation}>
          Cancelled on <DateText value={payment.cancellation.at} withTime /> by{' '}
          {payment.cancellation.by}: {payment.cancellation.reason}
        </p>
      ) : null}
      <p className={styles.signature}>Authorised Signatory</p>
    </article>
  );
}
