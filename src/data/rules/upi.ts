// UPI straight to the institute, without a gateway: the payment link a student's UPI app opens
// (and its QR), and the office's bank statement read against the transfers awaiting verification.
import { parseCsv } from '@/lib';
import type { PaymentOrder } from '../schemas';
import { roundToPaise } from './money';

/** UPI apps cut a transaction note (`tn`) longer than this. */
export const UPI_NOTE_LIMIT = 50;

/** The note the student's transfer carries, so the office knows whose it is: "Fee SANK26120001 Inst 2". */
export const upiNote = (rollNo: string, installmentNumber: number): string =>
  `Fee ${rollNo} Inst ${installmentNumber}`.slice(0, UPI_NOTE_LIMIT);

/**
 * The UPI deep link (`upi://pay?…`, NPCI's linking specification) for a payment of `amount` to
 * the institute: a phone opens it in a UPI app, and its QR is what a UPI app scans. The amount has
 * two decimals; the note is cut to UPI's limit; the UPI ID keeps its "@" as apps expect.
 */
export function upiPayLink({
  upiId,
  payeeName,
  amount,
  note,
}: {
  upiId: string;
  payeeName: string;
  amount: number;
  note: string;
}): string {
  const parameters = [
    `pa=${encodeURIComponent(upiId.trim()).replaceAll('%40', '@')}`,
    ...(payeeName.trim() === '' ? [] : [`pn=${encodeURIComponent(payeeName.trim())}`]),
    `am=${roundToPaise(amount).toFixed(2)}`,
    'cu=INR',
    `tn=${encodeURIComponent(note.slice(0, UPI_NOTE_LIMIT))}`,
  ];
  return `upi://pay?${parameters.join('&')}`;
}

// ----- the bank statement -----

/** A credit in the statement: its line in the file, the UTRs its text carries, and the amount. */
export type StatementCredit = { line: number; utrs: string[]; amount: number };

/** A transfer awaiting verification whose UTR and amount are both in the statement. */
export type StatementProposal = { order: PaymentOrder; line: number };
/** A transfer whose UTR is in the statement with another amount: for the office to look at. */
export type StatementMismatch = { order: PaymentOrder; line: number; amount: number };

export type StatementReading =
  | { kind: 'unreadable'; message: string }
  | {
      kind: 'read';
      /** Credits read from the file. */
      credits: number;
      proposals: StatementProposal[];
      mismatches: StatementMismatch[];
      /** Credits with a UTR that no transfer awaiting verification names. */
      unmatched: StatementCredit[];
    };

export const STATEMENT_COLUMNS_MESSAGE =
  'This file has no columns the portal can read. It needs a header row with a reference column (Reference, UTR, Description, Narration, Remarks or Particulars) and an amount column (Credit, Deposit or Amount).';
export const STATEMENT_EMPTY_MESSAGE = 'This file has no credits with a 12-digit UTR.';

/** Header names banks use: the text that carries the UTR, and the money that came in. */
const REFERENCE_HEADER = /ref|utr|desc|narration|remark|particular|details/i;
const CREDIT_HEADER = /credit|deposit|\bcr\b/i;
const AMOUNT_HEADER = /amount|amt/i;
const NOT_A_CREDIT_HEADER = /debit|withdraw|balance|\bdr\b/i;
/** Banks put preamble lines (account, period) above the header: it is looked for this far down. */
const HEADER_SEARCH_ROWS = 30;

type Columns = { reference: number[]; amount: number };

function columnsOf(header: readonly string[]): Columns | null {
  const names = header.map((name) => name.trim());
  const reference = names.flatMap((name, index) => (REFERENCE_HEADER.test(name) ? [index] : []));
  const money = (pattern: RegExp) =>
    names.findIndex(
      (name, index) =>
        pattern.test(name) && !NOT_A_CREDIT_HEADER.test(name) && !reference.includes(index),
    );
  const credit = money(CREDIT_HEADER);
  const amount = credit >= 0 ? credit : money(AMOUNT_HEADER);
  return reference.length > 0 && amount >= 0 ? { reference, amount } : null;
}

/**
 * An amount as banks write it: "1,20,000.00", "₹ 40,000", "40000.00 Cr"; null for an empty cell
 * (a debit row) or anything that is not a positive amount.
 */
export function statementAmount(cell: string): number | null {
  const text = cell
    .replace(/₹|INR|Rs\.?|\bCr\.?$/gi, '')
    .replaceAll(',', '')
    .trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  const amount = Number(text);
  return amount > 0 ? roundToPaise(amount) : null;
}

/**
 * The 12-digit UTRs in a statement's text: "UPI/400012345678/Asha/…", and a reference column's
 * UTR padded with zeros to 16 digits ("0000400012345678"). Longer numbers (accounts) are not UTRs.
 */
export function utrsIn(text: string): string[] {
  const found = [...text.matchAll(/\d{12,}/g)].flatMap(([digits]) => {
    if (digits.length === 12) return [digits];
    const padding = digits.slice(0, -12);
    return /^0+$/.test(padding) ? [digits.slice(-12)] : [];
  });
  return [...new Set(found)];
}

/** The credits of a bank statement's CSV, or why it cannot be read. */
export function statementCredits(
  text: string,
): { kind: 'read'; credits: StatementCredit[] } | { kind: 'unreadable'; message: string } {
  let rows: string[][];
  try {
    rows = parseCsv(text);
  } catch {
    return { kind: 'unreadable', message: STATEMENT_COLUMNS_MESSAGE };
  }
  const headerIndex = rows.slice(0, HEADER_SEARCH_ROWS).findIndex((row) => columnsOf(row) !== null);
  if (headerIndex < 0) return { kind: 'unreadable', message: STATEMENT_COLUMNS_MESSAGE };
  const columns = columnsOf(rows[headerIndex]!)!;
  const credits = rows.slice(headerIndex + 1).flatMap((row, index): StatementCredit[] => {
    const amount = statementAmount(row[columns.amount] ?? '');
    const utrs = utrsIn(columns.reference.map((column) => row[column] ?? '').join(' '));
    return amount === null || utrs.length === 0
      ? []
      : [{ line: headerIndex + index + 2, utrs, amount }];
  });
  return { kind: 'read', credits };
}

/**
 * Reads a bank statement against the UPI transfers awaiting verification: a transfer whose UTR is
 * in a credit of the same amount is proposed for confirmation; one whose UTR is there with another
 * amount is a mismatch; credits whose UTRs name no such transfer are listed as unmatched.
 */
export function matchBankStatement(
  text: string,
  orders: readonly PaymentOrder[],
): StatementReading {
  const read = statementCredits(text);
  if (read.kind === 'unreadable') return read;
  if (read.credits.length === 0) return { kind: 'unreadable', message: STATEMENT_EMPTY_MESSAGE };
  const awaiting = new Map(
    orders
      .filter((order) => order.method === 'UPI' && order.status === 'Awaiting verification')
      .flatMap((order) => (order.utr === undefined ? [] : [[order.utr, order] as const])),
  );
  const proposals: StatementProposal[] = [];
  const mismatches: StatementMismatch[] = [];
  const unmatched: StatementCredit[] = [];
  const seen = new Set<string>();
  for (const credit of read.credits) {
    const named = credit.utrs.flatMap((utr) => {
      const order = awaiting.get(utr);
      return order === undefined ? [] : [order];
    });
    if (named.length === 0) unmatched.push(credit);
    for (const order of named) {
      if (seen.has(order.id)) continue;
      if (roundToPaise(order.amount) === credit.amount) {
        seen.add(order.id);
        proposals.push({ order, line: credit.line });
      } else {
        mismatches.push({ order, line: credit.line, amount: credit.amount });
      }
    }
  }
  // An order matched on one line is not also a mismatch on another.
  const settled = mismatches.filter((mismatch) => !seen.has(mismatch.order.id));
  return {
    kind: 'read',
    credits: read.credits.length,
    proposals,
    mismatches: settled,
    unmatched,
  };
}
