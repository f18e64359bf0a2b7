// The STSE results' operations: marks, the merit list, publishing, and the public lookups.
import { z } from 'zod';
import { ADMIN_ONLY, operation } from '../core/operation';
import type { Caller } from '../core/operation';
import {
  candidateLookupBody,
  classLevel,
  pagedQuery,
  queryString,
  recordIdSchema,
  text,
  withSort,
} from '../core/wire';
import { MERIT_SORT_KEYS } from '../queries';
import type { MeritPage, MeritQuery } from '../queries';
import type {
  AdmitCard,
  Candidate,
  CandidateLookup,
  MarksEntry,
  MarksValue,
  ResultLookup,
  Settings,
} from '../schemas';

// JSON has no NaN: marks that are not a finite number travel as null and are refused as marks.
const marksOnWire = (marks: MarksValue) =>
  marks === 'Absent' || Number.isFinite(marks) ? marks : null;
const marksFromWire = z
  .union([z.number(), z.literal('Absent')])
  .nullable()
  .transform((marks): MarksValue => marks ?? Number.NaN);

/** The lookups count against the per-address limit, except the admin's. */
const lookupLimit = (caller: Caller) => (caller.role === 'admin' ? null : 'lookups');

export const resultOperations = {
  /** One page of a class's merit list, with the class's appeared and absent counts. */
  queryMeritList: operation<[query: MeritQuery], MeritPage>({
    verb: 'GET',
    path: '/api/candidates/merit-list',
    policy: { callers: ADMIN_ONLY, permission: 'candidates.view' },
    changes: [],
    encode: (query) => ({ query: queryString(query) }),
    decode: z
      .object({
        query: pagedQuery(MERIT_SORT_KEYS, { classLevel, examCenter: text('Exam centre', 500) }),
      })
      .transform(({ query }): [MeritQuery] => [withSort(query)]),
  }),
  /**
   * Sets the marks (from 0 to the settings' maxMarks) and the scholarship the settings' tiers give
   * for them, or marks the candidate Absent (no marks, scholarship "None").
   */
  saveMarks: operation<[candidateId: string, marks: MarksValue], Candidate>({
    verb: 'PUT',
    path: '/api/candidates/:id/marks',
    policy: { callers: ADMIN_ONLY, permission: 'results.enter' },
    changes: ['stseCandidates', 'auditLog'],
    encode: (candidateId, marks) => ({
      params: { id: candidateId },
      body: { marks: marksOnWire(marks) },
    }),
    decode: z
      .object({
        params: z.object({ id: recordIdSchema }),
        body: z.object({ marks: marksFromWire }),
      })
      .transform(({ params, body }): [string, MarksValue] => [params.id, body.marks]),
  }),
  /**
   * saveMarks for many candidates in ONE write, all or nothing (a marks CSV): one refused entry
   * (unknown id, marks out of range) saves none of them. Returns the saved candidates in order.
   */
  saveResults: operation<[entries: readonly MarksEntry[]], Candidate[]>({
    verb: 'POST',
    path: '/api/candidates/results',
    maxBodyBytes: 16 * 1024 * 1024,
    policy: { callers: ADMIN_ONLY, permission: 'results.enter' },
    changes: ['stseCandidates', 'auditLog'],
    encode: (entries) => ({
      body: {
        entries: entries.map(({ candidateId, marks }) => ({
          candidateId,
          marks: marksOnWire(marks),
        })),
      },
    }),
    decode: z
      .object({
        body: z.object({
          entries: z
            .array(z.object({ candidateId: recordIdSchema, marks: marksFromWire }))
            .max(200_000),
        }),
      })
      .transform(({ body }): [readonly MarksEntry[]] => [body.entries]),
  }),
  /**
   * The public result lookup for one roll number (exact, ignoring case) and its date of birth:
   * not-found (either is wrong); not-published while settings.stse.resultsPublished is false;
   * no-marks; absent; or published with the rank, class size and percentile within the
   * candidate's class. Never returns other candidates. A read, but POST: the date of birth stays
   * out of addresses (history, proxies' logs).
   */
  lookupResult: operation<[lookup: CandidateLookup], ResultLookup>({
    verb: 'POST',
    path: '/api/results/lookup',
    policy: { callers: 'anyone', rateLimit: lookupLimit },
    changes: [],
    encode: ({ rollNo, dateOfBirth }) => ({ body: { rollNo, dateOfBirth } }),
    decode: z
      .object({ body: candidateLookupBody })
      .transform(({ body }): [CandidateLookup] => [body]),
  }),
  /**
   * The public admit card lookup: what the card prints for this roll number and date of birth,
   * or undefined when either is wrong or no exam centre is assigned yet (never marks).
   */
  lookupAdmitCard: operation<[lookup: CandidateLookup], AdmitCard | undefined>({
    verb: 'POST',
    path: '/api/admit-cards/lookup',
    policy: { callers: 'anyone', rateLimit: lookupLimit },
    changes: [],
    encode: ({ rollNo, dateOfBirth }) => ({ body: { rollNo, dateOfBirth } }),
    decode: z
      .object({ body: candidateLookupBody })
      .transform(({ body }): [CandidateLookup] => [body]),
  }),
  /** Publishes or hides the results; the only way settings.stse.resultsPublished changes. */
  setResultsPublished: operation<[published: boolean], Settings>({
    verb: 'PUT',
    path: '/api/settings/results-published',
    policy: { callers: ADMIN_ONLY, permission: 'results.publish' },
    changes: ['settings', 'auditLog'],
    encode: (published) => ({ body: { published } }),
    decode: z
      .object({ body: z.object({ published: z.boolean() }) })
      .transform(({ body }): [boolean] => [body.published]),
  }),
};
