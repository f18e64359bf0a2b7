// Admissions: an enquiry is one person the institute hopes to admit, from their first contact
// (the Contact form, an STSE registration, a school's list, a walk-in, a call, an imported list)
// until they join or say no. Every contact with the same mobile or e-mail joins the open enquiry.
import { z } from 'zod';
import { CLASSES, TEXT_LIMITS } from '../constants';
import {
  emailField,
  idField,
  limited,
  mobileField,
  personNameField,
  textField,
  timestampField,
} from './fields';

export const ENQUIRY_SOURCES = ['contact', 'stse', 'school', 'walk-in', 'phone', 'import'] as const;
export type EnquirySource = (typeof ENQUIRY_SOURCES)[number];
export const ENQUIRY_SOURCE_LABELS: Record<EnquirySource, string> = {
  contact: 'Contact form',
  stse: 'STSE registration',
  school: 'School registration',
  'walk-in': 'Walk-in',
  phone: 'Phone call',
  import: 'Imported list',
};

/** What every stage means, whatever the owner calls it: reports count by these. */
export const STAGE_KINDS = ['open', 'in-progress', 'on-hold', 'won', 'lost'] as const;
export type StageKind = (typeof STAGE_KINDS)[number];
export const STAGE_KIND_LABELS: Record<StageKind, string> = {
  open: 'Open',
  'in-progress': 'In progress',
  'on-hold': 'On hold',
  won: 'Won',
  lost: 'Lost',
};

export const enquiryStageSchema = z.object({
  id: limited('Stage id', 40).regex(/^[a-z0-9-]+$/, 'A stage id is lowercase letters and digits.'),
  label: limited('Stage name', 40, z.string().trim()).min(1, 'Stage name is required.'),
  kind: z.enum(STAGE_KINDS),
});
export type EnquiryStage = z.infer<typeof enquiryStageSchema>;

/** The stages a new institute starts with, in funnel order. */
export const DEFAULT_ENQUIRY_STAGES: readonly EnquiryStage[] = [
  { id: 'new', label: 'New', kind: 'open' },
  { id: 'contacted', label: 'Contacted', kind: 'in-progress' },
  { id: 'counselling', label: 'Counselling booked', kind: 'in-progress' },
  { id: 'applied', label: 'Applied', kind: 'in-progress' },
  { id: 'admitted', label: 'Admitted', kind: 'won' },
  { id: 'lost', label: 'Lost', kind: 'lost' },
];
export const DEFAULT_LOST_REASONS = [
  'Fees',
  'Distance',
  'Chose another institute',
  'No response',
] as const;

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 09:00.');

/** The office's working week, in India's time: the clocks of first response and follow-up. */
export const workingHoursSchema = z
  .object({
    /** 0 Sunday … 6 Saturday. */
    days: z.array(z.number().int().min(0).max(6)).min(1, 'Choose at least one working day.').max(7),
    opens: clockTime,
    closes: clockTime,
  })
  .refine((hours) => hours.opens < hours.closes, {
    path: ['closes'],
    message: 'Closing time must be after opening time.',
  });
export type WorkingHours = z.infer<typeof workingHoursSchema>;
export const DEFAULT_WORKING_HOURS: WorkingHours = {
  days: [1, 2, 3, 4, 5, 6],
  opens: '09:00',
  closes: '18:00',
};

const STAGES_MESSAGE = 'Keep one stage of each of the kinds Open, Won and Lost.';

/** The owner's settings for admissions (stored in Settings; stored data before it has these). */
export const admissionsSettingsSchema = z.object({
  stages: z
    .array(enquiryStageSchema)
    .min(3)
    .max(20)
    .refine(
      (stages) =>
        (['open', 'won', 'lost'] as const).every((kind) => stages.some((s) => s.kind === kind)),
      STAGES_MESSAGE,
    )
    .refine((stages) => new Set(stages.map((stage) => stage.id)).size === stages.length, {
      message: 'Two stages cannot have the same id.',
    })
    .default([...DEFAULT_ENQUIRY_STAGES]),
  lostReasons: z
    .array(limited('Lost reason', 60, z.string().trim()).min(1))
    .min(1, 'Keep at least one reason.')
    .max(30)
    .default([...DEFAULT_LOST_REASONS]),
  /** Working hours to the first call of a new enquiry, and from a follow-up's time. */
  firstResponseHours: z.number().int().min(1).max(72).default(2),
  workingHours: workingHoursSchema.default(DEFAULT_WORKING_HOURS),
  /** A branch's own working week, by branch id; a branch without one keeps `workingHours`. */
  branchHours: z.record(idField, workingHoursSchema).default({}),
  /** A new enquiry goes to the branch's counsellors in turn (else the office assigns it). */
  roundRobin: z.boolean().default(true),
});
export type AdmissionsSettings = z.infer<typeof admissionsSettingsSchema>;

export const FOLLOW_UP_OUTCOMES = ['called', 'no-answer', 'visited', 'sent-details'] as const;
export type FollowUpOutcome = (typeof FOLLOW_UP_OUTCOMES)[number];
export const FOLLOW_UP_OUTCOME_LABELS: Record<FollowUpOutcome, string> = {
  called: 'Called',
  'no-answer': 'No answer',
  visited: 'Visited',
  'sent-details': 'Sent details',
};

const noteField = textField('Note', TEXT_LIMITS.message);
const optionalMobile = z.union([mobileField('Mobile number'), z.literal('')]);
const optionalEmail = z.union([emailField, z.literal('')]);
const classOrNone = z.union([z.literal(CLASSES), z.null()]);

/** One contact: how this person reached the institute (a joined contact adds another). */
export const enquiryContactSchema = z.object({
  at: timestampField,
  source: z.enum(ENQUIRY_SOURCES),
  name: textField('Name', TEXT_LIMITS.name),
  mobile: z.string(),
  email: z.string(),
  message: noteField.default(''),
});
export type EnquiryContact = z.infer<typeof enquiryContactSchema>;

export const ENQUIRY_EVENT_KINDS = [
  'created',
  'joined',
  'stage',
  'assigned',
  'follow-up',
  'merged',
  'admitted',
  'consent',
] as const;

/** The enquiry's history, newest last: who did what and when (funnel times come from it). */
export const enquiryEventSchema = z.object({
  at: timestampField,
  /** Who: a staff member's name, or "Website" for a visitor's form. */
  by: textField('By', TEXT_LIMITS.name),
  kind: z.enum(ENQUIRY_EVENT_KINDS),
  stageId: z.string().optional(),
  lostReason: z.string().optional(),
  assigneeId: z.string().optional(),
  outcome: z.enum(FOLLOW_UP_OUTCOMES).optional(),
  note: noteField.optional(),
  source: z.enum(ENQUIRY_SOURCES).optional(),
});
export type EnquiryEvent = z.infer<typeof enquiryEventSchema>;

export const enquirySchema = z.object({
  id: idField,
  branchId: idField.optional(),
  name: textField('Name', TEXT_LIMITS.name),
  /** 10 digits, or '' when only an e-mail is known. */
  mobile: z.string(),
  email: z.string(),
  currentClass: classOrNone,
  schoolName: textField('School name', TEXT_LIMITS.name).default(''),
  /** The program asked about (a Contact form's subject, a walk-in's interest). */
  interest: textField('Interest', TEXT_LIMITS.title).default(''),
  source: z.enum(ENQUIRY_SOURCES),
  stageId: z.string(),
  /** Someone still to follow up: at an open, in-progress or on-hold stage, and not merged. */
  open: z.boolean(),
  assigneeId: idField.optional(),
  /** When the next follow-up is due; none once the enquiry is won or lost. */
  nextFollowUpAt: timestampField.optional(),
  firstResponseAt: timestampField.optional(),
  lostReason: z.string().optional(),
  /** The STSE registration this person made (the concession is applied when admitted). */
  candidateId: idField.optional(),
  studentId: idField.optional(),
  /** Set when the office merged this enquiry into another: it is closed, the other holds all. */
  mergedInto: idField.optional(),
  /** When the person agreed to WhatsApp messages (a form's tick, or told a counsellor). */
  whatsappOptInAt: timestampField.optional(),
  /** When the person asked for no more messages: no message to enquiries reaches them after. */
  unsubscribedAt: timestampField.optional(),
  /** The secret in their messages' Unsubscribe link, made when they are first messaged. */
  optOutKey: z.string().max(64).optional(),
  createdAt: timestampField,
  updatedAt: timestampField,
  /** When each stage was first reached (for the funnel's days at each stage). */
  reached: z.record(z.string(), timestampField),
  contacts: z.array(enquiryContactSchema).max(200),
  events: z.array(enquiryEventSchema).max(500),
});
export type Enquiry = z.infer<typeof enquirySchema>;

/** A contact from any source before intake decides whether it is a new person. */
export const newContactSchema = z
  .object({
    source: z.enum(ENQUIRY_SOURCES),
    name: personNameField('Name'),
    mobile: optionalMobile.default(''),
    email: optionalEmail.default(''),
    currentClass: classOrNone.default(null),
    schoolName: textField('School name', TEXT_LIMITS.name).default(''),
    interest: textField('Interest', TEXT_LIMITS.title).default(''),
    message: noteField.default(''),
    branchId: idField.optional(),
    candidateId: idField.optional(),
    /** They ticked (or told us) that WhatsApp messages are welcome. */
    whatsappOptIn: z.boolean().default(false),
  })
  .refine((contact) => contact.mobile !== '' || contact.email !== '', {
    path: ['mobile'],
    message: 'Give a mobile number or an e-mail.',
  });
export type NewContact = z.infer<typeof newContactSchema>;
export type NewContactInput = z.input<typeof newContactSchema>;

/** The public Contact form: name, mobile, e-mail, subject and message. */
export const contactEnquirySchema = z.object({
  name: personNameField('Name'),
  mobile: mobileField('Mobile number'),
  email: emailField,
  subject: limited('Subject', TEXT_LIMITS.title, z.string().trim()).min(1, 'Subject is required.'),
  message: limited('Message', TEXT_LIMITS.message, z.string().trim()).min(
    1,
    'Message is required.',
  ),
  whatsappOptIn: z.boolean().default(false),
});
export type ContactEnquiry = z.infer<typeof contactEnquirySchema>;
export type ContactEnquiryInput = z.input<typeof contactEnquirySchema>;

/** The office's Add Enquiry form (a walk-in or a call). */
export const enquiryFormSchema = z
  .object({
    source: z.enum(['walk-in', 'phone'], { error: 'Choose how they reached us.' }),
    name: personNameField('Name'),
    mobile: optionalMobile,
    email: optionalEmail,
    /** Left out when not known. */
    currentClass: classOrNone.optional(),
    schoolName: textField('School name', TEXT_LIMITS.name),
    interest: textField('Interest', TEXT_LIMITS.title),
    message: noteField,
    branchId: idField.optional(),
    whatsappOptIn: z.boolean().default(false),
  })
  .refine((form) => form.mobile !== '' || form.email !== '', {
    path: ['mobile'],
    message: 'Give a mobile number or an e-mail.',
  });
export type EnquiryForm = z.infer<typeof enquiryFormSchema>;
export type EnquiryFormInput = z.input<typeof enquiryFormSchema>;

export const LOST_REASON_MESSAGE = 'Choose why the enquiry was lost.';
export const FOLLOW_UP_IN_PAST_MESSAGE = 'The next follow-up must be later than now.';

/** A follow-up: what happened, a note, the next step's time, and optionally a new stage. */
export const followUpSchema = z.object({
  outcome: z.enum(FOLLOW_UP_OUTCOMES, { error: 'Choose what happened.' }),
  note: noteField.default(''),
  /** The next follow-up (an ISO time), or '' when none is planned. */
  nextFollowUpAt: z.union([timestampField, z.literal('')]).default(''),
  stageId: z.string().max(40).optional(),
  lostReason: z.string().max(60).optional(),
});
export type FollowUp = z.infer<typeof followUpSchema>;
export type FollowUpInput = z.input<typeof followUpSchema>;

export const stageMoveSchema = z.object({
  stageId: z.string().min(1, 'Choose a stage.').max(40),
  lostReason: z.string().max(60).optional(),
});
export type StageMove = z.infer<typeof stageMoveSchema>;

export const assignEnquirySchema = z.object({
  /** '' leaves the enquiry unassigned. */
  assigneeId: z.union([idField, z.literal('')]),
});
export type AssignEnquiry = z.infer<typeof assignEnquirySchema>;

export const ENQUIRY_LIST_PAGE = 50;

/** Which enquiries a list shows: the open ones (due first), the closed, or every one. */
export const ENQUIRY_STATUSES = ['open', 'closed', 'all'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** The enquiries a caller reaches: their branches', and only their own unless they manage. */
export type EnquiryReach = {
  branchIds?: readonly string[] | undefined;
  assigneeId?: string | undefined;
};

export type EnquiryQuery = {
  status: EnquiryStatus;
  page: number;
  pageSize: number;
  stageId?: string | undefined;
  source?: EnquirySource | undefined;
  /** A counsellor's id, or 'none' for the unassigned. */
  assignee?: string | undefined;
  /** Part of the name, the mobile or the e-mail. */
  search?: string | undefined;
};

/** A list's row: the enquiry without its contacts and history. */
export type EnquiryRow = Omit<Enquiry, 'contacts' | 'events' | 'reached'>;

export type EnquiryPage = {
  rows: EnquiryRow[];
  total: number;
  page: number;
  pageSize: number;
  /** Of the open enquiries the query reaches, how many follow-ups are due by tonight. */
  dueToday: number;
};

/** A counsellor (an active staff member of the Counsellor role), for assignment. */
export type Counsellor = { id: string; name: string; branchIds?: readonly string[] | undefined };

/** An enquiry's page: the enquiry, and the STSE registration it came with. */
export type EnquiryDetail = {
  enquiry: Enquiry;
  candidate?: { id: string; rollNo: string; marks?: number | undefined; tier: string } | undefined;
};

export type FunnelQuery = {
  /** YYYY-MM-DD, India's dates; enquiries created from `from` to `to`. */
  from: string;
  to: string;
  branchId?: string | undefined;
  /** Set by the policy: the caller's branches. */
  branchIds?: readonly string[] | undefined;
};
