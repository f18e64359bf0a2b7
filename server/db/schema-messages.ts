// The message tables (Drizzle): the outbox every message waits in, the admin's template texts
// and each person's channel preferences (server/messaging/, server/data/outbox.ts). Apart from
// the product records in schema.ts, which re-exports them, so `import * as t from '../db/schema'`
// sees every table and drizzle-kit (server/drizzle.config.ts reads schema.ts) still finds them.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import type {
  Language,
  MessageAttachment,
  MessageAttempt,
  MessagePreferences,
  MessageTemplate,
} from '../../src/data/server';

/**
 * The outbox: every message to send, written in the same transaction as the change that causes
 * it (a change rolled back sends nothing; one committed is never lost). `dedupe_key` is unique,
 * so the same reminder is queued once however many servers or runs try. A server claims rows
 * (`status` sending, `claimed_by`, `claimed_at`) with FOR UPDATE SKIP LOCKED; a claim older than
 * the timeout (its server died) is taken again.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    /** The recipient's language when it was queued: the template's version it is sent in. */
    language: text('language').$type<Language>().notNull().default('en'),
    variables: jsonb('variables').$type<Record<string, string>>().notNull(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: bigint('next_attempt_at', { mode: 'number' }),
    claimedBy: text('claimed_by'),
    claimedAt: bigint('claimed_at', { mode: 'number' }),
    lastError: text('last_error'),
    createdAt: bigint('created_at', { mode: 'number' }).notNull(),
    sentAt: bigint('sent_at', { mode: 'number' }),
    attemptLog: jsonb('attempt_log').$type<MessageAttempt[]>().notNull().default([]),
    /** What to attach when it is sent (a payment's receipt, made then). */
    attachment: jsonb('attachment').$type<MessageAttachment>(),
  },
  (table) => [
    // What a worker looks for: only rows still to send are in the index.
    index('outbox_due')
      .on(table.nextAttemptAt)
      .where(sql`status in ('queued', 'failed')`),
    index('outbox_claimed')
      .on(table.claimedAt)
      .where(sql`status = 'sending'`),
    index('outbox_created').on(table.createdAt),
    // How many STSE confirmations an address got lately (their daily limit): partial, so the
    // other messages (receipts, reminders) write no entry in it.
    index('outbox_recipient')
      .on(table.recipient, table.createdAt)
      .where(sql`${table.template} = 'stse-registered'`),
  ],
);

/** The admin's text for a template in a channel and language; one not here is the portal's default. */
export const messageTemplates = pgTable(
  'message_templates',
  {
    template: text('template').notNull(),
    channel: text('channel').notNull(),
    language: text('language').$type<Language>().notNull().default('en'),
    doc: jsonb('doc').$type<MessageTemplate>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.template, table.channel, table.language] })],
);

/** A student's or school's channels, by its record's id; none here: the defaults. */
export const messagePreferences = pgTable('message_preferences', {
  subjectId: text('subject_id').primaryKey(),
  doc: jsonb('doc').$type<MessagePreferences>().notNull(),
});
