// Messages the portal sends outside its own pages (e-mail, SMS, WhatsApp), as the outbox holds
// them, the templates the admin edits, and each student's and school's choice of channels.
import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { required, textField } from './fields';

export const MESSAGE_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export const CHANNEL_LABELS: Record<MessageChannel, string> = {
  email: 'E-mail',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
};

/**
 * queued: waiting for its next attempt; sending: claimed by a server; sent: the provider took it;
 * failed: an attempt failed, another follows; gave-up: no more attempts; not-sent: never tried
 * (the channel is not set up, or the text does not match its DLT template).
 */
export const MESSAGE_STATUSES = [
  'queued',
  'sending',
  'sent',
  'failed',
  'gave-up',
  'not-sent',
] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  'gave-up': 'Gave up',
  'not-sent': 'Not sent',
};

/** What sends what: one template per event, in each channel it may go by. */
export const TEMPLATE_KEYS = [
  'account-setup',
  'password-reset',
  'fee-reminder-before',
  'fee-reminder-due',
  'fee-reminder-overdue',
  'payment-received',
  'payment-failed',
  'payment-rejected',
  'stse-registered',
  'stse-admit-card',
  'stse-results',
  'ticket-replied',
  'absent-today',
  'login-code',
  'follow-up-digest',
  'admissions-open',
  'counselling-invite',
] as const;
export type TemplateKey = (typeof TEMPLATE_KEYS)[number];

export const TEMPLATE_LABELS: Record<TemplateKey, string> = {
  'account-setup': 'Account set-up',
  'password-reset': 'Password reset',
  'fee-reminder-before': 'Fee reminder: 3 days before',
  'fee-reminder-due': 'Fee reminder: due today',
  'fee-reminder-overdue': 'Fee reminder: 7 days overdue',
  'payment-received': 'Payment received',
  'payment-failed': 'Payment failed',
  'payment-rejected': 'Payment rejected',
  'stse-registered': 'STSE registration confirmed',
  'stse-admit-card': 'STSE admit card available',
  'stse-results': 'STSE results published',
  'ticket-replied': 'Support ticket replied',
  'absent-today': 'Absent today (to parents)',
  'login-code': 'Parent sign-in code',
  'follow-up-digest': 'Follow-ups today (to counsellors)',
  'admissions-open': 'Admissions open (to enquiries)',
  'counselling-invite': 'Counselling invitation (to enquiries)',
};

/** The variables each template's text may use, as {{name}}. */
export const TEMPLATE_VARIABLES: Record<TemplateKey, readonly string[]> = {
  'account-setup': ['name', 'link', 'code', 'expiresOn'],
  'password-reset': ['name', 'link'],
  'fee-reminder-before': ['name', 'rollNo', 'installment', 'amount', 'dueDate', 'link'],
  'fee-reminder-due': ['name', 'rollNo', 'installment', 'amount', 'dueDate', 'link'],
  'fee-reminder-overdue': ['name', 'rollNo', 'installment', 'amount', 'dueDate', 'link'],
  'payment-received': ['name', 'amount', 'receiptNo', 'installment', 'date'],
  'payment-failed': ['name', 'amount', 'installment', 'reason'],
  'payment-rejected': ['name', 'amount', 'installment', 'reason'],
  'stse-registered': ['name', 'rollNo', 'link'],
  'stse-admit-card': ['name', 'rollNo', 'centre', 'link'],
  'stse-results': ['name', 'rollNo', 'link'],
  'ticket-replied': ['name', 'subject', 'link'],
  'absent-today': ['names', 'date'],
  'login-code': ['code', 'minutes'],
  'follow-up-digest': ['name', 'date', 'count', 'list', 'link'],
  'admissions-open': ['name', 'link', 'unsubscribe'],
  'counselling-invite': ['name', 'link', 'unsubscribe'],
};

/**
 * Variables the portal itself fills with a link to a page of its own: the only values a message
 * may show as a link. Every other value comes from a record someone typed (a name, a subject).
 */
export const LINK_VARIABLES: readonly string[] = ['link', 'unsubscribe'];

/** Variables that open an account: never shown in the outbox, and wiped once the message is done. */
export const SECRET_VARIABLES: readonly string[] = ['link', 'code'];
export const HIDDEN_VARIABLE = '(hidden)';

/** Templates that are about the account itself: always by e-mail, whatever the preferences. */
export const ACCOUNT_TEMPLATES: readonly TemplateKey[] = [
  'account-setup',
  'password-reset',
  'login-code',
];

export const MESSAGE_LIMITS = {
  subject: 150,
  body: 2000,
  /** DLT: the approved text of one SMS template. */
  smsBody: 1000,
  /** DLT template ids are 19 digits. */
  dltTemplateId: 19,
  /** DLT: a {#var#} stands for at most 30 characters. */
  dltVariable: 30,
  whatsappName: 512,
  /** STSE registration confirmations one address (e-mail or mobile) gets in 24 hours. */
  confirmationsPerDay: 3,
  /** Messages shown per page in Admin → Messages. */
  pageSize: 50,
} as const;

export const attemptSchema = z.object({
  at: z.string(),
  outcome: z.enum(['sent', 'failed', 'not-sent']),
  error: z.string().nullable(),
});
export type MessageAttempt = z.infer<typeof attemptSchema>;

/** What a message carries beside its text, made when it is sent: a payment's receipt as a PDF. */
export type MessageAttachment = { kind: 'receipt'; paymentId: string };

export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  /** An e-mail address or a 10-digit mobile number. */
  recipient: z.string(),
  template: z.enum(TEMPLATE_KEYS),
  /** The recipient's language, chosen when it was queued: its template is that language's. */
  language: z.enum(LANGUAGES).default('en'),
  /** The values the template is filled with when it is sent (secrets shown as "(hidden)"). */
  variables: z.record(z.string(), z.string()),
  /** The same key is queued once: the same reminder never goes twice. */
  dedupeKey: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  attempts: z.number().int().nonnegative(),
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  attemptLog: z.array(attemptSchema),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

const dltTemplateIdField = z
  .string()
  .trim()
  .refine((value) => value === '' || /^\d{19}$/.test(value), {
    message: 'A DLT template id is 19 digits.',
  });

const whatsappNameField = z
  .string()
  .trim()
  .max(MESSAGE_LIMITS.whatsappName)
  .refine((value) => value === '' || /^[a-z0-9_]+$/.test(value), {
    message: 'A WhatsApp template name has only lower-case letters, digits and underscores.',
  });

/** What the admin edits of one template in one channel. */
export const messageTemplateEditSchema = z.object({
  /** E-mail only. */
  subject: textField('Subject', MESSAGE_LIMITS.subject),
  body: required('Message', MESSAGE_LIMITS.body),
  /** SMS only: the id and the exact text approved on the DLT platform, {#var#} for a variable. */
  dltTemplateId: dltTemplateIdField,
  dltText: textField('Approved DLT text', MESSAGE_LIMITS.smsBody),
  /** WhatsApp only: the approved template's name and language, and its {{1}}, {{2}}… in order. */
  whatsappName: whatsappNameField,
  whatsappLanguage: z
    .string()
    .trim()
    .regex(/^[a-z]{2}(_[A-Z]{2})?$/, 'A language code looks like en or en_US.'),
  whatsappParameters: z.array(z.string()).max(10),
});
export type MessageTemplateEdit = z.infer<typeof messageTemplateEditSchema>;

export const messageTemplateSchema = messageTemplateEditSchema.extend({
  template: z.enum(TEMPLATE_KEYS),
  channel: z.enum(MESSAGE_CHANNELS),
  /** Every template has an English and a Hindi version in each channel (its own DLT id and text). */
  language: z.enum(LANGUAGES).default('en'),
  /** When the admin last changed it; null: the portal's default text. */
  updatedAt: z.string().nullable(),
});
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;

/** How a student or a school wants to hear from the institute (e-mail always). */
export const messagePreferencesSchema = z.object({
  sms: z.boolean(),
  whatsapp: z.boolean(),
  /** When WhatsApp was chosen: its explicit opt-in. */
  whatsappOptInAt: z.string().nullable(),
});
export type MessagePreferences = z.infer<typeof messagePreferencesSchema>;
export const DEFAULT_MESSAGE_PREFERENCES: MessagePreferences = {
  sms: true,
  whatsapp: false,
  whatsappOptInAt: null,
};
/** What the preferences form sends: the opt-in time is the server's. */
export const messagePreferencesEditSchema = messagePreferencesSchema.pick({
  sms: true,
  whatsapp: true,
});
export type MessagePreferencesEdit = z.infer<typeof messagePreferencesEditSchema>;

export type MessageFilter = {
  channel?: MessageChannel;
  status?: MessageStatus;
  template?: TemplateKey;
  /** YYYY-MM-DD, India time, inclusive. */
  from?: string;
  to?: string;
  /** 1-based. */
  page?: number;
};
export type MessagePage = { rows: OutboxMessage[]; total: number };

/** One day's messages by status (India time), newest day first. */
export type MessageDayCount = { day: string; counts: Record<MessageStatus, number> };

export type MessageChannelStatus = {
  channel: MessageChannel;
  setUp: boolean;
  lastSuccessAt: string | null;
};
