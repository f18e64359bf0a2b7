// The HTTP API of server mode, as one typed table shared by the server (server/http) and the
// browser's HTTP repository (./http.ts), so the two can never disagree on a path, a verb, how a
// call's arguments travel, or the shape a request body must have.
//
// Bodies are checked here for their envelope (an object where a record goes, a string where a
// reason goes); the fields of a record are then validated by the repository operation itself with
// the same zod schemas as the browser's local mode, so an error names the same fields either way.
import { z } from 'zod';
import { AUTH_PATHS } from '../auth-paths';
import {
  AUDIT_ENTITIES,
  CLASSES,
  TEXT_LIMITS,
  isRealIsoDate,
  isStorableText,
  unstorableMessage,
} from '../constants';
import type { ROLES } from '../constants';
import {
  CANDIDATE_SORT_KEYS,
  FEE_SORT_KEYS,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  MERIT_SORT_KEYS,
  PAGE_MESSAGE,
  PAGE_SIZE_MESSAGE,
  ROLL_NOS_MESSAGE,
  STUDENT_SORT_KEYS,
} from '../queries';
import type { Sort } from '../queries';
import type { CollectionKey, Repository } from '../repository';
import { COLLECTION_KEYS } from './collections';
import type { RepositoryMethod } from './repository-methods';

/**
 * The methods that travel over HTTP; the session is the browser's own (a cookie on the wire).
 * Listed by name, so a method added to the Repository does not break the build before the server
 * has it: until then the HTTP adapter refuses it with a clear message, and `missingHttpMethods()`
 * (checked by tests/unit/contract/http-routes.test.ts) names it.
 */
export type HttpMethodName = Extract<
  RepositoryMethod,
  | 'queryCandidates'
  | 'candidateIds'
  | 'getCandidate'
  | 'queryMeritList'
  | 'addCandidate'
  | 'addCandidates'
  | 'updateCandidate'
  | 'findCandidateByRollNo'
  | 'findCandidatesByRollNos'
  | 'assignExamCenter'
  | 'saveMarks'
  | 'saveResults'
  | 'lookupResult'
  | 'lookupAdmitCard'
  | 'setResultsPublished'
  | 'admitCandidate'
  | 'queryStudents'
  | 'queryFeeTable'
  | 'getStudent'
  | 'addStudent'
  | 'updateStudent'
  | 'recordPayment'
  | 'listPayments'
  | 'queryDayBook'
  | 'getPayment'
  | 'cancelPayment'
  | 'listMaterials'
  | 'addMaterial'
  | 'deleteMaterial'
  | 'getMaterialFile'
  | 'listSchools'
  | 'getSchool'
  | 'addSchool'
  | 'updateSchool'
  | 'listNotifications'
  | 'addNotification'
  | 'getSettings'
  | 'replaceSettings'
  | 'listTickets'
  | 'addTicket'
  | 'addMessage'
  | 'setTicketStatus'
  | 'getDashboardOverview'
  | 'listAuditLog'
  | 'exportBackup'
  | 'importBackup'
  | 'listRestoreRemovals'
  | 'countRecords'
>;

/** The session methods, which stay in the browser. */
export const LOCAL_METHODS = ['getSession', 'setSession', 'clearSession'] as const;

type Verb = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a route at all: anyone, or the signed-in roles listed. The server checks it before
 * it reads a byte of the body, so a stranger cannot make it read (and hold) a large one; the
 * route's handler then decides which records the caller may touch (server/http/handlers.ts).
 */
export type Callers = 'anyone' | readonly (typeof ROLES)[number][];

/** How one call becomes a request. */
export type HttpRequestParts = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
};

export type HttpRoute<M extends HttpMethodName> = {
  verb: Verb;
  /** With `:name` parameters, e.g. `/api/students/:id`. */
  path: string;
  /** The envelope every body must have (zod); the fields inside are checked by the operation. */
  body?: z.ZodType;
  /** The query string's shape (zod). */
  query?: z.ZodType;
  /** How the repository call's arguments become the request. */
  request: (...args: Parameters<Repository[M]>) => HttpRequestParts;
  callers: Callers;
  /** The largest body the route takes, in bytes (MAX_BODY_BYTES when left out). */
  maxBodyBytes?: number;
  /** The collections a successful call changes (the browser's change feed); every write adds to
   *  the audit log. */
  changes: readonly CollectionKey[];
  /** How the response travels: JSON (default), a PDF upload/download, or a backup. */
  transport?: 'json' | 'upload' | 'download';
};

const record = z.record(z.string(), z.unknown());
/**
 * Envelope text: bounded in size, and refused with a 400 when it holds a character no database
 * stores (a NUL, a lone surrogate), so it never reaches a query. The operation checks the limit.
 */
const text = (label: string, max: number) =>
  z.string().max(max).refine(isStorableText, unstorableMessage(label));
/** A record's id: in a body, a query string or (server/http/app.ts) the path. */
export const recordIdSchema = text('Id', TEXT_LIMITS.id).min(1);
const id = recordIdSchema;
const candidateLookupBody = z.object({
  rollNo: text('Roll number', 100),
  dateOfBirth: text('Date of birth', 100),
});

// ----- the paged queries' query strings -----
// `?page=2&pageSize=25&sort=name&direction=descending&search=…&classLevel=10`: numbers arrive as
// text and are coerced; the page's limits are refused with the same messages as the local
// adapters' (src/data/operations/queries.ts).

const pageFields = {
  page: z.coerce
    .number({ error: PAGE_MESSAGE })
    // One message for a page that is not a whole number, however many ways it is not.
    .int({ error: PAGE_MESSAGE, abort: true })
    .min(1, PAGE_MESSAGE)
    .max(MAX_PAGE, PAGE_MESSAGE),
  pageSize: z.coerce
    .number({ error: PAGE_SIZE_MESSAGE })
    .int(PAGE_SIZE_MESSAGE)
    .min(1, PAGE_SIZE_MESSAGE)
    .max(MAX_PAGE_SIZE, PAGE_SIZE_MESSAGE),
};
const classLevel = z
  .enum(CLASSES.map(String) as [string, ...string[]], { error: 'Choose a class.' })
  .transform((value) => Number(value) as (typeof CLASSES)[number]);
const searchText = text('Search', 200).optional();

/** A page request's query string: `sort` and `direction` become `{ by, direction }`. */
function pagedQuery(keys: readonly [string, ...string[]], fields: z.ZodRawShape) {
  return z
    .object({
      ...pageFields,
      ...fields,
      sort: z.enum(keys, { error: 'This list cannot be sorted by that.' }).optional(),
      direction: z.enum(['ascending', 'descending']).optional(),
    })
    .transform((value: Record<string, unknown>) => {
      const { sort, direction, ...rest } = value;
      return sort === undefined
        ? rest
        : { ...rest, sort: { by: sort, direction: direction ?? 'ascending' } };
    });
}

/** A query's fields as a query string: every field that has a value, a sort as two fields. */
function queryString({
  sort,
  ...fields
}: { sort?: Sort<string> | undefined } & Record<string, unknown>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) query[key] = String(value);
  }
  if (sort) {
    query.sort = sort.by;
    query.direction = sort.direction;
  }
  return query;
}

/**
 * The instant (epoch ms) the browser's local calendar day `isoDate` starts, `days` days later:
 * the day book's days are the browser's, so the server filters instants and needs no time zone.
 * NaN for a date that is not real, which the route refuses.
 */
export function localDayStart(isoDate: string, days = 0): number {
  if (!isRealIsoDate(isoDate)) return Number.NaN;
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day + days).getTime();
}

const candidateFilterFields = {
  search: searchText,
  classLevel: classLevel.optional(),
  schoolId: id.optional(),
  // `?detailsPending=true`, or left out.
  detailsPending: z
    .enum(['true', 'false'], { error: 'detailsPending is true or false.' })
    .transform((value) => value === 'true')
    .optional(),
};
const studentFilterFields = { search: searchText, classLevel: classLevel.optional() };
const instant = z.coerce.number({ error: 'Choose a real date.' }).int('Choose a real date.');

/** A body's limit unless its route names another: a record, a reason, a few ids. */
export const MAX_BODY_BYTES = 16 * 1024;
/** A ticket message (5,000 characters, up to 3 bytes each), a notice, the settings. */
const LONG_TEXT_BYTES = 64 * 1024;
/** A material's PDF (at most 20 MB) with its form fields. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024 + 64 * 1024;
/** A backup carries every record and file, base64-encoded; only the admin may send one. */
export const MAX_BACKUP_BYTES = 200 * 1024 * 1024;

const ADMIN_ONLY: Callers = ['admin'];
const ADMIN_OR_STUDENT: Callers = ['admin', 'student'];
const ADMIN_OR_SCHOOL: Callers = ['admin', 'school'];

export const HTTP_ROUTES: { [M in HttpMethodName]: HttpRoute<M> } = {
  // ----- STSE candidates -----
  queryCandidates: {
    verb: 'GET',
    path: '/api/candidates/page',
    callers: ADMIN_OR_SCHOOL,
    query: pagedQuery(CANDIDATE_SORT_KEYS, candidateFilterFields),
    request: (query) => ({ query: queryString(query) }),
    changes: [],
  },
  candidateIds: {
    verb: 'GET',
    path: '/api/candidates/ids',
    callers: ADMIN_OR_SCHOOL,
    query: z.object(candidateFilterFields),
    request: (filter) => ({ query: queryString(filter) }),
    changes: [],
  },
  queryMeritList: {
    verb: 'GET',
    path: '/api/candidates/merit-list',
    callers: ADMIN_ONLY,
    query: pagedQuery(MERIT_SORT_KEYS, { classLevel, examCenter: text('Exam centre', 500) }),
    request: (query) => ({ query: queryString(query) }),
    changes: [],
  },
  addCandidate: {
    verb: 'POST',
    path: '/api/candidates',
    callers: 'anyone',
    body: record,
    request: (candidate) => ({ body: candidate }),
    changes: ['stseCandidates', 'auditLog'],
  },
  addCandidates: {
    verb: 'POST',
    path: '/api/candidates/batch',
    callers: ADMIN_OR_SCHOOL,
    maxBodyBytes: 8 * 1024 * 1024,
    body: z.object({ candidates: z.array(record).max(5000) }),
    request: (candidates) => ({ body: { candidates } }),
    changes: ['stseCandidates', 'auditLog'],
  },
  updateCandidate: {
    verb: 'PUT',
    path: '/api/candidates/:id',
    callers: ADMIN_ONLY,
    body: record,
    request: (candidate) => ({ params: { id: candidate.id }, body: candidate }),
    changes: ['stseCandidates', 'auditLog'],
  },
  findCandidateByRollNo: {
    verb: 'GET',
    path: '/api/candidates/by-roll-no',
    callers: ADMIN_ONLY,
    query: z.object({ rollNo: text('Roll number', 100) }),
    request: (rollNo) => ({ query: { rollNo } }),
    changes: [],
  },
  // A read, but POST: a thousand roll numbers do not fit in an address.
  findCandidatesByRollNos: {
    verb: 'POST',
    path: '/api/candidates/by-roll-nos',
    callers: ADMIN_ONLY,
    maxBodyBytes: 128 * 1024,
    body: z.object({
      rollNos: z.array(text('Roll number', 100)).max(MAX_PAGE_SIZE, ROLL_NOS_MESSAGE),
    }),
    request: (rollNos) => ({ body: { rollNos } }),
    changes: [],
  },
  // After every GET /api/candidates/<word> above: routes match in the table's order.
  getCandidate: {
    verb: 'GET',
    path: '/api/candidates/:id',
    callers: ADMIN_ONLY,
    request: (candidateId) => ({ params: { id: candidateId } }),
    changes: [],
  },
  assignExamCenter: {
    verb: 'POST',
    path: '/api/candidates/exam-center',
    callers: ADMIN_ONLY,
    maxBodyBytes: 8 * 1024 * 1024,
    body: z.object({
      candidateIds: z.array(id).max(100_000),
      examCenter: text('Exam centre', 500),
    }),
    request: (candidateIds, examCenter) => ({ body: { candidateIds, examCenter } }),
    changes: ['stseCandidates', 'auditLog'],
  },
  saveMarks: {
    verb: 'PUT',
    path: '/api/candidates/:id/marks',
    callers: ADMIN_ONLY,
    // JSON has no NaN: a number that is not finite arrives as null and is refused as marks.
    body: z.object({ marks: z.union([z.number(), z.literal('Absent')]).nullable() }),
    request: (candidateId, marks) => ({
      params: { id: candidateId },
      body: { marks: marks === 'Absent' || Number.isFinite(marks) ? marks : null },
    }),
    changes: ['stseCandidates', 'auditLog'],
  },
  saveResults: {
    verb: 'POST',
    path: '/api/candidates/results',
    callers: ADMIN_ONLY,
    maxBodyBytes: 16 * 1024 * 1024,
    body: z.object({
      entries: z
        .array(
          z.object({
            candidateId: id,
            marks: z.union([z.number(), z.literal('Absent')]).nullable(),
          }),
        )
        .max(200_000),
    }),
    request: (entries) => ({
      body: {
        entries: entries.map(({ candidateId, marks }) => ({
          candidateId,
          marks: marks === 'Absent' || Number.isFinite(marks) ? marks : null,
        })),
      },
    }),
    changes: ['stseCandidates', 'auditLog'],
  },
  // The public lookups are reads, but POST: the date of birth stays out of addresses (history,
  // proxies' logs). Each answers for the one candidate whose roll number and date of birth match.
  lookupResult: {
    verb: 'POST',
    path: '/api/results/lookup',
    callers: 'anyone',
    body: candidateLookupBody,
    request: ({ rollNo, dateOfBirth }) => ({ body: { rollNo, dateOfBirth } }),
    changes: [],
  },
  lookupAdmitCard: {
    verb: 'POST',
    path: '/api/admit-cards/lookup',
    callers: 'anyone',
    body: candidateLookupBody,
    request: ({ rollNo, dateOfBirth }) => ({ body: { rollNo, dateOfBirth } }),
    changes: [],
  },
  setResultsPublished: {
    verb: 'PUT',
    path: '/api/settings/results-published',
    callers: ADMIN_ONLY,
    body: z.object({ published: z.boolean() }),
    request: (published) => ({ body: { published } }),
    changes: ['settings', 'auditLog'],
  },
  admitCandidate: {
    verb: 'POST',
    path: '/api/candidates/:id/admit',
    callers: ADMIN_ONLY,
    body: record,
    request: (candidateId, student) => ({ params: { id: candidateId }, body: student }),
    changes: ['students', 'stseCandidates', 'auditLog'],
  },

  // ----- students and fees -----
  queryStudents: {
    verb: 'GET',
    path: '/api/students/page',
    callers: ADMIN_ONLY,
    query: pagedQuery(STUDENT_SORT_KEYS, studentFilterFields),
    request: (query) => ({ query: queryString(query) }),
    changes: [],
  },
  queryFeeTable: {
    verb: 'GET',
    path: '/api/students/fee-table',
    callers: ADMIN_ONLY,
    query: pagedQuery(FEE_SORT_KEYS, {
      ...studentFilterFields,
      today: z.string().refine(isRealIsoDate, 'Choose a real date.'),
    }),
    request: (query) => ({ query: queryString(query) }),
    changes: [],
  },
  getStudent: {
    verb: 'GET',
    path: '/api/students/:id',
    callers: ADMIN_OR_STUDENT,
    request: (studentId) => ({ params: { id: studentId } }),
    changes: [],
  },
  addStudent: {
    verb: 'POST',
    path: '/api/students',
    callers: ADMIN_ONLY,
    body: record,
    request: (student) => ({ body: student }),
    changes: ['students', 'auditLog'],
  },
  updateStudent: {
    verb: 'PUT',
    path: '/api/students/:id',
    callers: ADMIN_ONLY,
    body: record,
    request: (studentId, changes) => ({ params: { id: studentId }, body: changes }),
    changes: ['students', 'auditLog'],
  },
  recordPayment: {
    verb: 'POST',
    path: '/api/payments',
    callers: ADMIN_OR_STUDENT,
    body: record,
    request: (payment) => ({
      // JSON has no NaN or Infinity: such an amount arrives as 0 and is refused as not positive.
      body: { ...payment, amount: Number.isFinite(payment.amount) ? payment.amount : 0 },
    }),
    changes: ['students', 'payments', 'auditLog'],
  },
  listPayments: {
    verb: 'GET',
    path: '/api/payments',
    callers: ADMIN_OR_STUDENT,
    query: z.object({ studentId: id.optional() }),
    request: (filter = {}) =>
      filter.studentId === undefined ? {} : { query: { studentId: filter.studentId } },
    changes: [],
  },
  queryDayBook: {
    verb: 'GET',
    path: '/api/payments/day-book',
    callers: ADMIN_ONLY,
    // The days as instants: from the start of `from` to the start of the day after `to`.
    query: z.object({ ...pageFields, fromAt: instant, toAt: instant }),
    request: ({ from, to, page, pageSize }) => ({
      query: queryString({
        page,
        pageSize,
        fromAt: localDayStart(from),
        toAt: localDayStart(to, 1),
      }),
    }),
    changes: [],
  },
  getPayment: {
    verb: 'GET',
    path: '/api/payments/:id',
    callers: ADMIN_OR_STUDENT,
    request: (paymentId) => ({ params: { id: paymentId } }),
    changes: [],
  },
  cancelPayment: {
    verb: 'POST',
    path: '/api/payments/:id/cancel',
    callers: ADMIN_ONLY,
    body: z.object({ reason: text('Reason', 2000), cancelledBy: text('Cancelled by', 200) }),
    request: (paymentId, reason, cancelledBy) => ({
      params: { id: paymentId },
      body: { reason, cancelledBy },
    }),
    changes: ['students', 'payments', 'auditLog'],
  },

  // ----- materials -----
  listMaterials: {
    verb: 'GET',
    path: '/api/materials',
    callers: 'anyone',
    request: () => ({}),
    changes: [],
  },
  addMaterial: {
    verb: 'POST',
    path: '/api/materials',
    callers: ADMIN_ONLY,
    maxBodyBytes: MAX_UPLOAD_BYTES,
    transport: 'upload',
    request: (material, file) => ({ body: { material, file } }),
    changes: ['materials', 'auditLog'],
  },
  deleteMaterial: {
    verb: 'DELETE',
    path: '/api/materials/:id',
    callers: ADMIN_ONLY,
    request: (materialId) => ({ params: { id: materialId } }),
    changes: ['materials', 'auditLog'],
  },
  getMaterialFile: {
    verb: 'GET',
    path: '/api/materials/:id/file',
    callers: 'anyone',
    transport: 'download',
    request: (materialId) => ({ params: { id: materialId } }),
    changes: [],
  },

  // ----- schools -----
  listSchools: {
    verb: 'GET',
    path: '/api/schools',
    callers: ADMIN_OR_SCHOOL,
    request: () => ({}),
    changes: [],
  },
  getSchool: {
    verb: 'GET',
    path: '/api/schools/:id',
    callers: ADMIN_OR_SCHOOL,
    request: (schoolId) => ({ params: { id: schoolId } }),
    changes: [],
  },
  addSchool: {
    verb: 'POST',
    path: '/api/schools',
    callers: ADMIN_ONLY,
    body: record,
    request: (school) => ({ body: school }),
    changes: ['schools', 'stseCandidates', 'auditLog'],
  },
  updateSchool: {
    verb: 'PUT',
    path: '/api/schools/:id',
    callers: ADMIN_OR_SCHOOL,
    body: record,
    request: (school) => ({ params: { id: school.id }, body: school }),
    changes: ['schools', 'stseCandidates', 'auditLog'],
  },

  // ----- notifications and settings -----
  listNotifications: {
    verb: 'GET',
    path: '/api/notifications',
    callers: ['admin', 'student', 'school'],
    request: () => ({}),
    changes: [],
  },
  addNotification: {
    verb: 'POST',
    path: '/api/notifications',
    callers: ADMIN_ONLY,
    maxBodyBytes: LONG_TEXT_BYTES,
    body: record,
    request: (notification) => ({ body: notification }),
    changes: ['notifications', 'auditLog'],
  },
  getSettings: {
    verb: 'GET',
    path: '/api/settings',
    callers: 'anyone',
    request: () => ({}),
    changes: [],
  },
  replaceSettings: {
    verb: 'PUT',
    path: '/api/settings',
    callers: ADMIN_ONLY,
    maxBodyBytes: LONG_TEXT_BYTES,
    body: record,
    request: (settings) => ({ body: settings }),
    changes: ['settings', 'auditLog'],
  },

  // ----- support tickets -----
  listTickets: {
    verb: 'GET',
    path: '/api/tickets',
    callers: ADMIN_OR_STUDENT,
    request: () => ({}),
    changes: [],
  },
  addTicket: {
    verb: 'POST',
    path: '/api/tickets',
    callers: ADMIN_OR_STUDENT,
    body: z.object({ studentId: id, subject: text('Subject', 2000) }),
    request: (studentId, subject) => ({ body: { studentId, subject } }),
    changes: ['supportTickets', 'auditLog'],
  },
  addMessage: {
    verb: 'POST',
    path: '/api/tickets/:id/messages',
    callers: ADMIN_OR_STUDENT,
    maxBodyBytes: LONG_TEXT_BYTES,
    body: z.object({
      sender: z.enum(['Admin', 'Student']),
      // Room for the limit's characters even when each is two UTF-16 units (an emoji).
      text: text('Message', 2 * TEXT_LIMITS.message),
    }),
    request: (ticketId, sender, message) => ({
      params: { id: ticketId },
      body: { sender, text: message },
    }),
    changes: ['supportTickets', 'auditLog'],
  },
  setTicketStatus: {
    verb: 'PUT',
    path: '/api/tickets/:id/status',
    callers: ADMIN_OR_STUDENT,
    body: z.object({ status: z.enum(['Open', 'Closed']) }),
    request: (ticketId, status) => ({ params: { id: ticketId }, body: { status } }),
    changes: ['supportTickets', 'auditLog'],
  },

  // ----- the audit log (the admin's only) -----
  listAuditLog: {
    verb: 'GET',
    path: '/api/audit-log',
    callers: ADMIN_ONLY,
    query: z.object({
      ...pageFields,
      entity: z.enum(AUDIT_ENTITIES).optional(),
      actor: text('Actor', 200).optional(),
      from: text('From', 10).optional(),
      to: text('To', 10).optional(),
      entityId: text('Id', 200).optional(),
    }),
    request: (query) => ({
      query: Object.fromEntries(
        Object.entries(query)
          .filter(([, value]) => value !== undefined && value !== '')
          .map(([key, value]) => [key, String(value)]),
      ),
    }),
    changes: [],
  },

  // ----- the admin dashboard -----
  getDashboardOverview: {
    verb: 'GET',
    path: '/api/dashboard',
    callers: ADMIN_ONLY,
    request: () => ({}),
    changes: [],
  },

  // ----- backup and restore -----
  exportBackup: {
    verb: 'GET',
    path: '/api/backup',
    callers: ADMIN_ONLY,
    request: () => ({}),
    changes: [],
  },
  importBackup: {
    verb: 'PUT',
    path: '/api/backup',
    callers: ADMIN_ONLY,
    maxBodyBytes: MAX_BACKUP_BYTES,
    body: z.object({
      exportedAt: z.string().max(100),
      collections: record,
      files: z.record(
        z.string(),
        z.object({
          name: text('File name', 500),
          type: text('File type', 200),
          base64: z.string(),
        }),
      ),
    }),
    // The files travel as base64 (./http.ts encodes them).
    request: (backup) => ({ body: backup }),
    // A restore replaces every collection.
    changes: COLLECTION_KEYS,
  },
  listRestoreRemovals: {
    verb: 'GET',
    path: '/api/backup/removals',
    callers: ADMIN_ONLY,
    query: z.object({ exportedAt: text('Export time', 100) }),
    request: (exportedAt) => ({ query: { exportedAt } }),
    changes: [],
  },
  countRecords: {
    verb: 'GET',
    path: '/api/backup/counts',
    callers: ADMIN_ONLY,
    request: () => ({}),
    changes: [],
  },
};

export const HTTP_METHOD_NAMES = Object.keys(HTTP_ROUTES) as HttpMethodName[];

/** Repository methods the HTTP API does not carry yet (should be none). */
export function missingHttpMethods(all: readonly string[]): string[] {
  const carried = new Set<string>([...HTTP_METHOD_NAMES, ...LOCAL_METHODS]);
  return all.filter((method) => !carried.has(method));
}

/** The path with its parameters filled in (each one URL-encoded). */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** Where one call goes: the route's path with its parameters filled in, and its query string. */
export function requestPath(path: string, parts: HttpRequestParts): string {
  const filled = fillPath(path, parts.params);
  const query = parts.query ?? {};
  return Object.keys(query).length > 0 ? `${filled}?${new URLSearchParams(query)}` : filled;
}

// ----- errors on the wire -----

/** The JSON body of every refusal. */
export type HttpErrorBody =
  | { kind: 'validation'; entity: string; issues: Array<{ path: string; message: string }> }
  | { kind: 'not-found'; entity: string; id: string }
  | { kind: 'payment-rejected'; reason: string; message: string }
  | {
      kind: 'unauthenticated' | 'forbidden' | 'too-large' | 'rate-limited' | 'conflict' | 'server';
      message: string;
    };

// ----- live updates (server mode) -----

/**
 * Server-sent events telling every open page which collections changed, on any server process.
 * A `changes` event's data is a JSON list of collection keys; a `reset` event says "reload
 * everything" (sent when a stream opens, and when the server may have missed notifications). Only
 * collection names travel, never records.
 */
export const EVENTS_PATH = '/api/events';
export const CHANGES_EVENT = 'changes';
export const RESET_EVENT = 'reset';

/** A `changes` event's data; anything else on the wire is ignored. */
export const changedKeysSchema = z.array(z.enum(COLLECTION_KEYS));

// ----- sign-in (server mode) -----

export const AUTH_ROUTES = AUTH_PATHS;

/** Server mode's Generate Mock Data: Gemini from the server, with the server's key. */
export { MOCK_CANDIDATES_PATH } from '../auth-paths';

export const loginBodySchema = z.object({
  role: z.enum(['admin', 'student', 'school']),
  email: text('Email', 320),
  password: z.string().max(1000),
});

export const setPasswordBodySchema = z.object({
  code: z.string().trim().min(1, 'Enter the set-up code.').max(100),
  password: z
    .string()
    .min(10, 'Use at least 10 characters for the password.')
    .max(200, 'Use at most 200 characters for the password.'),
});

export const issueSetupCodeBodySchema = z.object({
  role: z.enum(['student', 'school']),
  subjectId: id,
});

/** A set-up code as the admin sees it once. */
export type SetupCode = {
  code: string;
  expiresAt: string;
  email: string;
  role: 'student' | 'school';
};
