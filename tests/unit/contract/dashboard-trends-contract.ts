// The dashboard's charts every adapter owes the screen: fees due and collected in each of the last
// 12 months and registrations on each of the last 30 days, in India's calendar, ending today
// (22 Nov 2026 at START); only what falls in the window counts, a cancelled entry never, a refund
// less. Run on memory, localStorage, HTTP + PGlite and HTTP + PostgreSQL.
import { describe, expect, test } from 'vitest';
import type { Payment, Repository, SeedData } from '@/data';
import { START, storedCandidate, storedStudent } from './fixtures';
import type { MakeRepository } from './fixtures';

const MONTHS = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
];

// Due: 10,000 in Dec 2025 (the first month), 25,000.50 in Oct, 40,000 in Nov; before the window
// (30 Nov 2025) and after it (1 Dec 2026) nothing. Two branches: the admin sees both.
const installment = (id: string, amount: number, dueDate: string) => ({
  id,
  amount,
  paidAmount: 0,
  dueDate,
  status: 'Pending' as const,
});
const student = storedStudent('SANK26110001', {
  feeDetails: {
    totalFee: 75000,
    installments: [
      installment('i-1', 5000, '2025-11-30'),
      installment('i-2', 10000, '2025-12-01'),
      installment('i-3', 25000, '2026-10-31'),
      installment('i-4', 35000, '2026-12-01'),
    ],
  },
});
const otherBranchStudent = storedStudent('SANK26110002', {
  email: 'second@example.com',
  branchId: 'branch-jaipur',
  feeDetails: {
    totalFee: 40000,
    installments: [installment('i-5', 40000, '2026-11-22')],
  },
});

function payment(
  id: string,
  receivedAt: string,
  amount: number,
  more: Partial<Payment> = {},
): Payment {
  return {
    id,
    receiptNo: `SANK/2026-27/00000${id.slice(-1)}`,
    studentId: student.id,
    installmentId: 'i-3',
    amount,
    mode: 'Cash',
    reference: '',
    receivedBy: 'Admin',
    receivedAt,
    status: 'Valid',
    ...more,
  };
}
const payments = [
  // 31 Oct 23:59 in India is October; 1 Nov 00:30 in India (31 Oct in UTC) is November.
  payment('pay-1', '2026-10-31T18:29:00.000Z', 1000.25),
  payment('pay-2', '2026-10-31T19:00:00.000Z', 2000),
  payment('pay-3', '2026-11-20T05:00:00.000Z', 500, {
    status: 'Cancelled',
    cancellation: { reason: 'Wrong amount', by: 'Admin', at: '2026-11-20T06:00:00.000Z' },
  }),
  payment('pay-4', '2026-11-21T05:00:00.000Z', 300, {
    receiptNo: null,
    mode: 'Refund',
    refund: { of: 'pay-2', creditNoteNo: 'SANK/CN/2026-27/000001', reason: 'Left the course' },
  }),
  // Before the window (30 Nov 2025 in India).
  payment('pay-5', '2025-11-30T12:00:00.000Z', 7000),
];

// Registrations: the window's first day (24 Oct) from its first minute in India, today from
// 00:15 in India (still 21 Nov in UTC), two on 1 Nov; 23 Oct 23:59 in India is outside.
const registered = (rollNo: string, registrationDate: string) =>
  storedCandidate(rollNo, { id: `candidate-${rollNo}`, registrationDate });
const candidates = [
  registered('STSE0001', '2026-10-23T18:29:00.000Z'),
  registered('STSE0002', '2026-10-23T18:30:00.000Z'),
  registered('STSE0003', '2026-11-01T05:00:00.000Z'),
  registered('STSE0004', '2026-11-01T09:00:00.000Z'),
  registered('STSE0005', '2026-11-21T18:45:00.000Z'),
];

export function runDashboardTrendsContract(name: string, makeRepository: MakeRepository) {
  const open = (seed: Partial<SeedData>): Promise<Repository> =>
    Promise.resolve(makeRepository({ seed, now: () => new Date(START) }));

  describe(`${name}: the dashboard trends`, () => {
    test('an empty portal: every month and day of the window, each nothing', async () => {
      const trends = await (await open({})).getDashboardTrends();
      expect(trends.fees).toEqual(MONTHS.map((month) => ({ month, due: 0, collected: 0 })));
      expect(trends.registrations).toHaveLength(30);
      expect(trends.registrations?.[0]).toEqual({ day: '2026-10-24', count: 0 });
      expect(trends.registrations?.at(-1)).toEqual({ day: '2026-11-22', count: 0 });
      expect(trends.registrations?.every((day) => day.count === 0)).toBe(true);
    });

    test('due by due date, collected by the day in India, registrations per day', async () => {
      const repository = await open({
        students: [student, otherBranchStudent],
        payments,
        stseCandidates: candidates,
      });
      const trends = await repository.getDashboardTrends();
      const byMonth = Object.fromEntries(
        (trends.fees ?? []).map(({ month, due, collected }) => [month, [due, collected]]),
      );
      expect(Object.keys(byMonth)).toEqual(MONTHS);
      expect(byMonth['2025-12']).toEqual([10000, 0]);
      expect(byMonth['2026-10']).toEqual([25000, 1000.25]);
      // 2,000 received less the 300 refunded; the cancelled 500 does not count.
      expect(byMonth['2026-11']).toEqual([40000, 1700]);
      const elsewhere = MONTHS.filter(
        (month) => !['2025-12', '2026-10', '2026-11'].includes(month),
      );
      expect(elsewhere.map((month) => byMonth[month])).toEqual(elsewhere.map(() => [0, 0]));
      const counted = (trends.registrations ?? []).filter((day) => day.count > 0);
      expect(counted).toEqual([
        { day: '2026-10-24', count: 1 },
        { day: '2026-11-01', count: 2 },
        { day: '2026-11-22', count: 1 },
      ]);
    });
  });
}
