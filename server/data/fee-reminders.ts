// Fee reminders on the server: every few minutes, in every server, the day's reminders
// (feeRemindersDue: 3 days before, on the day, 7 days overdue, from 9:00 India time) are queued
// in the outbox. Each is keyed by student, installment and stage, so however many servers and
// runs queue it, it is queued once; a run after a restart or later in the day catches up.
import { and, asc, gt, or, sql } from 'drizzle-orm';
import { feeRemindersDue, reminderDueDates } from '../../src/data/server';
import * as t from '../db/schema';
import { runEvery } from './every';
import type { DataContext } from './context';
import { feeReminderMessage } from './message-events';
import { queueMessages } from './outbox';

/** How often a server looks for reminders to queue. */
export const FEE_REMINDER_EVERY_MS = 5 * 60_000;

/** Students read (and their reminders queued) at a time: a batch's admission shares due dates. */
const STUDENT_BATCH = 2_000;

/**
 * Queues the reminders due now; returns how many reminders were due (queued now or before).
 * Only the students with an installment due on one of the day's three dates are read, over the
 * students_installment_due index (migration 0018).
 */
export async function queueFeeReminders(context: DataContext): Promise<number> {
  const now = context.now();
  const dates = reminderDueDates(now);
  if (dates.length === 0) return 0;
  const installments = sql`(${t.students.doc}->'feeDetails'->'installments')`;
  const dueOnADate = or(
    ...dates.map(({ dueDate }) => sql`${installments} @> ${JSON.stringify([{ dueDate }])}::jsonb`),
  );
  let due = 0;
  let after = '';
  for (;;) {
    const students = await context.db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: t.students.id, doc: t.students.doc })
        .from(t.students)
        .where(and(dueOnADate, gt(t.students.id, after)))
        .orderBy(asc(t.students.id))
        .limit(STUDENT_BATCH);
      const byId = new Map(rows.map((row) => [row.id, row.doc]));
      const reminders = feeRemindersDue(
        rows.map((row) => row.doc),
        now,
      );
      await queueMessages(
        tx,
        now,
        reminders.map((reminder) =>
          feeReminderMessage(context, byId.get(reminder.studentId)!, reminder),
        ),
      );
      due += reminders.length;
      return rows;
    });
    if (students.length < STUDENT_BATCH) return due;
    after = students.at(-1)!.id;
  }
}

/** Runs queueFeeReminders every `everyMs` (runEvery); `stop` waits for a run under way. */
export function scheduleFeeReminders(
  context: DataContext,
  onError: (error: unknown) => void,
  everyMs = FEE_REMINDER_EVERY_MS,
): { stop: () => Promise<void> } {
  return runEvery(everyMs, () => queueFeeReminders(context), onError);
}
