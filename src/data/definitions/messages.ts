// Messages that reach people outside the portal (../schemas/messages.ts): the admin's view of the
// outbox (filters, counts per day, Retry), the templates and the channels; and each student's and
// school's choice of channels. What is queued is decided by the server's operations themselves.
import { z } from 'zod';
import { ADMIN_ONLY, operation, recordOf } from '../core/operation';
import type { Callers } from '../core/operation';
import { filterQuery, recordIdSchema } from '../core/wire';
import { MESSAGE_CHANNELS, MESSAGE_STATUSES, TEMPLATE_KEYS } from '../schemas/messages';
import { LANGUAGES } from '../constants';
import type { Language } from '../constants';
import type {
  MessageChannel,
  MessageChannelStatus,
  MessageDayCount,
  MessageFilter,
  MessagePage,
  MessagePreferences,
  MessagePreferencesEdit,
  MessageTemplate,
  MessageTemplateEdit,
  OutboxMessage,
  TemplateKey,
} from '../schemas/messages';

const STUDENT_OR_SCHOOL: Callers = ['student', 'school'];
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a real date.');
const templateParams = z.object({
  template: z.enum(TEMPLATE_KEYS),
  channel: z.enum(MESSAGE_CHANNELS),
  language: z.enum(LANGUAGES),
});

export const messageOperations = {
  /** Newest first, 50 to a page, with how many match the filter. */
  listMessages: operation<[filter?: MessageFilter], MessagePage>({
    verb: 'GET',
    path: '/api/messages',
    policy: { callers: ADMIN_ONLY, permission: 'messages.manage' },
    changes: [],
    encode: (filter = {}) => ({
      query: filterQuery(filter),
    }),
    decode: z
      .object({
        query: z.object({
          channel: z.enum(MESSAGE_CHANNELS).optional(),
          status: z.enum(MESSAGE_STATUSES).optional(),
          template: z.enum(TEMPLATE_KEYS).optional(),
          from: isoDay.optional(),
          to: isoDay.optional(),
          page: z.coerce.number().int().min(1).max(100_000).optional(),
        }),
      })
      .transform(({ query }): [MessageFilter] => [
        Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)),
      ]),
  }),
  getMessage: operation<[id: string], OutboxMessage | undefined>({
    verb: 'GET',
    path: '/api/messages/:id',
    policy: { callers: ADMIN_ONLY, permission: 'messages.manage' },
    changes: [],
    encode: (id) => ({ params: { id } }),
    decode: z
      .object({ params: z.object({ id: recordIdSchema }) })
      .transform(({ params }): [string] => [params.id]),
  }),
  /** Queues a failed, given-up or not-sent message again, for its next attempt now. */
  retryMessage: operation<[id: string], OutboxMessage>({
    verb: 'POST',
    path: '/api/messages/:id/retry',
    policy: { callers: ADMIN_ONLY, permission: 'messages.manage' },
    changes: ['outbox'],
    encode: (id) => ({ params: { id }, body: {} }),
    decode: z
      .object({ params: z.object({ id: recordIdSchema }) })
      .transform(({ params }): [string] => [params.id]),
  }),
  /** The last 14 days (India time), newest first, each day's messages by status. */
  messageCountsByDay: operation<[], MessageDayCount[]>({
    verb: 'GET',
    path: '/api/messages/counts',
    policy: { callers: ADMIN_ONLY, permission: 'messages.manage' },
    changes: [],
    encode: () => ({}),
    decode: z.object({}).transform((): [] => []),
  }),
  /** Every template in every channel and language: the admin's text where changed, else the portal's. */
  listMessageTemplates: operation<[], MessageTemplate[]>({
    verb: 'GET',
    path: '/api/message-templates',
    policy: { callers: ADMIN_ONLY, permission: 'messages.manage' },
    changes: [],
    encode: () => ({}),
    decode: z.object({}).transform((): [] => []),
  }),
  /** One language's version of a template in a channel (each has its own DLT and WhatsApp ids). */
  saveMessageTemplate: operation<
    [template: TemplateKey, channel: MessageChannel, language: Language, edit: MessageTemplateEdit],
    MessageTemplate
  >({
    verb: 'PUT',
    path: '/api/message-templates/:template/:channel/:language',
    policy: { callers: ADMIN_ONLY, permission: 'messages.manage' },
    changes: ['messageTemplates', 'auditLog'],
    encode: (template, channel, language, edit) => ({
      params: { template, channel, language },
      body: edit,
    }),
    decode: z
      .object({ params: templateParams, body: recordOf<MessageTemplateEdit>() })
      .transform(
        ({ params, body }): [TemplateKey, MessageChannel, Language, MessageTemplateEdit] => [
          params.template,
          params.channel,
          params.language,
          body,
        ],
      ),
  }),
  /** Whether each channel is set up on this server, and its last message sent. */
  getMessageChannels: operation<[], MessageChannelStatus[]>({
    verb: 'GET',
    path: '/api/message-channels',
    policy: { callers: ADMIN_ONLY, permission: 'messages.manage' },
    changes: [],
    encode: () => ({}),
    decode: z.object({}).transform((): [] => []),
  }),
  /** The signed-in student's or school's channels. */
  getMyMessagePreferences: operation<[], MessagePreferences>({
    verb: 'GET',
    path: '/api/my/message-preferences',
    policy: { callers: STUDENT_OR_SCHOOL },
    changes: [],
    encode: () => ({}),
    decode: z.object({}).transform((): [] => []),
  }),
  saveMyMessagePreferences: operation<[edit: MessagePreferencesEdit], MessagePreferences>({
    verb: 'PUT',
    path: '/api/my/message-preferences',
    policy: { callers: STUDENT_OR_SCHOOL },
    changes: ['messagePreferences'],
    encode: (edit) => ({ body: edit }),
    decode: z
      .object({ body: recordOf<MessagePreferencesEdit>() })
      .transform(({ body }): [MessagePreferencesEdit] => [body]),
  }),
};
