// Messages in the browser-only mode: the demo sends nothing, so no channel is set up and the
// outbox holds only what a story or a test put there. Templates and preferences are kept as on
// the server, so the screens behave alike.
import {
  channelStatuses,
  countMessagesByDay,
  messagePage,
  preferencesToStore,
  retriedMessage,
  shownMessage,
  templateChange,
  templateToStore,
} from '../../operations/messages';
import { NotFoundError } from '../../errors';
import { isTemplateFor, resolveTemplates, templateIn } from '../../rules/messages';
import type { Language } from '../../constants';
import { DEFAULT_MESSAGE_PREFERENCES } from '../../schemas/messages';
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
} from '../../schemas/messages';
import type { StoredMessagePreferences } from '../../core/collections';
import { auditedUpdate } from './context';
import type { LocalContext } from './context';

export async function listMessages(
  context: LocalContext,
  filter: MessageFilter = {},
): Promise<MessagePage> {
  return messagePage(await context.store.read('outbox'), filter);
}

export async function getMessage(
  context: LocalContext,
  id: string,
): Promise<OutboxMessage | undefined> {
  const message = (await context.store.read('outbox')).find((row) => row.id === id);
  return message && shownMessage(message);
}

export async function retryMessage(context: LocalContext, id: string): Promise<OutboxMessage> {
  return context.store.update(['outbox'], ({ outbox }) => {
    const message = outbox.find((row) => row.id === id);
    if (!message) throw new NotFoundError('message', id);
    const retried = retriedMessage(message, context.now());
    return {
      write: { outbox: outbox.map((row) => (row.id === id ? retried : row)) },
      result: shownMessage(retried),
    };
  });
}

export async function messageCountsByDay(context: LocalContext): Promise<MessageDayCount[]> {
  return countMessagesByDay(await context.store.read('outbox'), context.now());
}

export async function listMessageTemplates(context: LocalContext): Promise<MessageTemplate[]> {
  return resolveTemplates(await context.store.read('messageTemplates'));
}

export async function saveMessageTemplate(
  context: LocalContext,
  template: TemplateKey,
  channel: MessageChannel,
  language: Language,
  edit: MessageTemplateEdit,
): Promise<MessageTemplate> {
  const saved = templateToStore(template, channel, language, edit, context.now());
  return auditedUpdate(context, ['messageTemplates'], ({ messageTemplates }) => {
    const isThis = isTemplateFor(template, channel, language);
    const before = templateIn(messageTemplates, template, channel, language);
    return {
      write: { messageTemplates: [...messageTemplates.filter((row) => !isThis(row)), saved] },
      result: saved,
      audit: [templateChange(before, saved)],
    };
  });
}

/** The demo sends nothing: no channel is set up; a story's sent messages still show when. */
export async function getMessageChannels(context: LocalContext): Promise<MessageChannelStatus[]> {
  const lastSentAt: Partial<Record<MessageChannel, string>> = {};
  for (const message of await context.store.read('outbox')) {
    const last = lastSentAt[message.channel];
    if (message.sentAt && (!last || message.sentAt > last)) {
      lastSentAt[message.channel] = message.sentAt;
    }
  }
  return channelStatuses([], lastSentAt);
}

const preferencesOf = (stored: StoredMessagePreferences | undefined): MessagePreferences =>
  stored
    ? { sms: stored.sms, whatsapp: stored.whatsapp, whatsappOptInAt: stored.whatsappOptInAt }
    : DEFAULT_MESSAGE_PREFERENCES;

export async function getMyMessagePreferences(context: LocalContext): Promise<MessagePreferences> {
  const subjectId = context.actor().id;
  const stored = await context.store.read('messagePreferences');
  return preferencesOf(stored.find((row) => row.subjectId === subjectId));
}

export async function saveMyMessagePreferences(
  context: LocalContext,
  edit: MessagePreferencesEdit,
): Promise<MessagePreferences> {
  const subjectId = context.actor().id;
  return context.store.update(['messagePreferences'], ({ messagePreferences }) => {
    const before = preferencesOf(messagePreferences.find((row) => row.subjectId === subjectId));
    const saved = preferencesToStore(before, edit, context.now());
    return {
      write: {
        messagePreferences: [
          ...messagePreferences.filter((row) => row.subjectId !== subjectId),
          { subjectId, ...saved },
        ],
      },
      result: saved,
    };
  });
}
