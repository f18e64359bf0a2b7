// A payment's receipt as a PDF, made on the server when the payment-received e-mail is sent: the
// receipt's facts as the printed receipt shows them (ASCII only: "Rs." for the rupee sign). It
// stays English in a Hindi e-mail too: the PDF writer embeds no font, so it cannot draw Hindi;
// the portal's printable receipt is the Hindi one.
import { eq } from 'drizzle-orm';
import { createPdf, formatDate, formatIndianNumber } from '../../src/data/server';
import type { Payment, PdfLine, Student } from '../../src/data/server';
import type { Runner } from '../data/context';
import { studentById } from '../data/students';
import * as t from '../db/schema';
import type { OutgoingAttachment } from './channel';

const INSTITUTE = 'Sankalp Institute';

/** Rs. 1,20,000 (Indian grouping; paise when there are any). */
export const rupeesInAscii = (amount: number) => `Rs. ${formatIndianNumber(amount)}`;

/** The receipt's lines: number, date, student, installment, amount, mode, reference, any GST. */
export function receiptLines(payment: Payment, student: Student): PdfLine[] {
  const installment = student.feeDetails.installments.findIndex(
    (each) => each.id === payment.installmentId,
  );
  const line = (text: string): PdfLine => ({ text, size: 12, below: 20 });
  const lines: PdfLine[] = [
    { text: INSTITUTE, size: 20 },
    { text: payment.tax ? 'Receipt cum tax invoice' : 'Fee receipt', size: 14, below: 28 },
    { text: `Receipt number: ${payment.receiptNo ?? '-'}`, size: 12, below: 32 },
    line(`Date: ${formatDate(payment.receivedAt)}`),
    line(`Student: ${student.name}`),
    line(`Roll number: ${student.rollNo}`),
    line(`Installment: ${installment >= 0 ? installment + 1 : '-'}`),
    line(`Amount: ${rupeesInAscii(payment.amount)}`),
    line(`Mode: ${payment.mode}`),
    line(`Reference: ${payment.reference || '-'}`),
  ];
  const { tax } = payment;
  if (tax) {
    lines.push(
      { text: `GSTIN: ${tax.gstin}`, size: 12, below: 32 },
      line(`SAC: ${tax.sac}`),
      line(`Place of supply: ${tax.placeOfSupply}`),
      line(`Taxable value: ${rupeesInAscii(tax.taxable)}`),
      ...(tax.igst > 0
        ? [line(`IGST 18%: ${rupeesInAscii(tax.igst)}`)]
        : [
            line(`CGST 9%: ${rupeesInAscii(tax.cgst)}`),
            line(`SGST 9%: ${rupeesInAscii(tax.sgst)}`),
          ]),
    );
  }
  return lines;
}

/** The receipt of `paymentId` as an attachment; none when the payment is gone (a restore). */
export async function receiptAttachment(
  runner: Runner,
  paymentId: string,
): Promise<OutgoingAttachment | undefined> {
  const [row] = await runner
    .select({ doc: t.payments.doc })
    .from(t.payments)
    .where(eq(t.payments.id, paymentId));
  if (!row) return undefined;
  const payment = row.doc;
  const student = await studentById(runner, payment.studentId);
  return {
    filename: `receipt-${payment.receiptNo ?? payment.id}.pdf`,
    contentType: 'application/pdf',
    content: createPdf(receiptLines(payment, student)),
  };
}
