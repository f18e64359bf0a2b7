// Attendance in the browser-only mode: one stored list of registers, each written whole in one
// store write, so two submissions of one class are applied one after the other. The demo sends
// no absence alerts (it sends no messages at all).
import type { BatchFilter } from '../../queries';
import type {
  AttendanceCorrection,
  AttendanceSubmission,
  Register,
} from '../../schemas/attendance';
import type { Session } from '../../schemas/timetable';
import type { Collections } from '../../core/collections';
import type { FollowUp, Marker, MarkedClass, StudentAttendance } from '../../operations/attendance';
import {
  correctedRegister,
  registerChange,
  followUps,
  rosterOn,
  seatedDuring,
  studentAttendance as attendanceOf,
  submittedRegister,
} from '../../operations/attendance';
import type { MonthRegister, RegisterView } from '../../definitions/attendance';
import { inBranchFilter } from '../../operations/branches';
import { NotFoundError } from '../../errors';
import { auditedUpdate } from './context';
import type { LocalContext } from './context';
import { findById } from './stored-lists';
import { reachedBatch, reaches, reachesSession } from './batch-reach';

type Lists = Pick<Collections, 'batches' | 'classSessions' | 'enrolments'>;

/** The class of this id the filter reaches, or not found. */
function reachedSession(current: Lists, id: string, filter: BatchFilter): Session {
  const session = findById(current.classSessions, id, 'session');
  const reached = current.batches.filter((batch) => reaches(filter, batch)).map((b) => b.id);
  if (!reachesSession(filter, session, reached)) throw new NotFoundError('session', id);
  return session;
}

const rosterOf = (current: Lists, session: Session) =>
  rosterOn(current.enrolments, session.batchId, session.date);

export async function getRegister(
  context: LocalContext,
  sessionId: string,
  filter: BatchFilter = {},
): Promise<RegisterView> {
  const [batches, classSessions, enrolments, students, registers] = await Promise.all([
    context.store.read('batches'),
    context.store.read('classSessions'),
    context.store.read('enrolments'),
    context.store.read('students'),
    context.store.read('registers'),
  ]);
  const session = reachedSession({ batches, classSessions, enrolments }, sessionId, filter);
  const ids = rosterOn(enrolments, session.batchId, session.date);
  return {
    session,
    roster: students
      .filter((student) => ids.has(student.id))
      .map(({ id, name, rollNo }) => ({ id, name, rollNo }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    register: registers.find((register) => register.sessionId === sessionId) ?? null,
  };
}

const KEYS = ['batches', 'classSessions', 'enrolments', 'registers', 'settings'] as const;

const withRegister = (registers: readonly Register[], register: Register) => [
  ...registers.filter((other) => other.sessionId !== register.sessionId),
  register,
];

type RegisterLists = Pick<Collections, (typeof KEYS)[number]>;

/** A change of one class's register in one store write: `decide` gives it as it is to be. */
function changeRegister(
  context: LocalContext,
  sessionId: string,
  filter: BatchFilter,
  decide: (found: {
    current: RegisterLists;
    session: Session;
    stored: Register | undefined;
    roster: Set<string>;
  }) => { register: Register; studentId?: string | undefined },
): Promise<Register> {
  return auditedUpdate(context, KEYS, (current) => {
    const session = reachedSession(current, sessionId, filter);
    const stored = current.registers.find((register) => register.sessionId === sessionId);
    const { register, studentId } = decide({
      current,
      session,
      stored,
      roster: rosterOf(current, session),
    });
    if (register === stored) return { result: register };
    return {
      write: { registers: withRegister(current.registers, register) },
      result: register,
      audit: [registerChange(stored, register, studentId)],
    };
  });
}

export async function submitAttendance(
  context: LocalContext,
  sessionId: string,
  submission: AttendanceSubmission,
  filter: BatchFilter = {},
  marker: Marker = { id: context.actor().id, mayCorrect: true },
): Promise<Register> {
  return changeRegister(context, sessionId, filter, ({ current, session, stored, roster }) => ({
    register: submittedRegister(
      stored,
      session,
      roster,
      submission,
      marker,
      context.now(),
      current.settings.daily.absenceGraceMinutes,
    ),
  }));
}

export async function correctAttendance(
  context: LocalContext,
  sessionId: string,
  correction: AttendanceCorrection,
  filter: BatchFilter = {},
  marker: Marker = { id: context.actor().id, mayCorrect: true },
): Promise<Register> {
  return changeRegister(context, sessionId, filter, ({ stored, roster }) => ({
    register: correctedRegister(stored, roster, correction, marker.id, context.now()),
    studentId: correction?.studentId,
  }));
}

/** Each marked class of the given students, with the class's subject and time, oldest first. */
function markedClasses(
  registers: readonly Register[],
  sessions: readonly Session[],
): Map<string, MarkedClass[]> {
  const sessionsById = new Map(sessions.map((session) => [session.id, session]));
  const byStudent = new Map<string, MarkedClass[]>();
  for (const register of registers) {
    const session = sessionsById.get(register.sessionId);
    if (!session || session.status === 'cancelled') continue;
    for (const mark of register.marks) {
      const item: MarkedClass = {
        date: session.date,
        startMinute: session.startMinute,
        subject: session.subject,
        batchId: session.batchId,
        status: mark.status,
      };
      byStudent.set(mark.studentId, [...(byStudent.get(mark.studentId) ?? []), item]);
    }
  }
  for (const list of byStudent.values()) {
    list.sort((a, b) => a.date.localeCompare(b.date) || a.startMinute - b.startMinute);
  }
  return byStudent;
}

export async function studentAttendance(
  context: LocalContext,
  studentId: string,
): Promise<StudentAttendance> {
  const [registers, sessions] = await Promise.all([
    context.store.read('registers'),
    context.store.read('classSessions'),
  ]);
  const mine = registers.filter((register) =>
    register.marks.some((mark) => mark.studentId === studentId),
  );
  return attendanceOf(markedClasses(mine, sessions).get(studentId) ?? []);
}

export async function attendanceFollowUps(
  context: LocalContext,
  filter: BatchFilter = {},
): Promise<FollowUp[]> {
  const [registers, sessions, students, settings] = await Promise.all([
    context.store.read('registers'),
    context.store.read('classSessions'),
    context.store.read('students'),
    context.store.read('settings'),
  ]);
  const ofBranches = new Map(
    students
      .filter((student) => inBranchFilter({ branchIds: filter.branchIds }, student))
      .map((student) => [student.id, student]),
  );
  return followUps(
    ofBranches,
    markedClasses(registers, sessions),
    settings.daily.attendanceThreshold,
  );
}

export async function monthRegister(
  context: LocalContext,
  batchId: string,
  month: string,
  filter: BatchFilter = {},
): Promise<MonthRegister> {
  const [batches, sessions, enrolments, students, registers] = await Promise.all([
    context.store.read('batches'),
    context.store.read('classSessions'),
    context.store.read('enrolments'),
    context.store.read('students'),
    context.store.read('registers'),
  ]);
  reachedBatch(batches, batchId, filter);
  const held = sessions
    .filter((session) => session.batchId === batchId && session.date.startsWith(month))
    .sort((a, b) => a.date.localeCompare(b.date) || a.startMinute - b.startMinute);
  const heldIds = new Set(held.map((session) => session.id));
  const seated = seatedDuring(enrolments, batchId, `${month}-01`, `${month}-31`);
  return {
    sessions: held,
    students: students
      .filter((student) => seated.has(student.id))
      .map(({ id, name, rollNo }) => ({ id, name, rollNo }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    registers: registers.filter((register) => heldIds.has(register.sessionId)),
  };
}
