// The branches' operations: every staff member reads them (a branch's name labels its students
// and reports), a branch-limited one their own branches; the owner, or whoever holds
// branches.manage, adds and edits them.
import { z } from 'zod';
import { ADMIN_ONLY, operation, recordOf } from '../core/operation';
import { recordIdSchema } from '../core/wire';
import { NotFoundError } from '../errors';
import type { Branch, NewBranch } from '../schemas';
import { inCallerBranches } from './branch-scope';

const idParam = z.object({ id: recordIdSchema });

export const branchOperations = {
  /** Every branch, the first one first, active or not; a branch-limited staff member's only. */
  listBranches: operation<[], Branch[]>({
    verb: 'GET',
    path: '/api/branches',
    policy: {
      callers: ADMIN_ONLY,
      permission: 'dashboard.view',
      // Their filters and forms then offer only their branches (one: no branch field at all).
      visible: (branches, { caller }) =>
        branches.filter((branch) => inCallerBranches(caller, { branchId: branch.id })),
    },
    changes: [],
    encode: () => ({}),
    decode: z.object({}).transform((): [] => []),
  }),
  addBranch: operation<[branch: NewBranch], Branch>({
    verb: 'POST',
    path: '/api/branches',
    policy: { callers: ADMIN_ONLY, permission: 'branches.manage' },
    changes: ['branches', 'auditLog'],
    encode: (branch) => ({ body: branch }),
    decode: z.object({ body: recordOf<NewBranch>() }).transform(({ body }): [NewBranch] => [body]),
  }),
  /** Its name, address and active; the code stays as it was added. */
  updateBranch: operation<[branch: Branch], Branch>({
    verb: 'PUT',
    path: '/api/branches/:id',
    policy: { callers: ADMIN_ONLY, permission: 'branches.manage' },
    changes: ['branches', 'auditLog'],
    encode: (branch) => ({ params: { id: branch.id }, body: branch }),
    decode: z
      .object({ params: idParam, body: recordOf<Branch>() })
      .transform(({ params, body }): [Branch] => {
        if (body.id !== params.id) throw new NotFoundError('branch', params.id);
        return [body];
      }),
  }),
};
