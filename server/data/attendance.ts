// Attendance: registers (locked by their class's row while one is written, so two phones sending
// one class's register are applied one after the other), their marks as rows for the figures,
// and the absence alerts, queued once the minutes to correct have passed, once per family a day.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
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

const cs = t.classSessions;
const ar = t.attendanceRegisters;
const e = t.enrolments;
const am = t.attendanceMarks;

/** A roster's fields of an enrolment: [id, studentId, status, joinedOn, leftOn]. */
type EnrolmentTuple = [string, string, Enrolment['status'], string | null, string | null];

/**
 * A batch's enrolments as one JSON array of tuples (a subquery): a batch of 200 comes back as
 * one value parsed at once, not 200 rows built field by field. Its columns are named with their
 * table, as a query's selected fields are written without it.
 */
const enrolmentsColumn = (batchId: SQL | string) => sql<EnrolmentTuple[]>`(
  select coalesce(json_agg(json_build_array(roster.id, roster.student_id, roster.status,
    roster.doc->>'joinedOn', roster.doc->>'leftOn')), '[]')
  from ${e} as roster where roster.batch_id = ${batchId})`;

const enrolmentsFrom = (tuples: readonly EnrolmentTuple[], batchId: string): Enrolment[] =>
  tuples.map(([id, studentId, status, joinedOn, leftOn]) => ({
    id,
    batchId,
    studentId,
    status,
    addedAt: '',
    ...(joinedOn === null ? {} : { joinedOn }),
    ...(leftOn === null ? {} : { leftOn }),
  }));

/** The batch's enrolments, as much of each as a roster needs. */
async function enrolmentsOf(runner: Runner, batchId: string): Promise<Enrolment[]> {
  const { rows } = (await runner.execute(sql`select ${enrolmentsColumn(batchId)} as tuples`)) as {
    rows: Array<{ tuples: EnrolmentTuple[] }>;
  };
  return enrolmentsFrom(rows[0]?.tuples ?? [], batchId);
}

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
 * The class of this id the filter reaches, its row locked, with its roster and the day's
 * settings: one statement, so a write's transaction holds its connection the less.
 */
async function lockedClass(tx: Tx, id: string, filter: BatchFilter) {
  const [row] = await tx
    .select({
      doc: cs.doc,
      enrolments: enrolmentsColumn(sql`${cs}.batch_id`),
      daily: dailySettingsColumn(),
    })
    .from(cs)
    .where(and(eq(cs.id, id), sessionReach(filter)))
    .for('update', { of: cs });
  if (!row) throw new NotFoundError('session', id);
  const session = row.doc;
  return {
    session,
    roster: rosterOn(
      enrolmentsFrom(row.enrolments, session.batchId),
      session.batchId,
      session.date,
    ),
    daily: dailySettingsOf(row.daily),
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
    const { session, roster, daily } = await lockedClass(tx, sessionId, filter);
    // Read once the class's row is locked: a register written meanwhile is seen.
    const stored = await storedRegister(tx, sessionId);
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
