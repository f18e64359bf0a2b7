// The field rules every entity's schema is built from: text limits, e-mail, mobile, dates, ids.
// The helpers exported here and not from ./index (limited, required, idField...) are for the
// schema files beside this one.
import { z } from 'zod';
import { formatIndianNumber } from '@/lib';
import {
  CLASSES,
  GENDERS,
  isRealIsoDate,
  STREAMS,
  TEXT_LIMITS,
  fitsTextLimit,
  isStorableText,
  tooLongMessage,
  unstorableMessage,
} from '../constants';

// Text limits and the storable-character rule apply to what is written. Data stored before they
// existed (a collection read back, a backup, a seed) is parsed with parseStored, which turns them
// off for that one synchronous parse, so an old longer value never makes a collection unreadable.
let checkingNewText = true;

/** A stored value's parse: every rule except the text limits and the storable-character rule. */
export function parseStored<S extends z.ZodType>(schema: S, value: unknown) {
  checkingNewText = false;
  try {
    return schema.safeParse(value);
  } finally {
    checkingNewText = true;
  }
}

/**
 * Free text: refuses a NUL or a lone surrogate (no database stores them), then anything over
 * `max` characters, each with a message naming the field; nothing later runs on refused text.
 */
export const limited = (label: string, max: number, schema = z.string()) =>
  schema
    .refine((value) => !checkingNewText || isStorableText(value), {
      message: unstorableMessage(label),
      abort: true,
    })
    .refine((value) => !checkingNewText || fitsTextLimit(value, max), {
      // Worded when refused, not when the schema is built: a page builds hundreds of them.
      error: () => tooLongMessage(label, max),
      abort: true,
    });

/** Free text that may be blank. */
export const textField = (label: string, max: number) => limited(label, max);

export const required = (label: string, max: number) =>
  limited(label, max, z.string().trim()).min(1, `${label} is required.`);

/**
 * A web or e-mail address inside a name: a scheme (`://`), `www.`, a domain with a path
 * (`evil.example/pay`), a domain with a common ending (`evil.in`), or `someone@domain.tld`.
 * Initials and names written with a dot ("A. K. Sharma", "Mohd.Rafi") are none of these.
 */
const WEB_ADDRESS_IN_NAME =
  /:\/\/|(?<![\p{L}\p{N}])www\.|[\p{L}\p{N}-]\.[\p{L}\p{N}-]+\/|[\p{L}\p{N}-]\.(?:com|net|org|in|co|io|info|biz|xyz|app|link|site|online|top|ly)(?![\p{L}\p{N}])|\S@\S+\.\S/iu;

/** Whether a name holds something a mail client would turn into a link. */
export const holdsWebAddress = (name: string) => WEB_ADDRESS_IN_NAME.test(name);

const withoutWebAddress = <S extends z.ZodString>(label: string, schema: S) =>
  schema.refine((value) => !checkingNewText || !holdsWebAddress(value), {
    message: `${label} cannot contain a web address.`,
  });

/**
 * A person's name (a student, a candidate, a guardian, a school's principal): required, and
 * never a web address, since names go into the messages the institute sends from its own address.
 */
export const personNameField = (label: string) =>
  withoutWebAddress(label, required(label, TEXT_LIMITS.name));

export const emailField = limited('Email', TEXT_LIMITS.email, z.string().trim())
  .min(1, 'Email is required.')
  .pipe(z.email('Enter a valid email address.'));

/** What a PostgreSQL `integer` column holds: the server keeps sequences and counters in them. */
export const INTEGER_COLUMN = { min: -2_147_483_648, max: 2_147_483_647 } as const;

/**
 * A whole number from `min` to `max` (never past what an `integer` column holds), refused with one
 * message naming the field and its range, whichever way it is wrong: a number past the column's
 * range would otherwise reach the database and fail there.
 */
export function wholeNumber(label: string, min: number, max: number = INTEGER_COLUMN.max) {
  const low = Math.max(min, INTEGER_COLUMN.min);
  const high = Math.min(max, INTEGER_COLUMN.max);
  // Worded on refusal, not as the schemas load: formatting numbers then blocked every page that
  // reads data (the first number formatter a page builds is slow to make).
  const error = () =>
    `${label} must be a whole number from ${formatIndianNumber(low)} to ${formatIndianNumber(high)}.`;
  return z.number({ error }).int({ error, abort: true }).min(low, { error }).max(high, { error });
}

export const mobileField = (label = 'Mobile number') =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .regex(/^\d{10}$/, `${label} must be exactly 10 digits.`);

export const pinCodeField = z
  .string()
  .trim()
  .min(1, 'Pin code is required.')
  .regex(/^\d{6}$/, 'Pin code must be exactly 6 digits.');

/** A calendar date as YYYY-MM-DD that really exists (no 31 February). */
export const isoDateField = (label = 'Date') =>
  z
    .string()
    .min(1, `${label} is required.`)
    .refine((value) => isRealIsoDate(value), `${label} must be a valid date.`);

/** A new password, the one rule for every account's: at least 10 characters. */
export const newPasswordField = z
  .string()
  .min(10, 'Use at least 10 characters for the password.')
  .max(200, 'Use at most 200 characters for the password.');

export const timestampField = z.string().refine((value) => !Number.isNaN(Date.parse(value)), {
  message: 'Must be a date and time.',
});

export const classField = z.literal(CLASSES, { error: 'Choose a class from 9 to 12.' });
export const streamField = z.enum(STREAMS, { error: 'Choose a stream.' });
export const genderField = z.enum(GENDERS, { error: 'Choose a gender.' });
export const idField = limited('Id', TEXT_LIMITS.id).min(1);
export const rollNoField = limited('Roll number', TEXT_LIMITS.id).min(1);

export type ClassLevel = z.infer<typeof classField>;
export type Stream = z.infer<typeof streamField>;
export type Gender = z.infer<typeof genderField>;
