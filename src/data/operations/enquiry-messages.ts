// Messages to enquiries, decided once for both modes: who a segment is, which ways each person may
// be reached (never after they unsubscribed; WhatsApp only with their opt-in), what each message
// says, and the choices a counsellor records or the Unsubscribe link makes.
import { newId } from '../core/ids';
import { refuse, validated } from '../core/validate';
import { DataValidationError } from '../errors';
import { MESSAGE_CHANNELS } from '../schemas/messages';
import type { MessageChannel, MessageTemplate } from '../schemas/messages';
import type { Enquiry, EnquiryStage } from '../schemas/enquiries';
import type { ScholarshipTier } from '../schemas/settings';
import {
  NOBODY_TO_MESSAGE,
  SEGMENT_LIMIT,
  SEGMENT_TOO_LARGE_MESSAGE,
  UNSUBSCRIBE_LINK_INVALID,
  enquiryConsentSchema,
  enquiryMessageSchema,
} from '../schemas/enquiry-messages';
import type {
  EnquiryConsent,
  EnquiryMessage,
  EnquiryMessageInput,
  EnquiryMessagePreview,
  EnquirySegment,
  MessagePreviewText,
} from '../schemas/enquiry-messages';
import { dltMismatch, fillTemplate } from '../rules/messages';
import { appendEvent } from '../rules/enquiries';

/** What a message to an enquiry needs of them. */
export type SegmentPerson = Pick<
  Enquiry,
  'id' | 'name' | 'mobile' | 'email' | 'whatsappOptInAt' | 'unsubscribedAt' | 'optOutKey'
>;

/** The pages the messages link to, by template. */
const TEMPLATE_PATHS: Record<EnquiryMessage['template'], string> = {
  'admissions-open': '/programs',
  'counselling-invite': '/contact',
};
export const UNSUBSCRIBE_PATH = '/unsubscribe';
/** Who an unsubscribe by link is recorded as, in the enquiry's history. */
export const UNSUBSCRIBE_ACTOR = 'Unsubscribe link';

/** The request checked against the shared schema (every problem by field). */
export const checkedEnquiryMessage = (input: EnquiryMessageInput): EnquiryMessage =>
  validated(enquiryMessageSchema, input, 'message');

/**
 * The marks a tier covers: from its minimum up to the next higher tier's (none above: no end).
 * Undefined when no tier has that reward.
 */
export function tierMarksRange(
  reward: string,
  tiers: readonly ScholarshipTier[],
): { min: number; below?: number } | undefined {
  const tier = tiers.find((item) => item.reward === reward);
  if (!tier) return undefined;
  const higher = tiers.map((item) => item.minMarks).filter((minMarks) => minMarks > tier.minMarks);
  return higher.length === 0
    ? { min: tier.minMarks }
    : { min: tier.minMarks, below: Math.min(...higher) };
}

/** The segment's stages: the one named, or every stage of an open kind. */
export function segmentStageIds(
  segment: EnquirySegment,
  stages: readonly EnquiryStage[],
): string[] {
  if (segment.stageId) return [segment.stageId];
  return stages
    .filter((stage) => stage.kind !== 'won' && stage.kind !== 'lost')
    .map((stage) => stage.id);
}

/**
 * Whether an enquiry is in the segment (the browser-only mode's filter; the server's SQL says
 * the same). `marks`: the STSE marks of the registration it came with, if any.
 */
export function inSegment(
  enquiry: Enquiry,
  segment: EnquirySegment,
  context: { stages: readonly EnquiryStage[]; tiers: readonly ScholarshipTier[]; marks?: number },
): boolean {
  if (enquiry.mergedInto !== undefined) return false;
  if (segment.enquiryId !== undefined) return enquiry.id === segment.enquiryId;
  if (!segmentStageIds(segment, context.stages).includes(enquiry.stageId)) return false;
  if (segment.stageId === undefined && !enquiry.open) return false;
  if (segment.source !== undefined && enquiry.source !== segment.source) return false;
  if (segment.currentClass !== undefined && enquiry.currentClass !== segment.currentClass) {
    return false;
  }
  const school = segment.schoolName?.trim().toLowerCase();
  if (school && !enquiry.schoolName.toLowerCase().includes(school)) return false;
  if (segment.tier !== undefined) {
    const range = tierMarksRange(segment.tier, context.tiers);
    const marks = context.marks;
    if (!range || marks === undefined) return false;
    if (marks < range.min || (range.below !== undefined && marks >= range.below)) return false;
  }
  return true;
}

/** The ways one person may get a message, of those chosen. */
export function channelsFor(
  person: SegmentPerson,
  chosen: readonly MessageChannel[],
): MessageChannel[] {
  if (person.unsubscribedAt !== undefined) return [];
  return MESSAGE_CHANNELS.filter((channel) => {
    if (!chosen.includes(channel)) return false;
    if (channel === 'email') return person.email !== '';
    if (channel === 'sms') return person.mobile !== '';
    return person.mobile !== '' && person.whatsappOptInAt !== undefined;
  });
}

/** A template's variables for one person: their name, the page it links to, their Unsubscribe link. */
export function messageVariables(
  person: SegmentPerson,
  template: EnquiryMessage['template'],
  publicUrl: string,
  optOutKey: string,
): Record<string, string> {
  const query = new URLSearchParams({ enquiry: person.id, key: optOutKey });
  return {
    name: person.name,
    link: `${publicUrl}${TEMPLATE_PATHS[template]}`,
    unsubscribe: `${publicUrl}${UNSUBSCRIBE_PATH}?${query.toString()}`,
  };
}

const noCounts = (): Record<MessageChannel, number> => ({ email: 0, sms: 0, whatsapp: 0 });

/** What a send would do: who is left out and why, the count per way, the first person's texts. */
export function previewOf(
  people: readonly SegmentPerson[],
  matched: number,
  message: EnquiryMessage,
  templates: readonly MessageTemplate[],
  context: { publicUrl: string; setUp: readonly MessageChannel[] },
): EnquiryMessagePreview {
  const counts = noCounts();
  let unsubscribed = 0;
  let notOptedIn = 0;
  let unreachable = 0;
  let reached = 0;
  let first: SegmentPerson | undefined;
  if (matched <= SEGMENT_LIMIT) {
    for (const person of people) {
      if (person.unsubscribedAt !== undefined) {
        unsubscribed += 1;
        continue;
      }
      const channels = channelsFor(person, message.channels);
      if (
        message.channels.includes('whatsapp') &&
        person.mobile !== '' &&
        person.whatsappOptInAt === undefined
      ) {
        notOptedIn += 1;
      }
      if (channels.length === 0) unreachable += 1;
      else {
        reached += 1;
        first ??= person;
      }
      for (const channel of channels) counts[channel] += 1;
    }
  }
  return {
    matched,
    limit: SEGMENT_LIMIT,
    unsubscribed,
    notOptedIn,
    unreachable,
    people: reached,
    counts,
    first: first && {
      name: first.name,
      texts: channelsFor(first, message.channels).map((channel) =>
        previewText(first, channel, message, templates, context),
      ),
    },
    setUp: [...context.setUp],
  };
}

function previewText(
  person: SegmentPerson,
  channel: MessageChannel,
  message: EnquiryMessage,
  templates: readonly MessageTemplate[],
  context: { publicUrl: string; setUp: readonly MessageChannel[] },
): MessagePreviewText {
  const template = templateFor(templates, message.template, channel);
  // The preview shows where the link goes, not a real person's key.
  const variables = {
    ...messageVariables(person, message.template, context.publicUrl, ''),
    unsubscribe: `${context.publicUrl}${UNSUBSCRIBE_PATH}?enquiry=${person.id}&key=…`,
  };
  const body = fillTemplate(template.body, variables);
  const problem = !context.setUp.includes(channel)
    ? 'Not set up on this portal: these will be marked Not sent.'
    : channel === 'sms'
      ? dltMismatch(body, template)
      : null;
  return { channel, subject: fillTemplate(template.subject, variables), body, problem };
}

function templateFor(
  templates: readonly MessageTemplate[],
  key: EnquiryMessage['template'],
  channel: MessageChannel,
): MessageTemplate {
  const template = templates.find((item) => item.template === key && item.channel === channel);
  if (!template) throw new Error(`No ${channel} template for ${key}.`);
  return template;
}

/** One message to queue: to whom, by which ways, saying what, under which key. */
export type PlannedMessage = {
  person: SegmentPerson;
  channels: MessageChannel[];
  variables: Record<string, string>;
  dedupeKey: string;
};

/**
 * The messages a send queues, and the people who get their Unsubscribe key now (those messaged
 * for the first time). Refused when the segment is too large or nobody can get it.
 */
export function plannedMessages(
  people: readonly SegmentPerson[],
  matched: number,
  message: EnquiryMessage,
  publicUrl: string,
): { planned: PlannedMessage[]; keyed: Array<{ id: string; optOutKey: string }> } {
  if (matched > SEGMENT_LIMIT) refuse('message', 'segment', SEGMENT_TOO_LARGE_MESSAGE);
  const keyed: Array<{ id: string; optOutKey: string }> = [];
  const planned = people.flatMap((person): PlannedMessage[] => {
    const channels = channelsFor(person, message.channels);
    if (channels.length === 0) return [];
    let optOutKey = person.optOutKey;
    if (optOutKey === undefined) {
      optOutKey = newId();
      keyed.push({ id: person.id, optOutKey });
    }
    return [
      {
        person,
        channels,
        variables: messageVariables(person, message.template, publicUrl, optOutKey),
        dedupeKey: `enquiry-message:${message.sendKey}:${person.id}`,
      },
    ];
  });
  if (planned.length === 0) refuse('message', 'segment', NOBODY_TO_MESSAGE);
  return { planned, keyed };
}

/** How many messages a plan queues, per way. */
export function plannedCounts(planned: readonly PlannedMessage[]): Record<MessageChannel, number> {
  const counts = noCounts();
  for (const item of planned) for (const channel of item.channels) counts[channel] += 1;
  return counts;
}

/** The enquiry with the choices a counsellor recorded, each in its history; unchanged if none. */
export function decideConsent(
  enquiry: Enquiry,
  input: EnquiryConsent,
  by: string,
  at: string,
): Enquiry {
  const consent = validated(enquiryConsentSchema, input, 'enquiry');
  let changed = enquiry;
  const note = (text: string) => {
    changed = {
      ...changed,
      updatedAt: at,
      events: appendEvent(changed, { at, by, kind: 'consent', note: text }),
    };
  };
  if (consent.whatsappOptIn === true && changed.whatsappOptInAt === undefined) {
    changed = { ...changed, whatsappOptInAt: at };
    note('Agreed to WhatsApp messages.');
  }
  if (consent.whatsappOptIn === false && changed.whatsappOptInAt !== undefined) {
    const { whatsappOptInAt: _withdrawn, ...rest } = changed;
    changed = rest;
    note('Withdrew the WhatsApp opt-in.');
  }
  if (consent.messages === false && changed.unsubscribedAt === undefined) {
    changed = { ...changed, unsubscribedAt: at };
    note('Asked for no more messages.');
  }
  if (consent.messages === true && changed.unsubscribedAt !== undefined) {
    const { unsubscribedAt: _allowed, ...rest } = changed;
    changed = rest;
    note('Agreed to messages again.');
  }
  return changed;
}

/** Two strings compared in a time that does not say where they differ. */
function sameSecret(given: string, kept: string): boolean {
  let difference = given.length ^ kept.length;
  for (let index = 0; index < given.length; index += 1) {
    difference |= given.charCodeAt(index) ^ kept.charCodeAt(index % Math.max(kept.length, 1));
  }
  return difference === 0;
}

/**
 * The enquiry unsubscribed by its link: the key must be the one in their messages. Unsubscribed
 * already: unchanged (the link works as often as it is opened).
 */
export function decideUnsubscribe(
  enquiry: Enquiry | undefined,
  key: string,
  at: string,
  by: string,
): Enquiry {
  if (!enquiry || enquiry.optOutKey === undefined || !sameSecret(key, enquiry.optOutKey)) {
    throw new DataValidationError('unsubscribe', [
      { path: 'key', message: UNSUBSCRIBE_LINK_INVALID },
    ]);
  }
  if (enquiry.unsubscribedAt !== undefined) return enquiry;
  return {
    ...enquiry,
    unsubscribedAt: at,
    updatedAt: at,
    events: appendEvent(enquiry, {
      at,
      by,
      kind: 'consent',
      note: 'Unsubscribed by the link in a message.',
    }),
  };
}
