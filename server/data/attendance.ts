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
import type { BatchFilter } from '../../src/data/server-batches';
import type { Session } from '../../src/data/server-timetable';
import type { Settings, Student } from '../../src/data/server';
import * as t from '../db/schema';
import { reachedBatch } from './batches';
import {
  auditEntries,
  auditRow,
  dailySettingsColumn,
  dailySettingsOf,
  docs,
  inBranches,
  readSettings,
} from './context';
import type { DataContext, Runner, Tx } from './context';
import { sessionReach } from './timetable';
import { enrolmentsColumn, enrolmentsFrom, enrolmentsOf, registerRow } from './attendance-rows';

const cs = t.classSessions;
const ar = t.attendanceRegisters;
const am = t.attendanceMarks;

/** The class of this id the filter reaches, or not found. */
async function reachedSession(runner: Runner, id: string, filter: BatchFilter): Promise<Session> {
  const [row] = await runner
    .select({ doc: cs.doc })
    .from(cs)
    .where(and(eq(cs.id, id), sessionReach(filter)));
  if (!row) throw new NotFoundError('session', id);
  return row.doc;
}

/**
 * The class of this id the filter reaches, its row locked, with its roster, the day's settings
 * and its register as last written. A register already taken is locked with its class in the same
 * statement (its latest version is what a lock returns, so one statement does); a first one is
 * read once the class is locked, as another phone's may have been written meanwhile.
 */
async function lockedClass(tx: Tx, id: string, filter: BatchFilter) {
  const fields = {
    doc: cs.doc,
    enrolments: enrolmentsColumn(sql`${cs}.batch_id`),
    daily: dailySettingsColumn(),
  };
  const reached = and(eq(cs.id, id), sessionReach(filter));
  const [taken] = await tx
    .select({ ...fields, register: ar.doc })
    .from(cs)
    .innerJoin(ar, eq(ar.sessionId, cs.id))
    .where(reached)
    .for('update', { of: [cs, ar] });
  const found =
    taken ?? (await tx.select(fields).from(cs).where(reached).for('update', { of: cs }))[0];
  if (!found) throw new NotFoundError('session', id);
  const session = found.doc;
  return {
    session,
    stored: taken ? taken.register : await storedRegister(tx, id),
    roster: rosterOn(
      enrolmentsFrom(found.enrolments, session.batchId),
      session.batchId,
      session.date,
    ),
    daily: dailySettingsOf(found.daily),
  };
}

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
  const session = await reachedSession(db, sessionId, filter);
  const ids = rosterOn(await enrolmentsOf(db, session.batchId), session.batchId, session.date);
  return {
    session,
    roster: await briefStudents(db, ids),
    register: (await storedRegister(db, sessionId)) ?? null,
  };
}

/**
 * The register's row, the rows of the marks that changed (a mark is never removed) and the
 * change's audit entry: one statement, its register's document sent once.
 */
async function writeRegister(
  context: DataContext,
  tx: Tx,
  session: Session,
  {
    register,
    stored,
    studentId,
  }: {
    register: Register;
    stored: Register | undefined;
    studentId: string | undefined;
  },
) {
  const upsert = tx
    .insert(ar)
    .values(registerRow(register))
    .onConflictDoUpdate({
      target: ar.sessionId,
      set: { doc: sql`excluded.doc`, alertsDueMs: sql`excluded.alerts_due_ms` },
    });
  const before = new Map(stored?.marks.map((mark) => [mark.studentId, mark.status]));
  const changed = register.marks
    .filter((mark) => before.get(mark.studentId) !== mark.status)
    .map(({ studentId: student_id, status }) => ({ student_id, status }));
  // One parameter for the register's marks, however many (a batch of 200).
  const marks = sql`insert into ${am} (session_id, student_id, status, batch_id, branch_id, date, start_minute, subject)
    select ${session.id}::text, m.student_id, m.status, ${session.batchId}::text,
           ${session.branchId ?? 'main'}::text, ${session.date}::text, ${session.startMinute}::int,
           ${session.subject}::text
    from jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) as m(student_id text, status text)
    on conflict (session_id, student_id) do update set status = excluded.status`;
  const entries = auditEntries(context, [registerChange(stored, register, studentId)]);
  const logged =
    entries.length === 0
      ? sql``
      : sql`, logged as (${tx.insert(t.auditLog).values(entries.map(auditRow)).getSQL()})`;
  await tx.execute(
    sql`with register as (${upsert.getSQL()}), marks as (${marks})${logged} select 1`,
  );
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
    session: Session;
    stored: Register | undefined;
    roster: Set<string>;
    daily: Settings['daily'];
  }) => { register: Register; studentId?: string | undefined },
): Promise<Register> {
  return context.db.transaction(async (tx) => {
    const { session, stored, roster, daily } = await lockedClass(tx, sessionId, filter);
    const { register, studentId } = decide({ session, stored, roster, daily });
    if (register === stored) return register;
    await writeRegister(context, tx, session, { register, stored, studentId });
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
  return changeRegister(context, sessionId, filter, ({ session, stored, roster, daily }) => ({
    register: submittedRegister(
      stored,
      session,
      roster,
      submission,
      marker,
      context.now(),
      daily.absenceGraceMinutes,
    ),
  }));
}

async function correctAttendance(
  context: DataContext,
  sessionId: string,
  correction: AttendanceCorrection,
  filter: BatchFilter = {},
  marker: Marker = { id: context.actor.id, mayCorrect: true },
): Promise<Register> {
  return changeRegister(context, sessionId, filter, ({ stored, roster }) => ({
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
