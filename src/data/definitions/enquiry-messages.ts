// Messages to enquiries: a preview with the counts, the send (queued in the outbox), a person's
// choices recorded by a counsellor, and the public Unsubscribe link. A counsellor reaches their
// own enquiries, the office every enquiry of their branches (enquiryReachOf).
import { z } from 'zod';
import { ADMIN_ONLY, operation, recordOf } from '../core/operation';
import { recordIdSchema } from '../core/wire';
import type {
  EnquiryConsent,
  EnquiryMessageInput,
  EnquiryMessagePreview,
  EnquiryMessageResult,
  Unsubscribe,
} from '../schemas/enquiry-messages';
import type { EnquiryDetail, EnquiryReach } from '../schemas/enquiries';
import { enquiryReachOf } from './enquiries';

const WORK = { callers: ADMIN_ONLY, permission: 'enquiries.work' } as const;
const MAX_BODY = 8 * 1024;

function onMessage<Result>(path: string, changes: ReadonlyArray<'enquiries' | 'outbox'>) {
  return operation<[message: EnquiryMessageInput, reach?: EnquiryReach], Result>({
    verb: 'POST',
    path,
    maxBodyBytes: MAX_BODY,
    policy: { ...WORK, scope: ([message], { caller }) => [message, enquiryReachOf(caller)] },
    changes,
    encode: (message) => ({ body: message }),
    decode: z
      .object({ body: recordOf<EnquiryMessageInput>() })
      .transform(({ body }): [EnquiryMessageInput] => [body]),
  });
}

export const enquiryMessageOperations = {
  /** Who a message would reach, by which ways, and how it reads: nothing is sent. */
  previewEnquiryMessage: onMessage<EnquiryMessagePreview>('/api/enquiries/messages/preview', []),
  /** Queues the message to each person of the segment, by the ways they may be reached. */
  sendEnquiryMessage: onMessage<EnquiryMessageResult>('/api/enquiries/messages', [
    'outbox',
    'enquiries',
  ]),
  /** What a person told a counsellor: WhatsApp welcome or not, messages or none. */
  setEnquiryConsent: operation<
    [id: string, consent: EnquiryConsent, reach?: EnquiryReach],
    EnquiryDetail
  >({
    verb: 'POST',
    path: '/api/enquiries/:id/consent',
    policy: {
      ...WORK,
      scope: ([id, consent], { caller }) => [id, consent, enquiryReachOf(caller)],
    },
    changes: ['enquiries'],
    encode: (id, consent) => ({ params: { id }, body: consent }),
    decode: z
      .object({ params: z.object({ id: recordIdSchema }), body: recordOf<EnquiryConsent>() })
      .transform(({ params, body }): [string, EnquiryConsent] => [params.id, body]),
  }),
  /** The Unsubscribe link in a message: anyone holding it, as often as it is opened. */
  unsubscribeEnquiry: operation<[request: Unsubscribe], void>({
    verb: 'POST',
    path: '/api/unsubscribe',
    maxBodyBytes: 1024,
    policy: {
      callers: 'anyone',
      rateLimit: (caller) => (caller.role === 'visitor' ? 'registrations' : null),
    },
    changes: ['enquiries'],
    encode: (request) => ({ body: request }),
    decode: z
      .object({ body: recordOf<Unsubscribe>() })
      .transform(({ body }): [Unsubscribe] => [body]),
  }),
};
