// UPI straight to the institute, without a gateway: the payment link a student's UPI app opens
// (and its QR), and the office's bank statement read against the transfers awaiting verification.
import { parseCsv } from '@/lib';
import type { PaymentOrder } from '../schemas';
import { roundToPaise } from './money';
import { STUDENT_ROLL_PREFIX } from './roll-numbers';

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

/**
 * A credit in the statement: its line in the file, the UTRs its text carries, its text (the
 * narration and reference columns, where the payer's note and name show) and the amount.
 */
export type StatementCredit = { line: number; utrs: string[]; narration: string; amount: number };

/** A UPI claim awaiting verification, with whose it is (its narration should name them). */
export type StatementClaim = { order: PaymentOrder; rollNo: string; name: string };

/**
 * A claim whose UTR and amount are both in the statement. Ticked (proposed for confirmation) only
 * when the credit's narration names the claimant, by roll number or name, and no one else.
 */
export type StatementProposal = { order: PaymentOrder; line: number; ticked: boolean };
/**
 * A claim whose UTR is in the statement but is not its student's money: the amount differs, or
 * the narration names another student and not them. Never proposed.
 */
export type StatementMismatch = {
  order: PaymentOrder;
  line: number;
  amount: number;
  why: 'amount-differs' | 'names-another-student';
};

export type StatementReading =
  | { kind: 'unreadable'; message: string }
  | {
      kind: 'read';
      /** Credits read from the file. */
      credits: number;
      proposals: StatementProposal[];
      mismatches: StatementMismatch[];
      /** Credits with a UTR that no transfer awaiting verification names. */
      unmatched: Omit<StatementCredit, 'narration'>[];
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
    const narration = columns.reference.map((column) => row[column] ?? '').join(' ');
    const utrs = utrsIn(narration);
    return amount === null || utrs.length === 0
      ? []
      : [{ line: headerIndex + index + 2, utrs, narration, amount }];
  });
  return { kind: 'read', credits };
}

// ----- whose money a credit is -----

/** A student roll number as narrations carry it (SANK, year, class, sequence). */
const ROLL_NUMBER_IN_TEXT = new RegExp(`${STUDENT_ROLL_PREFIX}\\d{8,}`, 'gi');

/** Letters and digits in capitals, words separated by one space: how narrations are compared. */
const wordsOf = (text: string) =>
  ` ${text
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()} `;

/** Whether the narration carries the student's roll number or their whole name. */
function namesStudent(narration: string, { rollNo, name }: Omit<StatementClaim, 'order'>) {
  const text = wordsOf(narration);
  const roll = wordsOf(rollNo).trim();
  const words = wordsOf(name).trim();
  return (
    (roll !== '' && text.replaceAll(' ', '').includes(roll.replaceAll(' ', ''))) ||
    (words !== '' && text.includes(` ${words} `))
  );
}

/**
 * Whether the narration names a student other than the claimant: a roll number that is not
 * theirs, or another claimant's roll number or name.
 */
function namesAnotherStudent(
  narration: string,
  claim: StatementClaim,
  claims: readonly StatementClaim[],
): boolean {
  const own = claim.rollNo.toUpperCase();
  const rolls = [...narration.matchAll(ROLL_NUMBER_IN_TEXT)].map(([roll]) => roll.toUpperCase());
  return (
    rolls.some((roll) => roll !== own) ||
    claims.some(
      (other) => other.order.studentId !== claim.order.studentId && namesStudent(narration, other),
    )
  );
}

/**
 * Reads a bank statement against the UPI claims awaiting verification. A claim whose UTR is in a
 * credit of the same amount is proposed, ticked only when the narration names its student (by
 * roll number or name) and no one else, and only if no other claim of that credit is; one whose
 * narration names another student instead, or whose amount differs, is a mismatch, never
 * proposed; credits whose UTRs name no such claim are listed as unmatched.
 */
export function matchBankStatement(
  text: string,
  claims: readonly StatementClaim[],
): StatementReading {
  const read = statementCredits(text);
  if (read.kind === 'unreadable') return read;
  if (read.credits.length === 0) return { kind: 'unreadable', message: STATEMENT_EMPTY_MESSAGE };
  const waiting = claims.filter(
    ({ order }) => order.method === 'UPI' && order.status === 'Awaiting verification' && order.utr,
  );
  const proposals: StatementProposal[] = [];
  const mismatches: StatementMismatch[] = [];
  const unmatched: Omit<StatementCredit, 'narration'>[] = [];
  const seen = new Set<string>();
  for (const { narration, ...credit } of read.credits) {
    const named = waiting.filter(({ order }) => credit.utrs.includes(order.utr ?? ''));
    if (named.length === 0) unmatched.push(credit);
    const found: { claim: StatementClaim; names: boolean }[] = [];
    for (const claim of named) {
      const { order } = claim;
      if (seen.has(order.id)) continue;
      const names = namesStudent(narration, claim);
      const another = namesAnotherStudent(narration, claim, claims);
      const mismatch = (why: StatementMismatch['why']) =>
        mismatches.push({ order, line: credit.line, amount: credit.amount, why });
      if (roundToPaise(order.amount) !== credit.amount) mismatch('amount-differs');
      else if (another && !names) mismatch('names-another-student');
      else found.push({ claim, names: names && !another });
    }
    const tickable = found.filter(({ names }) => names).length === 1;
    for (const { claim, names } of found) {
      seen.add(claim.order.id);
      proposals.push({ order: claim.order, line: credit.line, ticked: tickable && names });
    }
  }
  // A claim proposed on one line is not also a mismatch on another.
  const settled = mismatches.filter((mismatch) => !seen.has(mismatch.order.id));
  return {
    kind: 'read',
    credits: read.credits.length,
    proposals,
    mismatches: settled,
    unmatched,
  };
}

/** The UTRs that more than one waiting claim names: shown to the office as claimed twice. */
export function utrsClaimedTwice(orders: readonly PaymentOrder[]): Set<string> {
  const counts = new Map<string, number>();
  for (const order of orders) {
    if (order.method !== 'UPI' || order.status !== 'Awaiting verification' || !order.utr) continue;
    counts.set(order.utr, (counts.get(order.utr) ?? 0) + 1);
  }
  return new Set([...counts].flatMap(([utr, claims]) => (claims > 1 ? [utr] : [])));
}
