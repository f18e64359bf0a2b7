// Attendance: one register per class (session), its marks per student, each with when it was
// tapped, so a register sent from a phone that was offline never overwrites a later change.
import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { idField, isoDateField, limited, required, timestampField } from './fields';

/** Present, Absent, Late; On leave is the office's (an approved leave: never an absence). */
export const ATTENDANCE_MARKS = ['P', 'A', 'L', 'E'] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];
export const ATTENDANCE_MARK_LABELS: Record<AttendanceMark, string> = {
  P: 'Present',
  A: 'Absent',
  L: 'Late',
  E: 'On leave',
};

/** The most students one register holds (a batch's capacity). */
export const MAX_REGISTER_MARKS = 1000;

export const markSchema = z.object({
  studentId: idField,
  status: z.enum(ATTENDANCE_MARKS, { error: 'Choose Present, Absent, Late or On leave.' }),
  /** When the mark was tapped (the device's clock): the later of two marks stands. */
  markedAt: timestampField,
  /** Who made it (a staff member's id). */
  by: idField.optional(),
  /** Why the office changed it after the day. */
  reason: limited('Reason', TEXT_LIMITS.reason).optional(),
});
export type Mark = z.infer<typeof markSchema>;

/** What a faculty member's phone sends: the register's marks, once (the id makes a resend a no-op). */
export const attendanceSubmissionSchema = z.object({
  submissionId: idField,
  marks: z
    .array(markSchema.pick({ studentId: true, status: true, markedAt: true }))
    .min(1, 'Mark at least one student.')
    .max(MAX_REGISTER_MARKS),
});
export type AttendanceSubmission = z.infer<typeof attendanceSubmissionSchema>;

/** Change Attendance (the office, after the day): one student's mark and why. */
export const attendanceCorrectionSchema = z.object({
  studentId: idField,
  status: z.enum(ATTENDANCE_MARKS, { error: 'Choose Present, Absent, Late or On leave.' }),
  reason: required('Reason', TEXT_LIMITS.reason),
});
export type AttendanceCorrection = z.infer<typeof attendanceCorrectionSchema>;

/** The most submission ids a register remembers (a phone resends its last few at most). */
export const REMEMBERED_SUBMISSIONS = 50;

export const registerSchema = z.object({
  sessionId: idField,
  batchId: idField,
  branchId: idField.optional(),
  date: isoDateField('Date'),
  /** Who first submitted it, and when. */
  takenBy: idField,
  submittedAt: timestampField,
  updatedAt: timestampField,
  marks: z.array(markSchema).max(MAX_REGISTER_MARKS),
  submissionIds: z.array(idField).max(REMEMBERED_SUBMISSIONS),
  /** Absence alerts wait until then (the minutes to correct in Settings), then go once. */
  alertsDueAt: timestampField,
  alertsSentAt: timestampField.optional(),
});
export type Register = z.infer<typeof registerSchema>;
