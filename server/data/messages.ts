// Admin → Messages in server mode: the outbox read a page at a time in SQL, Retry, the counts per
// India day grouped in SQL, the templates, the channels this server has set up; and each student's
// and school's channels. The decisions are the shared ones of src/data/operations/messages.ts.
import { and, desc, eq, gte, isNotNull, lt, max, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import {
  DEFAULT_MESSAGE_PREFERENCES,
  IST_OFFSET_MS,
  MESSAGE_LIMITS,
  NotFoundError,
  auditDayRange,
  channelStatuses,
  countsStart,
  defaultTemplate,
  messageDayCounts,
  messagePageNumber,
  preferencesToStore,
  resolveTemplates,
  retriedMessage,
  shownMessage,
  templateChange,
  templateToStore,
} from '../../src/data/server';
import type {
  Language,
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
} from '../../src/data/server';
import * as t from '../db/schema';
import { audit, docs } from './context';
import type { DataContext } from './context';

type OutboxRow = typeof t.outboxMessages.$inferSelect;

const isoOrNull = (at: number | null) => (at === null ? null : new Date(at).toISOString());

/** A row of the outbox as the admin's screens read it (its secrets still in: shownMessage hides them). */
const messageOf = (row: OutboxRow): OutboxMessage => ({
  id: row.id,
  channel: row.channel as OutboxMessage['channel'],
  recipient: row.recipient,
  template: row.template as OutboxMessage['template'],
  language: row.language,
  variables: row.variables,
  dedupeKey: row.dedupeKey,
  status: row.status as OutboxMessage['status'],
  attempts: row.attempts,
  nextAttemptAt: isoOrNull(row.nextAttemptAt),
  lastError: row.lastError,
  createdAt: new Date(row.createdAt).toISOString(),
  sentAt: isoOrNull(row.sentAt),
  attemptLog: row.attemptLog,
});

async function listMessages({ db }: DataContext, filter: MessageFilter = {}): Promise<MessagePage> {
  const conditions: Array<SQL | undefined> = [];
  if (filter.channel !== undefined) conditions.push(eq(t.outboxMessages.channel, filter.channel));
  if (filter.status !== undefined) conditions.push(eq(t.outboxMessages.status, filter.status));
  if (filter.template !== undefined) {
    conditions.push(eq(t.outboxMessages.template, filter.template));
  }
  const range = auditDayRange(filter.from, filter.to);
  if (range.from !== undefined) conditions.push(gte(t.outboxMessages.createdAt, range.from));
  if (range.until !== undefined) conditions.push(lt(t.outboxMessages.createdAt, range.until));
  const where = and(...conditions);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(t.outboxMessages)
    .where(where);
  const rows = await db
    .select()
    .from(t.outboxMessages)
    .where(where)
    .orderBy(desc(t.outboxMessages.createdAt), desc(t.outboxMessages.seq))
    .limit(MESSAGE_LIMITS.pageSize)
    .offset((messagePageNumber(filter) - 1) * MESSAGE_LIMITS.pageSize);
  return {
    rows: rows.map((row) => shownMessage(messageOf(row))),
    total: Number(counted?.total ?? 0),
  };
}

async function getMessage({ db }: DataContext, id: string): Promise<OutboxMessage | undefined> {
  const [row] = await db.select().from(t.outboxMessages).where(eq(t.outboxMessages.id, id));
  return row && shownMessage(messageOf(row));
}

/** Locked, so a worker claiming it meanwhile waits, and Retry never races a send. */
async function retryMessage(context: DataContext, id: string): Promise<OutboxMessage> {
  return context.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(t.outboxMessages)
      .where(eq(t.outboxMessages.id, id))
      .for('update');
    if (!row) throw new NotFoundError('message', id);
    const retried = retriedMessage(messageOf(row), context.now());
    await tx
      .update(t.outboxMessages)
      .set({
        status: retried.status,
        attempts: retried.attempts,
        nextAttemptAt: Date.parse(retried.nextAttemptAt!),
        claimedBy: null,
        claimedAt: null,
      })
      .where(eq(t.outboxMessages.id, id));
    return shownMessage(retried);
  });
}

const DAY_MS = 24 * 60 * 60_000;

async function messageCountsByDay({ db, now }: DataContext): Promise<MessageDayCount[]> {
  const at = now();
  // Each India day as a day number since 1970 (UTC+5:30 all year), counted by the database. The
  // constants are written in, not bound: GROUP BY must see the very expression SELECT names.
  const dayNumber = sql<number>`((${t.outboxMessages.createdAt} + ${sql.raw(String(IST_OFFSET_MS))}) / ${sql.raw(String(DAY_MS))})::int`;
  const rows = await db
    .select({
      dayNumber,
      status: t.outboxMessages.status,
      count: sql<number>`count(*)::int`,
    })
    .from(t.outboxMessages)
    .where(gte(t.outboxMessages.createdAt, countsStart(at)))
    .groupBy(dayNumber, t.outboxMessages.status);
  return messageDayCounts(
    at,
    rows.map((row) => ({
      day: new Date(Number(row.dayNumber) * DAY_MS).toISOString().slice(0, 10),
      status: row.status as MessageStatus,
      count: Number(row.count),
    })),
  );
}

async function listMessageTemplates({ db }: DataContext): Promise<MessageTemplate[]> {
  return resolveTemplates(
    docs(await db.select({ doc: t.messageTemplates.doc }).from(t.messageTemplates)),
  );
}

async function saveMessageTemplate(
  context: DataContext,
  template: TemplateKey,
  channel: MessageChannel,
  language: Language,
  edit: MessageTemplateEdit,
): Promise<MessageTemplate> {
  const saved = templateToStore(template, channel, language, edit, context.now());
  return context.db.transaction(async (tx) => {
    const [stored] = await tx
      .select({ doc: t.messageTemplates.doc })
      .from(t.messageTemplates)
      .where(
        and(
          eq(t.messageTemplates.template, template),
          eq(t.messageTemplates.channel, channel),
          eq(t.messageTemplates.language, language),
        ),
      )
      .for('update');
    await tx
      .insert(t.messageTemplates)
      .values({ template, channel, language, doc: saved })
      .onConflictDoUpdate({
        target: [
          t.messageTemplates.template,
          t.messageTemplates.channel,
          t.messageTemplates.language,
        ],
        set: { doc: saved },
      });
    await audit(context, tx, [
      templateChange(stored?.doc ?? defaultTemplate(template, channel, language), saved),
    ]);
    return saved;
  });
}

async function getMessageChannels({
  db,
  channels = [],
}: DataContext): Promise<MessageChannelStatus[]> {
  const rows = await db
    .select({ channel: t.outboxMessages.channel, lastSentAt: max(t.outboxMessages.sentAt) })
    .from(t.outboxMessages)
    .where(isNotNull(t.outboxMessages.sentAt))
    .groupBy(t.outboxMessages.channel);
  const lastSentAt: Partial<Record<MessageChannel, string>> = {};
  for (const row of rows) {
    if (row.lastSentAt !== null) {
      lastSentAt[row.channel as MessageChannel] = new Date(Number(row.lastSentAt)).toISOString();
    }
  }
  return channelStatuses(channels, lastSentAt);
}

async function getMyMessagePreferences({ db, actor }: DataContext): Promise<MessagePreferences> {
  const [row] = await db
    .select({ doc: t.messagePreferences.doc })
    .from(t.messagePreferences)
    .where(eq(t.messagePreferences.subjectId, actor.id));
  return row?.doc ?? DEFAULT_MESSAGE_PREFERENCES;
}

async function saveMyMessagePreferences(
  context: DataContext,
  edit: MessagePreferencesEdit,
): Promise<MessagePreferences> {
  const subjectId = context.actor.id;
  return context.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ doc: t.messagePreferences.doc })
      .from(t.messagePreferences)
      .where(eq(t.messagePreferences.subjectId, subjectId))
      .for('update');
    const saved = preferencesToStore(row?.doc ?? DEFAULT_MESSAGE_PREFERENCES, edit, context.now());
    await tx
      .insert(t.messagePreferences)
      .values({ subjectId, doc: saved })
      .onConflictDoUpdate({ target: t.messagePreferences.subjectId, set: { doc: saved } });
    return saved;
  });
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
