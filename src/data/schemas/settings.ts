// The institute's settings: the STSE exam's rules and how students may pay.
import { admissionsSettingsSchema } from './enquiries';
import { z } from 'zod';
import { formatIndianNumber } from '@/lib';
import {
  DEFAULT_MAX_MARKS,
  DEFAULT_MINIMUM_PART_PAYMENT,
  HIGHEST_MAX_MARKS,
  HIGHEST_MINIMUM_PART_PAYMENT,
  INDIAN_STATE_NAMES,
  BANK_ACCOUNT_NUMBER_PATTERN,
  IFSC_PATTERN,
  PAYMENT_DETAIL_MAX_LENGTH,
  UPI_ID_PATTERN,
  MIN_MARKS,
  TEXT_LIMITS,
} from '../constants';
import { limited, required } from './fields';
import { gstinProblem } from '../rules/gstin';

const CONCESSION_MESSAGE = 'Concession must be from 0 to 100%.';

export const scholarshipTierSchema = z.object({
  minMarks: z
    .number({ error: 'Minimum marks must be a number.' })
    .min(MIN_MARKS, 'Minimum marks must be from 0 to the maximum marks.')
    .max(HIGHEST_MAX_MARKS, 'Minimum marks must be from 0 to the maximum marks.'),
  reward: required('Reward', TEXT_LIMITS.title),
  /**
   * The fee concession a winner of this tier gets on admission, in percent. Optional: a tier
   * stored without one reads it from its reward's leading percentage (tierConcessionPercent).
   */
  concessionPercent: z
    .number({ error: CONCESSION_MESSAGE })
    .min(0, CONCESSION_MESSAGE)
    .max(100, CONCESSION_MESSAGE)
    .optional(),
});
export type ScholarshipTier = z.infer<typeof scholarshipTierSchema>;

// Worded when a value is refused: the first number formatter a page builds costs it a blocking
// moment, and the public pages load this module only to read the settings.
const minimumPartPaymentRefusal = {
  error: () =>
    `Enter the smallest part payment in whole rupees, from 0 to ${formatIndianNumber(HIGHEST_MINIMUM_PART_PAYMENT)}.`,
};

const MAX_MARKS_MESSAGE = `Enter a whole number of marks from 1 to ${HIGHEST_MAX_MARKS}.`;

const optionalLine = (label: string, max = PAYMENT_DETAIL_MAX_LENGTH) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters.`).default('');

/** An optional field that, when filled, must match its pattern. */
const optionalMatching = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || pattern.test(value), message)
    .default('');

/**
 * How a student may pay the institute, shown on their Fee Details page. Every field is optional;
 * settings are public (the public pages read them), so only what a payer may see goes here.
 */
export const payeeDetailsSchema = z
  .object({
    /** Where and when the office takes fees, e.g. "Fee counter, Kota Main Campus, 9 am–5 pm". */
    officeNote: optionalLine('Paying at the office', PAYMENT_DETAIL_MAX_LENGTH * 2),
    upiId: optionalMatching(UPI_ID_PATTERN, 'Enter a UPI ID like sankalpinstitute@sbi.'),
    upiPayeeName: optionalLine('UPI payee name'),
    bankAccountName: optionalLine('Account name'),
    bankAccountNumber: optionalMatching(
      BANK_ACCOUNT_NUMBER_PATTERN,
      'Account number must be 9 to 18 digits.',
    ),
    // Written in capitals whatever is typed (sbin0001234 is SBIN0001234).
    ifsc: z
      .string()
      .trim()
      .toUpperCase()
      .refine(
        (value) => value === '' || IFSC_PATTERN.test(value),
        'Enter an 11-character IFSC like SBIN0001234: 4 letters, a 0, then 6 letters or digits.',
      )
      .default(''),
    bankName: optionalLine('Bank and branch'),
    /**
     * Whether a student may pay part of an installment online or by UPI; when not, only what
     * remains on it, in full. The office's Record Payment takes any amount up to what remains.
     */
    partPayments: z.boolean().default(true),
    /**
     * The smallest part payment a student may make online or by UPI, in whole rupees (0: any);
     * paying all that remains is always allowed. Settings stored before it read the default.
     */
    minimumPartPayment: z
      .number(minimumPartPaymentRefusal)
      .int(minimumPartPaymentRefusal)
      .min(0, minimumPartPaymentRefusal)
      .max(HIGHEST_MINIMUM_PART_PAYMENT, minimumPartPaymentRefusal)
      .default(DEFAULT_MINIMUM_PART_PAYMENT),
  })
  .superRefine((details, context) => {
    // A bank transfer needs the account's name, number and IFSC together.
    const bankFields = [
      ['bankAccountName', 'Account name'],
      ['bankAccountNumber', 'Account number'],
      ['ifsc', 'IFSC'],
    ] as const;
    if (bankFields.every(([field]) => details[field] === '')) return;
    for (const [field, label] of bankFields) {
      if (details[field] === '') {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: `${label} is required for a bank transfer.`,
        });
      }
    }
  });
export type PayeeDetails = z.infer<typeof payeeDetailsSchema>;
export type PayeeDetailsInput = z.input<typeof payeeDetailsSchema>;

/**
 * The institute's GST registration. Both empty: not registered, and receipts carry no tax; both
 * set: every receipt from then on is a tax invoice. Fees are entered inclusive of GST.
 */
export const gstRegistrationSchema = z
  .object({
    // Written in capitals whatever is typed.
    gstin: z.string().trim().toUpperCase().default(''),
    state: z.union([z.enum(INDIAN_STATE_NAMES), z.literal('')], {
      error: 'Choose the state the GSTIN is registered in.',
    }),
  })
  .superRefine(({ gstin, state }, context) => {
    if (gstin === '' && state === '') return;
    if (gstin === '') {
      context.addIssue({ code: 'custom', path: ['gstin'], message: 'Enter the GSTIN.' });
      return;
    }
    if (state === '') {
      context.addIssue({
        code: 'custom',
        path: ['state'],
        message: 'Choose the state the GSTIN is registered in.',
      });
    }
    const problem = gstinProblem(gstin, state);
    if (problem) context.addIssue({ code: 'custom', path: ['gstin'], message: problem });
  });
export type GstRegistration = z.infer<typeof gstRegistrationSchema>;
export type GstRegistrationInput = z.input<typeof gstRegistrationSchema>;
export const NO_GST_REGISTRATION: GstRegistration = { gstin: '', state: '' };

const GRACE_MESSAGE = 'Minutes to correct must be a whole number from 0 to 120.';
const THRESHOLD_MESSAGE = 'The attendance threshold must be a whole number from 1 to 100.';

/**
 * The institute's day: the coaching guidelines' timetable warnings the owner switches on, how
 * long a faculty member may correct a register before absence alerts go out, and the attendance
 * below which a student is listed.
 */
export const dailySettingsSchema = z.object({
  warnSchoolHours: z.boolean().default(false),
  warnFiveHoursADay: z.boolean().default(false),
  warnWeeklyOff: z.boolean().default(false),
  absenceGraceMinutes: z
    .number({ error: GRACE_MESSAGE })
    .int(GRACE_MESSAGE)
    .min(0, GRACE_MESSAGE)
    .max(120, GRACE_MESSAGE)
    .default(15),
  attendanceThreshold: z
    .number({ error: THRESHOLD_MESSAGE })
    .int(THRESHOLD_MESSAGE)
    .min(1, THRESHOLD_MESSAGE)
    .max(100, THRESHOLD_MESSAGE)
    .default(75),
});
export type DailySettings = z.infer<typeof dailySettingsSchema>;
export type DailySettingsInput = z.input<typeof dailySettingsSchema>;

export const settingsSchema = z.object({
  stse: z
    .object({
      rollNoPrefix: limited('Roll number prefix', TEXT_LIMITS.rollNoPrefix, z.string().trim())
        .min(1, 'Roll number prefix is required.')
        .regex(/^[A-Za-z0-9-]+$/, 'Use only letters, digits and hyphens in the prefix.'),
      examCenters: z
        .array(required('Exam centre', TEXT_LIMITS.title))
        .min(1, 'Add at least one exam centre.'),
      scholarshipTiers: z.array(scholarshipTierSchema),
      /** The year printed on the admit card heading (spec: STSE 2024). */
      examYear: z.number().int().min(2000).max(2100).default(2024),
      /** The exam's maximum marks; marks are entered from 0 to this. */
      maxMarks: z
        .number({ error: MAX_MARKS_MESSAGE })
        .int(MAX_MARKS_MESSAGE)
        .min(1, MAX_MARKS_MESSAGE)
        .max(HIGHEST_MAX_MARKS, MAX_MARKS_MESSAGE)
        .default(DEFAULT_MAX_MARKS),
      /**
       * Whether the public lookup shows results. Only setResultsPublished changes it; data stored
       * before it existed reads as not published.
       */
      resultsPublished: z.boolean().default(false),
    })
    .superRefine((stse, context) => {
      stse.scholarshipTiers.forEach((tier, index) => {
        if (tier.minMarks > stse.maxMarks) {
          context.addIssue({
            code: 'custom',
            path: ['scholarshipTiers', index, 'minMarks'],
            message: `Minimum marks must be from 0 to ${stse.maxMarks}.`,
          });
        }
      });
    }),
  /** Settings stored before there were payment details read as none (pay at the office). */
  payee: payeeDetailsSchema.default(payeeDetailsSchema.parse({})),
  /** Settings stored before GST read as not registered: receipts without tax. */
  gst: gstRegistrationSchema.default(NO_GST_REGISTRATION),
  /** Settings stored before batches read with every warning off, 15 minutes and 75%. */
  daily: dailySettingsSchema.default(dailySettingsSchema.parse({})),
  /** Settings stored before admissions read with the default stages, reasons and hours. */
  admissions: admissionsSettingsSchema.default(admissionsSettingsSchema.parse({})),
});
export type Settings = z.infer<typeof settingsSchema>;
export type SettingsInput = z.input<typeof settingsSchema>;
/** What replaceSettings takes: the sections a form saves; a section left out stays as stored. */
export type SettingsReplacement = Partial<SettingsInput>;
