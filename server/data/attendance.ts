// Attendance: registers (locked by their class's row while one is written, so two phones sending
// one class's register are applied one after the other), their marks as rows for the figures,
// and the absence alerts, queued once the minutes to correct have passed, once per family a day.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { NotFoundError } from '../../src/data/server';
import {
  correctedRegister,
  registerChange,
  rosterOn,
  seatedDuring,
  studentAttendance as attendanceOf,
  submittedRegister,
} from '../../src/data/server-attendance';
import type {
  AttendanceCorrection,
  AttendanceSubmission,
  FollowUp,
  Marker,
  MarkedClass,
  MonthRegister,
  Register,
  RegisterView,
  StudentAttendance,
} from '../../src/data/server-attendance';
import type { BatchFilter, Enrolment } from '../../src/data/server-batches';
import type { Session } from '../../src/data/server-timetable';
import type { Student } from '../../src/data/server';
import * as t from '../db/schema';
import { reachedBatch } from './batches';
import { audit, docs, inBranches, readSettings } from './context';
import type { DataContext, Runner, Tx } from './context';
import { sessionReach } from './timetable';

const cs = t.classSessions;
const ar = t.attendanceRegisters;
const am = t.attendanceMarks;

/** The class of this id the filter reaches (locked for a write), or not found. */
async function reachedSession(
  runner: Runner,
  id: string,
  filter: BatchFilter,
  lock: boolean,
): Promise<Session> {
  const query = runner
    .select({ doc: cs.doc })
    .from(cs)
    .where(and(eq(cs.id, id), sessionReach(filter)));
  const [row] = await (lock ? query.for('update', { of: cs }) : query);
  if (!row) throw new NotFoundError('session', id);
  return row.doc;
}

/** The batch's enrolments, as much of each as a roster needs. */
const enrolmentsOf = async (runner: Runner, batchId: string): Promise<Enrolment[]> =>
  (
    await runner
      .select({
        id: t.enrolments.id,
        studentId: t.enrolments.studentId,
        status: t.enrolments.status,
        joinedOn: sql<string | null>`${t.enrolments.doc}->>'joinedOn'`,
        leftOn: sql<string | null>`${t.enrolments.doc}->>'leftOn'`,
      })
      .from(t.enrolments)
      .where(eq(t.enrolments.batchId, batchId))
  ).map(({ joinedOn, leftOn, status, ...row }) => ({
    ...row,
    batchId,
    status: status as Enrolment['status'],
    addedAt: '',
    ...(joinedOn === null ? {} : { joinedOn }),
    ...(leftOn === null ? {} : { leftOn }),
  }));

async function storedRegister(runner: Runner, sessionId: string): Promise<Register | undefined> {
  const [row] = await runner.select({ doc: ar.doc }).from(ar).where(eq(ar.sessionId, sessionId));
  return row?.doc;
}

const briefStudents = async (runner: Runner, ids: ReadonlySet<string>) =>
  ids.size === 0
    ? []
    : (
        await runner
          .select({
            id: t.students.id,
            name: sql<string>`${t.students.doc}->>'name'`,
            rollNo: t.students.rollNo,
          })
          .from(t.students)
          .where(inArray(t.students.id, [...ids]))
      ).sort((a, b) => a.name.localeCompare(b.name));

async function getRegister(
  { db }: DataContext,
  sessionId: string,
  filter: BatchFilter = {},
): Promise<RegisterView> {
  const session = await reachedSession(db, sessionId, filter, false);
  const ids = rosterOn(await enrolmentsOf(db, session.batchId), session.batchId, session.date);
  return {
    session,
    roster: await briefStudents(db, ids),
    register: (await storedRegister(db, sessionId)) ?? null,
  };
}

/** A register's marks as rows, with their class's day, time and subject (a backup's too). */
export const markRows = (register: Register, session: Session) =>
  register.marks.map((mark) => ({
    sessionId: register.sessionId,
    studentId: mark.studentId,
    status: mark.status,
    batchId: session.batchId,
    branchId: session.branchId ?? 'main',
    date: session.date,
    startMinute: session.startMinute,
    subject: session.subject,
  }));

export const registerRow = (register: Register) => ({
  sessionId: register.sessionId,
  doc: register,
  alertsDueMs: Date.parse(register.alertsDueAt),
});

/** The register's row, and the rows of the marks that changed (a mark is never removed). */
async function writeRegister(
  tx: Tx,
  session: Session,
  register: Register,
  stored: Register | undefined,
) {
  const { sessionId: _id, ...row } = registerRow(register);
  await tx
    .insert(ar)
    .values(registerRow(register))
    .onConflictDoUpdate({ target: ar.sessionId, set: row });
  const before = new Map(stored?.marks.map((mark) => [mark.studentId, mark.status]));
  const changed = register.marks
    .filter((mark) => before.get(mark.studentId) !== mark.status)
    .map(({ studentId, status }) => ({ student_id: studentId, status }));
  if (changed.length === 0) return;
  // One statement and one parameter for the register's marks, however many (a batch of 200).
  await tx.execute(sql`insert into ${am} (session_id, student_id, status, batch_id, branch_id, date, start_minute, subject)
    select ${session.id}::text, m.student_id, m.status, ${session.batchId}::text,
           ${session.branchId ?? 'main'}::text, ${session.date}::text, ${session.startMinute}::int,
           ${session.subject}::text
    from jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) as m(student_id text, status text)
    on conflict (session_id, student_id) do update set status = excluded.status`);
}

/**
 * A change of one class's register, with its class's row locked (two phones sending one class's
 * register are applied one after the other): `decide` gives the register as it is to be.
 */
async function changeRegister(
  context: DataContext,
  sessionId: string,
  filter: BatchFilter,
  decide: (found: {
    tx: Tx;
    session: Session;
    stored: Register | undefined;
    roster: Set<string>;
  }) => Promise<{ register: Register; studentId?: string }>,
): Promise<Register> {
  return context.db.transaction(async (tx) => {
    const session = await reachedSession(tx, sessionId, filter, true);
    const stored = await storedRegister(tx, sessionId);
    const roster = rosterOn(await enrolmentsOf(tx, session.batchId), session.batchId, session.date);
    const { register, studentId } = await decide({ tx, session, stored, roster });
    if (register === stored) return register;
    await writeRegister(tx, session, register, stored);
    await audit(context, tx, [registerChange(stored, register, studentId)]);
    return register;
  });
}

async function submitAttendance(
  context: DataContext,
  sessionId: string,
  submission: AttendanceSubmission,
  filter: BatchFilter = {},
  marker: Marker = { id: context.actor.id, mayCorrect: true },
): Promise<Register> {
  return changeRegister(context, sessionId, filter, async ({ tx, session, stored, roster }) => {
    const { daily } = await readSettings(tx);
    const now = context.now();
    return {
      register: submittedRegister(
        stored,
        session,
        roster,
        submission,
        marker,
        now,
        daily.absenceGraceMinutes,
      ),
    };
  });
}

async function correctAttendance(
  context: DataContext,
  sessionId: string,
  correction: AttendanceCorrection,
  filter: BatchFilter = {},
  marker: Marker = { id: context.actor.id, mayCorrect: true },
): Promise<Register> {
  return changeRegister(context, sessionId, filter, async ({ stored, roster }) => ({
    register: correctedRegister(stored, roster, correction, marker.id, context.now()),
    studentId: typeof correction?.studentId === 'string' ? correction.studentId : undefined,
  }));
}

async function studentAttendance(
  { db }: DataContext,
  studentId: string,
): Promise<StudentAttendance> {
  const rows = await db
    .select({
      date: am.date,
      startMinute: am.startMinute,
      subject: am.subject,
      batchId: am.batchId,
      status: am.status,
    })
    .from(am)
    .innerJoin(cs, eq(cs.id, am.sessionId))
    .where(and(eq(am.studentId, studentId), sql`${cs.status} <> 'cancelled'`))
    .orderBy(asc(am.date), asc(am.startMinute));
  return attendanceOf(rows as MarkedClass[]);
}

/**
 * The office's follow-ups, counted in SQL over every mark of the branches: each student's
 * percentage (as attendanceFigures counts it) and whether their last three marks are absences.
 */
async function attendanceFollowUps(
  { db }: DataContext,
  filter: BatchFilter = {},
): Promise<FollowUp[]> {
  const { daily } = await readSettings(db);
  const branches =
    filter.branchIds === undefined ? sql`true` : inBranches(am.branchId, filter.branchIds);
  const { rows } = (await db.execute(sql`
    with held as (
      select ${am.studentId} as student_id, ${am.status} as status,
             row_number() over (partition by ${am.studentId} order by ${am.date} desc, ${am.startMinute} desc) as recent
      from ${am} join ${cs} on ${cs.id} = ${am.sessionId}
      where ${cs.status} <> 'cancelled' and ${branches}
    ), figures as (
      select student_id,
             count(*) filter (where status in ('P', 'L')) as attended,
             count(*) filter (where status <> 'E') as counted,
             count(*) filter (where recent <= 3 and status = 'A') as last_absent
      from held group by student_id
    )
    select f.student_id as "studentId",
           case when f.counted = 0 then null else round(f.attended * 100.0 / f.counted)::int end as percent,
           f.last_absent = 3 as "threeInARow",
           st.doc as student
    from figures f join ${t.students} st on st.id = f.student_id
    where (f.counted > 0 and round(f.attended * 100.0 / f.counted) < ${daily.attendanceThreshold})
       or f.last_absent = 3`)) as {
    rows: Array<{
      studentId: string;
      percent: number | null;
      threeInARow: boolean;
      student: Student;
    }>;
  };
  return rows
    .map(({ percent, threeInARow, student }) => ({
      student: {
        id: student.id,
        name: student.name,
        rollNo: student.rollNo,
        mobile: student.mobile,
        email: student.email,
        guardianName: student.guardianName,
      },
      percent: percent === null ? null : Number(percent),
      belowThreshold: percent !== null && Number(percent) < daily.attendanceThreshold,
      threeInARow,
    }))
    .sort(
      (a, b) =>
        (a.percent ?? 101) - (b.percent ?? 101) || a.student.name.localeCompare(b.student.name),
    );
}

async function monthRegister(
  { db }: DataContext,
  batchId: string,
  month: string,
  filter: BatchFilter = {},
): Promise<MonthRegister> {
  await reachedBatch(db, batchId, filter, false);
  const sessions = docs(
    await db
      .select({ doc: cs.doc })
      .from(cs)
      .where(and(eq(cs.batchId, batchId), sql`${cs.date} like ${`${month}-%`}`))
      .orderBy(asc(cs.date), asc(cs.startsMs)),
  );
  const registers =
    sessions.length === 0
      ? []
      : docs(
          await db
            .select({ doc: ar.doc })
            .from(ar)
            .where(
              inArray(
                ar.sessionId,
                sessions.map((s) => s.id),
              ),
            ),
        );
  const seated = seatedDuring(
    await enrolmentsOf(db, batchId),
    batchId,
    `${month}-01`,
    `${month}-31`,
  );
  return { sessions, students: await briefStudents(db, seated), registers };
}

export const attendanceOperations = {
  getRegister,
  submitAttendance,
  correctAttendance,
  studentAttendance,
  attendanceFollowUps,
  monthRegister,
};
