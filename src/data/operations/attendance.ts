// Attendance's changes and reports, decided once for the browser's repository core and the
// server: a register submitted (from a phone, perhaps after being offline), the office's change
// with its reason, a student's figures, and the office's follow-up lists.
import {
  REMEMBERED_SUBMISSIONS,
  attendanceCorrectionSchema,
  attendanceSubmissionSchema,
} from '../schemas/attendance';
import type { AttendanceMark, Mark, Register } from '../schemas/attendance';
import type { Session } from '../schemas/timetable';
import type { Enrolment } from '../schemas/batches';
import { created, edited } from './audit';
import type { AuditedChange } from './audit';
import type { Student } from '../schemas';
import { refuse, validated } from '../core/validate';
import { indiaDayOf } from '../rules/ledger';
import { attendanceFigures, mergeMarks, threeAbsencesInARow } from '../rules/attendance';
import type { AttendanceFigures } from '../rules/attendance';

export const CANCELLED_CLASS_MESSAGE = 'This class was cancelled: it has no register.';
export const FUTURE_CLASS_MESSAGE = 'Attendance is taken on the day of the class.';
export const DAY_OVER_MESSAGE =
  'The day of this class is over: ask the office to change its attendance.';
export const NOT_ON_ROSTER_MESSAGE = 'A student marked is not in this batch.';
export const NO_REGISTER_MESSAGE = 'Attendance has not been taken for this class yet.';

/** A phone's clock may run a little fast; a tap further in the future than this is refused. */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * The students on a class's register: a seat in the batch that day (joined on or before it, and
 * not left before it), so a student who moved keeps their old batch's past registers.
 */
export const rosterOn = (enrolments: readonly Enrolment[], batchId: string, date: string) =>
  seatedDuring(enrolments, batchId, date, date);

/** The students with a seat in the batch on some day from `from` to `to` (a month's register). */
export const seatedDuring = (
  enrolments: readonly Enrolment[],
  batchId: string,
  from: string,
  to: string,
) =>
  new Set(
    enrolments
      .filter(
        (row) =>
          row.batchId === batchId &&
          row.joinedOn !== undefined &&
          row.joinedOn <= to &&
          (row.status === 'enrolled' || (row.leftOn !== undefined && row.leftOn > from)),
      )
      .map((row) => row.studentId),
  );

/** Who is submitting: their id, and whether they may change attendance after the day. */
export type Marker = { id: string; mayCorrect: boolean };

/**
 * The register after a submission. Each tap must be on the class's day (India time) unless the
 * marker may correct later days: a phone offline all day still sends the next morning what was
 * tapped on the day. A submission already applied (its id remembered) changes nothing.
 */
export function submittedRegister(
  stored: Register | undefined,
  session: Session,
  roster: ReadonlySet<string>,
  submission: unknown,
  marker: Marker,
  now: Date,
  graceMinutes: number,
): Register {
  const input = validated(attendanceSubmissionSchema, submission, 'attendance');
  if (stored?.submissionIds.includes(input.submissionId)) return stored;
  if (session.status === 'cancelled') refuse('attendance', 'marks', CANCELLED_CLASS_MESSAGE);
  if (indiaDayOf(now) < session.date) refuse('attendance', 'marks', FUTURE_CLASS_MESSAGE);
  for (const mark of input.marks) {
    const tapped = Date.parse(mark.markedAt);
    if (tapped > now.getTime() + CLOCK_SKEW_MS) refuse('attendance', 'marks', FUTURE_CLASS_MESSAGE);
    if (!marker.mayCorrect && indiaDayOf(tapped) !== session.date) {
      refuse('attendance', 'marks', DAY_OVER_MESSAGE);
    }
    if (!roster.has(mark.studentId)) refuse('attendance', 'marks', NOT_ON_ROSTER_MESSAGE);
    if (mark.status === 'E' && !marker.mayCorrect) {
      refuse('attendance', 'marks', 'Only the office marks a student on leave.');
    }
  }
  const at = now.toISOString();
  const { marks } = mergeMarks(stored?.marks ?? [], input.marks, marker.id);
  return {
    sessionId: session.id,
    batchId: session.batchId,
    ...(session.branchId === undefined ? {} : { branchId: session.branchId }),
    date: session.date,
    takenBy: stored?.takenBy ?? marker.id,
    submittedAt: stored?.submittedAt ?? at,
    updatedAt: at,
    marks,
    submissionIds: [...(stored?.submissionIds ?? []), input.submissionId].slice(
      -REMEMBERED_SUBMISSIONS,
    ),
    alertsDueAt:
      stored?.alertsDueAt ?? new Date(now.getTime() + graceMinutes * 60_000).toISOString(),
    ...(stored?.alertsSentAt === undefined ? {} : { alertsSentAt: stored.alertsSentAt }),
  };
}

/** The office's change of one student's mark, with why (kept on the mark and in the log). */
export function correctedRegister(
  stored: Register | undefined,
  roster: ReadonlySet<string>,
  correction: unknown,
  by: string,
  now: Date,
): Register {
  const input = validated(attendanceCorrectionSchema, correction, 'attendance');
  if (!stored) refuse('attendance', 'studentId', NO_REGISTER_MESSAGE);
  if (!roster.has(input.studentId) && !stored.marks.some((m) => m.studentId === input.studentId)) {
    refuse('attendance', 'studentId', NOT_ON_ROSTER_MESSAGE);
  }
  const at = now.toISOString();
  const mark: Mark = {
    studentId: input.studentId,
    status: input.status,
    markedAt: at,
    by,
    reason: input.reason,
  };
  const others = stored.marks.filter((other) => other.studentId !== input.studentId);
  return { ...stored, marks: [...others, mark], updatedAt: at };
}

/** One class's mark of a student, for their report. */
export type MarkedClass = {
  date: string;
  startMinute: number;
  subject: string;
  batchId: string;
  status: AttendanceMark;
};

/** A student's attendance: overall, per batch, per subject and per month, and the absences. */
export type StudentAttendance = {
  overall: AttendanceFigures;
  byBatch: Array<{ batchId: string; figures: AttendanceFigures }>;
  bySubject: Array<{ subject: string; figures: AttendanceFigures }>;
  byMonth: Array<{ month: string; figures: AttendanceFigures }>;
  /** Absences and lates, newest first. */
  missed: MarkedClass[];
};

const grouped = <K extends string>(
  classes: readonly MarkedClass[],
  keyOf: (item: MarkedClass) => K,
) => {
  const groups = new Map<K, MarkedClass[]>();
  for (const item of classes) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return [...groups].sort(([a], [b]) => a.localeCompare(b));
};

export function studentAttendance(classes: readonly MarkedClass[]): StudentAttendance {
  return {
    overall: attendanceFigures(classes),
    byBatch: grouped(classes, (item) => item.batchId).map(([batchId, items]) => ({
      batchId,
      figures: attendanceFigures(items),
    })),
    bySubject: grouped(classes, (item) => item.subject).map(([subject, items]) => ({
      subject,
      figures: attendanceFigures(items),
    })),
    byMonth: grouped(classes, (item) => item.date.slice(0, 7)).map(([month, items]) => ({
      month,
      figures: attendanceFigures(items),
    })),
    missed: classes
      .filter((item) => item.status === 'A' || item.status === 'L')
      .sort((a, b) => b.date.localeCompare(a.date) || b.startMinute - a.startMinute),
  };
}

/** A student the office should call: below the threshold, or absent three classes in a row. */
export type FollowUp = {
  student: Pick<Student, 'id' | 'name' | 'rollNo' | 'mobile' | 'email' | 'guardianName'>;
  percent: number | null;
  belowThreshold: boolean;
  threeInARow: boolean;
};

/** From each student's marks (oldest first): who is below `threshold` or absent 3 in a row. */
export function followUps(
  students: ReadonlyMap<string, FollowUp['student']>,
  marksByStudent: ReadonlyMap<string, readonly { status: AttendanceMark }[]>,
  threshold: number,
): FollowUp[] {
  const list: FollowUp[] = [];
  for (const [studentId, marks] of marksByStudent) {
    const student = students.get(studentId);
    if (!student) continue;
    const { percent } = attendanceFigures(marks);
    const belowThreshold = percent !== null && percent < threshold;
    const threeInARow = threeAbsencesInARow(marks);
    if (belowThreshold || threeInARow) list.push({ student, percent, belowThreshold, threeInARow });
  }
  return list.sort(
    (a, b) =>
      (a.percent ?? 101) - (b.percent ?? 101) || a.student.name.localeCompare(b.student.name),
  );
}

/** Each mark as the audit log shows it: its status, with the office's reason when it has one. */
const loggedMarks = (marks: readonly Mark[]) =>
  new Map(
    marks.map((mark) => [
      mark.studentId,
      mark.reason ? `${mark.status} (${mark.reason})` : mark.status,
    ]),
  );

/**
 * The audit log's record of a register: its session's id is its id, and its marks by student,
 * so an entry lists only the marks that changed ("marks.<student>: P → A"), with the reason.
 * Only the students in `only` are listed (an edit's moved marks: the diff is then of a few
 * entries, not of a whole register of 200).
 */
const loggedRegister = (register: Register, logged: Map<string, string>, only?: Set<string>) => ({
  id: register.sessionId,
  date: register.date,
  marks: Object.fromEntries(
    only === undefined ? logged : [...logged].filter(([studentId]) => only.has(studentId)),
  ),
});

/** A register's audit entry: new, or the marks that changed (in the student's history too). */
export function registerChange(
  stored: Register | undefined,
  register: Register,
  studentId?: string,
): AuditedChange {
  const student = studentId === undefined ? {} : { studentId };
  const after = loggedMarks(register.marks);
  if (!stored) return { ...created('attendance', loggedRegister(register, after)), ...student };
  const before = loggedMarks(stored.marks);
  const students = new Set([...before.keys(), ...after.keys()]);
  const moved = new Set([...students].filter((id) => before.get(id) !== after.get(id)));
  return {
    ...edited(
      'attendance',
      loggedRegister(stored, before, moved),
      loggedRegister(register, after, moved),
    ),
    ...student,
  };
}
