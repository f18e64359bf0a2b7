// Absence alerts, run by every server: once a register's minutes to correct have passed, each
// absent student's family is told once for the day through the outbox.
import { and, eq, inArray, lte } from 'drizzle-orm';
import { formatDate } from '../../src/data/server';
import type { Student } from '../../src/data/server';
import { familyKeyOf, namesTogether } from '../../src/data/server-attendance';
import * as t from '../db/schema';
import { docs } from './context';
import type { DataContext } from './context';
import { runEvery } from './every';
import { queueMessages } from './outbox';

export const ABSENCE_ALERTS_EVERY_MS = 60_000;
const ar = t.attendanceRegisters;
const cs = t.classSessions;

/**
 * The absence alerts whose minutes to correct have passed: each absent student's family gets one
 * message for the day (naming every child of theirs absent in the registers due), never a second
 * (the outbox's key), none for a cancelled class or a student on leave. Any number of servers may
 * run it: the registers' rows are taken with SKIP LOCKED. Returns how many registers were done.
 */
export async function queueAbsenceAlerts(context: DataContext): Promise<number> {
  const now = context.now();
  return context.db.transaction(async (tx) => {
    const due = await tx
      .select({ doc: ar.doc, status: cs.status })
      .from(ar)
      .innerJoin(cs, eq(cs.id, ar.sessionId))
      .where(and(eq(ar.alertsSent, false), lte(ar.alertsDueMs, now.getTime())))
      .limit(200)
      .for('update', { of: ar, skipLocked: true });
    if (due.length === 0) return 0;
    const absentIds = new Set(
      due.flatMap(({ doc, status }) =>
        status === 'cancelled'
          ? []
          : doc.marks.filter((m) => m.status === 'A').map((m) => m.studentId),
      ),
    );
    const students =
      absentIds.size === 0
        ? []
        : docs(
            await tx
              .select({ doc: t.students.doc })
              .from(t.students)
              .where(inArray(t.students.id, [...absentIds])),
          );
    const byId = new Map(students.map((student) => [student.id, student]));
    const families = new Map<string, { date: string; students: Student[] }>();
    for (const { doc, status } of due) {
      if (status === 'cancelled') continue;
      for (const mark of doc.marks.filter((m) => m.status === 'A')) {
        const student = byId.get(mark.studentId);
        if (!student) continue;
        const key = `${familyKeyOf(student)}:${doc.date}`;
        const family = families.get(key) ?? { date: doc.date, students: [] };
        if (!family.students.some((s) => s.id === student.id)) family.students.push(student);
        families.set(key, family);
      }
    }
    await queueMessages(
      tx,
      now,
      [...families].map(([key, family]) => {
        const [first] = family.students as [Student];
        return {
          template: 'absent-today' as const,
          to: {
            subjectId: first.id,
            email: first.email,
            mobile: first.mobile,
            ...(first.whatsapp ? { whatsapp: first.whatsapp } : {}),
          },
          variables: {
            names: namesTogether(family.students.map((s) => s.name)),
            date: formatDate(family.date),
          },
          dedupeKey: `absent-today:${key}`,
        };
      }),
    );
    const at = now.toISOString();
    for (const { doc } of due) {
      await tx
        .update(ar)
        .set({ doc: { ...doc, alertsSentAt: at } })
        .where(eq(ar.sessionId, doc.sessionId));
    }
    return due.length;
  });
}

/** Runs queueAbsenceAlerts every minute (runEvery); `stop` waits for a run under way. */
export const scheduleAbsenceAlerts = (
  context: DataContext,
  onError: (error: unknown) => void,
  everyMs = ABSENCE_ALERTS_EVERY_MS,
) => runEvery(everyMs, () => queueAbsenceAlerts(context), onError);
