// The timetable's operations. Reads need batches.teach and reach what batchFilterOf reaches (a
// teacher: the batches they teach and the classes they take); changes need timetable.manage
// within the caller's branches. A student reads their own batches' classes.
import { z } from 'zod';
import {
  ADMIN_ONLY,
  STUDENT_OR_PARENT,
  operation,
  recordOf,
  refuseAccess,
} from '../core/operation';
import { recordIdSchema, text } from '../core/wire';
import { isRealIsoDate } from '../constants';
import { MAX_TIMETABLE_DAYS } from '../queries';
import type { BatchFilter, SessionQuery } from '../queries';
import type {
  CancelSessionForm,
  ExtraClassForm,
  Holiday,
  HolidayForm,
  MoveSessionForm,
  Session,
  Slot,
  SlotForm,
} from '../schemas/timetable';
import { addDays } from '../rules/timetable';
import { batchFilterOf } from './batches';
import { branchLimitOf, ownBranchOf } from './branch-scope';

const idParam = z.object({ id: recordIdSchema });
const date = z.string().refine(isRealIsoDate, 'Choose a real date.');
export const TIMETABLE_RANGE_MESSAGE = `Choose at most ${MAX_TIMETABLE_DAYS} days.`;

/** A stretch of the timetable, bounded: a week grid, a month's register, a calendar window. */
const sessionQuery = z
  .object({
    from: date,
    to: date,
    batchId: recordIdSchema.optional(),
    staffId: recordIdSchema.optional(),
    room: text('Room', 60).optional(),
    branchId: recordIdSchema.optional(),
  })
  .refine(
    (query) => query.from <= query.to && query.to <= addDays(query.from, MAX_TIMETABLE_DAYS),
    TIMETABLE_RANGE_MESSAGE,
  );

const VIEW = { callers: ADMIN_ONLY, permission: 'batches.teach' } as const;
const MANAGE = { callers: ADMIN_ONLY, permission: 'timetable.manage' } as const;
const CHANGES = ['classSessions', 'auditLog'] as const;

export const timetableOperations = {
  /** The classes in a stretch of days (cancelled ones too), by date and time. */
  listSessions: operation<[query: SessionQuery, filter?: BatchFilter], Session[]>({
    verb: 'GET',
    path: '/api/timetable/sessions',
    policy: { ...VIEW, scope: ([query], { caller }) => [query, batchFilterOf(caller)] },
    changes: [],
    encode: (query) => ({
      query: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)),
    }),
    decode: z.object({ query: sessionQuery }).transform(({ query }): [SessionQuery] => [query]),
  }),
  /** A student's own classes: their batches', in a stretch of days. */
  myTimetable: operation<[query: SessionQuery, studentId?: string], Session[]>({
    verb: 'GET',
    path: '/api/me/timetable',
    policy: {
      callers: STUDENT_OR_PARENT,
      scope: ([query], { caller }) => {
        if (caller.role !== 'student') refuseAccess();
        return [{ from: query.from, to: query.to }, caller.studentId];
      },
    },
    changes: [],
    encode: (query) => ({ query: { from: query.from, to: query.to } }),
    decode: z
      .object({ query: sessionQuery })
      .transform(({ query }): [SessionQuery] => [{ from: query.from, to: query.to }]),
  }),
  /** A batch's weekly classes. */
  listSlots: operation<[batchId: string, filter?: BatchFilter], Slot[]>({
    verb: 'GET',
    path: '/api/batches/:id/slots',
    policy: { ...VIEW, scope: ([batchId], { caller }) => [batchId, batchFilterOf(caller)] },
    changes: [],
    encode: (batchId) => ({ params: { id: batchId } }),
    decode: z.object({ params: idParam }).transform(({ params }): [string] => [params.id]),
  }),
  /** A weekly class: a session on each of its dates to the batch's end, clash-checked. */
  addSlot: operation<[slot: SlotForm, filter?: BatchFilter], Slot>({
    verb: 'POST',
    path: '/api/timetable/slots',
    policy: { ...MANAGE, scope: ([slot], { caller }) => [slot, batchFilterOf(caller)] },
    changes: ['slots', ...CHANGES],
    encode: (slot) => ({ body: slot }),
    decode: z.object({ body: recordOf<SlotForm>() }).transform(({ body }): [SlotForm] => [body]),
  }),
  /** Stops a weekly class: its classes still to come are removed, those held stay. */
  removeSlot: operation<[slotId: string, filter?: BatchFilter], Slot>({
    verb: 'DELETE',
    path: '/api/timetable/slots/:id',
    policy: { ...MANAGE, scope: ([id], { caller }) => [id, batchFilterOf(caller)] },
    changes: ['slots', ...CHANGES],
    encode: (id) => ({ params: { id } }),
    decode: z.object({ params: idParam }).transform(({ params }): [string] => [params.id]),
  }),
  addExtraClass: operation<[form: ExtraClassForm, filter?: BatchFilter], Session>({
    verb: 'POST',
    path: '/api/timetable/sessions',
    policy: { ...MANAGE, scope: ([form], { caller }) => [form, batchFilterOf(caller)] },
    changes: CHANGES,
    encode: (form) => ({ body: form }),
    decode: z
      .object({ body: recordOf<ExtraClassForm>() })
      .transform(({ body }): [ExtraClassForm] => [body]),
  }),
  moveSession: operation<[id: string, form: MoveSessionForm, filter?: BatchFilter], Session>({
    verb: 'POST',
    path: '/api/timetable/sessions/:id/move',
    policy: { ...MANAGE, scope: ([id, form], { caller }) => [id, form, batchFilterOf(caller)] },
    changes: CHANGES,
    encode: (id, form) => ({ params: { id }, body: form }),
    decode: z
      .object({ params: idParam, body: recordOf<MoveSessionForm>() })
      .transform(({ params, body }): [string, MoveSessionForm] => [params.id, body]),
  }),
  cancelSession: operation<[id: string, form: CancelSessionForm, filter?: BatchFilter], Session>({
    verb: 'POST',
    path: '/api/timetable/sessions/:id/cancel',
    policy: { ...MANAGE, scope: ([id, form], { caller }) => [id, form, batchFilterOf(caller)] },
    changes: CHANGES,
    encode: (id, form) => ({ params: { id }, body: form }),
    decode: z
      .object({ params: idParam, body: recordOf<CancelSessionForm>() })
      .transform(({ params, body }): [string, CancelSessionForm] => [params.id, body]),
  }),
  /** The holidays of the caller's branches, by date. */
  listHolidays: operation<[filter?: BatchFilter], Holiday[]>({
    verb: 'GET',
    path: '/api/timetable/holidays',
    policy: {
      ...VIEW,
      scope: (_args, { caller }) => {
        const branchIds = branchLimitOf(caller);
        return [branchIds === undefined ? {} : { branchIds }];
      },
    },
    changes: [],
    encode: () => ({}),
    decode: z.object({}).transform((): [] => []),
  }),
  /** A branch's holiday: its classes that day are cancelled, naming the holiday. */
  addHoliday: operation<[form: HolidayForm], Holiday>({
    verb: 'POST',
    path: '/api/timetable/holidays',
    policy: {
      ...MANAGE,
      scope: ([form], { caller }) => [ownBranchOf('holiday', form, caller, true)],
    },
    changes: ['holidays', ...CHANGES],
    encode: (form) => ({ body: form }),
    decode: z
      .object({ body: recordOf<HolidayForm>() })
      .transform(({ body }): [HolidayForm] => [body]),
  }),
  /** Removes a holiday; the classes it cancelled are held again where nothing took their place. */
  removeHoliday: operation<[id: string, filter?: BatchFilter], Holiday>({
    verb: 'DELETE',
    path: '/api/timetable/holidays/:id',
    policy: {
      ...MANAGE,
      scope: ([id], { caller }) => {
        const branchIds = branchLimitOf(caller);
        return [id, branchIds === undefined ? {} : { branchIds }];
      },
    },
    changes: ['holidays', ...CHANGES],
    encode: (id) => ({ params: { id } }),
    decode: z.object({ params: idParam }).transform(({ params }): [string] => [params.id]),
  }),
};
