// Admissions' operations. A counsellor (enquiries.work) reaches the enquiries assigned to them; the
// office and the owner (enquiries.manage) every enquiry of their branches. The policy writes the
// reach into an EnquiryReach the implementation applies (the server in SQL); the screen never
// sets it. Anyone may send the public Contact form: it answers nothing about who else wrote.
import { z } from 'zod';
import { ADMIN_ONLY, holds, operation, recordOf } from '../core/operation';
import type { Caller } from '../core/operation';
import { filterQuery, pageFields, recordIdSchema, searchText, text } from '../core/wire';
import { ENQUIRY_SOURCES, ENQUIRY_STATUSES } from '../schemas/enquiries';
import type {
  AssignEnquiry,
  ContactEnquiryInput,
  Counsellor,
  EnquiryDetail,
  EnquiryFormInput,
  EnquiryPage,
  EnquiryQuery,
  EnquiryReach,
  FollowUpInput,
  FunnelQuery,
  NewContactInput,
  StageMove,
} from '../schemas/enquiries';
import type { IntakeResult } from '../operations/enquiries';
import type { AdmissionsComparison, FunnelReport } from '../rules/enquiries';
import { branchLimitOf, ownBranchOf, withinCallerBranches } from './branch-scope';

/** The enquiries this caller reaches: their branches', and only their own unless they manage. */
export function enquiryReachOf(caller: Caller): EnquiryReach {
  const branchIds = branchLimitOf(caller);
  const ownOnly = caller.role === 'admin' && !holds(caller, 'enquiries.manage');
  return {
    ...(branchIds === undefined ? {} : { branchIds }),
    ...(ownOnly ? { assigneeId: caller.userId } : {}),
  };
}

const WORK = { callers: ADMIN_ONLY, permission: 'enquiries.work' } as const;
const MANAGE = { callers: ADMIN_ONLY, permission: 'enquiries.manage' } as const;
const CHANGES = ['enquiries'] as const;
const MAX_IMPORT_ROWS = 5000;

const idParam = z.object({ id: recordIdSchema });
const none = z.object({}).transform((): [] => []);
const isoDay = text('Date', 10).regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a real date.');

/** An operation on one enquiry the caller reaches: `/api/enquiries/:id/<action>`, a body. */
function onEnquiry<Body extends object>(action: string, permission: typeof WORK | typeof MANAGE) {
  return operation<[id: string, body: Body, reach?: EnquiryReach], EnquiryDetail>({
    verb: 'POST',
    path: `/api/enquiries/:id/${action}`,
    policy: {
      ...permission,
      scope: ([id, body], { caller }) => [id, body, enquiryReachOf(caller)],
    },
    changes: CHANGES,
    encode: (id, body) => ({ params: { id }, body }),
    decode: z
      .object({ params: idParam, body: recordOf<Body>() })
      .transform(({ params, body }): [string, Body] => [params.id, body]),
  });
}

export const enquiryOperations = {
  /** The public Contact form: an enquiry for the office to call back. */
  submitContactEnquiry: operation<[enquiry: ContactEnquiryInput], void>({
    verb: 'POST',
    path: '/api/enquiries/contact',
    maxBodyBytes: 32 * 1024,
    policy: {
      callers: 'anyone',
      rateLimit: (caller) => (caller.role === 'visitor' ? 'registrations' : null),
    },
    changes: CHANGES,
    encode: (enquiry) => ({ body: enquiry }),
    decode: z
      .object({ body: recordOf<ContactEnquiryInput>() })
      .transform(({ body }): [ContactEnquiryInput] => [body]),
  }),
  /** One page of the enquiries the caller reaches: open ones by their next step, due first. */
  listEnquiries: operation<[query: EnquiryQuery, reach?: EnquiryReach], EnquiryPage>({
    verb: 'GET',
    path: '/api/enquiries',
    policy: { ...WORK, scope: ([query], { caller }) => [query, enquiryReachOf(caller)] },
    changes: [],
    encode: (query) => ({ query: filterQuery(query) }),
    decode: z
      .object({
        query: z.object({
          ...pageFields,
          status: z.enum(ENQUIRY_STATUSES),
          stageId: text('Stage', 40).optional(),
          source: z.enum(ENQUIRY_SOURCES).optional(),
          assignee: text('Counsellor', 200).optional(),
          search: searchText,
        }),
      })
      .transform(({ query }): [EnquiryQuery] => [query]),
  }),
  /** The counsellors an enquiry may be assigned to (active staff of the Counsellor role). */
  listCounsellors: operation<[], Counsellor[]>({
    verb: 'GET',
    path: '/api/enquiries/counsellors',
    policy: WORK,
    changes: [],
    encode: () => ({}),
    decode: none,
  }),
  /** The funnel of the enquiries created in a period, for one branch or all the caller has. */
  enquiryFunnel: operation<[query: FunnelQuery], FunnelReport>({
    verb: 'GET',
    path: '/api/enquiries/funnel',
    policy: { ...MANAGE, scope: ([query], { caller }) => [withinCallerBranches(query, caller)] },
    changes: [],
    encode: ({ from, to, branchId }) => ({
      query: { from, to, ...(branchId === undefined ? {} : { branchId }) },
    }),
    decode: z
      .object({
        query: z.object({ from: isoDay, to: isoDay, branchId: recordIdSchema.optional() }),
      })
      .transform(({ query }): [FunnelQuery] => [query]),
  }),
  /** This month's admissions and the same month's a year before. */
  admissionsComparison: operation<[reach?: EnquiryReach], AdmissionsComparison>({
    verb: 'GET',
    path: '/api/enquiries/admissions-comparison',
    policy: { ...MANAGE, scope: (_args, { caller }) => [enquiryReachOf(caller)] },
    changes: [],
    encode: () => ({}),
    decode: none,
  }),
  getEnquiry: operation<[id: string, reach?: EnquiryReach], EnquiryDetail>({
    verb: 'GET',
    path: '/api/enquiries/:id',
    policy: { ...WORK, scope: ([id], { caller }) => [id, enquiryReachOf(caller)] },
    changes: [],
    encode: (id) => ({ params: { id } }),
    decode: z.object({ params: idParam }).transform(({ params }): [string] => [params.id]),
  }),
  /** A walk-in or a call the office types in; the same person joins their open enquiry. */
  addEnquiry: operation<[form: EnquiryFormInput, reach?: EnquiryReach], IntakeResult>({
    verb: 'POST',
    path: '/api/enquiries',
    policy: {
      ...WORK,
      // A counsellor's own walk-in is theirs (reach.assigneeId), not the next counsellor's.
      scope: ([form], { caller }) => [
        ownBranchOf('enquiry', form, caller, true),
        enquiryReachOf(caller),
      ],
    },
    changes: CHANGES,
    encode: (form) => ({ body: form }),
    decode: z
      .object({ body: recordOf<EnquiryFormInput>() })
      .transform(({ body }): [EnquiryFormInput] => [body]),
  }),
  /** A list (a fair's): each row through the same intake; all or none are taken. */
  importEnquiries: operation<
    [rows: NewContactInput[], branchId?: string],
    { created: number; joined: number }
  >({
    verb: 'POST',
    path: '/api/enquiries/import',
    maxBodyBytes: 4 * 1024 * 1024,
    policy: {
      ...MANAGE,
      scope: ([rows, branchId], { caller }) => [
        rows,
        ownBranchOf('enquiry', { branchId }, caller, true).branchId,
      ],
    },
    changes: CHANGES,
    encode: (rows, branchId) => ({ body: { rows, ...(branchId ? { branchId } : {}) } }),
    decode: z
      .object({
        body: z.object({
          rows: z.array(recordOf<NewContactInput>()).min(1).max(MAX_IMPORT_ROWS),
          branchId: recordIdSchema.optional(),
        }),
      })
      .transform(({ body }): [NewContactInput[], string | undefined] => [body.rows, body.branchId]),
  }),
  moveEnquiryStage: onEnquiry<StageMove>('stage', WORK),
  recordFollowUp: onEnquiry<FollowUpInput>('follow-ups', WORK),
  assignEnquiry: onEnquiry<AssignEnquiry>('assign', MANAGE),
  /** Merges the enquiry `otherId` into this one. */
  mergeEnquiries: onEnquiry<{ otherId: string }>('merge', MANAGE),
};
