// Queues messages in the outbox inside the caller's transaction: the change that causes a message
// and the message commit together or not at all. What is sent, when, and by which channel is the
// worker's (server/messaging); here is only who should hear, by which channels they chose.
import { eq, inArray, sql } from 'drizzle-orm';
import {
  ACCOUNT_TEMPLATES,
  DEFAULT_MESSAGE_PREFERENCES,
  messageLanguage,
  newId,
} from '../../src/data/server';
import type {
  Language,
  MessageAttachment,
  MessageChannel,
  MessagePreferences,
  TemplateKey,
} from '../../src/data/server';
import { parentChannelsFor } from '../../src/data/server-parents';
import type { ParentPreferences } from '../../src/data/server-parents';
import * as t from '../db/schema';
import { ID_SLICE } from './context';
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
  /** The person's language when they have no account (a candidate's, from the registration);
   *  else the account's of `subjectId` is looked up. */
  language?: Language;
};

export type QueuedMessage = {
  template: TemplateKey;
  to: MessageRecipient;
  variables: Record<string, string>;
  /** The same key is queued once (per channel): e.g. `fee-reminder:<student>:<installment>:due`. */
  dedupeKey: string;
  attachment?: MessageAttachment;
  /** Exactly these channels, already decided by the sender: an enquiry's own consent, or the one
   *  way a parent's sign-in code goes. */
  channels?: readonly MessageChannel[];
};

/** What the parents whose mobiles these messages go to chose: their channels and language. */
type ParentChoices = {
  preferences: Map<string, ParentPreferences>;
  languages: Map<string, Language>;
};

/** The choices of the parents whose mobiles these messages go to (those who made some). */
async function parentChoicesOf(
  runner: Runner,
  messages: readonly QueuedMessage[],
): Promise<ParentChoices> {
  const mobiles = [...new Set(messages.flatMap((message) => message.to.mobile ?? []))];
  const chosen: ParentChoices = { preferences: new Map(), languages: new Map() };
  // In slices: a statement takes at most 65,535 parameters (a day's fee reminders are many).
  for (let start = 0; start < mobiles.length; start += ID_SLICE) {
    const rows = await runner
      .select({ mobile: t.parents.mobile, doc: t.parents.doc, language: t.users.language })
      .from(t.parents)
      .leftJoin(t.users, eq(t.users.subjectId, t.parents.id))
      .where(inArray(t.parents.mobile, mobiles.slice(start, start + ID_SLICE)));
    for (const row of rows) {
      if (row.doc.preferences) chosen.preferences.set(row.mobile, row.doc.preferences);
      if (row.language) chosen.languages.set(row.mobile, row.language);
    }
  }
  return chosen;
}

/** The account language of each student or school (or parent) these messages are about. */
async function accountLanguagesOf(
  runner: Runner,
  subjectIds: readonly string[],
): Promise<Map<string, Language>> {
  const languages = new Map<string, Language>();
  for (let start = 0; start < subjectIds.length; start += ID_SLICE) {
    const rows = await runner
      .select({ subjectId: t.users.subjectId, language: t.users.language })
      .from(t.users)
      .where(inArray(t.users.subjectId, subjectIds.slice(start, start + ID_SLICE)));
    for (const row of rows)
      if (row.subjectId && row.language) languages.set(row.subjectId, row.language);
  }
  return languages;
}

/** How many rows one insert writes (a statement takes at most 65,535 parameters). */
const INSERT_SLICE = 2_000;

/**
 * The channels and addresses one message goes to, by the recipient's choices; on a parent's
 * mobile (the guardian mobile of a student record), by the parent's own choices for the event
 * when they have made some.
 */
export function deliveriesOf(
  message: QueuedMessage,
  preferences: MessagePreferences | undefined,
  parentPreferences?: ParentPreferences,
): Array<{ channel: MessageChannel; recipient: string }> {
  const { to } = message;
  if (message.channels) {
    return message.channels.flatMap((channel) => {
      const recipient = channel === 'email' ? to.email : to.mobile;
      return recipient ? [{ channel, recipient }] : [];
    });
  }
  const chosen = preferences ?? DEFAULT_MESSAGE_PREFERENCES;
  const account = ACCOUNT_TEMPLATES.includes(message.template);
  const deliveries: Array<{ channel: MessageChannel; recipient: string }> = [];
  // E-mail always: account messages must reach the person, and it is the one channel that
  // needs no opt-in.
  if (to.email) deliveries.push({ channel: 'email', recipient: to.email });
  const parent =
    parentPreferences && to.mobile
      ? parentChannelsFor(message.template, parentPreferences)
      : undefined;
  if (parent && to.mobile) {
    if (parent.sms) deliveries.push({ channel: 'sms', recipient: to.mobile });
    if (parent.whatsapp) deliveries.push({ channel: 'whatsapp', recipient: to.mobile });
    return deliveries;
  }
  if (to.mobile && chosen.sms) deliveries.push({ channel: 'sms', recipient: to.mobile });
  const whatsapp = to.whatsapp || to.mobile;
  if (!account && to.subjectId && whatsapp && chosen.whatsapp && chosen.whatsappOptInAt) {
    deliveries.push({ channel: 'whatsapp', recipient: whatsapp });
  }
  return deliveries;
}

const DAY_MS = 24 * 60 * 60_000;

type OutboxRow = typeof t.outboxMessages.$inferInsert;

/** The one message with a daily limit per address, which the outbox's recipient index covers. */
const LIMITED_TEMPLATE: TemplateKey = 'stse-registered';

/**
 * Inserts the STSE confirmations that keep each address within `perDay` of them in the last 24
 * hours, counting those already queued and the earlier rows of this batch, in one statement per
 * slice (the registration burst pays no extra round trip for the limit): each row carries its
 * place among the batch's rows to the same address.
 */
async function insertWithinDailyLimit(
  runner: Runner,
  rows: readonly OutboxRow[],
  at: number,
  perDay: number,
): Promise<void> {
  if (rows.some((row) => row.template !== LIMITED_TEMPLATE)) {
    throw new Error(`Only ${LIMITED_TEMPLATE} messages have a daily limit.`);
  }
  const seen = new Map<string, number>();
  const placed = rows.flatMap((row) => {
    const key = row.recipient;
    const ordinal = (seen.get(key) ?? 0) + 1;
    seen.set(key, ordinal);
    return ordinal > perDay ? [] : [{ ...row, ordinal }];
  });
  const o = t.outboxMessages;
  for (let start = 0; start < placed.length; start += INSERT_SLICE) {
    const slice = placed.slice(start, start + INSERT_SLICE).map((row) => ({
      id: row.id,
      channel: row.channel,
      recipient: row.recipient,
      template: row.template,
      language: row.language,
      variables: row.variables,
      dedupe_key: row.dedupeKey,
      attachment: row.attachment ?? null,
      ordinal: row.ordinal,
    }));
    await runner.execute(sql`
      insert into ${o} (id, channel, recipient, template, language, variables, dedupe_key, status,
                        attempts, next_attempt_at, created_at, attempt_log, attachment)
      select r.id, r.channel, r.recipient, r.template, r.language, r.variables, r.dedupe_key,
             'queued', 0, ${at}::bigint, ${at}::bigint, '[]'::jsonb, r.attachment
        from jsonb_to_recordset(${JSON.stringify(slice)}::jsonb) as r(id text, channel text,
               recipient text, template text, language text, variables jsonb, dedupe_key text,
               attachment jsonb, ordinal int)
       where (select count(*) from ${o} sent
               where sent.recipient = r.recipient
                 and sent.template = ${sql.raw(`'${LIMITED_TEMPLATE}'`)}
                 and sent.created_at > ${at - DAY_MS}) + r.ordinal <= ${perDay}
      on conflict (dedupe_key) do nothing`);
  }
}

/**
 * Queues each message in every channel its recipient may be reached by, due now. A message whose
 * key is already queued is skipped (the same reminder twice, a retried request). With
 * `perRecipientPerDay` (STSE confirmations only), an address that already had that many in the last 24
 * hours gets no more (anyone can make the institute write to any address by registering it).
 */
export async function queueMessages(
  runner: Runner,
  now: Date,
  messages: readonly QueuedMessage[],
  {
    perRecipientPerDay,
    first = false,
  }: {
    perRecipientPerDay?: number;
    /** Ahead of every message waiting (a sign-in code: the person is waiting for it). */
    first?: boolean;
  } = {},
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
  const parents = await parentChoicesOf(runner, messages);
  const accountLanguages = await accountLanguagesOf(runner, subjectIds);
  const at = now.getTime();
  const queued: OutboxRow[] = messages.flatMap((message) =>
    deliveriesOf(
      message,
      message.to.subjectId ? preferences.get(message.to.subjectId) : undefined,
      message.to.mobile ? parents.preferences.get(message.to.mobile) : undefined,
    ).map(({ channel, recipient }) => ({
      id: newId(),
      channel,
      recipient,
      template: message.template,
      language: messageLanguage(channel, {
        own:
          message.to.language ??
          (message.to.subjectId ? accountLanguages.get(message.to.subjectId) : undefined),
        parent: message.to.mobile ? parents.languages.get(message.to.mobile) : undefined,
      }),
      variables: message.variables,
      dedupeKey: `${message.dedupeKey}:${channel}`,
      status: 'queued',
      attempts: 0,
      nextAttemptAt: first ? at - DAY_MS : at,
      createdAt: at,
      attemptLog: [],
      attachment: message.attachment ?? null,
    })),
  );
  if (perRecipientPerDay !== undefined) {
    return insertWithinDailyLimit(runner, queued, at, perRecipientPerDay);
  }
  for (let start = 0; start < queued.length; start += INSERT_SLICE) {
    await runner
      .insert(t.outboxMessages)
      .values(queued.slice(start, start + INSERT_SLICE))
      .onConflictDoNothing({ target: t.outboxMessages.dedupeKey });
  }
}
