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

/** How a receipt is worded in one language. */
type ReceiptWording = {
  heading: { fee: string; taxInvoice: string };
  label: Record<
    | 'receiptNo'
    | 'date'
    | 'student'
    | 'rollNo'
    | 'installment'
    | 'amount'
    | 'mode'
    | 'reference'
    | 'placeOfSupply'
    | 'taxable',
    string
  >;
  date: (iso: string) => string;
  money: (amount: number) => string;
  /** The amount in words, on a line of its own (the printed Hindi receipt gives it). */
  inWords?: (amount: number) => string;
  mode: (mode: Payment['mode']) => string;
};

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

const WORDING: Record<Language, ReceiptWording> = {
  en: {
    heading: { fee: 'Fee receipt', taxInvoice: 'Receipt cum tax invoice' },
    label: {
      receiptNo: 'Receipt number',
      date: 'Date',
      student: 'Student',
      rollNo: 'Roll number',
      installment: 'Installment',
      amount: 'Amount',
      mode: 'Mode',
      reference: 'Reference',
      placeOfSupply: 'Place of supply',
      taxable: 'Taxable value',
    },
    date: formatDate,
    money: rupeesInAscii,
    mode: (mode) => mode,
  },
  // The portal's Hindi receipt's words; the embedded font draws the rupee sign.
  hi: {
    heading: { fee: 'फ़ीस रसीद', taxInvoice: 'रसीद सह टैक्स इनवॉइस' },
    label: {
      receiptNo: 'रसीद नं.',
      date: 'तारीख',
      student: 'छात्र',
      rollNo: 'Roll Number',
      installment: 'किस्त',
      amount: 'राशि',
      mode: 'तरीका',
      reference: 'रेफ़रेंस',
      placeOfSupply: 'आपूर्ति का स्थान',
      taxable: 'कर योग्य मूल्य',
    },
    date: (iso) => hindiDate.format(Date.parse(iso)),
    money: (amount) => `₹${formatIndianNumber(amount)}`,
    inWords: amountInHindiWords,
    mode: (mode) => HINDI_MODES[mode],
  },
};

/** The receipt's lines: number, date, student, installment, amount, mode, reference, any GST. */
export function receiptLines(
  payment: Payment,
  student: Student,
  language: Language = 'en',
): PdfLine[] {
  const { heading, label, date, money, inWords, mode } = WORDING[language];
  const installment = student.feeDetails.installments.findIndex(
    (each) => each.id === payment.installmentId,
  );
  const line = (text: string): PdfLine => ({ text, size: 12, below: 20 });
  const lines: PdfLine[] = [
    { text: INSTITUTE, size: 20 },
    { text: payment.tax ? heading.taxInvoice : heading.fee, size: 14, below: 28 },
    { text: `${label.receiptNo}: ${payment.receiptNo ?? '-'}`, size: 12, below: 32 },
    line(`${label.date}: ${date(payment.receivedAt)}`),
    line(`${label.student}: ${student.name}`),
    line(`${label.rollNo}: ${student.rollNo}`),
    line(`${label.installment}: ${installment >= 0 ? installment + 1 : '-'}`),
    line(`${label.amount}: ${money(payment.amount)}`),
    ...(inWords ? [line(inWords(payment.amount))] : []),
    line(`${label.mode}: ${mode(payment.mode)}`),
    line(`${label.reference}: ${payment.reference || '-'}`),
  ];
  const { tax } = payment;
  if (tax) {
    lines.push(
      { text: `GSTIN: ${tax.gstin}`, size: 12, below: 32 },
      line(`SAC: ${tax.sac}`),
      line(`${label.placeOfSupply}: ${tax.placeOfSupply}`),
      line(`${label.taxable}: ${money(tax.taxable)}`),
      ...(tax.igst > 0
        ? [line(`IGST 18%: ${money(tax.igst)}`)]
        : [line(`CGST 9%: ${money(tax.cgst)}`), line(`SGST 9%: ${money(tax.sgst)}`)]),
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
        ? (await import('./shaped-pdf')).createShapedPdf(receiptLines(payment, student, 'hi'))
        : createPdf(receiptLines(payment, student)),
  };
}
