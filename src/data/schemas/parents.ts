// Parents: a person known by their mobile number, linked to the students whose guardian mobile it
// is (the student record's Mobile number), and to any student the office links by hand. The
// office may also unlink a record's own guardian mobile; both are parent links, never lost.
import { z } from 'zod';
import { CLASSES, LANGUAGES, STREAMS } from '../constants';
import { idField, mobileField, newPasswordField, personNameField, timestampField } from './fields';

/** How long a sign-in code works, and how many tries it allows. */
export const LOGIN_CODE_MINUTES = 10;
export const LOGIN_CODE_TRIES = 5;
export const LOGIN_CODE_LENGTH = 6;

export const LOGIN_CODE_MESSAGE = 'Enter the 6-digit code we sent you.';
export const LOGIN_CODE_REFUSED_MESSAGE =
  'This code is not correct or has expired. Ask for a new code.';
export const LOGIN_CODE_SENT_MESSAGE =
  'If this mobile number is on a student record, we have sent it a 6-digit code. It works for 10 minutes.';
export const TOO_MANY_CODES_MESSAGE = 'Too many codes asked for. Wait 15 minutes and try again.';
export const NOT_YOUR_CHILD_MESSAGE = 'This student is not linked to your mobile number.';
export const ALREADY_LINKED_MESSAGE = 'This mobile number is already linked to the student.';
export const ADULTS_ONLY_MESSAGE =
  'Only a student of 18 or over can keep their attendance and results from their parents.';
export const HIDDEN_FROM_PARENTS_MESSAGE =
  'Your child has chosen not to share their attendance and results. Their fees are still shown here.';

/** The parent sign-in form's first step: the mobile number a code is sent to. */
export const parentCodeRequestSchema = z.object({ mobile: mobileField('Mobile number') });
export type ParentCodeRequest = z.infer<typeof parentCodeRequestSchema>;

/** What the browser sends for a code: the number, and the language of the page it was asked from
 *  (the code's message goes out in it unless the parent's account chose another for SMS). */
export const parentCodeBodySchema = parentCodeRequestSchema.extend({
  language: z.enum(LANGUAGES).optional(),
});

/** The second step: the code from the message. */
export const parentCodeSignInSchema = parentCodeRequestSchema.extend({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${LOGIN_CODE_LENGTH}}$`), LOGIN_CODE_MESSAGE),
});
export type ParentCodeSignIn = z.infer<typeof parentCodeSignInSchema>;

/** The sign-in form before a code was sent: its code field, not shown yet, is not checked. */
export const parentCodeFormSchema = parentCodeRequestSchema.extend({ code: z.string() });

/** One answer whether the number is on no record, has no password, or the password is wrong. */
export const PARENT_PASSWORD_REFUSED_MESSAGE =
  'The mobile number or password is not correct. You can sign in with a code instead.';

/** Signing in with the mobile and the parent's own password, instead of a code. */
export const parentPasswordSignInSchema = parentCodeRequestSchema.extend({
  password: z.string().min(1, 'Enter your password.').max(1000),
});
export type ParentPasswordSignIn = z.infer<typeof parentPasswordSignInSchema>;

/** A parent's own password (optional: a code always works), typed twice. */
export const parentPasswordSchema = z
  .object({ password: newPasswordField, confirm: z.string().max(200) })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    message: 'The two passwords differ. Type the same password twice.',
  });
export type ParentPasswordEdit = z.infer<typeof parentPasswordSchema>;

/** Whether the parent has a password of their own, and since when. */
export type ParentPasswordStatus = { setAt: string | null };

/** What a parent may choose to hear about, each by SMS and by WhatsApp (with their opt-in). */
export const PARENT_MESSAGE_GROUPS = ['absence', 'fees', 'receipts', 'results', 'tickets'] as const;
export type ParentMessageGroup = (typeof PARENT_MESSAGE_GROUPS)[number];
export const PARENT_MESSAGE_GROUP_LABELS: Record<ParentMessageGroup, string> = {
  absence: 'Absence alerts',
  fees: 'Fee reminders',
  receipts: 'Receipts and payments',
  results: 'Results published',
  tickets: 'Replies to support tickets',
};

const groupsField = z.array(z.enum(PARENT_MESSAGE_GROUPS)).max(PARENT_MESSAGE_GROUPS.length);

/** A parent's choices: the events they hear by SMS and by WhatsApp on their mobile. */
export const parentPreferencesSchema = z.object({
  sms: groupsField,
  whatsapp: groupsField,
  /** When they first chose WhatsApp: its explicit opt-in; null when they have none. */
  whatsappOptInAt: z.string().nullable(),
});
export type ParentPreferences = z.infer<typeof parentPreferencesSchema>;
/** Until a parent chooses: every event by SMS (as the guardian mobile hears today), no WhatsApp. */
export const DEFAULT_PARENT_PREFERENCES: ParentPreferences = {
  sms: [...PARENT_MESSAGE_GROUPS],
  whatsapp: [],
  whatsappOptInAt: null,
};
export const parentPreferencesEditSchema = parentPreferencesSchema.pick({
  sms: true,
  whatsapp: true,
});
export type ParentPreferencesEdit = z.infer<typeof parentPreferencesEditSchema>;

/** A parent who has signed in at least once: what the portal remembers of them. */
export const parentSchema = z.object({
  id: idField,
  mobile: mobileField(),
  name: z.string().max(200),
  /** The child whose pages they saw last: the parent area opens on it. */
  childId: idField.optional(),
  /** Their message choices; absent until they save some. */
  preferences: parentPreferencesSchema.optional(),
  /** When they last set a password of their own (its hash is on their sign-in account). */
  passwordSetAt: timestampField.optional(),
  createdAt: timestampField,
});
export type Parent = z.infer<typeof parentSchema>;

/**
 * The office's change to who a student's parents are: `linked` true adds a mobile to the student
 * (a second guardian, a sibling's parent with another number); false takes the record's own
 * guardian mobile away from the student's parents. The latest link per (mobile, student) holds.
 */
export const parentLinkSchema = z.object({
  id: idField,
  mobile: mobileField(),
  studentId: idField,
  linked: z.boolean(),
  /** The parent's name as the office gave it (a linked mobile); empty for an unlink. */
  name: z.string().max(200),
  at: timestampField,
});
export type ParentLink = z.infer<typeof parentLinkSchema>;

/** The office's Link Parent form. */
export const newParentLinkSchema = z.object({
  mobile: mobileField('Mobile number'),
  name: personNameField('Parent name'),
});
export type NewParentLink = z.infer<typeof newParentLinkSchema>;

/** A student's parent as the office sees it: from the record, or linked by the office. */
export type StudentParent = { mobile: string; name: string; source: 'record' | 'office' };

/** A child in the parent area's switcher. */
export const parentChildSchema = z.object({
  id: idField,
  name: z.string(),
  currentClass: z.literal(CLASSES),
  stream: z.enum(STREAMS),
  rollNo: z.string(),
});
export type ParentChild = z.infer<typeof parentChildSchema>;

/** The parent's name, their children, and the child whose pages the parent area shows (null:
 *  no child linked). */
export type ParentChildren = { name: string; children: ParentChild[]; childId: string | null };
