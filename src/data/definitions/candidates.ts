// The STSE registrations' operations: how each travels and who may call it.
import { z } from 'zod';
import { ADMIN_ONLY, ADMIN_OR_SCHOOL, operation, recordOf, refuseAccess } from '../core/operation';
import type { PolicyContext } from '../core/operation';
import {
  pagedQuery,
  queryString,
  recordIdSchema,
  searchText,
  classLevel,
  text,
  withSort,
} from '../core/wire';
import { DataValidationError } from '../errors';
import {
  pageWithoutResults,
  refuseResultsOrder,
  resultsHiddenFrom,
} from '../operations/unpublished-results';
import { CANDIDATE_SORT_KEYS, MAX_PAGE_SIZE, ROLL_NOS_MESSAGE } from '../queries';
import type { CandidateFilter, CandidateQuery, Page } from '../queries';
import type { Candidate, NewCandidate, NewStudent, Student } from '../schemas';
import { ownBranchOf } from './branch-scope';

const candidateFilterFields = {
  search: searchText,
  classLevel: classLevel.optional(),
  schoolId: recordIdSchema.optional(),
  // `?detailsPending=true`, or left out.
  detailsPending: z
    .enum(['true', 'false'], { error: 'detailsPending is true or false.' })
    .transform((value) => value === 'true')
    .optional(),
};

/** The school the caller is, for a school caller; a school whose record is gone is refused. */
async function ownSchool({ caller, reads }: PolicyContext) {
  if (caller.role !== 'school') return refuseAccess();
  return (await reads.getSchool(caller.schoolId)) ?? refuseAccess();
}

/** A school caller's filter names its own school, whatever it asked for. */
async function ownCandidates<Filter extends CandidateFilter>(
  filter: Filter,
  context: PolicyContext,
): Promise<Filter> {
  if (context.caller.role === 'admin') return filter;
  return { ...filter, schoolId: (await ownSchool(context)).id };
}

/**
 * Whether the caller sees its candidates without their results (a school, before publication).
 * The settings are read for a school only: the admin's pages cost no extra read.
 */
async function resultsHidden({ caller, reads }: PolicyContext): Promise<boolean> {
  return caller.role === 'school' && resultsHiddenFrom(caller.role, await reads.getSettings());
}

/** A registration as a school sends it: under its own id and name, whatever the row says. */
async function asOwnRegistration(candidate: NewCandidate, context: PolicyContext) {
  const school = await ownSchool(context);
  return { ...candidate, schoolId: school.id, schoolName: school.name };
}

export const candidateOperations = {
  /**
   * One page of the candidates the filter lets through (../queries.ts). Before the results are
   * published a school gets its candidates without them, and may not order them by marks.
   */
  queryCandidates: operation<[query: CandidateQuery], Page<Candidate>>({
    verb: 'GET',
    path: '/api/candidates/page',
    policy: {
      callers: ADMIN_OR_SCHOOL,
      permission: 'candidates.view',
      scope: async ([query], context) => {
        if (await resultsHidden(context)) refuseResultsOrder(query.sort);
        return [await ownCandidates(query, context)];
      },
      visible: async (page, context) =>
        (await resultsHidden(context)) ? pageWithoutResults(page) : page,
    },
    changes: [],
    encode: (query) => ({ query: queryString(query) }),
    decode: z
      .object({ query: pagedQuery(CANDIDATE_SORT_KEYS, candidateFilterFields) })
      .transform(({ query }): [CandidateQuery] => [withSort(query)]),
  }),
  /** The ids of every candidate the filter lets through, in the list's order (select all). */
  candidateIds: operation<[filter: CandidateFilter], string[]>({
    verb: 'GET',
    path: '/api/candidates/ids',
    policy: {
      callers: ADMIN_OR_SCHOOL,
      permission: 'candidates.view',
      scope: async ([filter], context) => [await ownCandidates(filter, context)],
    },
    changes: [],
    encode: (filter) => ({ query: queryString(filter) }),
    decode: z
      .object({ query: z.object(candidateFilterFields) })
      .transform(({ query }): [CandidateFilter] => [query]),
  }),
  getCandidate: operation<[id: string], Candidate | undefined>({
    verb: 'GET',
    path: '/api/candidates/:id',
    policy: { callers: ADMIN_ONLY, permission: 'candidates.view' },
    changes: [],
    encode: (id) => ({ params: { id } }),
    decode: z
      .object({ params: z.object({ id: recordIdSchema }) })
      .transform(({ params }): [string] => [params.id]),
  }),
  /**
   * Registers one candidate, giving it the next unique roll number. Anyone may register; a school
   * registers as its own. Anyone else's registration is linked by the school name it gives, never
   * by an id it sends.
   */
  addCandidate: operation<[candidate: NewCandidate], Candidate>({
    verb: 'POST',
    path: '/api/candidates',
    policy: {
      callers: 'anyone',
      rateLimit: (caller) => (caller.role === 'visitor' ? 'registrations' : null),
      scope: async ([candidate], context) => {
        if (context.caller.role === 'school') return [await asOwnRegistration(candidate, context)];
        const { schoolId: _ignored, ...registration } = candidate;
        return [registration];
      },
    },
    changes: ['stseCandidates', 'enquiries', 'auditLog'],
    encode: (candidate) => ({ body: candidate }),
    decode: z
      .object({ body: recordOf<NewCandidate>() })
      .transform(({ body }): [NewCandidate] => [body]),
  }),
  /** Registers many at once; roll numbers continue the sequence without gaps or repeats. */
  addCandidates: operation<[candidates: NewCandidate[]], Candidate[]>({
    verb: 'POST',
    path: '/api/candidates/batch',
    maxBodyBytes: 8 * 1024 * 1024,
    policy: {
      callers: ADMIN_OR_SCHOOL,
      permission: 'candidates.manage',
      scope: async ([candidates], context) =>
        context.caller.role === 'school'
          ? [
              await Promise.all(
                candidates.map((candidate) => asOwnRegistration(candidate, context)),
              ),
            ]
          : [candidates],
    },
    changes: ['stseCandidates', 'enquiries', 'auditLog'],
    encode: (candidates) => ({ body: { candidates } }),
    decode: z
      .object({ body: z.object({ candidates: z.array(recordOf<NewCandidate>()).max(5000) }) })
      .transform(({ body }): [NewCandidate[]] => [body.candidates]),
  }),
  /** Replaces a stored candidate (same id). */
  updateCandidate: operation<[candidate: Candidate], Candidate>({
    verb: 'PUT',
    path: '/api/candidates/:id',
    policy: { callers: ADMIN_ONLY, permission: 'candidates.manage' },
    changes: ['stseCandidates', 'auditLog'],
    encode: (candidate) => ({ params: { id: candidate.id }, body: candidate }),
    decode: z
      .object({ params: z.object({ id: recordIdSchema }), body: recordOf<Candidate>() })
      .transform(({ params, body }): [Candidate] => {
        if (body.id !== params.id) {
          throw new DataValidationError('candidate', [
            { path: 'id', message: 'The id in the address and the body differ.' },
          ]);
        }
        return [body];
      }),
  }),
  /**
   * Exact match ignoring case, after trimming: the whole record, for the admin; visitors look up
   * through lookupResult and lookupAdmitCard instead.
   */
  findCandidateByRollNo: operation<[rollNo: string], Candidate | undefined>({
    verb: 'GET',
    path: '/api/candidates/by-roll-no',
    policy: { callers: ADMIN_ONLY, permission: 'candidates.view' },
    changes: [],
    encode: (rollNo) => ({ query: { rollNo } }),
    decode: z
      .object({ query: z.object({ rollNo: text('Roll number', 100) }) })
      .transform(({ query }): [string] => [query.rollNo]),
  }),
  /**
   * The candidates with these roll numbers, matched as findCandidateByRollNo does, each once and
   * in no set order; numbers no one has are left out. At most MAX_PAGE_SIZE numbers a call (a
   * marks CSV asks in slices, so its check never reads the whole exam). A read, but POST: a
   * thousand roll numbers do not fit in an address.
   */
  findCandidatesByRollNos: operation<[rollNos: readonly string[]], Candidate[]>({
    verb: 'POST',
    path: '/api/candidates/by-roll-nos',
    maxBodyBytes: 128 * 1024,
    policy: { callers: ADMIN_ONLY, permission: 'candidates.view' },
    changes: [],
    encode: (rollNos) => ({ body: { rollNos } }),
    decode: z
      .object({
        body: z.object({
          rollNos: z.array(text('Roll number', 100)).max(MAX_PAGE_SIZE, ROLL_NOS_MESSAGE),
        }),
      })
      .transform(({ body }): [readonly string[]] => [body.rollNos]),
  }),
  /** Sets the exam centre on every listed candidate in one write. */
  assignExamCenter: operation<[candidateIds: readonly string[], examCenter: string], void>({
    verb: 'POST',
    path: '/api/candidates/exam-center',
    maxBodyBytes: 8 * 1024 * 1024,
    policy: { callers: ADMIN_ONLY, permission: 'candidates.manage' },
    changes: ['stseCandidates', 'auditLog'],
    encode: (candidateIds, examCenter) => ({ body: { candidateIds, examCenter } }),
    decode: z
      .object({
        body: z.object({
          candidateIds: z.array(recordIdSchema).max(100_000),
          examCenter: text('Exam centre', 500),
        }),
      })
      .transform(({ body }): [readonly string[], string] => [body.candidateIds, body.examCenter]),
  }),
  /**
   * Admits a scholarship winner as a student in ONE write: adds the student (the tier's concession
   * taken off `student.totalFee` before the installments are split, recorded in
   * student.concession with the STSE roll number, and the candidate's address carried over) and
   * records the admission on the candidate. A candidate already admitted, or without a
   * scholarship, is refused, so it cannot happen twice, even from two tabs.
   */
  admitCandidate: operation<[candidateId: string, student: NewStudent], Student>({
    verb: 'POST',
    path: '/api/candidates/:id/admit',
    policy: {
      callers: ADMIN_ONLY,
      permission: 'students.manage',
      scope: ([candidateId, student], { caller }) => [
        candidateId,
        ownBranchOf('student', student, caller, true),
      ],
    },
    changes: ['students', 'stseCandidates', 'enquiries', 'auditLog'],
    encode: (candidateId, student) => ({ params: { id: candidateId }, body: student }),
    decode: z
      .object({ params: z.object({ id: recordIdSchema }), body: recordOf<NewStudent>() })
      .transform(({ params, body }): [string, NewStudent] => [params.id, body]),
  }),
};
