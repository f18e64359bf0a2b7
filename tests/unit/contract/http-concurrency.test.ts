// @vitest-environment node
// Two browsers paying the same installment at the same moment, on both databases: the installment
// is never overpaid, and receipt numbers stay gapless and unique.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PaymentRejectedError } from '@/data';
import { ADMIN, startTestServer } from '../../server/harness';
import type { DatabaseKind, TestServer } from '../../server/harness';
import { storedStudent } from './fixtures';

describe.each<DatabaseKind>(['pglite', 'postgres'])(
  'concurrent payments over HTTP + %s',
  (kind) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(kind);
    }, 120_000);
    afterAll(() => server?.stop());

    test('twenty payments at once on one installment never exceed what remains', async () => {
      const student = storedStudent('SANK26120001'); // installment 1: ₹40,000
      await server.reset({ students: [student] });
      const first = await server.client({ role: 'admin', ...ADMIN });
      const second = await server.client({ role: 'admin', ...ADMIN });
      const pay = (index: number) =>
        (index % 2 === 0 ? first : second).repository.recordPayment({
          studentId: student.id,
          installmentId: 'SANK26120001-1',
          amount: 3000,
          mode: 'Cash',
          reference: '',
          receivedBy: 'Admin',
        });
      const outcomes = await Promise.allSettled(
        Array.from({ length: 20 }, (_, index) => pay(index)),
      );
      const paid = outcomes.flatMap((outcome) =>
        outcome.status === 'fulfilled' ? [outcome.value] : [],
      );
      const refused = outcomes.flatMap((outcome) =>
        outcome.status === 'rejected' ? [outcome.reason as unknown] : [],
      );

      // ₹40,000 holds thirteen payments of ₹3,000; the rest are refused as over the limit.
      expect(paid).toHaveLength(13);
      for (const error of refused) expect(error).toBeInstanceOf(PaymentRejectedError);
      expect(paid.map((payment) => payment.receiptNo).sort()).toEqual(
        Array.from(
          { length: 13 },
          (_, index) => `SANK/2026-27/${String(index + 1).padStart(6, '0')}`,
        ),
      );
      const installment = (await first.repository.getStudent(student.id))!.feeDetails
        .installments[0]!;
      expect(installment.paidAmount).toBe(39000);
      expect(await first.repository.listPayments()).toHaveLength(13);
    });

    test('payments of two branches at once: each branch numbers 1..n, no gap, no repeat', async () => {
      const jaipur = { id: 'jai', code: 'JAI', name: 'Jaipur', address: '', active: true };
      const students = [
        storedStudent('SANK26120001'),
        storedStudent('SANK26120002', { id: 'student-2', email: 'b@example.com' }),
        storedStudent('SANK26120003', { id: 'student-3', email: 'c@example.com', branchId: 'jai' }),
        storedStudent('SANK26120004', { id: 'student-4', email: 'd@example.com', branchId: 'jai' }),
      ];
      await server.reset({ students, branches: [jaipur] });
      const clients = await Promise.all(
        [1, 2, 3].map(() => server.client({ role: 'admin', ...ADMIN })),
      );
      const paid = await Promise.all(
        Array.from({ length: 24 }, (_, index) => {
          const student = students[index % students.length]!;
          return clients[index % clients.length]!.repository.recordPayment({
            studentId: student.id,
            installmentId: `${student.rollNo}-1`,
            amount: 1000,
            mode: 'Cash',
            reference: '',
            receivedBy: 'Admin',
          });
        }),
      );
      const series = (prefix: string) =>
        Array.from({ length: 12 }, (_, index) => `${prefix}${String(index + 1).padStart(6, '0')}`);
      const numbers = paid.map((payment) => payment.receiptNo!).sort();
      expect(numbers).toEqual([...series('SANK/2026-27/'), ...series('SANK/JAI/2026-27/')].sort());
      for (const payment of paid) {
        const atJaipur = payment.receiptNo!.startsWith('SANK/JAI/');
        expect(payment.branchId).toBe(atJaipur ? 'jai' : undefined);
      }
    });

    test('forty wrong passwords at once: no more than the limit of 5 are checked', async () => {
      await server.reset();
      const statuses = await Promise.all(
        Array.from({ length: 40 }, async () => {
          const response = await fetch(`${server.server.url}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ role: 'admin', email: ADMIN.email, password: 'not it' }),
          });
          return response.status;
        }),
      );
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(35);
    });
  },
);
