// Attendance's operations. A register is read by whoever reaches its class (batchFilterOf) and
// taken with attendance.take; changes after the day need attendance.correct. The policy adds who
// is marking (never the request); a student reads only their own attendance.
import { z } from 'zod';
import {
  ADMIN_ONLY,
  ADMIN_STUDENT_OR_PARENT,
  holds,
  operation,
  recordOf,
  refuseAccess,
} from '../core/operation';
import type { Caller } from '../core/operation';
import { recordIdSchema } from '../core/wire';
import type { BatchFilter } from '../queries';
import type { AttendanceCorrection, AttendanceSubmission, Register } from '../schemas/attendance';
import type { Marker, FollowUp, StudentAttendance } from '../operations/attendance';
import type { Session } from '../schemas/timetable';
import type { Student } from '../schemas';
import { batchFilterOf } from './batches';
import { branchLimitOf, checkStudentInCallerBranches } from './branch-scope';
import { checkSharedWithParent } from './parents';

const idParam = z.object({ id: recordIdSchema });

/** A class's register with its roster: the students with a seat in the batch that day. */
export type RegisterView = {
  session: Session;
  roster: Array<Pick<Student, 'id' | 'name' | 'rollNo'>>;
  register: Register | null;
};

/** A batch's month: its classes, students and registers (the register grid, CSV and PDF). */
export type MonthRegister = {
  sessions: Session[];
  students: Array<Pick<Student, 'id' | 'name' | 'rollNo'>>;
  registers: Register[];
};

const markerOf = (caller: Caller): Marker => ({
  id: caller.role === 'admin' ? caller.userId : '',
  mayCorrect: holds(caller, 'attendance.correct'),
});

const MONTH = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Choose a month.');

export const attendanceOperations = {
  getRegister: operation<[sessionId: string, filter?: BatchFilter], RegisterView>({
    verb: 'GET',
    path: '/api/attendance/:id',
    policy: {
      callers: ADMIN_ONLY,
      permission: 'batches.teach',
      scope: ([id], { caller }) => [id, batchFilterOf(caller)],
    },
    changes: [],
    encode: (id) => ({ params: { id } }),
    decode: z.object({ params: idParam }).transform(({ params }): [string] => [params.id]),
  }),
  /** A register from a phone: each student's later tap stands; a resend changes nothing. */
  submitAttendance: operation<
    [sessionId: string, submission: AttendanceSubmission, filter?: BatchFilter, marker?: Marker],
    Register
  >({
    verb: 'POST',
    path: '/api/attendance/:id',
    policy: {
      callers: ADMIN_ONLY,
      permission: 'attendance.take',
      scope: ([id, submission], { caller }) => [
        id,
        submission,
        batchFilterOf(caller),
        markerOf(caller),
      ],
    },
    changes: ['registers', 'auditLog'],
    encode: (id, submission) => ({ params: { id }, body: submission }),
    decode: z
      .object({ params: idParam, body: recordOf<AttendanceSubmission>() })
      .transform(({ params, body }): [string, AttendanceSubmission] => [params.id, body]),
  }),
  /** The office's change of one mark, with why. */
  correctAttendance: operation<
    [sessionId: string, correction: AttendanceCorrection, filter?: BatchFilter, marker?: Marker],
    Register
  >({
    verb: 'POST',
    path: '/api/attendance/:id/correct',
    policy: {
      callers: ADMIN_ONLY,
      permission: 'attendance.correct',
      scope: ([id, correction], { caller }) => [
        id,
        correction,
        batchFilterOf(caller),
        markerOf(caller),
      ],
    },
    changes: ['registers', 'auditLog'],
    encode: (id, correction) => ({ params: { id }, body: correction }),
    decode: z
      .object({ params: idParam, body: recordOf<AttendanceCorrection>() })
      .transform(({ params, body }): [string, AttendanceCorrection] => [params.id, body]),
  }),
  /** A student's attendance: staff of their branch, or the student themselves. */
  studentAttendance: operation<[studentId: string], StudentAttendance>({
    verb: 'GET',
    path: '/api/students/:id/attendance',
    policy: {
      callers: ADMIN_STUDENT_OR_PARENT,
      permission: 'students.view',
      scope: async ([id], context) => {
        if (context.caller.role === 'student' && context.caller.studentId !== id) refuseAccess();
        await checkStudentInCallerBranches(id, context);
        await checkSharedWithParent(id, context);
        return [id];
      },
    },
    changes: [],
    encode: (id) => ({ params: { id } }),
    decode: z.object({ params: idParam }).transform(({ params }): [string] => [params.id]),
  }),
  /** Who the office should call: below the threshold in Settings, or absent 3 in a row. */
  attendanceFollowUps: operation<[filter?: BatchFilter], FollowUp[]>({
    verb: 'GET',
    path: '/api/attendance/follow-ups',
    policy: {
      callers: ADMIN_ONLY,
      permission: 'students.view',
      scope: (_args, { caller }) => {
        const branchIds = branchLimitOf(caller);
        return [branchIds === undefined ? {} : { branchIds }];
      },
    },
    changes: [],
    encode: () => ({}),
    decode: z.object({}).transform((): [] => []),
  }),
  monthRegister: operation<[batchId: string, month: string, filter?: BatchFilter], MonthRegister>({
    verb: 'GET',
    path: '/api/batches/:id/register',
    policy: {
      callers: ADMIN_ONLY,
      permission: 'batches.teach',
      scope: ([id, month], { caller }) => [id, month, batchFilterOf(caller)],
    },
    changes: [],
    encode: (id, month) => ({ params: { id }, query: { month } }),
    decode: z
      .object({ params: idParam, query: z.object({ month: MONTH }) })
      .transform(({ params, query }): [string, string] => [params.id, query.month]),
  }),
};
