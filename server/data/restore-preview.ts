// What a restore would undo, shown before it runs: the payments and registrations recorded since
// the backup was taken, and the receipts and credit notes issued here that the backup changes.
import { asc, eq, gt, isNotNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  RESTORE_PREVIEW_LIMIT,
  changedReceipts,
  ledgerNumber,
  paymentSchema,
  refuse,
  signedAmount,
  validatedStored,
} from '../../src/data/server';
import type { ChangedReceipt, Payment, RestoreRemovals } from '../../src/data/server';
import type { Db } from '../db/open';
import * as t from '../db/schema';
import { docs } from './context';
import type { DataContext, Tx } from './context';

/** The receipts and credit notes issued here (those with a number) that a backup changes. */
export async function receiptsChangedBy(
  tx: Tx | Db,
  backupPayments: readonly Payment[],
  exportedAt: string,
): Promise<ChangedReceipt[]> {
  const issued = await tx
    .select({ doc: t.payments.doc })
    .from(t.payments)
    .where(or(isNotNull(t.payments.receiptNo), sql`${t.payments.doc} ? 'refund'`));
  return changedReceipts(docs(issued), backupPayments, exportedAt);
}

export async function listRestoreRemovals(
  { db }: DataContext,
  exportedAt: string,
  backupPayments: readonly Payment[],
): Promise<RestoreRemovals> {
  const since = Date.parse(exportedAt);
  if (Number.isNaN(since)) refuse('backup', 'exportedAt', 'The export time is not a time.');
  const backup = validatedStored(z.array(paymentSchema), backupPayments, 'backup');
  const changed = await receiptsChangedBy(db, backup, exportedAt);
  const [payments, paymentCount, registrations, registrationCount] = await Promise.all([
    db
      .select({
        doc: t.payments.doc,
        studentName: sql<string | null>`${t.students.doc}->>'name'`,
      })
      .from(t.payments)
      .leftJoin(t.students, eq(t.students.id, t.payments.studentId))
      .where(gt(t.payments.receivedAt, since))
      .orderBy(asc(t.payments.receivedAt), asc(t.payments.seq))
      .limit(RESTORE_PREVIEW_LIMIT),
    db.$count(t.payments, gt(t.payments.receivedAt, since)),
    db
      .select({ doc: t.candidates.doc })
      .from(t.candidates)
      .where(gt(t.candidates.registeredAt, since))
      .orderBy(asc(t.candidates.registeredAt), asc(t.candidates.seq))
      .limit(RESTORE_PREVIEW_LIMIT),
    db.$count(t.candidates, gt(t.candidates.registeredAt, since)),
  ]);
  return {
    payments: {
      total: paymentCount,
      rows: payments.map(({ doc, studentName }) => ({
        id: doc.id,
        receiptNo: ledgerNumber(doc),
        studentName: studentName ?? '',
        amount: signedAmount(doc),
        receivedAt: doc.receivedAt,
      })),
    },
    registrations: {
      total: registrationCount,
      rows: registrations.map(({ doc }) => ({
        id: doc.id,
        rollNo: doc.rollNo,
        name: doc.name,
        registrationDate: doc.registrationDate,
      })),
    },
    changedReceipts: { total: changed.length, rows: changed.slice(0, RESTORE_PREVIEW_LIMIT) },
  };
}
