// Messages to enquiries in the browser-only mode. The demo sends nothing: a send is kept in this
// browser's outbox, each message marked Not sent with the reason, so Admin → Messages shows what
// would have gone. Who gets what is operations/enquiry-messages.ts's, as on the server.
import { newId } from '../../core/ids';
import type { Collections } from '../../core/collections';
import { resolveTemplates } from '../../rules/messages';
import type { OutboxMessage } from '../../schemas/messages';
import type { EnquiryReach } from '../../schemas/enquiries';
import type {
  EnquiryMessageInput,
  EnquiryMessagePreview,
  EnquiryMessageResult,
  Unsubscribe,
} from '../../schemas/enquiry-messages';
import { unsubscribeSchema } from '../../schemas/enquiry-messages';
import { validated } from '../../core/validate';
import {
  UNSUBSCRIBE_ACTOR,
  checkedEnquiryMessage,
  decideUnsubscribe,
  inSegment,
  plannedCounts,
  plannedMessages,
  previewOf,
} from '../../operations/enquiry-messages';
import type { EnquiryMessage } from '../../schemas/enquiry-messages';
import type { LocalContext } from './context';
import { reaches } from './enquiry-intake';

/** Links in the demo's messages stay relative: it has no address of its own to give. */
const PUBLIC_URL = '';
const DEMO_NOT_SENT = 'The browser-only demo sends no messages.';

type Lists = Pick<Collections, 'enquiries' | 'settings' | 'stseCandidates'>;

/** The enquiries of the segment the caller reaches. */
function segmentOf(lists: Lists, message: EnquiryMessage, reach: EnquiryReach) {
  const marks = new Map(lists.stseCandidates.map((candidate) => [candidate.id, candidate.marks]));
  const stages = lists.settings.admissions.stages;
  const tiers = lists.settings.stse.scholarshipTiers;
  return lists.enquiries.filter((enquiry) => {
    if (!reaches(reach, enquiry)) return false;
    const mark = enquiry.candidateId === undefined ? undefined : marks.get(enquiry.candidateId);
    return inSegment(enquiry, message.segment, {
      stages,
      tiers,
      ...(mark === undefined ? {} : { marks: mark }),
    });
  });
}

export async function previewEnquiryMessage(
  context: LocalContext,
  input: EnquiryMessageInput,
  reach: EnquiryReach = {},
): Promise<EnquiryMessagePreview> {
  const message = checkedEnquiryMessage(input);
  const [enquiries, settings, stseCandidates, saved] = await Promise.all([
    context.store.read('enquiries'),
    context.store.read('settings'),
    context.store.read('stseCandidates'),
    context.store.read('messageTemplates'),
  ]);
  const people = segmentOf({ enquiries, settings, stseCandidates }, message, reach);
  return previewOf(people, people.length, message, resolveTemplates(saved), {
    publicUrl: PUBLIC_URL,
    setUp: [],
  });
}

export async function sendEnquiryMessage(
  context: LocalContext,
  input: EnquiryMessageInput,
  reach: EnquiryReach = {},
): Promise<EnquiryMessageResult> {
  const message = checkedEnquiryMessage(input);
  const keys = ['enquiries', 'settings', 'stseCandidates', 'outbox'] as const;
  return context.store.update(keys, (lists) => {
    const people = segmentOf(lists, message, reach);
    const { planned, keyed } = plannedMessages(people, people.length, message, PUBLIC_URL);
    const at = context.now().toISOString();
    const known = new Set(lists.outbox.map((row) => row.dedupeKey));
    const queued: OutboxMessage[] = planned.flatMap((item) =>
      item.channels.flatMap((channel): OutboxMessage[] => {
        const dedupeKey = `${item.dedupeKey}:${channel}`;
        if (known.has(dedupeKey)) return [];
        return [
          {
            id: newId(),
            channel,
            recipient: channel === 'email' ? item.person.email : item.person.mobile,
            template: message.template,
            language: 'en',
            variables: item.variables,
            dedupeKey,
            status: 'not-sent',
            attempts: 1,
            nextAttemptAt: null,
            lastError: DEMO_NOT_SENT,
            createdAt: at,
            sentAt: null,
            attemptLog: [{ at, outcome: 'not-sent', error: DEMO_NOT_SENT }],
          },
        ];
      }),
    );
    const keys = new Map(keyed.map((item) => [item.id, item.optOutKey]));
    return {
      write: {
        outbox: [...lists.outbox, ...queued],
        ...(keys.size === 0
          ? {}
          : {
              enquiries: lists.enquiries.map((enquiry) => {
                const optOutKey = keys.get(enquiry.id);
                return optOutKey === undefined ? enquiry : { ...enquiry, optOutKey };
              }),
            }),
      },
      result: { people: planned.length, counts: plannedCounts(planned) },
    };
  });
}

export async function unsubscribeEnquiry(context: LocalContext, input: Unsubscribe) {
  const request = validated(unsubscribeSchema, input, 'unsubscribe');
  await context.store.update(['enquiries'], ({ enquiries }) => {
    const enquiry = enquiries.find((item) => item.id === request.enquiryId);
    const changed = decideUnsubscribe(
      enquiry,
      request.key,
      context.now().toISOString(),
      UNSUBSCRIBE_ACTOR,
    );
    if (changed === enquiry) return { result: undefined };
    return {
      write: { enquiries: enquiries.map((item) => (item.id === changed.id ? changed : item)) },
      result: undefined,
    };
  });
}
