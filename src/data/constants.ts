// The product's constants and the one date check the zod schemas and the zod-free rules share.
// No zod here: a page that needs a list of classes or a limit imports it without the schemas.

// ---------- shared field rules ----------

export const CLASSES = [9, 10, 11, 12] as const;
export const STREAMS = ['Foundation', 'Medical', 'Non-Medical'] as const;

/** The institute's programs (the public /courses cards, one per category); a batch is in one. */
export const PROGRAM_CATEGORIES = [
  'Engineering',
  'Medical',
  'Foundation',
  'Senior Secondary',
  'Short Term',
  'Competitive Exams',
] as const;
export type ProgramCategory = (typeof PROGRAM_CATEGORIES)[number];
export const GENDERS = ['Male', 'Female', 'Other'] as const;
export const VISIBILITIES = ['Student', 'Public'] as const;
export const INSTALLMENT_STATUSES = ['Pending', 'Paid', 'Partial', 'Overdue'] as const;
export const TICKET_STATUSES = ['Open', 'Closed'] as const;
export const ROLES = ['admin', 'student', 'school', 'parent'] as const;

/** The languages every screen and message comes in. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The roles that sign in with an e-mail and a password; a parent signs in with a code sent to
 *  their mobile. */
export const PASSWORD_ROLES = ['admin', 'student', 'school'] as const;

// ---------- the audit log ----------

/** Who made a change: a signed-in role, or a visitor (the public registration form). */
export const AUDIT_ROLES = ['admin', 'student', 'school', 'parent', 'visitor'] as const;
/** What a change was made to. */
export const AUDIT_ENTITIES = [
  'student',
  'candidate',
  'payment',
  'material',
  'school',
  'branch',
  'notification',
  'settings',
  'ticket',
  'backup',
  'paymentOrder',
  'messageTemplate',
  'question',
  'examTest',
  'examChallenge',
  'staff',
  'roleSettings',
  'batch',
  'enrolment',
  'slot',
  'session',
  'holiday',
  'attendance',
  'calendarLink',
  'parentLink',
  'parent',
] as const;
export const AUDIT_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'cancelled',
  'restored',
  'refunded',
] as const;

/** Whether a value (say, a URL's ?role=) names one of the roles. */
export const isRole = (value: unknown): value is (typeof ROLES)[number] =>
  (ROLES as readonly unknown[]).includes(value);
export const MIN_INSTALLMENTS = 1;
export const MAX_INSTALLMENTS = 12;
export const DEFAULT_INSTALLMENTS = 3;
export const MIN_MARKS = 0;
/** The exam's maximum marks when Settings name none (spec: marks out of 100). */
export const DEFAULT_MAX_MARKS = 100;
/**
 * @deprecated The maximum is a setting now (`settings.stse.maxMarks`, read with
 * `maxMarksOf`); this is only its default.
 */
export const MAX_MARKS = DEFAULT_MAX_MARKS;
/** The largest maximum Settings accept for an exam. */
export const HIGHEST_MAX_MARKS = 1000;
/** What the admin enters, or a CSV row says, for a candidate who did not sit the exam. */
export const ABSENT = 'Absent';
/** The concession each default tier gives (100%, 50%, 25% Scholarship), in percent. */
export const DEFAULT_TIER_CONCESSIONS = [100, 50, 25] as const;

// ---------- text limits (docs/decisions.md) ----------

/**
 * The most characters (Unicode code points: an emoji or a Hindi letter counts as one) each kind
 * of text may have when it is written. Data stored before the limits still reads.
 */
export const TEXT_LIMITS = {
  /** A person's or a school's name, a guardian's, a principal's, who received a payment. */
  name: 100,
  /** The longest address the standards allow. */
  email: 254,
  address: 300,
  /** A city or a state. */
  place: 100,
  /** A title, a ticket's subject, an exam centre, a tier's reward, a file's name. */
  title: 200,
  /** A message, a material's description, a notification's details. */
  message: 5000,
  /** A payment's UPI, cheque or transaction number. */
  reference: 60,
  /** Why a receipt was cancelled, a UPI payment rejected or a fee refunded. */
  reason: 200,
  rollNoPrefix: 20,
  /** A record's id or roll number. */
  id: 200,
} as const;

/** The one message for a text over its limit, e.g. "Name can be at most 5,000 characters." */
export const tooLongMessage = (label: string, max: number) =>
  `${label} can be at most ${max.toLocaleString('en-IN')} characters.`;

/** The one message for text holding a character no database stores (NUL, a lone surrogate). */
export const unstorableMessage = (label: string) =>
  `${label} contains a character that cannot be stored.`;

/** True when the text has no NUL and no half of a surrogate pair without its other half. */
export function isStorableText(value: string): boolean {
  return (
    !value.includes('\u0000') &&
    !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value)
  );
}

/** Whether the text has at most `max` code points (counted only when the length leaves doubt). */
export function fitsTextLimit(value: string, max: number): boolean {
  if (value.length <= max) return true;
  if (value.length > 2 * max) return false;
  return [...value].length <= max;
}

/** A calendar date as YYYY-MM-DD that really exists (no 31 February). */
export function isRealIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Fields a school's bulk registration may leave for the school to complete later (docs/decisions.md). */
export const PENDING_DETAIL_FIELDS = [
  'dateOfBirth',
  'gender',
  'guardianName',
  'address',
  'city',
  'state',
  'pinCode',
  'mobile',
  'whatsapp',
] as const;
export type PendingDetailField = (typeof PENDING_DETAIL_FIELDS)[number];

// ---------- materials ----------

export const MATERIAL_CLASSES = ['Any', '9', '10', '11', '12'] as const;
export const MATERIAL_STREAMS = ['Any', ...STREAMS] as const;
/** The largest PDF an admin may upload (docs/decisions.md). */
export const MAX_MATERIAL_FILE_BYTES = 20 * 1024 * 1024;

// ---------- the fee ledger ----------

export const PAYMENT_MODES = ['Cash', 'UPI', 'Card', 'Cheque', 'Bank transfer', 'Online'] as const;
/** The mode of a ledger entry carried over from before the ledger (an installment's paidAmount). */
export const OPENING_BALANCE_MODE = 'Opening balance';
/**
 * The mode of a refund: a ledger entry of its own (money given back, its amount positive) with a
 * credit-note number. Not a mode the office picks: only Refund on a payment makes one.
 */
export const REFUND_MODE = 'Refund';
export const PAYMENT_STATUSES = ['Valid', 'Cancelled'] as const;
export const REFERENCE_REQUIRED_MESSAGE =
  'Enter the UPI, cheque or transaction number: every mode except Cash needs one.';
export const ENTER_AMOUNT_MESSAGE = 'Enter the amount to pay.';
/**
 * Receipt numbers: institute, the branch's code for any branch but the first, Indian financial
 * year, then six digits, e.g. SANK/2026-27/000001 or SANK/JAI/2026-27/000001.
 */
export const RECEIPT_NUMBER_PATTERN = /^SANK\/(?!CN\/)(?:[A-Z]{2,6}\/)?\d{4}-\d{2}\/\d{6}$/;
/** Credit-note numbers (refunds): their own series per branch and financial year,
 *  SANK/CN/2026-27/000001 or SANK/JAI/CN/2026-27/000001. */
export const CREDIT_NOTE_NUMBER_PATTERN = /^SANK\/(?:[A-Z]{2,6}\/)?CN\/\d{4}-\d{2}\/\d{6}$/;

// ---------- branches ----------

/** The first branch: the institute's data from before branches, never created, never renamed
 *  in its records (its receipts carry no code). */
export const FIRST_BRANCH_ID = 'main';
/** A branch's code as written in its receipt numbers: 2 to 6 capital letters. */
export const BRANCH_CODE_PATTERN = /^[A-Z]{2,6}$/;
/** Codes a branch may not take: CN would read as the first branch's credit notes' series. */
export const RESERVED_BRANCH_CODES: readonly string[] = ['CN'];

export type PaymentMode = (typeof PAYMENT_MODES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

// ---------- payments made online or by UPI (payment orders) ----------

/**
 * How a student pays without the office: through the payment provider's page (the gateway), or
 * by UPI straight to the institute's UPI ID, confirmed by the office against its bank statement.
 */
export const PAYMENT_ORDER_METHODS = ['Gateway', 'UPI'] as const;
/**
 * Where a payment order stands. A gateway order is Pending until the provider reports it paid
 * (Paid, once it is in the ledger), Failed or Expired; one the provider took money for that the
 * ledger cannot take (an amount that differs, an installment paid meanwhile) is Needs review, for
 * the office. A UPI order is Awaiting verification until the office confirms it (Paid) or
 * rejects it with a reason (Rejected).
 */
export const PAYMENT_ORDER_STATUSES = [
  'Pending',
  'Paid',
  'Failed',
  'Expired',
  'Needs review',
  'Awaiting verification',
  'Rejected',
] as const;
export type PaymentOrderMethod = (typeof PAYMENT_ORDER_METHODS)[number];
export type PaymentOrderStatus = (typeof PAYMENT_ORDER_STATUSES)[number];
/** A UPI transaction reference (UTR, also "UPI Ref No."): 12 digits. */
export const UTR_PATTERN = /^\d{12}$/;
export const UTR_MESSAGE = 'Enter the 12-digit UPI transaction reference (UTR).';
export const UTR_USED_MESSAGE = 'This UTR has already been used for a payment.';
/** The same student giving a UTR again while their first claim of it waits. */
export const UTR_ALREADY_SUBMITTED_MESSAGE =
  'You have already submitted this UTR: it is awaiting verification by the office.';
/** Shown to the office beside each waiting claim whose UTR another waiting claim also names. */
export const UTR_CLAIMED_TWICE = 'UTR claimed twice';
/** The reason a claim is rejected when the office confirms another claim of its UTR. */
export const UTR_CONFIRMED_FOR_ANOTHER_MESSAGE =
  'The office confirmed this UTR as another payment, so it is not recorded for you. If you made this transfer, contact the office with the payment details from your UPI app.';
/** How many of a student's UPI claims may wait for the office at once. */
export const MAX_WAITING_UPI_CLAIMS = 3;
export const TOO_MANY_WAITING_UPI_CLAIMS_MESSAGE = `You have ${MAX_WAITING_UPI_CLAIMS} UPI payments awaiting verification. Submit another once the office has verified one of them.`;
/**
 * The smallest part payment a student may make online or by UPI unless Payment Details says
 * otherwise (paying all that remains is always allowed, however little).
 */
export const DEFAULT_MINIMUM_PART_PAYMENT = 1000;
/** The highest smallest-part-payment the office may set, in rupees. */
export const HIGHEST_MINIMUM_PART_PAYMENT = 1000000;
/** Whether the institute's online payment provider takes payments: none, the demo's, Razorpay. */
export const ONLINE_PAYMENT_PROVIDERS = ['none', 'simulated', 'razorpay'] as const;
export type OnlinePaymentProvider = (typeof ONLINE_PAYMENT_PROVIDERS)[number];

// ---------- the institute's payment details (settings) ----------

/** A UPI ID (VPA): a handle, "@", and the bank's or app's name, e.g. sankalpinstitute@sbi. */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;
/** An IFSC: 4 letters for the bank, a 0, then 6 letters or digits for the branch. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** An Indian bank account number: 9 to 18 digits. */
export const BANK_ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;
/** The longest name or line the payment details take (the office line is twice that). */
export const PAYMENT_DETAIL_MAX_LENGTH = 100;

// ---------- GST (settings, receipts) ----------

/**
 * India's states and union territories with their GST state codes (the first two digits of a
 * GSTIN), as the GST portal lists them: 25 (Daman and Diu) merged into 26, 28 is the old Andhra
 * Pradesh, so neither is a choice.
 */
export const INDIAN_STATES = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
] as const;
export type IndianState = (typeof INDIAN_STATES)[number]['name'];
export const INDIAN_STATE_NAMES = INDIAN_STATES.map((state) => state.name) as [
  IndianState,
  ...IndianState[],
];

/**
 * A GSTIN's shape: the 2-digit state code, the PAN (5 letters, 4 digits, 1 letter), the entity
 * number (a digit or letter), "Z", and the check character.
 */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
/** Commercial training and coaching services, as printed on the institute's tax invoices. */
export const COACHING_SAC = '999293';
/** GST on coaching: 18% (CGST 9% + SGST 9% within the state, IGST 18% across states). */
export const GST_RATE_PERCENT = 18;
export const GST_INCLUSIVE_NOTE = 'Fees are entered inclusive of GST at 18%.';
