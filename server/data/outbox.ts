// Queues messages in the outbox inside the caller's transaction: the change that causes a message
// and the message commit together or not at all. What is sent, when, and by which channel is the
// worker's (server/messaging); here is only who should hear, by which channels they chose.
import { inArray } from 'drizzle-orm';
import { ACCOUNT_TEMPLATES, DEFAULT_MESSAGE_PREFERENCES, newId } from '../../src/data/server';
import type {
  MessageAttachment,
  MessageChannel,
  MessagePreferences,
  TemplateKey,
} from '../../src/data/server';
import * as t from '../db/schema';
import type { Runner } from './context';

/** Who a message is for, and where they may be reached. */
export type MessageRecipient = {
  /** The student's or school's record id: its chosen channels apply. None (an STSE candidate):
   *  e-mail and SMS. */
  subjectId?: string;
  email?: string;
  /** 10 digits. */
  mobile?: string;
  /** 10 digits; WhatsApp goes here (else to the mobile) only with the person's opt-in. */
  whatsapp?: string;
};

export type QueuedMessage = {
  template: TemplateKey;
  to: MessageRecipient;
  variables: Record<string, string>;
  /** The same key is queued once (per channel): e.g. `fee-reminder:<student>:<installment>:due`. */
  dedupeKey: string;
  attachment?: MessageAttachment;
};

/** How many rows one insert writes (a statement takes at most 65,535 parameters). */
const INSERT_SLICE = 2_000;

/** The channels and addresses one message goes to, by the recipient's choices. */
export function deliveriesOf(
  message: QueuedMessage,
  preferences: MessagePreferences | undefined,
): Array<{ channel: MessageChannel; recipient: string }> {
  const { to } = message;
  const chosen = preferences ?? DEFAULT_MESSAGE_PREFERENCES;
  const account = ACCOUNT_TEMPLATES.includes(message.template);
  const deliveries: Array<{ channel: MessageChannel; recipient: string }> = [];
  // E-mail always: account messages must reach the person, and it is the one channel that
  // needs no opt-in.
  if (to.email) deliveries.push({ channel: 'email', recipient: to.email });
  if (to.mobile && chosen.sms) deliveries.push({ channel: 'sms', recipient: to.mobile });
  const whatsapp = to.whatsapp || to.mobile;
  if (!account && to.subjectId && whatsapp && chosen.whatsapp && chosen.whatsappOptInAt) {
    deliveries.push({ channel: 'whatsapp', recipient: whatsapp });
  }
  return deliveries;
}

/**
 * Queues each message in every channel its recipient may be reached by, due now. A message whose
 * key is already queued is skipped (the same reminder twice, a retried request).
 */
export async function queueMessages(
  runner: Runner,
  now: Date,
  messages: readonly QueuedMessage[],
): Promise<void> {
  if (messages.length === 0) return;
  const subjectIds = [...new Set(messages.flatMap((message) => message.to.subjectId ?? []))];
  const preferences = new Map<string, MessagePreferences>();
  if (subjectIds.length > 0) {
    const rows = await runner
      .select()
      .from(t.messagePreferences)
      .where(inArray(t.messagePreferences.subjectId, subjectIds));
    for (const row of rows) preferences.set(row.subjectId, row.doc);
  }
  const at = now.getTime();
  const rows = messages.flatMap((message) =>
    deliveriesOf(
      message,
      message.to.subjectId ? preferences.get(message.to.subjectId) : undefined,
    ).map(({ channel, recipient }) => ({
      id: newId(),
      channel,
      recipient,
      template: message.template,
      variables: message.variables,
      dedupeKey: `${message.dedupeKey}:${channel}`,
      status: 'queued',
      attempts: 0,
      nextAttemptAt: at,
      createdAt: at,
      attemptLog: [],
      attachment: message.attachment ?? null,
    })),
  );
  for (let start = 0; start < rows.length; start += INSERT_SLICE) {
    await runner
      .insert(t.outboxMessages)
      .values(rows.slice(start, start + INSERT_SLICE))
      .onConflictDoNothing({ target: t.outboxMessages.dedupeKey });
  }
}
