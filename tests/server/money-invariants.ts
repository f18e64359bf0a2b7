// The money invariants the property test (tests/unit/server/money-invariants.test.ts) checks after
// every action: the ledger's sums are every installment's paid amount and the student's totals
// (and a backup's sums its own installments'), receipt and credit-note numbers are gapless and
// never reused (a cancelled receipt keeps its number; numbers a restore removed stay issued), and
// each provider payment and refund is in the ledger at most once, as the provider took it.
import { isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { indiaDayOf, roundToPaise, signedAmount, studentFeeSummary } from '@/data';
import type { Payment } from '@/data';
import { paymentEvents } from '../../server/db/schema';
import { RAZORPAY_ACTOR } from '../../server/data/online-payments';
import type { MoneyWorld } from './money-actions';
import type { TestServer } from './harness';
import { payer } from './online-payment-steps';

/** Every receipt and credit-note number seen in one sequence, and whose it is. */
export type NumberBook = {
  paymentOf: Map<string, string>;
  numberOf: Map<string, string>;
};

export const newNumberBook = (): NumberBook => ({ paymentOf: new Map(), numberOf: new Map() });

/** The webhook events not worked on yet. */
export async function unworkedEvents(server: TestServer): Promise<string[]> {
  const rows = await server.server.database.db
    .select({ eventId: paymentEvents.eventId })
    .from(paymentEvents)
    .where(isNull(paymentEvents.processedAt));
  return rows.map((row) => row.eventId);
}

/** Waits (bounded) until the webhooks are worked on, but for those a stopped server left. */
export async function webhooksSettled(world: MoneyWorld) {
  const until = Date.now() + 10_000;
  for (;;) {
    const left = (await unworkedEvents(world.server)).filter((id) => !world.leftUnworked.has(id));
    if (left.length === 0) return;
    if (Date.now() > until) throw new Error(`${left.length} webhook events left unworked`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const toPaise = (rupees: number) => Math.round(rupees * 100);

const validSum = (entries: readonly Payment[]) =>
  roundToPaise(
    entries
      .filter((entry) => entry.status === 'Valid')
      .reduce((sum, entry) => sum + signedAmount(entry), 0),
  );

async function checkSums(world: MoneyWorld, ledger: readonly Payment[]) {
  const student = await world.admin.getStudent(payer.id);
  if (!student) throw new Error('The student is gone');
  for (const installment of student.feeDetails.installments) {
    const own = ledger.filter((entry) => entry.installmentId === installment.id);
    expect(installment.paidAmount, `${installment.id}: paid amount = its valid entries`).toBe(
      validSum(own),
    );
    expect(installment.paidAmount, `${installment.id}: within the installment`).toBeLessThanOrEqual(
      installment.amount,
    );
    expect(installment.paidAmount, `${installment.id}: never below 0`).toBeGreaterThanOrEqual(0);
  }
  const paid = validSum(ledger);
  expect(studentFeeSummary(student).paid, 'the student’s paid total = the ledger').toBe(paid);
  const table = await world.admin.queryFeeTable({
    page: 1,
    pageSize: 25,
    today: indiaDayOf(new Date()),
  });
  expect(
    table.rows.find((row) => row.studentId === payer.id)?.paid,
    'the fee table’s paid = the ledger',
  ).toBe(paid);
  expect(table.totals.totalCollection, 'the total collection = the ledger').toBe(paid);
}

/** The backup as a restore would put it back: its installments agree with its own ledger. */
function checkBackupSums(world: MoneyWorld) {
  if (!world.backup) return;
  const { students, payments } = world.backup.collections;
  for (const installment of students.flatMap((student) => student.feeDetails.installments)) {
    const own = payments.filter((entry) => entry.installmentId === installment.id);
    expect(installment.paidAmount, `the backup's ${installment.id} = its entries`).toBe(
      validSum(own),
    );
  }
}

/** Series ("SANK/2026-27/", "SANK/CN/2026-27/") → the sequences seen in it. */
function sequencesBySeries(numbers: Iterable<string>): Map<string, number[]> {
  const series = new Map<string, number[]>();
  for (const number of numbers) {
    const name = number.slice(0, -6);
    series.set(name, [...(series.get(name) ?? []), Number(number.slice(-6))]);
  }
  return series;
}

/**
 * Numbers: unique in the ledger; a number always names the same entry and an entry always keeps
 * its number, across cancels and restores; every series seen so far is 1..n with no gap.
 */
function checkNumbers(book: NumberBook, ledger: readonly Payment[]) {
  const inLedger = ledger.flatMap((entry) => {
    const number = entry.receiptNo ?? entry.refund?.creditNoteNo;
    return number ? [{ number, id: entry.id }] : [];
  });
  const numbers = inLedger.map((entry) => entry.number);
  expect(new Set(numbers).size, 'no number twice in the ledger').toBe(numbers.length);
  for (const { number, id } of inLedger) {
    expect(book.paymentOf.get(number) ?? id, `${number} names one entry only`).toBe(id);
    expect(book.numberOf.get(id) ?? number, `entry ${id} keeps its number`).toBe(number);
    book.paymentOf.set(number, id);
    book.numberOf.set(id, number);
  }
  for (const [series, sequences] of sequencesBySeries(book.paymentOf.keys())) {
    const sorted = [...sequences].sort((a, b) => a - b);
    expect(sorted, `${series} is gapless from 1`).toEqual(sorted.map((_, index) => index + 1));
  }
}

/**
 * Each provider payment at most once in the ledger, as the provider captured it; each provider
 * refund at most once; no entry's refunds more than the provider gave back.
 */
function checkProviderPayments(world: MoneyWorld, ledger: readonly Payment[]) {
  const taken = ledger.filter((entry) => entry.receivedBy === RAZORPAY_ACTOR.name);
  const paymentIds = taken.map((entry) => entry.reference);
  expect(new Set(paymentIds).size, 'each provider payment recorded at most once').toBe(
    paymentIds.length,
  );
  const refundIds = ledger.flatMap((entry) => entry.refund?.providerRefundId ?? []);
  expect(new Set(refundIds).size, 'each provider refund recorded at most once').toBe(
    refundIds.length,
  );
  for (const entry of taken) {
    const atProvider = world.fake.payments.get(entry.reference);
    expect(atProvider?.status, `${entry.reference} was captured`).toBe('captured');
    expect(toPaise(entry.amount), `${entry.reference}: the amount captured`).toBe(
      atProvider!.amount,
    );
    const refunded = ledger
      .filter((refund) => refund.refund?.of === entry.id && refund.refund.providerRefundId)
      .reduce((sum, refund) => sum + toPaise(refund.amount), 0);
    expect(refunded, `${entry.reference}: refunds the provider made`).toBeLessThanOrEqual(
      atProvider!.amount_refunded,
    );
  }
}

/** Every invariant, once the webhooks under way are worked on. */
export async function checkMoneyInvariants(world: MoneyWorld, book: NumberBook) {
  await webhooksSettled(world);
  const ledger = await world.admin.listPayments({ studentId: payer.id });
  await checkSums(world, ledger);
  checkBackupSums(world);
  checkNumbers(book, ledger);
  checkProviderPayments(world, ledger);
}
