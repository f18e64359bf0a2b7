// The fee ledger: a payment locks its student's row (the installments), so two payments at once
// can never exceed what remains, and then takes its receipt number from its financial year's
// counter row, so receipt numbers stay gapless.
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  IST_OFFSET_MS,
  NotFoundError,
  REFUND_MODE,
  branchIdOf,
  cancelledPayment,
  checkPayment,
  created,
  edited,
  financialYearRange,
  gstSummaryRows,
  highestReceiptSequence,
  installmentToPay,
  newPayment,
  receiptNumberAfter,
  receiptSeries,
  studentWithLedger,
  validatedCancelReason,
  validatedFinancialYear,
  validatedPaymentRequest,
} from '../../src/data/server';
import type {
  BranchCode,
  BranchFilter,
  GstMonthPaise,
  GstSummaryRow,
  Payment,
  PaymentFilter,
  PaymentRequest,
  Student,
} from '../../src/data/server';
import * as t from '../db/schema';
import {
  audit,
  branchConditions,
  docs,
  paymentRow,
  readIssuedNumbers,
  readSettings,
} from './context';
import type { DataContext, Tx } from './context';
import { branchCodeOf } from './branches';
import { advanceCounter, receiptCounter } from './counters';
import { paymentReceivedMessage } from './message-events';
import { queueMessages } from './outbox';
import { studentForUpdate } from './students';

/** The student's installments derived again from their ledger, stored. */
export async function rederive(tx: Tx, student: Student): Promise<Student> {
  const ledger = await tx
    .select({ doc: t.payments.doc })
    .from(t.payments)
    .where(eq(t.payments.studentId, student.id));
  const derived = studentWithLedger(
    student,
    ledger.map((row) => row.doc),
  );
  await tx.update(t.students).set({ doc: derived }).where(eq(t.students.id, student.id));
  return derived;
}

/**
 * Where a branch's receipt numbers of a year stand when its counter is not kept: the highest of
 * the series in use, or issued before a restore.
 */
async function receiptReached(tx: Tx, at: Date, branchCode: BranchCode): Promise<number> {
  const [top] = await tx
    .select({ receiptNo: t.payments.receiptNo })
    .from(t.payments)
    .where(sql`${t.payments.receiptNo} like ${receiptSeries(at, branchCode) + '%'}`)
    .orderBy(desc(t.payments.receiptNo))
    .limit(1);
  const inUse = top?.receiptNo ? [top.receiptNo] : [];
  return highestReceiptSequence([...inUse, ...(await readIssuedNumbers(tx))], at, branchCode);
}

/**
 * Records a validated payment in the ledger inside `tx`: the one way money enters it, whether the
 * office records it, a provider confirms it or the office confirms a UPI transfer. The student's
 * row is locked first, so a second payment on it waits and then sees this one.
 */
export async function recordInLedger(
  context: DataContext,
  tx: Tx,
  request: PaymentRequest,
): Promise<Payment> {
  const { details, receivedBy } = validatedPaymentRequest(request);
  const student = await studentForUpdate(tx, String(request.studentId));
  const installment = installmentToPay(student, request.installmentId);
  const at = context.now();
  checkPayment(installment, details.amount, at);
  // Numbered in the series of the student's branch: each branch's counter row is its own.
  const branchCode = await branchCodeOf(tx, branchIdOf(student));
  const series = receiptSeries(at, branchCode);
  const reached = await advanceCounter(tx, receiptCounter(series), 1, () =>
    receiptReached(tx, at, branchCode),
  );
  // Read in the transaction: the receipt is issued with the GST registration in force now.
  const { gst } = await readSettings(tx);
  const payment = newPayment({
    student,
    installment,
    details,
    receivedBy,
    receiptNo: receiptNumberAfter(reached - 1, at, branchCode),
    at,
    gst,
  });
  await tx.insert(t.payments).values(paymentRow(payment));
  await rederive(tx, student);
  await audit(context, tx, [{ ...created('payment', payment), studentId: student.id }]);
  await queueMessages(tx, at, [paymentReceivedMessage(student, payment)]);
  return payment;
}

/** The refunds recorded against a payment (its student's row locked, so none is added meanwhile). */
export async function refundsOf(tx: Tx, paymentId: string): Promise<Payment[]> {
  return docs(
    await tx
      .select({ doc: t.payments.doc })
      .from(t.payments)
      .where(sql`${t.payments.doc}->'refund'->>'of' = ${paymentId}`),
  );
}

async function recordPayment(context: DataContext, request: PaymentRequest): Promise<Payment> {
  return context.db.transaction((tx) => recordInLedger(context, tx, request));
}

async function listPayments({ db }: DataContext, filter: PaymentFilter = {}): Promise<Payment[]> {
  const rows = await db
    .select({ doc: t.payments.doc })
    .from(t.payments)
    .where(
      and(
        filter.studentId === undefined ? undefined : eq(t.payments.studentId, filter.studentId),
        branchConditions(t.payments.branchId, filter),
      ),
    )
    .orderBy(desc(t.payments.receivedAt), desc(t.payments.seq));
  return docs(rows);
}

async function getPayment({ db }: DataContext, id: string): Promise<Payment | undefined> {
  const [row] = await db
    .select({ doc: t.payments.doc })
    .from(t.payments)
    .where(eq(t.payments.id, id));
  return row?.doc;
}

/**
 * The year's GST by month in one statement: the year's rows by the received-at index, summed in
 * paise (whole numbers, as the browser's rule adds them) over the valid receipts with tax.
 */
async function gstSummary(
  { db }: DataContext,
  financialYear: string,
  filter: BranchFilter = {},
): Promise<GstSummaryRow[]> {
  const inBranch = branchConditions(t.payments.branchId, filter);
  const year = validatedFinancialYear(financialYear);
  const { fromMs, toMs } = financialYearRange(year);
  // A credit note (mode Refund) gives its tax back: it lowers the sums, and is not a receipt.
  const paise = (part: string) =>
    sql`sum(case when doc->>'mode' = ${REFUND_MODE} then -1 else 1 end
            * round((doc->'tax'->>${part})::numeric * 100))::text`;
  const result = await db.execute(sql`
    select to_char(to_timestamp((received_at + ${IST_OFFSET_MS}) / 1000.0) at time zone 'UTC',
                   'YYYY-MM') as month,
           count(*) filter (where doc->>'mode' <> ${REFUND_MODE})::int as receipts,
           ${paise('taxable')} as taxable, ${paise('cgst')} as cgst,
           ${paise('sgst')} as sgst, ${paise('igst')} as igst
      from payments
     where received_at >= ${fromMs} and received_at < ${toMs}
       and doc->>'status' = 'Valid' and doc->'tax' is not null
       ${inBranch === undefined ? sql.empty() : sql`and ${inBranch}`}
     group by month`);
  const sums = (result as { rows: Array<Record<keyof GstMonthPaise, string | number>> }).rows;
  return gstSummaryRows(
    year,
    sums.map((row) => ({
      month: String(row.month),
      receipts: Number(row.receipts),
      taxable: Number(row.taxable),
      cgst: Number(row.cgst),
      sgst: Number(row.sgst),
      igst: Number(row.igst),
    })),
  );
}

async function cancelPayment(
  context: DataContext,
  id: string,
  reason: string,
  cancelledBy: string,
): Promise<Payment> {
  const why = validatedCancelReason(reason);
  return context.db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ studentId: t.payments.studentId })
      .from(t.payments)
      .where(eq(t.payments.id, id));
    if (!owner) throw new NotFoundError('payment', id);
    const student = await studentForUpdate(tx, owner.studentId);
    const [row] = await tx
      .select({ doc: t.payments.doc })
      .from(t.payments)
      .where(eq(t.payments.id, id))
      .for('update');
    const updated = cancelledPayment(
      row!.doc,
      { reason: why, by: cancelledBy, at: context.now() },
      await refundsOf(tx, id),
    );
    await tx.update(t.payments).set({ doc: updated }).where(eq(t.payments.id, id));
    await rederive(tx, student);
    await audit(context, tx, [
      { ...edited('payment', row!.doc, updated), action: 'cancelled', studentId: student.id },
    ]);
    return updated;
  });
}

export const paymentOperations = {
  recordPayment,
  listPayments,
  getPayment,
  gstSummary,
  cancelPayment,
};
