// The timetable: a batch's weekly classes (a slot: every Monday 10:00 to 11:30, Physics with Mr.
// Verma in Room 101) and the dated sessions they make between the batch's dates, which are what
// clash checks, exceptions (a cancelled or moved class, an extra class), attendance and calendar
// feeds are about. Holidays are per branch.
import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { idField, isoDateField, limited, required, timestampField } from './fields';
import { BATCH_TEXT_LIMIT } from './batches';

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
  7: 'Sunday',
};

export const TIME_MESSAGE = 'Enter a time as HH:MM, e.g. 09:30.';
export const TIMES_MESSAGE = 'End time must be after the start time.';

/** "09:30" as minutes after midnight (570). */
export const minutesOf = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

/** 570 as "09:30". */
export const timeOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const timeField = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME_MESSAGE);

const endsAfterStarts = (
  times: { startTime: string; endTime: string },
  context: z.RefinementCtx,
) => {
  if (minutesOf(times.endTime) <= minutesOf(times.startTime)) {
    context.addIssue({ code: 'custom', path: ['endTime'], message: TIMES_MESSAGE });
  }
};

const classFields = {
  startTime: timeField('Start time'),
  endTime: timeField('End time'),
  subject: required('Subject', BATCH_TEXT_LIMIT),
  staffId: z
    .string({ error: 'Choose a faculty member.' })
    .trim()
    .min(1, 'Choose a faculty member.'),
  /** Left blank: the batch's own room. */
  room: limited('Room', BATCH_TEXT_LIMIT, z.string().trim()).default(''),
};

/** Add Class: a weekly slot of a batch. */
export const slotFormSchema = z
  .object({
    batchId: idField,
    weekday: z.literal(WEEKDAYS, { error: 'Choose a day.' }),
    ...classFields,
  })
  .superRefine(endsAfterStarts);
export type SlotForm = z.infer<typeof slotFormSchema>;
export type SlotFormInput = z.input<typeof slotFormSchema>;

/** Extra Class: one dated class of a batch. */
export const extraClassFormSchema = z
  .object({ batchId: idField, date: isoDateField('Date'), ...classFields })
  .superRefine(endsAfterStarts);
export type ExtraClassForm = z.infer<typeof extraClassFormSchema>;
export type ExtraClassFormInput = z.input<typeof extraClassFormSchema>;

/** A move's reason, short enough to follow "Moved from 23 Nov 2026 10:00: " in the class's note. */
export const MOVE_REASON_LIMIT = 160;

/** Move Class: one session to another date, time or room, with why (optional). */
export const moveSessionFormSchema = z
  .object({
    date: isoDateField('Date'),
    startTime: classFields.startTime,
    endTime: classFields.endTime,
    room: classFields.room,
    reason: limited('Reason', MOVE_REASON_LIMIT, z.string().trim()).optional(),
  })
  .superRefine(endsAfterStarts);
export type MoveSessionForm = z.infer<typeof moveSessionFormSchema>;
export type MoveSessionFormInput = z.input<typeof moveSessionFormSchema>;

export const cancelSessionFormSchema = z.object({
  reason: required('Reason', TEXT_LIMITS.reason),
});
export type CancelSessionForm = z.infer<typeof cancelSessionFormSchema>;

const classTimes = {
  startMinute: z.number().int().min(0).max(1439),
  endMinute: z.number().int().min(1).max(1440),
  subject: required('Subject', BATCH_TEXT_LIMIT),
  staffId: idField,
  room: limited('Room', BATCH_TEXT_LIMIT, z.string().trim()),
};

/** A weekly slot as stored: from its first day to the batch's end. */
export const slotSchema = z.object({
  id: idField,
  batchId: idField,
  weekday: z.literal(WEEKDAYS),
  ...classTimes,
  from: isoDateField('From'),
  to: isoDateField('To'),
  createdAt: timestampField,
});
export type Slot = z.infer<typeof slotSchema>;

export const SESSION_STATUSES = ['scheduled', 'cancelled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** One dated class. Its instants (India time) are kept for clash checks and calendars. */
export const sessionSchema = z.object({
  id: idField,
  batchId: idField,
  /** The batch's branch (absent: the first), whose rooms and holidays it shares. */
  branchId: idField.optional(),
  /** The weekly slot it came from; absent for an extra class. */
  slotId: idField.optional(),
  date: isoDateField('Date'),
  ...classTimes,
  startsAt: timestampField,
  endsAt: timestampField,
  status: z.enum(SESSION_STATUSES),
  /** Why it was cancelled or moved ("Holiday: Diwali", "Moved from 12 Nov 2026"). */
  note: limited('Note', TEXT_LIMITS.reason).optional(),
  /** The holiday that cancelled it (removing the holiday brings it back). */
  holidayId: idField.optional(),
});
export type Session = z.infer<typeof sessionSchema>;

export const holidaySchema = z.object({
  id: idField,
  branchId: idField.optional(),
  date: isoDateField('Date'),
  name: required('Name', TEXT_LIMITS.title),
});
export type Holiday = z.infer<typeof holidaySchema>;

export const holidayFormSchema = holidaySchema.omit({ id: true });
export type HolidayForm = z.infer<typeof holidayFormSchema>;
export type HolidayFormInput = z.input<typeof holidayFormSchema>;
