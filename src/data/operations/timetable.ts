// The timetable's changes, decided once for the browser's repository core and the server: a
// weekly slot and the sessions it makes (from today, or the batch's start, to the batch's end,
// holidays left out), an extra class, a moved or cancelled class, and what a holiday does to the
// branch's classes that day. Every new or moved class passes the clash rule here; the server's
// exclusion constraints hold the same rule against two saves at once.
import { formatDate } from '@/lib';
import {
  cancelSessionFormSchema,
  extraClassFormSchema,
  holidayFormSchema,
  minutesOf,
  moveSessionFormSchema,
  slotFormSchema,
  timeOf,
} from '../schemas/timetable';
import type { Holiday, HolidayForm, Session, Slot, SlotForm } from '../schemas/timetable';
import type { Batch } from '../schemas/batches';
import { newId } from '../core/ids';
import { refuse, validated } from '../core/validate';
import { indiaDayOf } from '../rules/ledger';
import {
  CLASH_FIELD,
  clashMessage,
  firstClash,
  indiaInstant,
  weeklyDates,
} from '../rules/timetable';
import type { ClashNames, TimedClass } from '../rules/timetable';
import { branchIdOf } from './branches';
import { teachesIn } from './batches';

export const NOT_BATCH_FACULTY_MESSAGE = "Choose one of the batch's faculty.";
export const NO_DATES_LEFT_MESSAGE = 'No class is left to hold: the batch has ended.';
export const outsideBatchMessage = (batch: Pick<Batch, 'startsOn' | 'endsOn'>) =>
  `Choose a date from ${formatDate(batch.startsOn)} to ${formatDate(batch.endsOn)}.`;
export const holidayMessage = (holiday: Pick<Holiday, 'name'>) =>
  `That day is a holiday: ${holiday.name}.`;
export const PAST_SESSION_MESSAGE = 'A class that has been held cannot be changed.';
export const CANCELLED_SESSION_MESSAGE = 'This class is cancelled.';
export const HOLIDAY_TAKEN_MESSAGE = 'This branch already has a holiday on that day.';

/** What a timetable change reads: the batch and its branch's holidays. */
export type TimetableContext = { batch: Batch; holidays: readonly Holiday[]; now: Date };

/** The batch's branch id as sessions carry it (none for the first branch). */
const branchOf = (batch: Batch) =>
  batch.branchId === undefined ? {} : { branchId: branchIdOf(batch) };

function sessionOf(
  batch: Batch,
  date: string,
  times: { startMinute: number; endMinute: number; subject: string; staffId: string; room: string },
  slotId?: string,
): Session {
  return {
    id: newId(),
    batchId: batch.id,
    ...branchOf(batch),
    ...(slotId === undefined ? {} : { slotId }),
    date,
    ...times,
    startsAt: indiaInstant(date, times.startMinute),
    endsAt: indiaInstant(date, times.endMinute),
    status: 'scheduled',
  };
}

/** Refuses the first clash the classes would make with the existing ones, beside its field. */
export function checkNoClash(
  classes: readonly TimedClass[],
  existing: readonly TimedClass[],
  names: ClashNames,
  entity = 'session',
): void {
  const clash = firstClash(classes, existing);
  if (clash) refuse(entity, CLASH_FIELD[clash.kind], clashMessage(clash, names));
}

const classTimes = (
  form: Pick<SlotForm, 'startTime' | 'endTime' | 'subject' | 'staffId' | 'room'>,
  batch: Batch,
) => ({
  startMinute: minutesOf(form.startTime),
  endMinute: minutesOf(form.endTime),
  subject: form.subject,
  staffId: form.staffId,
  // A class with no room of its own is in the batch's.
  room: form.room === '' ? batch.room : form.room,
});

function checkFaculty(batch: Batch, staffId: string) {
  if (!teachesIn(batch, staffId)) refuse('session', 'staffId', NOT_BATCH_FACULTY_MESSAGE);
}

/** A date a class may be put on: within the batch's dates, from today, not a holiday. */
function checkDate(context: TimetableContext, date: string) {
  const { batch, holidays, now } = context;
  const today = indiaDayOf(now);
  if (date < batch.startsOn || date > batch.endsOn || date < today) {
    refuse(
      'session',
      'date',
      outsideBatchMessage({
        startsOn: today > batch.startsOn ? today : batch.startsOn,
        endsOn: batch.endsOn,
      }),
    );
  }
  const holiday = holidays.find((candidate) => candidate.date === date);
  if (holiday) refuse('session', 'date', holidayMessage(holiday));
}

/** A weekly slot and its sessions, each date from today (or the start) to the batch's end. */
export function newSlot(
  form: unknown,
  context: TimetableContext,
): { slot: Slot; sessions: Session[] } {
  const input = validated(slotFormSchema, form, 'session');
  const { batch, holidays, now } = context;
  checkFaculty(batch, input.staffId);
  const today = indiaDayOf(now);
  const from = today > batch.startsOn ? today : batch.startsOn;
  const holidayDates = new Set(holidays.map((holiday) => holiday.date));
  const dates = weeklyDates(input.weekday, from, batch.endsOn).filter(
    (date) => !holidayDates.has(date),
  );
  if (dates.length === 0) refuse('session', 'weekday', NO_DATES_LEFT_MESSAGE);
  const times = classTimes(input, batch);
  const slot: Slot = {
    id: newId(),
    batchId: batch.id,
    weekday: input.weekday,
    ...times,
    from,
    to: batch.endsOn,
    createdAt: now.toISOString(),
  };
  return { slot, sessions: dates.map((date) => sessionOf(batch, date, times, slot.id)) };
}

export function newExtraClass(form: unknown, context: TimetableContext): Session {
  const input = validated(extraClassFormSchema, form, 'session');
  checkFaculty(context.batch, input.staffId);
  checkDate(context, input.date);
  return sessionOf(context.batch, input.date, classTimes(input, context.batch));
}

/** A class still to come, that may be changed. */
function checkChangeable(session: Session, now: Date) {
  if (session.status === 'cancelled') refuse('session', 'date', CANCELLED_SESSION_MESSAGE);
  if (Date.parse(session.startsAt) <= now.getTime())
    refuse('session', 'date', PAST_SESSION_MESSAGE);
}

export function movedSession(session: Session, form: unknown, context: TimetableContext): Session {
  const input = validated(moveSessionFormSchema, form, 'session');
  checkChangeable(session, context.now);
  checkDate(context, input.date);
  const startMinute = minutesOf(input.startTime);
  const endMinute = minutesOf(input.endTime);
  return {
    ...session,
    date: input.date,
    startMinute,
    endMinute,
    room: input.room === '' ? session.room : input.room,
    startsAt: indiaInstant(input.date, startMinute),
    endsAt: indiaInstant(input.date, endMinute),
    note: `Moved from ${formatDate(session.date)} ${timeOf(session.startMinute)}${input.reason ? `: ${input.reason}` : ''}`,
  };
}

export function cancelledSession(session: Session, form: unknown, now: Date): Session {
  const { reason } = validated(cancelSessionFormSchema, form, 'session');
  checkChangeable(session, now);
  return { ...session, status: 'cancelled', note: reason };
}

/** A new holiday of a branch; one a day per branch. */
export function newHoliday(form: unknown, existing: readonly Holiday[]): Holiday {
  const input: HolidayForm = validated(holidayFormSchema, form, 'holiday');
  const branchId = branchIdOf(input);
  if (existing.some((holiday) => holiday.date === input.date && branchIdOf(holiday) === branchId)) {
    refuse('holiday', 'date', HOLIDAY_TAKEN_MESSAGE);
  }
  return { ...input, id: newId() };
}

/** The branch's scheduled classes that day, cancelled by the holiday (which names itself). */
export const cancelledByHoliday = (holiday: Holiday, sessions: readonly Session[]): Session[] =>
  sessions
    .filter(
      (session) =>
        session.status === 'scheduled' &&
        session.date === holiday.date &&
        branchIdOf(session) === branchIdOf(holiday),
    )
    .map((session) => ({
      ...session,
      status: 'cancelled' as const,
      note: `Holiday: ${holiday.name}`,
      holidayId: holiday.id,
    }));

/**
 * The classes a removed holiday cancelled, scheduled again, except any that would now clash
 * with a class put in their place meanwhile (those stay cancelled).
 */
export function restoredAfterHoliday(holiday: Holiday, sessions: readonly Session[]): Session[] {
  const restored: Session[] = [];
  const others = sessions.filter((session) => session.holidayId !== holiday.id);
  for (const session of sessions.filter((candidate) => candidate.holidayId === holiday.id)) {
    const back = { ...session, status: 'scheduled' as const };
    delete back.note;
    delete back.holidayId;
    if (!firstClash([back], [...others, ...restored])) restored.push(back);
  }
  return restored;
}
