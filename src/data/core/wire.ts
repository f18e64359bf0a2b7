// What travels between the browser and the server besides the operations' own arguments: the
// envelope rules the operations' `decode` schemas are built from (bounded text, ids, paged query
// strings, body limits), the refusal body, the live-update events and the sign-in bodies.
//
// Bodies are checked here for their envelope (an object where a record goes, a string where a
// reason goes); the fields of a record are then validated by the repository operation itself with
// the same zod schemas as the browser's local mode, so an error names the same fields either way.
import { z } from 'zod';
import {
  CLASSES,
  TEXT_LIMITS,
  isRealIsoDate,
  isStorableText,
  unstorableMessage,
} from '../constants';
import type { ClassLevel } from '../schemas';
import { newPasswordField } from '../schemas/fields';
import { MAX_PAGE, MAX_PAGE_SIZE, PAGE_MESSAGE, PAGE_SIZE_MESSAGE } from '../queries';
import type { Sort } from '../queries';
import { COLLECTION_KEYS } from './collections';

/**
 * Envelope text: bounded in size, and refused with a 400 when it holds a character no database
 * stores (a NUL, a lone surrogate), so it never reaches a query. The operation checks the limit.
 */
export const text = (label: string, max: number) =>
  z.string().max(max).refine(isStorableText, unstorableMessage(label));
/** A record's id: in a body, a query string or (server/http/app.ts) the path. */
export const recordIdSchema = text('Id', TEXT_LIMITS.id).min(1);
/** A public lookup's body: a roll number and its date of birth. */
export const candidateLookupBody = z.object({
  rollNo: text('Roll number', 100),
  dateOfBirth: text('Date of birth', 100),
});

// ----- the paged queries' query strings -----
// `?page=2&pageSize=25&sort=name&direction=descending&search=…&classLevel=10`: numbers arrive as
// text and are coerced; the page's limits are refused with the same messages as the local
// adapters' (src/data/operations/queries.ts).

export const pageFields = {
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
const CLASS_NAMES = CLASSES.map(String);
export const classLevel = z
  .string()
  .refine((value) => CLASS_NAMES.includes(value), 'Choose a class.')
  .transform((value): ClassLevel => CLASSES.find((level) => String(level) === value)!);
export const searchText = text('Search', 200).optional();

/** A page request's query string: the page fields, the filter's and `sort` with `direction`. */
export function pagedQuery<Key extends string, Shape extends z.ZodRawShape>(
  keys: readonly [Key, ...Key[]],
  fields: Shape,
) {
  return z.object({
    ...pageFields,
    ...fields,
    sort: z.enum(keys, { error: 'This list cannot be sorted by that.' }).optional(),
    direction: z.enum(['ascending', 'descending']).optional(),
  });
}

/** A parsed page request with its `sort` and `direction` as one `{ by, direction }`. */
export function withSort<
  Key extends string,
  Query extends { sort?: Key | undefined; direction?: Sort<Key>['direction'] | undefined },
>({ sort, direction, ...rest }: Query): Omit<Query, 'sort' | 'direction'> & { sort?: Sort<Key> } {
  return sort === undefined
    ? rest
    : { ...rest, sort: { by: sort, direction: direction ?? 'ascending' } };
}

/** A filter's fields as a query string: a field left out or blank is not sent. */
export function filterQuery(filter: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filter)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([name, value]) => [name, String(value)]),
  );
}

/** A query's fields as a query string: every field that has a value, a sort as two fields. */
export function queryString({
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

/** An instant (epoch ms) in a query string. */
export const instant = z.coerce.number({ error: 'Choose a real date.' }).int('Choose a real date.');

/** A body's limit unless its route names another: a record, a reason, a few ids. */
export const MAX_BODY_BYTES = 16 * 1024;
/** A ticket message (5,000 characters, up to 3 bytes each), a notice, the settings. */
export const LONG_TEXT_BYTES = 64 * 1024;
/** A material's PDF (at most 20 MB) with its form fields. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024 + 64 * 1024;
/** A backup carries every record and file, base64-encoded; only the admin may send one. */
export const MAX_BACKUP_BYTES = 200 * 1024 * 1024;

// ----- errors on the wire -----

/** The JSON body of every refusal. */
export type HttpErrorBody =
  | { kind: 'validation'; entity: string; issues: Array<{ path: string; message: string }> }
  | { kind: 'not-found'; entity: string; id: string }
  | { kind: 'payment-rejected'; reason: string; message: string }
  | { kind: 'exam-refused'; reason: string; message: string }
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

export const loginBodySchema = z.object({
  role: z.enum(['admin', 'student', 'school']),
  email: text('Email', 320),
  password: z.string().max(1000),
});

export const setPasswordBodySchema = z.object({
  code: z.string().trim().min(1, 'Enter the set-up code.').max(100),
  password: newPasswordField,
});

export const forgotPasswordBodySchema = z.object({
  role: z.enum(['student', 'school']),
  email: text('Email', 320),
});

export const resetPasswordBodySchema = z.object({
  token: z
    .string()
    .trim()
    .min(1, 'This link is incomplete. Open the whole link from the e-mail.')
    .max(200),
  password: newPasswordField,
});

export const issueSetupCodeBodySchema = z.object({
  role: z.enum(['student', 'school']),
  subjectId: recordIdSchema,
});

/** A set-up code as the admin sees it once. */
export type SetupCode = {
  code: string;
  expiresAt: string;
  email: string;
  role: 'student' | 'school';
  /** A link with the code was queued to the e-mail (e-mail is set up on the server). */
  emailed: boolean;
};
