// A school's bulk registration: one table row per student with name, class, guardian
// name, mobile and email. Only rows with both a name and an email are registered; every other
// registration field is left blank and listed in the candidate's pendingDetails, never invented.
import { z } from 'zod';
import { PENDING_DETAIL_FIELDS, stseRegistrationSchema } from '@/data';
import type { NewCandidate, PendingDetailField, School } from '@/data';

const registration = stseRegistrationSchema.shape;

/**
 * One row that will be registered. Name, class and email follow the STSE registration's rules;
 * guardian name and mobile may be left blank, but a mobile that is given must be 10 digits.
 */
export const bulkRowSchema = stseRegistrationSchema
  .pick({ name: true, currentClass: true, email: true })
  .extend({
    guardianName: z.string().trim(),
    mobile: z
      .string()
      .trim()
      .pipe(z.union([z.literal(''), registration.mobile])),
  });
export type BulkRow = z.infer<typeof bulkRowSchema>;
/** A row as the table holds it while the school types. */
export type BulkRowInput = z.input<typeof bulkRowSchema>;

export const emptyBulkRow = (): BulkRowInput => ({
  name: '',
  currentClass: 9,
  guardianName: '',
  mobile: '',
  email: '',
});

const isBlank = (value: string) => value.trim() === '';

/** Nothing typed in it (the class always has a value, so it does not count). */
export function isBlankBulkRow(row: BulkRowInput): boolean {
  return [row.name, row.guardianName, row.mobile, row.email].every(isBlank);
}

/** A row without a name or without an email is not submitted. */
export function isSkippedBulkRow(row: BulkRowInput): boolean {
  return !isBlankBulkRow(row) && (isBlank(row.name) || isBlank(row.email));
}

const willRegister = (row: BulkRowInput) => !isBlankBulkRow(row) && !isSkippedBulkRow(row);

/**
 * The bulk registration form: a row that will be registered must pass bulkRowSchema (its errors
 * show beside its inputs); a row that will be skipped or is blank is not checked, so it never
 * blocks the others.
 */
export const bulkRegistrationFormSchema = z.object({
  rows: z.array(
    z.custom<BulkRowInput>().superRefine((row, context) => {
      if (!willRegister(row)) return;
      const result = bulkRowSchema.safeParse(row);
      if (result.success) return;
      for (const issue of result.error.issues) {
        context.addIssue({ ...issue, code: 'custom', message: issue.message, path: issue.path });
      }
    }),
  ),
});
export type BulkRegistrationForm = z.infer<typeof bulkRegistrationFormSchema>;

/**
 * The candidate a valid row registers: the signed-in school's own, under its name. The fields a
 * row does not collect stay blank and are listed in pendingDetails for the school to supply later.
 */
export function toNewCandidate(row: BulkRow, school: Pick<School, 'id' | 'name'>): NewCandidate {
  const candidate = {
    name: row.name,
    schoolName: school.name,
    schoolId: school.id,
    currentClass: row.currentClass,
    email: row.email,
    dateOfBirth: '',
    gender: '',
    guardianName: row.guardianName,
    address: '',
    city: '',
    state: '',
    pinCode: '',
    mobile: row.mobile,
    whatsapp: '',
  } satisfies Omit<NewCandidate, 'pendingDetails'>;
  return {
    ...candidate,
    pendingDetails: PENDING_DETAIL_FIELDS.filter((field) => candidate[field] === ''),
  };
}

/** A row left out of a registration, described so the school can find it in the table. */
export type SkippedBulkRow = {
  /** 1-based, as shown beside the row. */
  rowNumber: number;
  /** The row's name, or its email when the name is missing ('' when both are). */
  label: string;
  missing: 'name' | 'email' | 'name and email';
};

export type BulkRegistrationPlan = {
  /** For repository.addCandidates, in table order. */
  candidates: NewCandidate[];
  /** Table indexes (0-based) of the rows in `candidates`. */
  registeredIndexes: number[];
  skipped: SkippedBulkRow[];
};

function skippedRow(row: BulkRowInput, index: number): SkippedBulkRow {
  const name = row.name.trim();
  const email = row.email.trim();
  return {
    rowNumber: index + 1,
    label: name || email,
    missing: name ? 'email' : email ? 'name' : 'name and email',
  };
}

/**
 * Splits the table into what to register and what to skip; blank rows are neither.
 * The rows must have passed bulkRegistrationFormSchema.
 */
export function planBulkRegistration(
  rows: readonly BulkRowInput[],
  school: Pick<School, 'id' | 'name'>,
): BulkRegistrationPlan {
  const plan: BulkRegistrationPlan = { candidates: [], registeredIndexes: [], skipped: [] };
  rows.forEach((row, index) => {
    if (isSkippedBulkRow(row)) plan.skipped.push(skippedRow(row, index));
    if (!willRegister(row)) return;
    plan.candidates.push(toNewCandidate(bulkRowSchema.parse(row), school));
    plan.registeredIndexes.push(index);
  });
  return plan;
}

/** "Row 3 (Ravi Kumar) has no email.", in English. */
function describeSkippedRowInEnglish({ rowNumber, label, missing }: SkippedBulkRow): string {
  const which = label ? `Row ${rowNumber} (${label})` : `Row ${rowNumber}`;
  return `${which} has no ${missing.replace(' and ', ' and no ')}.`;
}

/** A sentence for each skipped row, in table order (the screens pass one in their language). */
export function describeSkippedRows(
  skipped: readonly SkippedBulkRow[],
  describe: (row: SkippedBulkRow) => string = describeSkippedRowInEnglish,
): string[] {
  return skipped.map(describe);
}

/** How each pending detail is named to the school. */
export const PENDING_DETAIL_LABELS = {
  dateOfBirth: 'Date of birth',
  gender: 'Gender',
  guardianName: 'Guardian name',
  address: 'Address',
  city: 'City',
  state: 'State',
  pinCode: 'Pin code',
  mobile: 'Mobile number',
  whatsapp: 'WhatsApp number',
} as const satisfies Record<PendingDetailField, string>;

/**
 * "Date of birth, Gender, ..." in the registration form's order, whatever the stored order
 * (the screens pass the labels in their language).
 */
export function describePendingDetails(
  fields: readonly PendingDetailField[],
  labels: Record<PendingDetailField, string> = PENDING_DETAIL_LABELS,
): string {
  return PENDING_DETAIL_FIELDS.filter((field) => fields.includes(field))
    .map((field) => labels[field])
    .join(', ');
}
