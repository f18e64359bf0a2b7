// A payment's receipt as a PDF, made on the server when the payment-received e-mail is sent: the
// receipt's facts as the printed receipt shows them, in the e-mail's language. English is ASCII in
// a built-in font ("Rs." for the rupee sign); Hindi needs shaping and an embedded font
// (./shaped-pdf.ts, loaded only when a Hindi receipt is made).
import { eq } from 'drizzle-orm';
import {
  amountInHindiWords,
  createPdf,
  formatDate,
  formatIndianNumber,
} from '../../src/data/server';
import type { Language, Payment, PdfLine, Student } from '../../src/data/server';
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

/** The payment modes as the portal's Hindi receipt names them (UPI stays UPI). */
const HINDI_MODES: Record<Payment['mode'], string> = {
  Cash: 'नकद',
  UPI: 'UPI',
  Card: 'कार्ड',
  Cheque: 'चेक',
  'Bank transfer': 'बैंक ट्रांसफ़र',
  Online: 'ऑनलाइन',
  'Opening balance': 'पहले जमा की गई राशि',
  Refund: 'रिफ़ंड',
};

const hindiDate = new Intl.DateTimeFormat('hi-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** ₹1,20,000 (the embedded font draws the rupee sign). */
const rupees = (amount: number) => `₹${formatIndianNumber(amount)}`;

/** The Hindi receipt's lines: the English one's facts with the portal's Hindi words, and the
 *  amount in words as the printed Hindi receipt gives it. */
export function hindiReceiptLines(payment: Payment, student: Student): PdfLine[] {
  const installment = student.feeDetails.installments.findIndex(
    (each) => each.id === payment.installmentId,
  );
  const line = (text: string): PdfLine => ({ text, size: 12, below: 20 });
  const lines: PdfLine[] = [
    { text: INSTITUTE, size: 20 },
    { text: payment.tax ? 'रसीद सह टैक्स इनवॉइस' : 'फ़ीस रसीद', size: 14, below: 28 },
    { text: `रसीद नं.: ${payment.receiptNo ?? '-'}`, size: 12, below: 32 },
    line(`तारीख: ${hindiDate.format(Date.parse(payment.receivedAt))}`),
    line(`छात्र: ${student.name}`),
    line(`Roll Number: ${student.rollNo}`),
    line(`किस्त: ${installment >= 0 ? installment + 1 : '-'}`),
    line(`राशि: ${rupees(payment.amount)}`),
    line(amountInHindiWords(payment.amount)),
    line(`तरीका: ${HINDI_MODES[payment.mode]}`),
    line(`रेफ़रेंस: ${payment.reference || '-'}`),
  ];
  const { tax } = payment;
  if (tax) {
    lines.push(
      { text: `GSTIN: ${tax.gstin}`, size: 12, below: 32 },
      line(`SAC: ${tax.sac}`),
      line(`आपूर्ति का स्थान: ${tax.placeOfSupply}`),
      line(`कर योग्य मूल्य: ${rupees(tax.taxable)}`),
      ...(tax.igst > 0
        ? [line(`IGST 18%: ${rupees(tax.igst)}`)]
        : [line(`CGST 9%: ${rupees(tax.cgst)}`), line(`SGST 9%: ${rupees(tax.sgst)}`)]),
    );
  }
  return lines;
}

/** The receipt of `paymentId` in `language` as an attachment; none when the payment is gone (a
 *  restore). */
export async function receiptAttachment(
  runner: Runner,
  paymentId: string,
  language: Language,
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
    content:
      language === 'hi'
        ? (await import('./shaped-pdf')).createShapedPdf(hindiReceiptLines(payment, student))
        : createPdf(receiptLines(payment, student)),
  };
}
