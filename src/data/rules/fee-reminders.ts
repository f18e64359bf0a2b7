// Fee reminders: 3 days before an installment is due, on the day, and 7 days after, from 9:00
// India time on that India day, for what is still to pay. A pure rule of the students (their
// installments as derived from the ledger) and the moment: whoever runs it, and however often,
// gets the same reminders for the same India day; the outbox's dedupe key sends each once.
import type { Student } from '../schemas';
import { indiaDayOf, IST_OFFSET_MS } from './ledger';
import { roundToPaise } from './money';

export const FEE_REMINDER_STAGES = ['before', 'due', 'overdue'] as const;
export type FeeReminderStage = (typeof FEE_REMINDER_STAGES)[number];

/** Days from the India day the reminder goes to the installment's due date. */
const DAYS_TO_DUE_DATE: Record<FeeReminderStage, number> = { before: 3, due: 0, overdue: -7 };

/** The hour of the India day from which that day's reminders go (9:00 IST). */
export const REMINDER_HOUR_IST = 9;

const DAY_MS = 24 * 60 * 60 * 1000;

const addDays = (isoDate: string, days: number): string =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The due dates whose reminders go today, by stage: none before 9:00 India time; from then until
 * midnight in India, the same three.
 */
export function reminderDueDates(now: Date): Array<{ stage: FeeReminderStage; dueDate: string }> {
  const sinceIndiaMidnight = (now.getTime() + IST_OFFSET_MS) % DAY_MS;
  if (sinceIndiaMidnight < REMINDER_HOUR_IST * 60 * 60 * 1000) return [];
  const today = indiaDayOf(now);
  return FEE_REMINDER_STAGES.map((stage) => ({
    stage,
    dueDate: addDays(today, DAYS_TO_DUE_DATE[stage]),
  }));
}

export type FeeReminder = {
  stage: FeeReminderStage;
  studentId: string;
  installmentId: string;
  /** 1-based, as the fee pages number installments. */
  installmentNumber: number;
  /** What is still to pay of it, in rupees. */
  amountDue: number;
  dueDate: string;
};

/**
 * The reminders due at `now`: one per installment whose due date is today's for a stage and
 * which still has money to pay (a part-paid one: what remains; one whose payment was cancelled:
 * all of it again; a paid one: none).
 */
export function feeRemindersDue(
  students: ReadonlyArray<Pick<Student, 'id' | 'feeDetails'>>,
  now: Date,
): FeeReminder[] {
  const stageOf = new Map(reminderDueDates(now).map(({ stage, dueDate }) => [dueDate, stage]));
  if (stageOf.size === 0) return [];
  return students.flatMap((student) =>
    student.feeDetails.installments.flatMap((installment, index): FeeReminder[] => {
      const stage = stageOf.get(installment.dueDate);
      const amountDue = roundToPaise(installment.amount - installment.paidAmount);
      if (stage === undefined || amountDue <= 0) return [];
      return [
        {
          stage,
          studentId: student.id,
          installmentId: installment.id,
          installmentNumber: index + 1,
          amountDue,
          dueDate: installment.dueDate,
        },
      ];
    }),
  );
}
