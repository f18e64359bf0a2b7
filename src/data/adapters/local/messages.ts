// Messages in the browser-only mode: the demo sends nothing. FOUNDATION PLACEHOLDER (issue 25):
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
} from '../../schemas/messages';
import type { LocalContext } from './context';

const notYet = (): never => {
  throw new Error('Messages are not built yet.');
};

export async function listMessages(
  _context: LocalContext,
  _filter?: MessageFilter,
): Promise<MessagePage> {
  return notYet();
}
export async function getMessage(
  _context: LocalContext,
  _id: string,
): Promise<OutboxMessage | undefined> {
  return notYet();
}
export async function retryMessage(_context: LocalContext, _id: string): Promise<OutboxMessage> {
  return notYet();
}
export async function messageCountsByDay(_context: LocalContext): Promise<MessageDayCount[]> {
  return notYet();
}
export async function listMessageTemplates(_context: LocalContext): Promise<MessageTemplate[]> {
  return notYet();
}
export async function saveMessageTemplate(
  _context: LocalContext,
  _template: TemplateKey,
  _channel: MessageChannel,
  _edit: MessageTemplateEdit,
): Promise<MessageTemplate> {
  return notYet();
}
export async function getMessageChannels(_context: LocalContext): Promise<MessageChannelStatus[]> {
  return notYet();
}
export async function getMyMessagePreferences(_context: LocalContext): Promise<MessagePreferences> {
  return notYet();
}
export async function saveMyMessagePreferences(
  _context: LocalContext,
  _edit: MessagePreferencesEdit,
): Promise<MessagePreferences> {
  return notYet();
}
