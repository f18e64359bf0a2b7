// Messages in server mode. FOUNDATION PLACEHOLDER (issue 25):
// the messages helper replaces every body below.
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
} from '../../src/data/server';
import type { DataContext } from './context';

const notYet = (): never => {
  throw new Error('Messages are not built yet.');
};

export async function listMessages(
  _context: DataContext,
  _filter?: MessageFilter,
): Promise<MessagePage> {
  return notYet();
}
export async function getMessage(
  _context: DataContext,
  _id: string,
): Promise<OutboxMessage | undefined> {
  return notYet();
}
export async function retryMessage(_context: DataContext, _id: string): Promise<OutboxMessage> {
  return notYet();
}
export async function messageCountsByDay(_context: DataContext): Promise<MessageDayCount[]> {
  return notYet();
}
export async function listMessageTemplates(_context: DataContext): Promise<MessageTemplate[]> {
  return notYet();
}
export async function saveMessageTemplate(
  _context: DataContext,
  _template: TemplateKey,
  _channel: MessageChannel,
  _edit: MessageTemplateEdit,
): Promise<MessageTemplate> {
  return notYet();
}
export async function getMessageChannels(_context: DataContext): Promise<MessageChannelStatus[]> {
  return notYet();
}
export async function getMyMessagePreferences(_context: DataContext): Promise<MessagePreferences> {
  return notYet();
}
export async function saveMyMessagePreferences(
  _context: DataContext,
  _edit: MessagePreferencesEdit,
): Promise<MessagePreferences> {
  return notYet();
}

export const messageOperations = {
  listMessages,
  getMessage,
  retryMessage,
  messageCountsByDay,
  listMessageTemplates,
  saveMessageTemplate,
  getMessageChannels,
  getMyMessagePreferences,
  saveMyMessagePreferences,
};
