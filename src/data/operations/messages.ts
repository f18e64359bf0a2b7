// Admin → Messages and each person's channels, decided once for the browser-only mode and the
// server: which messages a filter shows, what Retry may do, the days the counts cover, what a
// saved template and saved preferences become, and the template's audit entry.
import {
  HIDDEN_VARIABLE,
  MESSAGE_CHANNELS,
  MESSAGE_LIMITS,
  MESSAGE_STATUSES,
  SECRET_VARIABLES,
} from '../schemas/messages';
import type {
  MessageChannel,
  MessageChannelStatus,
  MessageDayCount,
  MessageFilter,
  MessagePage,
  MessagePreferences,
  MessagePreferencesEdit,
  MessageStatus,
  MessageTemplate,
  MessageTemplateEdit,
  OutboxMessage,
  TemplateKey,
} from '../schemas/messages';
import { messagePreferencesEditSchema, messageTemplateEditSchema } from '../schemas/messages';
import { shownVariables, templateProblems } from '../rules/messages';
import { auditDayRange } from '../rules/audit';
import { indiaDayOf, indiaDayStart } from '../rules/ledger';
import { DataValidationError } from '../errors';
import { refuse, validated } from '../core/validate';
import type { AuditedChange } from './audit';
import type { Language } from '../constants';

/** How many days "Messages per day" covers, today (India) included. */
export const MESSAGE_COUNT_DAYS = 14;
const DAY_MS = 24 * 60 * 60_000;

/** The page a filter asks for, 1 when it names none. */
export const messagePageNumber = (filter: MessageFilter) => filter.page ?? 1;

/** The message as the admin sees it: a link or code that opens an account is never shown. */
export const shownMessage = (message: OutboxMessage): OutboxMessage => ({
  ...message,
  variables: shownVariables(message.variables),
});

/** Whether a message passes the outbox's filter (days are India's, both inclusive). */
export function messageMatches(message: OutboxMessage, filter: MessageFilter): boolean {
  if (filter.channel !== undefined && message.channel !== filter.channel) return false;
  if (filter.status !== undefined && message.status !== filter.status) return false;
  if (filter.template !== undefined && message.template !== filter.template) return false;
  const range = auditDayRange(filter.from, filter.to);
  const at = Date.parse(message.createdAt);
  if (range.from !== undefined && at < range.from) return false;
  if (range.until !== undefined && at >= range.until) return false;
  return true;
}

/** One page of the outbox held in memory: newest first, 50 a page. */
export function messagePage(
  messages: readonly OutboxMessage[],
  filter: MessageFilter,
): MessagePage {
  const page = messagePageNumber(filter);
  const matching = messages
    .filter((message) => messageMatches(message, filter))
    .sort((first, second) => Date.parse(second.createdAt) - Date.parse(first.createdAt));
  const start = (page - 1) * MESSAGE_LIMITS.pageSize;
  return {
    rows: matching.slice(start, start + MESSAGE_LIMITS.pageSize).map(shownMessage),
    total: matching.length,
  };
}

/** A given-up account message no longer holds its link (it is not kept once a message is done). */
export const LINK_GONE_MESSAGE =
  'This message carried a link that opens an account, and the link is not kept once a message is given up. Issue a new set-up code, or the person can use Forgot password.';

const RETRY_REFUSALS: Partial<Record<MessageStatus, string>> = {
  queued: 'This message is already waiting to be sent.',
  sending: 'This message is being sent now.',
  sent: 'This message was sent; it is not sent again.',
};

/**
 * A failed, given-up or not-sent message queued again, due now, with its tries counted afresh
 * (its attempt log keeps what happened before). Any other is refused.
 */
export function retriedMessage(message: OutboxMessage, now: Date): OutboxMessage {
  const refusal = RETRY_REFUSALS[message.status];
  if (refusal) refuse('message', 'status', refusal);
  if (SECRET_VARIABLES.some((name) => message.variables[name] === HIDDEN_VARIABLE)) {
    refuse('message', 'status', LINK_GONE_MESSAGE);
  }
  return { ...message, status: 'queued', attempts: 0, nextAttemptAt: now.toISOString() };
}

/** The first moment (epoch ms) of the oldest day the counts cover. */
export function countsStart(now: Date): number {
  const today = indiaDayOf(now.getTime());
  return indiaDayStart(today) - (MESSAGE_COUNT_DAYS - 1) * DAY_MS;
}

/** The last 14 India days, newest first, each with its messages by status (none: 0). */
export function messageDayCounts(
  now: Date,
  counted: ReadonlyArray<{ day: string; status: MessageStatus; count: number }>,
): MessageDayCount[] {
  const start = countsStart(now);
  return Array.from({ length: MESSAGE_COUNT_DAYS }, (_, index) => {
    const day = indiaDayOf(start + (MESSAGE_COUNT_DAYS - 1 - index) * DAY_MS);
    const counts = Object.fromEntries(MESSAGE_STATUSES.map((status) => [status, 0])) as Record<
      MessageStatus,
      number
    >;
    for (const row of counted) if (row.day === day) counts[row.status] += row.count;
    return { day, counts };
  });
}

/** The counts of messages held in memory. */
export function countMessagesByDay(
  messages: readonly OutboxMessage[],
  now: Date,
): MessageDayCount[] {
  const start = countsStart(now);
  const counted = messages
    .filter((message) => Date.parse(message.createdAt) >= start)
    .map((message) => ({
      day: indiaDayOf(Date.parse(message.createdAt)),
      status: message.status,
      count: 1,
    }));
  return messageDayCounts(now, counted);
}

/**
 * The template to store from the admin's edit: the shared schema, then the template's own rules
 * (its variables, a subject for e-mail, an SMS's length), every problem by field.
 */
export function templateToStore(
  template: TemplateKey,
  channel: MessageChannel,
  language: Language,
  edit: MessageTemplateEdit,
  now: Date,
): MessageTemplate {
  const checked = validated(messageTemplateEditSchema, edit, 'message template');
  const problems = templateProblems(template, channel, checked);
  if (problems.length > 0) throw new DataValidationError('message template', problems);
  return { ...checked, template, channel, language, updatedAt: now.toISOString() };
}

/** A template's audit entry: its fields that changed (the time of the change is the entry's). */
export function templateChange(before: MessageTemplate, after: MessageTemplate): AuditedChange {
  const fields = ({ updatedAt: _updatedAt, ...rest }: MessageTemplate) => rest;
  return {
    entity: 'messageTemplate',
    entityId: `${after.template}/${after.channel}/${after.language}`,
    action: 'updated',
    before: fields(before),
    after: fields(after),
  };
}

/**
 * Preferences to store: WhatsApp's opt-in is recorded when it is first chosen and kept while it
 * stays on; turning it off clears it (a new opt-in is asked for next time).
 */
export function preferencesToStore(
  stored: MessagePreferences,
  edit: MessagePreferencesEdit,
  now: Date,
): MessagePreferences {
  const { sms, whatsapp } = validated(messagePreferencesEditSchema, edit, 'message preferences');
  const whatsappOptInAt = whatsapp ? (stored.whatsappOptInAt ?? now.toISOString()) : null;
  return { sms, whatsapp, whatsappOptInAt };
}

/** Each channel: whether this server has it set up, and when it last sent a message. */
export function channelStatuses(
  setUp: readonly MessageChannel[],
  lastSentAt: Partial<Record<MessageChannel, string>>,
): MessageChannelStatus[] {
  return MESSAGE_CHANNELS.map((channel) => ({
    channel,
    setUp: setUp.includes(channel),
    lastSuccessAt: lastSentAt[channel] ?? null,
  }));
}
