// The timetable: weekly slots, dated classes and holidays. A new or moved class is checked
// against the classes of its dates read in the same transaction (the clash message names what is
// there); two saves at once are held apart by the exclusion constraints of migration 0030, whose
// refusal (23P01) is turned into the same message.
import { and, asc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { NotFoundError, created, deleted, edited, notFoundAs, refuse } from '../../src/data/server';
import {
  CLASH_FIELD,
  HOLIDAY_TAKEN_MESSAGE,
  cancelledByHoliday,
  cancelledSession,
  clashMessage,
  firstClash,
  movedSession,
  newExtraClass,
  newHoliday,
  newSlot,
  restoredAfterHoliday,
  roomKey,
} from '../../src/data/server-timetable';
import type {
  CancelSessionForm,
  Clash,
  ExtraClassForm,
  Holiday,
  HolidayForm,
  MoveSessionForm,
  Session,
  SessionQuery,
  Slot,
  SlotForm,
  TimetableContext,
} from '../../src/data/server-timetable';
import type { BatchFilter } from '../../src/data/server-batches';
import * as t from '../db/schema';
import { reachedBatch, reachOf } from './batches';
import { audit, docs, inBranches, violates } from './context';
import type { DataContext, Runner, Tx } from './context';

const cs = t.classSessions;

export const CLASHED_MEANWHILE_MESSAGE =
  'Another class was saved at this time a moment ago. Look at the timetable again and choose another time.';

export const sessionRow = (session: Session) => ({
  id: session.id,
  doc: session,
  startsMs: Date.parse(session.startsAt),
  endsMs: Date.parse(session.endsAt),
});

/** The classes the filter reaches: of the batches it reaches, or taken by the teacher. */
export function sessionReach(filter: BatchFilter): SQL | undefined {
  if (filter.branchIds === undefined && filter.teacherId === undefined) return undefined;
  const ofBatches = inArray(cs.batchId, sqlBatchIds(filter));
  if (filter.teacherId === undefined) return ofBatches;
  return or(
    ofBatches,
    and(
      eq(cs.staffId, filter.teacherId),
      filter.branchIds === undefined ? undefined : inBranches(cs.branchId, filter.branchIds),
    ),
  );
}

const sqlBatchIds = (filter: BatchFilter) =>
  sql`(select ${t.batches.id} from ${t.batches} where ${reachOf(filter) ?? sql`true`})`;

async function listSessions(
  { db }: DataContext,
  query: SessionQuery,
  filter: BatchFilter = {},
): Promise<Session[]> {
  const rows = await db
    .select({ doc: cs.doc })
    .from(cs)
    .where(
      and(
        sql`${cs.date} between ${query.from} and ${query.to}`,
        query.batchId === undefined ? undefined : eq(cs.batchId, query.batchId),
        query.staffId === undefined ? undefined : eq(cs.staffId, query.staffId),
        query.room === undefined
          ? undefined
          : eq(cs.roomKey, roomKey({ room: query.room, branchId: query.branchId })),
        sessionReach(filter),
      ),
    )
    .orderBy(asc(cs.date), asc(sql`(${cs.doc}->>'startMinute')::int`));
  return docs(rows);
}

async function myTimetable(
  { db }: DataContext,
  query: SessionQuery,
  studentId?: string,
): Promise<Session[]> {
  if (studentId === undefined) return [];
  const mine = db
    .select({ id: t.enrolments.batchId })
    .from(t.enrolments)
    .where(and(eq(t.enrolments.studentId, studentId), eq(t.enrolments.status, 'enrolled')));
  const rows = await db
    .select({ doc: cs.doc })
    .from(cs)
    .where(and(sql`${cs.date} between ${query.from} and ${query.to}`, inArray(cs.batchId, mine)))
    .orderBy(asc(cs.date), asc(sql`(${cs.doc}->>'startMinute')::int`));
  return docs(rows);
}

async function listSlots(
  { db }: DataContext,
  batchId: string,
  filter: BatchFilter = {},
): Promise<Slot[]> {
  await reachedBatch(db, batchId, filter, false);
  const rows = await db
    .select({ doc: t.slots.doc })
    .from(t.slots)
    .where(eq(t.slots.batchId, batchId));
  return docs(rows).sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute);
}

async function timetableContext(
  tx: Tx,
  batchId: unknown,
  filter: BatchFilter,
  now: Date,
): Promise<TimetableContext> {
  const batch = await reachedBatch(tx, typeof batchId === 'string' ? batchId : '', filter, false);
  const holidays = docs(
    await tx
      .select({ doc: t.holidays.doc })
      .from(t.holidays)
      .where(eq(t.holidays.branchId, batch.branchId ?? 'main')),
  );
  return { batch, holidays, now };
}

/** The scheduled classes of those dates that share a faculty member, room or batch with them. */
async function classesBeside(runner: Runner, classes: readonly Session[]): Promise<Session[]> {
  if (classes.length === 0) return [];
  const [first] = classes;
  const room = roomKey(first!);
  return docs(
    await runner
      .select({ doc: cs.doc })
      .from(cs)
      .where(
        and(
          ne(cs.status, 'cancelled'),
          inArray(cs.date, [...new Set(classes.map((item) => item.date))]),
          or(
            eq(cs.staffId, first!.staffId),
            eq(cs.batchId, first!.batchId),
            room === '' ? undefined : eq(cs.roomKey, room),
          ),
        ),
      ),
  );
}

/** The clash's message, with the faculty member's and batch's names read. */
async function refuseClash(runner: Runner, clash: Clash<Session>): Promise<never> {
  const [staff] = await runner
    .select({ name: t.users.name })
    .from(t.users)
    .where(eq(t.users.id, clash.with.staffId));
  const [batch] = await runner
    .select({ name: sql<string>`${t.batches.doc}->>'name'` })
    .from(t.batches)
    .where(eq(t.batches.id, clash.with.batchId));
  const message = clashMessage(clash, {
    staff: () => staff?.name ?? 'A faculty member',
    batch: () => batch?.name ?? 'Another batch',
  });
  return refuse('session', CLASH_FIELD[clash.kind], message);
}

async function checkNoClash(runner: Runner, classes: readonly Session[]) {
  const clash = firstClash(classes, await classesBeside(runner, classes));
  if (clash) await refuseClash(runner, clash);
}

const EXCLUSIONS = [
  'class_sessions_staff_clash',
  'class_sessions_room_clash',
  'class_sessions_batch_clash',
];

function isExclusion(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint } = cause as Error & { code?: string; constraint?: string };
    if (code === '23P01' && EXCLUSIONS.includes(constraint ?? '')) return true;
  }
  return false;
}

/**
 * A timetable change in one transaction. `plan` names the classes it is about to write; when a
 * save at the same moment made them clash (the constraint refused them), the classes are read
 * again and the clash said as the form says it.
 */
async function changeTimetable<R>(
  context: DataContext,
  work: (tx: Tx, plan: (classes: readonly Session[]) => Promise<void>) => Promise<R>,
): Promise<R> {
  let planned: readonly Session[] = [];
  try {
    return await context.db.transaction((tx) =>
      work(tx, async (classes) => {
        planned = classes;
        await checkNoClash(tx, classes);
      }),
    );
  } catch (error) {
    if (!isExclusion(error)) throw error;
    await checkNoClash(context.db, planned);
    return refuse('session', 'startTime', CLASHED_MEANWHILE_MESSAGE);
  }
}

async function addSlot(
  context: DataContext,
  form: SlotForm,
  filter: BatchFilter = {},
): Promise<Slot> {
  return changeTimetable(context, async (tx, plan) => {
    const timetable = await timetableContext(tx, form?.batchId, filter, context.now());
    const { slot, sessions } = newSlot(form, timetable);
    await plan(sessions);
    await tx.insert(t.slots).values({ id: slot.id, doc: slot });
    await tx.insert(cs).values(sessions.map(sessionRow));
    await audit(context, tx, [created('slot', slot)]);
    return slot;
  });
}

async function removeSlot(
  context: DataContext,
  slotId: string,
  filter: BatchFilter = {},
): Promise<Slot> {
  return context.db.transaction(async (tx) => {
    const [row] = await tx.select({ doc: t.slots.doc }).from(t.slots).where(eq(t.slots.id, slotId));
    if (!row) throw new NotFoundError('slot', slotId);
    await reachedBatch(tx, row.doc.batchId, filter, false).catch((error: unknown) => {
      throw notFoundAs(error, 'slot', slotId);
    });
    // The classes held (or begun) stay: their attendance is about them.
    await tx.delete(cs).where(and(eq(cs.slotId, slotId), gt(cs.startsMs, context.now().getTime())));
    await tx.delete(t.slots).where(eq(t.slots.id, slotId));
    await audit(context, tx, [deleted('slot', row.doc)]);
    return row.doc;
  });
}

async function addExtraClass(
  context: DataContext,
  form: ExtraClassForm,
  filter: BatchFilter = {},
): Promise<Session> {
  return changeTimetable(context, async (tx, plan) => {
    const timetable = await timetableContext(tx, form?.batchId, filter, context.now());
    const session = newExtraClass(form, timetable);
    await plan([session]);
    await tx.insert(cs).values(sessionRow(session));
    await audit(context, tx, [created('session', session)]);
    return session;
  });
}

/** A class (locked) of a batch within reach, and the context its change reads. */
async function reachedSession(tx: Tx, id: string, filter: BatchFilter, now: Date) {
  const [row] = await tx.select({ doc: cs.doc }).from(cs).where(eq(cs.id, id)).for('update');
  if (!row) throw new NotFoundError('session', id);
  try {
    return {
      session: row.doc,
      timetable: await timetableContext(tx, row.doc.batchId, filter, now),
    };
  } catch (error) {
    throw notFoundAs(error, 'session', id);
  }
}

async function replaceSession(tx: Tx, session: Session) {
  const { id: _id, ...row } = sessionRow(session);
  await tx.update(cs).set(row).where(eq(cs.id, session.id));
}

async function moveSession(
  context: DataContext,
  id: string,
  form: MoveSessionForm,
  filter: BatchFilter = {},
): Promise<Session> {
  return changeTimetable(context, async (tx, plan) => {
    const { session, timetable } = await reachedSession(tx, id, filter, context.now());
    const moved = movedSession(session, form, timetable);
    await plan([moved]);
    await replaceSession(tx, moved);
    await audit(context, tx, [edited('session', session, moved)]);
    return moved;
  });
}

async function cancelSession(
  context: DataContext,
  id: string,
  form: CancelSessionForm,
  filter: BatchFilter = {},
): Promise<Session> {
  return context.db.transaction(async (tx) => {
    const { session } = await reachedSession(tx, id, filter, context.now());
    const cancelled = cancelledSession(session, form, context.now());
    await replaceSession(tx, cancelled);
    await audit(context, tx, [edited('session', session, cancelled)]);
    return cancelled;
  });
}

const holidayScope = (filter: BatchFilter) =>
  filter.branchIds === undefined ? undefined : inBranches(t.holidays.branchId, filter.branchIds);

async function listHolidays({ db }: DataContext, filter: BatchFilter = {}): Promise<Holiday[]> {
  const rows = await db
    .select({ doc: t.holidays.doc })
    .from(t.holidays)
    .where(holidayScope(filter))
    .orderBy(asc(t.holidays.date));
  return docs(rows);
}

/** Every class of that day (any branch: one faculty member may teach in two). */
const classesOn = async (tx: Tx, date: string): Promise<Session[]> =>
  docs(await tx.select({ doc: cs.doc }).from(cs).where(eq(cs.date, date)).for('update'));

async function addHoliday(context: DataContext, form: HolidayForm): Promise<Holiday> {
  return context.db.transaction(async (tx) => {
    const holiday = newHoliday(form, []);
    try {
      await tx.insert(t.holidays).values({ id: holiday.id, doc: holiday });
    } catch (error) {
      if (violates(error, 'holidays_branch_date')) refuse('holiday', 'date', HOLIDAY_TAKEN_MESSAGE);
      throw error;
    }
    const cancelled = cancelledByHoliday(holiday, await classesOn(tx, holiday.date));
    for (const session of cancelled) await replaceSession(tx, session);
    await audit(context, tx, [created('holiday', holiday)]);
    return holiday;
  });
}

async function removeHoliday(
  context: DataContext,
  id: string,
  filter: BatchFilter = {},
): Promise<Holiday> {
  return changeTimetable(context, async (tx) => {
    const [row] = await tx
      .select({ doc: t.holidays.doc })
      .from(t.holidays)
      .where(and(eq(t.holidays.id, id), holidayScope(filter)));
    if (!row) throw new NotFoundError('holiday', id);
    // Those that would clash now stay cancelled (restoredAfterHoliday); the rest are held again.
    const restored = restoredAfterHoliday(row.doc, await classesOn(tx, row.doc.date));
    for (const session of restored) await replaceSession(tx, session);
    await tx.delete(t.holidays).where(eq(t.holidays.id, id));
    await audit(context, tx, [deleted('holiday', row.doc)]);
    return row.doc;
  });
}

export const timetableOperations = {
  listSessions,
  myTimetable,
  listSlots,
  addSlot,
  removeSlot,
  addExtraClass,
  moveSession,
  cancelSession,
  listHolidays,
  addHoliday,
  removeHoliday,
};
