// Queues messages in the outbox inside the caller's transaction: the change that causes a message
// and the message commit together or not at all. What is sent, when, and by which channel is the
// worker's (server/messaging); here is only who should hear, by which channels they chose.
import { and, count, gt, inArray } from 'drizzle-orm';
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

const DAY_MS = 24 * 60 * 60_000;

type OutboxRow = typeof t.outboxMessages.$inferInsert;

/**
 * The rows that keep each address within `perDay` messages of the same template in the last 24
 * hours, counting those already queued and the earlier rows of this batch; the rest are dropped.
 */
async function withinDailyLimit(
  runner: Runner,
  rows: readonly OutboxRow[],
  at: number,
  perDay: number,
): Promise<OutboxRow[]> {
  const o = t.outboxMessages;
  const keyOf = (row: { template: string; recipient: string }) =>
    `${row.template}\n${row.recipient}`;
  const sent = new Map<string, number>();
  const templates = [...new Set(rows.map((row) => row.template))];
  const recipients = [...new Set(rows.map((row) => row.recipient))];
  for (let start = 0; start < recipients.length; start += INSERT_SLICE) {
    const lately = await runner
      .select({ template: o.template, recipient: o.recipient, sent: count() })
      .from(o)
      .where(
        and(
          inArray(o.recipient, recipients.slice(start, start + INSERT_SLICE)),
          inArray(o.template, templates),
          gt(o.createdAt, at - DAY_MS),
        ),
      )
      .groupBy(o.template, o.recipient);
    for (const row of lately) sent.set(keyOf(row), row.sent);
  }
  return rows.filter((row) => {
    const already = sent.get(keyOf(row)) ?? 0;
    sent.set(keyOf(row), already + 1);
    return already < perDay;
  });
}

/**
 * Queues each message in every channel its recipient may be reached by, due now. A message whose
 * key is already queued is skipped (the same reminder twice, a retried request). With
 * `perRecipientPerDay`, an address that already had that many of the same message in the last 24
 * hours gets no more (anyone can make the institute write to any address by registering it).
 */
export async function queueMessages(
  runner: Runner,
  now: Date,
  messages: readonly QueuedMessage[],
  { perRecipientPerDay }: { perRecipientPerDay?: number } = {},
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
  const queued: OutboxRow[] = messages.flatMap((message) =>
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
  const rows =
    perRecipientPerDay === undefined
      ? queued
      : await withinDailyLimit(runner, queued, at, perRecipientPerDay);
  for (let start = 0; start < rows.length; start += INSERT_SLICE) {
    await runner
      .insert(t.outboxMessages)
      .values(rows.slice(start, start + INSERT_SLICE))
      .onConflictDoNothing({ target: t.outboxMessages.dedupeKey });
  }
}
