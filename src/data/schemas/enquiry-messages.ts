// Messages to enquiries: one person, or a segment of them (by stage, source, class, STSE tier,
// school), through the outbox with the admin's templates. Only to those who did not unsubscribe;
// WhatsApp only to those who opted in.
import { z } from 'zod';
import { CLASSES, TEXT_LIMITS } from '../constants';
import { idField, textField } from './fields';
import { MESSAGE_CHANNELS } from './messages';
import type { MessageChannel, TemplateKey } from './messages';
import { ENQUIRY_SOURCES } from './enquiries';

/** The templates a counsellor may send to enquiries (each needs its own DLT approval for SMS). */
export const ENQUIRY_MESSAGE_TEMPLATES = [
  'admissions-open',
  'counselling-invite',
] as const satisfies readonly TemplateKey[];
export type EnquiryMessageTemplate = (typeof ENQUIRY_MESSAGE_TEMPLATES)[number];

/** The most people one message is sent to at once: a larger segment is narrowed first. */
export const SEGMENT_LIMIT = 5000;
export const SEGMENT_TOO_LARGE_MESSAGE = `At most ${SEGMENT_LIMIT.toLocaleString('en-IN')} people can be messaged at once: narrow the segment.`;
export const NOBODY_TO_MESSAGE = 'Nobody in this segment can get this message.';

/** A filter a form leaves blank ('') is no filter. */
const blankAsNone = <Schema extends z.ZodType>(schema: Schema) =>
  z
    .union([schema, z.literal('')])
    .optional()
    .transform((value) => (value === '' ? undefined : (value as z.output<Schema> | undefined)));

/** Who gets the message: one enquiry, or every enquiry the filters match (open ones by default). */
export const enquirySegmentSchema = z.object({
  enquiryId: blankAsNone(idField),
  /** A stage's id; none: every open enquiry. */
  stageId: blankAsNone(z.string().max(40)),
  source: blankAsNone(z.enum(ENQUIRY_SOURCES)),
  currentClass: z.literal(CLASSES).optional(),
  /** An STSE scholarship tier's reward (its registrants whose marks fall in it). */
  tier: blankAsNone(z.string().max(TEXT_LIMITS.title)),
  /** Part of the school's name. */
  schoolName: blankAsNone(textField('School', TEXT_LIMITS.name)),
});
export type EnquirySegment = Partial<z.infer<typeof enquirySegmentSchema>>;

export const enquiryMessageSchema = z.object({
  template: z.enum(ENQUIRY_MESSAGE_TEMPLATES, { error: 'Choose a message.' }),
  channels: z
    .array(z.enum(MESSAGE_CHANNELS))
    .min(1, 'Choose at least one way to send it.')
    .max(MESSAGE_CHANNELS.length),
  segment: enquirySegmentSchema,
  /** Made once per form: the same request sent twice queues its messages once. */
  sendKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Open the form again.'),
});
export type EnquiryMessage = Omit<z.infer<typeof enquiryMessageSchema>, 'segment'> & {
  segment: EnquirySegment;
};
export type EnquiryMessageInput = z.input<typeof enquiryMessageSchema>;

/** One message as it will read for the segment's first person, in one channel. */
export type MessagePreviewText = {
  channel: MessageChannel;
  subject: string;
  body: string;
  /** Why it will not go (no DLT approval, the channel not set up), or null. */
  problem: string | null;
};

export type EnquiryMessagePreview = {
  /** Enquiries the segment matches (unsubscribed ones included); over `limit`: too many, counted
   *  no further. */
  matched: number;
  limit: number;
  /** Of them, those who asked for no more messages: left out. */
  unsubscribed: number;
  /** With a mobile but no WhatsApp opt-in, when WhatsApp is chosen: left out of WhatsApp. */
  notOptedIn: number;
  /** Reached by none of the chosen ways (an e-mail-only message to someone with no e-mail). */
  unreachable: number;
  /** Those who get at least one message. */
  people: number;
  /** Messages that will be queued, per channel (none when the segment is too large). */
  counts: Record<MessageChannel, number>;
  /** The message as the first person reached will read it, per chosen channel. */
  first?: { name: string; texts: MessagePreviewText[] } | undefined;
  /** The channels this server sends by (the browser-only demo: none). */
  setUp: MessageChannel[];
};

export type EnquiryMessageResult = {
  people: number;
  counts: Record<MessageChannel, number>;
};

/** A person's choices as a counsellor records them (what they said on a call, a visit). */
export const enquiryConsentSchema = z.object({
  whatsappOptIn: z.boolean().optional(),
  /** false: they asked for no more messages. */
  messages: z.boolean().optional(),
});
export type EnquiryConsent = z.infer<typeof enquiryConsentSchema>;

/** The Unsubscribe link's two halves. */
export const unsubscribeSchema = z.object({
  enquiryId: idField,
  key: z.string().min(1).max(64),
});
export type Unsubscribe = z.infer<typeof unsubscribeSchema>;
export const UNSUBSCRIBE_LINK_INVALID =
  'This link is not valid. If you still get messages, call the institute.';
