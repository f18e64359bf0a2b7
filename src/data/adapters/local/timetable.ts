// The timetable in the browser-only mode: the slots, sessions and holidays lists, changed in one
// store write with the clash rule checked inside it, so two changes never make a clash between
// them (the server's exclusion constraints do the same there).
import type { BatchFilter, SessionQuery } from '../../queries';
import type {
  CancelSessionForm,
  ExtraClassForm,
  Holiday,
  HolidayForm,
  MoveSessionForm,
  Session,
  Slot,
  SlotForm,
} from '../../schemas/timetable';
import type { Collections } from '../../core/collections';
import {
  cancelledByHoliday,
  cancelledSession,
  checkNoClash,
  movedSession,
  newExtraClass,
  newHoliday,
  newSlot,
  restoredAfterHoliday,
} from '../../operations/timetable';
import type { TimetableContext } from '../../operations/timetable';
import { branchIdOf, inBranchFilter } from '../../operations/branches';
import { roomKey } from '../../rules/timetable';
import type { ClashNames } from '../../rules/timetable';
import { created, deleted, edited } from '../../operations/audit';
import { isObject } from '../../core/validate';
import { NotFoundError, notFoundAs } from '../../errors';
import { auditedUpdate } from './context';
import type { LocalContext } from './context';
import { findById } from './stored-lists';
import { reachedBatch, reaches, reachesSession } from './batch-reach';

type TimetableLists = Pick<Collections, 'batches' | 'classSessions' | 'holidays' | 'staff'>;

const inOrder = (a: Session, b: Session) =>
  a.date.localeCompare(b.date) || a.startMinute - b.startMinute;

function matches(query: SessionQuery, session: Session) {
  return (
    session.date >= query.from &&
    session.date <= query.to &&
    (query.batchId === undefined || session.batchId === query.batchId) &&
    (query.staffId === undefined || session.staffId === query.staffId) &&
    (query.room === undefined ||
      roomKey(session) === roomKey({ room: query.room, branchId: query.branchId }))
  );
}

export async function listSessions(
  context: LocalContext,
  query: SessionQuery,
  filter: BatchFilter = {},
): Promise<Session[]> {
  const [batches, sessions] = await Promise.all([
    context.store.read('batches'),
    context.store.read('classSessions'),
  ]);
  const reached = batches.filter((batch) => reaches(filter, batch)).map((batch) => batch.id);
  return sessions
    .filter((session) => matches(query, session) && reachesSession(filter, session, reached))
    .sort(inOrder);
}

export async function myTimetable(
  context: LocalContext,
  query: SessionQuery,
  studentId?: string,
): Promise<Session[]> {
  // The policy names the student (a parent's child); the demo's own student calls with none.
  const actor = context.actor();
  const whose = studentId ?? (actor.role === 'student' ? actor.id : undefined);
  const [enrolments, sessions] = await Promise.all([
    context.store.read('enrolments'),
    context.store.read('classSessions'),
  ]);
  const mine = new Set(
    enrolments
      .filter((row) => row.status === 'enrolled' && row.studentId === whose)
      .map((row) => row.batchId),
  );
  return sessions
    .filter(
      (session) =>
        mine.has(session.batchId) && matches({ from: query.from, to: query.to }, session),
    )
    .sort(inOrder);
}

export async function listSlots(
  context: LocalContext,
  batchId: string,
  filter: BatchFilter = {},
): Promise<Slot[]> {
  const [batches, slots] = await Promise.all([
    context.store.read('batches'),
    context.store.read('slots'),
  ]);
  reachedBatch(batches, batchId, filter);
  return slots
    .filter((slot) => slot.batchId === batchId)
    .sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute);
}

/** The context a change of `batchId`'s timetable reads, the batch within reach. */
function timetableContext(
  current: TimetableLists,
  batchId: unknown,
  filter: BatchFilter,
  now: Date,
): TimetableContext {
  const batch = reachedBatch(current.batches, typeof batchId === 'string' ? batchId : '', filter);
  return {
    batch,
    holidays: current.holidays.filter((holiday) => branchIdOf(holiday) === branchIdOf(batch)),
    now,
  };
}

/** The names a clash message gives, from the stored staff and batches. */
function namesOf(current: TimetableLists): ClashNames {
  const staffNames = new Map(current.staff.map((member) => [member.id, member.name]));
  const batchNames = new Map(current.batches.map((other) => [other.id, other.name]));
  return {
    staff: (id) => staffNames.get(id) ?? 'A faculty member',
    batch: (id) => batchNames.get(id) ?? 'Another batch',
  };
}

const TIMETABLE_KEYS = ['batches', 'classSessions', 'holidays', 'staff'] as const;

export async function addSlot(
  context: LocalContext,
  form: SlotForm,
  filter: BatchFilter = {},
): Promise<Slot> {
  return auditedUpdate(context, [...TIMETABLE_KEYS, 'slots'], (current) => {
    const batchId = isObject(form) ? form.batchId : undefined;
    const timetable = timetableContext(current, batchId, filter, context.now());
    const { slot, sessions } = newSlot(form, timetable);
    checkNoClash(sessions, current.classSessions, namesOf(current));
    return {
      write: {
        slots: [...current.slots, slot],
        classSessions: [...current.classSessions, ...sessions],
      },
      result: slot,
      audit: [created('slot', slot)],
    };
  });
}

export async function removeSlot(
  context: LocalContext,
  slotId: string,
  filter: BatchFilter = {},
): Promise<Slot> {
  return auditedUpdate(context, ['batches', 'slots', 'classSessions'], (current) => {
    const slot = findById(current.slots, slotId, 'slot');
    if (!current.batches.some((batch) => batch.id === slot.batchId && reaches(filter, batch))) {
      throw new NotFoundError('slot', slotId);
    }
    const now = context.now().getTime();
    // The classes held (or begun) stay: their attendance is about them.
    const kept = current.classSessions.filter(
      (session) => session.slotId !== slotId || Date.parse(session.startsAt) <= now,
    );
    return {
      write: { slots: current.slots.filter((other) => other.id !== slotId), classSessions: kept },
      result: slot,
      audit: [deleted('slot', slot)],
    };
  });
}

export async function addExtraClass(
  context: LocalContext,
  form: ExtraClassForm,
  filter: BatchFilter = {},
): Promise<Session> {
  return auditedUpdate(context, TIMETABLE_KEYS, (current) => {
    const batchId = isObject(form) ? form.batchId : undefined;
    const timetable = timetableContext(current, batchId, filter, context.now());
    const session = newExtraClass(form, timetable);
    checkNoClash([session], current.classSessions, namesOf(current));
    return {
      write: { classSessions: [...current.classSessions, session] },
      result: session,
      audit: [created('session', session)],
    };
  });
}

/** A session of a batch within reach, and the context its change reads. */
function reachedSession(current: TimetableLists, id: string, filter: BatchFilter, now: Date) {
  const session = findById(current.classSessions, id, 'session');
  try {
    return { session, timetable: timetableContext(current, session.batchId, filter, now) };
  } catch (error) {
    throw notFoundAs(error, 'session', id);
  }
}

const replaced = (sessions: readonly Session[], changed: readonly Session[]) => {
  const byId = new Map(changed.map((session) => [session.id, session]));
  return sessions.map((session) => byId.get(session.id) ?? session);
};

export async function moveSession(
  context: LocalContext,
  id: string,
  form: MoveSessionForm,
  filter: BatchFilter = {},
): Promise<Session> {
  return auditedUpdate(context, TIMETABLE_KEYS, (current) => {
    const { session, timetable } = reachedSession(current, id, filter, context.now());
    const moved = movedSession(session, form, timetable);
    checkNoClash([moved], current.classSessions, namesOf(current));
    return {
      write: { classSessions: replaced(current.classSessions, [moved]) },
      result: moved,
      audit: [edited('session', session, moved)],
    };
  });
}

export async function cancelSession(
  context: LocalContext,
  id: string,
  form: CancelSessionForm,
  filter: BatchFilter = {},
): Promise<Session> {
  return auditedUpdate(context, TIMETABLE_KEYS, (current) => {
    const { session } = reachedSession(current, id, filter, context.now());
    const cancelled = cancelledSession(session, form, context.now());
    return {
      write: { classSessions: replaced(current.classSessions, [cancelled]) },
      result: cancelled,
      audit: [edited('session', session, cancelled)],
    };
  });
}

const byDate = (a: Holiday, b: Holiday) => a.date.localeCompare(b.date);

export async function listHolidays(
  context: LocalContext,
  filter: BatchFilter = {},
): Promise<Holiday[]> {
  return (await context.store.read('holidays'))
    .filter((holiday) => inBranchFilter({ branchIds: filter.branchIds }, holiday))
    .sort(byDate);
}

export async function addHoliday(context: LocalContext, form: HolidayForm): Promise<Holiday> {
  return auditedUpdate(context, ['holidays', 'classSessions'], (current) => {
    const holiday = newHoliday(form, current.holidays);
    const cancelled = cancelledByHoliday(holiday, current.classSessions);
    return {
      write: {
        holidays: [...current.holidays, holiday],
        classSessions: replaced(current.classSessions, cancelled),
      },
      result: holiday,
      audit: [created('holiday', holiday)],
    };
  });
}

export async function removeHoliday(
  context: LocalContext,
  id: string,
  filter: BatchFilter = {},
): Promise<Holiday> {
  return auditedUpdate(context, ['holidays', 'classSessions'], (current) => {
    const holiday = findById(current.holidays, id, 'holiday');
    if (!inBranchFilter({ branchIds: filter.branchIds }, holiday)) {
      throw new NotFoundError('holiday', id);
    }
    const restored = restoredAfterHoliday(holiday, current.classSessions);
    return {
      write: {
        holidays: current.holidays.filter((other) => other.id !== id),
        classSessions: replaced(current.classSessions, restored),
      },
      result: holiday,
      audit: [deleted('holiday', holiday)],
    };
  });
}
