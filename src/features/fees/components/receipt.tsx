import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import {
  amountInHindiWords,
  amountInWords,
  formatRupees,
  gstStateCode,
  remainingAmount,
} from '@/data';
import type { Payment, PaymentTax, Student } from '@/data';
import { DateText, DetailList } from '@/ui';
import type { DetailItem } from '@/ui';
import styles from './receipt.module.css';

/** Who issues the receipt: the institute's name and address as printed at its head. */
export type ReceiptIssuer = { name: string; address: string; phone: string; email: string };

export type ReceiptProps = { payment: Payment; student: Student; issuer: ReceiptIssuer };

/** The heading of a receipt: a tax invoice too when it was issued with GST. */
export const receiptHeading = (payment: Pick<Payment, 'tax'>): MessageDescriptor =>
  payment.tax ? msg`Receipt cum Tax Invoice` : msg`Fee Receipt`;

/** How a payment was made, as the reader's language names it (the stored value stays English). */
const MODE_NAMES: Record<Payment['mode'], MessageDescriptor> = {
  Cash: msg`Cash`,
  UPI: msg`UPI`,
  Card: msg`Card`,
  Cheque: msg`Cheque`,
  'Bank transfer': msg`Bank transfer`,
  Online: msg`Online`,
  'Opening balance': msg`Opening balance`,
  Refund: msg`Refund`,
};

/**
 * A fee receipt as printed: the institute, the receipt's number and date, whose fee, which
 * installment, how it was paid, the amount in figures and in words, and what remains to pay.
 * Issued with GST, it is a Receipt cum Tax Invoice: the GSTIN, SAC, place of supply and the
 * amount split into its taxable value and tax. A cancelled receipt carries a "Cancelled"
 * watermark and the reason.
 */
export function Receipt({ payment, student, issuer }: ReceiptProps) {
  const titleId = useId();
  const { i18n, t } = useLingui();
  const { installments } = student.feeDetails;
  const index = installments.findIndex((item) => item.id === payment.installmentId);
  const installment = installments[index];
  const cancelled = payment.status === 'Cancelled';
  const { currentClass, stream } = student;
  const number = index + 1;
  const count = installments.length;
  const notFound = t`Not found`;
  const rows: readonly DetailItem[] = [
    [t`Student Name`, student.name],
    [t`Roll Number`, student.rollNo],
    [t`Class and Stream`, t`Class ${currentClass} · ${stream}`],
    [t`Installment`, installment ? t`${number} of ${count}` : notFound],
    [t`Mode`, i18n._(MODE_NAMES[payment.mode])],
    [t`Reference`, payment.reference || t`None`],
    [t`Received By`, payment.receivedBy],
  ];
  const sac = payment.tax?.sac;
  const received = formatRupees(payment.amount);
  return (
    // A cancelled receipt's watermark is drawn by CSS (::after): decoration, not text to read;
    // the title says "(Cancelled)" for every reader.
    <article className={styles.receipt} aria-labelledby={titleId} data-cancelled={cancelled}>
      <header className={styles.header}>
        <p className={styles.institute}>{issuer.name}</p>
        <address className={styles.address}>
          {issuer.address}
          <br />
          {issuer.phone} · {issuer.email}
        </address>
        <h2 id={titleId} className={styles.title}>
          {i18n._(receiptHeading(payment))}
          {cancelled ? t` (Cancelled)` : ''}
        </h2>
      </header>
      <DetailList
        variant="print-line"
        className={styles.meta}
        items={[
          [t`Receipt No.`, payment.receiptNo],
          [t`Date`, <DateText key="date" value={payment.receivedAt} withTime />],
        ]}
      />
      {payment.tax ? (
        <DetailList
          variant="print"
          className={styles.details}
          items={[
            ['GSTIN', payment.tax.gstin],
            ['SAC', t`${sac} (Commercial training and coaching)`],
            [t`Place of Supply`, placeWithCode(payment.tax.placeOfSupply)],
          ]}
        />
      ) : null}
      <DetailList variant="print" className={styles.details} items={rows} />
      {payment.tax ? <TaxBreakdown tax={payment.tax} amount={payment.amount} /> : null}
      <div className={styles.amount}>
        <p className={styles.figures}>
          <Trans>
            Amount Received: <strong>{received}</strong>
          </Trans>
        </p>
        <p className={styles.words}>
          {/* The pseudo-language of the translation test reads it in Hindi too, as it does dates. */}
          {i18n.locale === 'en'
            ? amountInWords(payment.amount)
            : amountInHindiWords(payment.amount)}
        </p>
      </div>
      <DetailList
        variant="print"
        className={styles.details}
        items={[
          [
            t`Balance on this installment`,
            installment ? formatRupees(remainingAmount(installment)) : notFound,
          ],
          [
            t`Total balance`,
            formatRupees(installments.reduce((sum, item) => sum + remainingAmount(item), 0)),
          ],
        ]}
      />
      {payment.cancellation ? <CancellationNote {...payment.cancellation} /> : null}
      <p className={styles.signature}>
        <Trans>Authorised Signatory</Trans>
      </p>
    </article>
  );
}

/** Who cancelled the receipt, when and why. */
function CancellationNote({ at, by, reason }: { at: string; by: string; reason: string }) {
  return (
    <p className={styles.cancellation}>
      <Trans>
        Cancelled on <DateText value={at} withTime /> by {by}: {reason}
      </Trans>
    </p>
  );
}

/** "Rajasthan (08)": the state with its GST state code, when it is a listed state. */
function placeWithCode(place: string): string {
  const code = gstStateCode(place);
  return code ? `${place} (${code})` : place;
}

/** The amount split as a tax invoice shows it: taxable value, each tax at its rate, the total. */
function TaxBreakdown({ tax, amount }: { tax: PaymentTax; amount: number }) {
  const { t } = useLingui();
  const taxes: readonly DetailItem[] =
    tax.igst > 0
      ? [['IGST @ 18%', formatRupees(tax.igst)]]
      : [
          ['CGST @ 9%', formatRupees(tax.cgst)],
          ['SGST @ 9%', formatRupees(tax.sgst)],
        ];
  return (
    <DetailList
      variant="print"
      className={styles.details}
      items={[
        [t`Taxable Value`, formatRupees(tax.taxable)],
        ...taxes,
        [t`Total (inclusive of GST)`, formatRupees(amount)],
      ]}
    />
  );
}
