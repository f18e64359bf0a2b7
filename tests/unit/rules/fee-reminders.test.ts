import { expect, test } from 'vitest';
import { feeRemindersDue, indiaDayOf, reminderDueDates, studentFromLedger } from '@/data';
import type { Installment, Payment, Student } from '@/data';
import { storedStudent } from '../contract/fixtures';

const installment = (id: string, dueDate: string, amount = 40000): Installment => ({
  id,
  amount,
  paidAmount: 0,
  dueDate,
  status: 'Pending',
});

const payment = (
  id: string,
  installmentId: string,
  amount: number,
  status: Payment['status'] = 'Valid',
): Payment => ({
  id,
  receiptNo: `SANK/2026-27/${id.padStart(6, '0')}`,
  studentId: 'student-S1',
  installmentId,
  amount,
  mode: 'Cash',
  reference: '',
  receivedBy: 'Office',
  receivedAt: '2026-11-20T05:00:00.000Z',
  status,
  ...(status === 'Cancelled'
    ? { cancellation: { reason: 'Cheque bounced', by: 'Office', at: '2026-11-21T05:00:00.000Z' } }
    : {}),
});

/**
 * One student, India's 10 December 2026 in view: installment 1 due on the 13th (3 days ahead),
 * 2 due on the 10th part-paid, 3 due on the 3rd (7 days overdue) whose payment was cancelled,
 * 4 due on the 10th fully paid, 5 due on the 11th (no stage's date).
 */
const student: Student = studentFromLedger(
  storedStudent('S1', {
    feeDetails: {
      totalFee: 200000,
      installments: [
        installment('i1', '2026-12-13'),
        installment('i2', '2026-12-10'),
        installment('i3', '2026-12-03'),
        installment('i4', '2026-12-10'),
        installment('i5', '2026-12-11'),
      ],
    },
  }),
  [
    payment('1', 'i2', 15000),
    payment('2', 'i3', 40000, 'Cancelled'),
    payment('3', 'i4', 25000),
    payment('4', 'i4', 15000),
  ],
);

const DAY_OF_10_DECEMBER = [
  {
    stage: 'before',
    studentId: 'student-S1',
    installmentId: 'i1',
    installmentNumber: 1,
    amountDue: 40000,
    dueDate: '2026-12-13',
  },
  {
    stage: 'due',
    studentId: 'student-S1',
    installmentId: 'i2',
    installmentNumber: 2,
    amountDue: 25000,
    dueDate: '2026-12-10',
  },
  {
    stage: 'overdue',
    studentId: 'student-S1',
    installmentId: 'i3',
    installmentNumber: 3,
    amountDue: 40000,
    dueDate: '2026-12-03',
  },
];

test('nothing is reminded before 9:00 India time: 08:59 IST is 03:29 UTC', () => {
  const at = new Date('2026-12-10T03:29:59.999Z');
  expect(indiaDayOf(at)).toBe('2026-12-10');
  expect(reminderDueDates(at)).toEqual([]);
  expect(feeRemindersDue([student], at)).toEqual([]);
});

test("from 9:00 IST, the day's reminders: 3 days before, on the day, 7 days overdue", () => {
  const at = new Date('2026-12-10T03:30:00.000Z');
  expect(reminderDueDates(at)).toEqual([
    { stage: 'before', dueDate: '2026-12-13' },
    { stage: 'due', dueDate: '2026-12-10' },
    { stage: 'overdue', dueDate: '2026-12-03' },
  ]);
  expect(feeRemindersDue([student], at)).toEqual(DAY_OF_10_DECEMBER);
});

test('paid, part-paid and cancelled-payment installments: what remains, nothing for the paid', () => {
  const byInstallment = new Map(
    feeRemindersDue([student], new Date('2026-12-10T03:30:00.000Z')).map((reminder) => [
      reminder.installmentId,
      reminder.amountDue,
    ]),
  );
  // Part-paid: 40,000 less 15,000.
  expect(byInstallment.get('i2')).toBe(25000);
  // The payment was cancelled: due again in full.
  expect(byInstallment.get('i3')).toBe(40000);
  // Paid in two parts: no reminder.
  expect(byInstallment.has('i4')).toBe(false);
});

test('a run later the same India day catches up with the same reminders, until 23:59 IST', () => {
  expect(feeRemindersDue([student], new Date('2026-12-10T09:45:00.000Z'))).toEqual(
    DAY_OF_10_DECEMBER,
  );
  expect(feeRemindersDue([student], new Date('2026-12-10T18:29:59.999Z'))).toEqual(
    DAY_OF_10_DECEMBER,
  );
});

test('the India day turns at 18:30 UTC: 00:00 IST reminds nothing until 9:00 of the new day', () => {
  const midnight = new Date('2026-12-10T18:30:00.000Z');
  expect(indiaDayOf(midnight)).toBe('2026-12-11');
  expect(feeRemindersDue([student], midnight)).toEqual([]);
  // 9:00 IST on the 11th: installment 5 is due that day; the 14th and 4 December have none.
  expect(feeRemindersDue([student], new Date('2026-12-11T03:30:00.000Z'))).toEqual([
    {
      stage: 'due',
      studentId: 'student-S1',
      installmentId: 'i5',
      installmentNumber: 5,
      amountDue: 40000,
      dueDate: '2026-12-11',
    },
  ]);
});

test('stages across a month and a year end: 29 Dec is 3 days before 1 Jan, 7 days after 22 Dec', () => {
  expect(reminderDueDates(new Date('2026-12-29T04:00:00.000Z'))).toEqual([
    { stage: 'before', dueDate: '2027-01-01' },
    { stage: 'due', dueDate: '2026-12-29' },
    { stage: 'overdue', dueDate: '2026-12-22' },
  ]);
});
