// The batches' operations. Whoever holds batches.view sees every batch (of their branches);
// faculty holding only batches.teach see the batches they are named in, and a batch they do not
// teach reads as not found. The policy writes the reach into a BatchFilter the implementation
// applies (the server in SQL); the screen never sets it.
import { z } from 'zod';
import { ADMIN_ONLY, holds, operation, recordOf } from '../core/operation';
import type { Caller } from '../core/operation';
import { recordIdSchema } from '../core/wire';
import type { BatchFilter } from '../queries';
import type {
  Batch,
  BatchForm,
  Enrolment,
  EnrolRequest,
  LeaveRequest,
  MoveRequest,
} from '../schemas/batches';
import type { BatchDetail, BatchSummary, Teacher } from '../operations/batches';
import type { BatchTestResult } from '../operations/batch-results';
import { branchLimitOf, checkStudentInCallerBranches, ownBranchOf } from './branch-scope';

const idParam = z.object({ id: recordIdSchema });
const none = z.object({}).transform((): [] => []);

/** The batches this caller reaches: their branches', and only their own unless they see all. */
export function batchFilterOf(caller: Caller): BatchFilter {
  const branchIds = branchLimitOf(caller);
  const ownOnly = caller.role === 'admin' && !holds(caller, 'batches.view');
  return {
    ...(branchIds === undefined ? {} : { branchIds }),
    ...(ownOnly ? { teacherId: caller.userId } : {}),
  };
}

const VIEW = { callers: ADMIN_ONLY, permission: 'batches.teach' } as const;
const MANAGE = { callers: ADMIN_ONLY, permission: 'batches.manage' } as const;
const CHANGES = ['batches', 'enrolments', 'auditLog'] as const;

export const batchOperations = {
  /** Every batch the caller reaches, with seats taken and waiting; the newest year first. */
  listBatches: operation<[filter?: BatchFilter], BatchSummary[]>({
    verb: 'GET',
    path: '/api/batches',
    policy: { ...VIEW, scope: (_args, { caller }) => [batchFilterOf(caller)] },
    changes: [],
    encode: () => ({}),
    decode: none,
  }),
  /** The staff a batch may name as faculty (the inactive too, so a batch's old names read). */
  listTeachers: operation<[], Teacher[]>({
    verb: 'GET',
    path: '/api/batches/teachers',
    policy: VIEW,
    changes: [],
    encode: () => ({}),
    decode: none,
  }),
  /** A batch's page: the batch and its students, enrolled, waiting in line and left. */
  getBatch: operation<[id: string, filter?: BatchFilter], BatchDetail>({
    verb: 'GET',
    path: '/api/batches/:id',
    policy: { ...VIEW, scope: ([id], { caller }) => [id, batchFilterOf(caller)] },
    changes: [],
    encode: (id) => ({ params: { id } }),
    decode: z.object({ params: idParam }).transform(({ params }): [string] => [params.id]),
  }),
  /** The online test results of the batch's students: each test, takers, average and best. */
  batchTestResults: operation<[id: string, filter?: BatchFilter], BatchTestResult[]>({
    verb: 'GET',
    path: '/api/batches/:id/test-results',
    policy: { ...VIEW, scope: ([id], { caller }) => [id, batchFilterOf(caller)] },
    changes: [],
    encode: (id) => ({ params: { id } }),
    decode: z.object({ params: idParam }).transform(({ params }): [string] => [params.id]),
  }),
  addBatch: operation<[batch: BatchForm], Batch>({
    verb: 'POST',
    path: '/api/batches',
    policy: {
      ...MANAGE,
      scope: ([batch], { caller }) => [ownBranchOf('batch', batch, caller, true)],
    },
    changes: CHANGES,
    encode: (batch) => ({ body: batch }),
    decode: z.object({ body: recordOf<BatchForm>() }).transform(({ body }): [BatchForm] => [body]),
  }),
  /** Its fields but the branch (its students study there). */
  updateBatch: operation<[id: string, batch: BatchForm, filter?: BatchFilter], Batch>({
    verb: 'PUT',
    path: '/api/batches/:id',
    policy: { ...MANAGE, scope: ([id, batch], { caller }) => [id, batch, batchFilterOf(caller)] },
    changes: CHANGES,
    encode: (id, batch) => ({ params: { id }, body: batch }),
    decode: z
      .object({ params: idParam, body: recordOf<BatchForm>() })
      .transform(({ params, body }): [string, BatchForm] => [params.id, body]),
  }),
  /** A seat, or (asked for, when full) the end of the waiting list. */
  enrolStudent: operation<
    [batchId: string, request: EnrolRequest, filter?: BatchFilter],
    Enrolment
  >({
    verb: 'POST',
    path: '/api/batches/:id/enrolments',
    policy: {
      ...MANAGE,
      scope: async ([batchId, request], context) => {
        await checkStudentInCallerBranches(request?.studentId, context);
        return [batchId, request, batchFilterOf(context.caller)];
      },
    },
    changes: CHANGES,
    encode: (batchId, request) => ({ params: { id: batchId }, body: request }),
    decode: z
      .object({ params: idParam, body: recordOf<EnrolRequest>() })
      .transform(({ params, body }): [string, EnrolRequest] => [params.id, body]),
  }),
  /** The first on the waiting list takes a freed seat. */
  promoteEnrolment: operation<[enrolmentId: string, filter?: BatchFilter], Enrolment>({
    verb: 'POST',
    path: '/api/enrolments/:id/promote',
    policy: { ...MANAGE, scope: ([id], { caller }) => [id, batchFilterOf(caller)] },
    changes: CHANGES,
    encode: (id) => ({ params: { id }, body: {} }),
    decode: z.object({ params: idParam }).transform(({ params }): [string] => [params.id]),
  }),
  /** Remove from the batch or its waiting list, with the reason; the row stays as history. */
  leaveBatch: operation<
    [enrolmentId: string, request: LeaveRequest, filter?: BatchFilter],
    Enrolment
  >({
    verb: 'POST',
    path: '/api/enrolments/:id/leave',
    policy: {
      ...MANAGE,
      scope: ([id, request], { caller }) => [id, request, batchFilterOf(caller)],
    },
    changes: CHANGES,
    encode: (id, request) => ({ params: { id }, body: request }),
    decode: z
      .object({ params: idParam, body: recordOf<LeaveRequest>() })
      .transform(({ params, body }): [string, LeaveRequest] => [params.id, body]),
  }),
  /** Move to another batch of the same branch: the old row left with the reason, a new seat. */
  moveEnrolment: operation<
    [enrolmentId: string, request: MoveRequest, filter?: BatchFilter],
    Enrolment
  >({
    verb: 'POST',
    path: '/api/enrolments/:id/move',
    policy: {
      ...MANAGE,
      scope: ([id, request], { caller }) => [id, request, batchFilterOf(caller)],
    },
    changes: CHANGES,
    encode: (id, request) => ({ params: { id }, body: request }),
    decode: z
      .object({ params: idParam, body: recordOf<MoveRequest>() })
      .transform(({ params, body }): [string, MoveRequest] => [params.id, body]),
  }),
};
