// The timetable (src/data/schemas/timetable.ts): weekly slots, dated sessions and holidays. A
// session's instants are plain columns (epoch ms, written with the record) so that the exclusion
// constraints of migration 0030 can hold the clash rule: no faculty member, room of a branch or
// batch in two scheduled sessions at once. Drizzle cannot express EXCLUDE; see that migration.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Holiday, Session, Slot } from '../../src/data/server-timetable';

const generated = (expression: string) => sql.raw(expression);

export const slots = pgTable(
  'slots',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    doc: jsonb('doc').$type<Slot>().notNull(),
    batchId: text('batch_id').generatedAlwaysAs(generated(`doc->>'batchId'`)).notNull(),
  },
  (table) => [index('slots_batch').on(table.batchId)],
);

export const classSessions = pgTable(
  'class_sessions',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    doc: jsonb('doc').$type<Session>().notNull(),
    batchId: text('batch_id').generatedAlwaysAs(generated(`doc->>'batchId'`)).notNull(),
    branchId: text('branch_id')
      .generatedAlwaysAs(generated(`coalesce(doc->>'branchId', 'main')`))
      .notNull(),
    staffId: text('staff_id').generatedAlwaysAs(generated(`doc->>'staffId'`)).notNull(),
    slotId: text('slot_id').generatedAlwaysAs(generated(`doc->>'slotId'`)),
    holidayId: text('holiday_id').generatedAlwaysAs(generated(`doc->>'holidayId'`)),
    /** A room of the branch, lower-cased ('' when the class has none): rules/timetable roomKey. */
    roomKey: text('room_key')
      .generatedAlwaysAs(
        generated(
          `case when btrim(doc->>'room') = '' then '' else coalesce(doc->>'branchId', 'main') || ':' || lower(btrim(doc->>'room')) end`,
        ),
      )
      .notNull(),
    date: text('date').generatedAlwaysAs(generated(`doc->>'date'`)).notNull(),
    status: text('status').generatedAlwaysAs(generated(`doc->>'status'`)).notNull(),
    startsMs: bigint('starts_ms', { mode: 'number' }).notNull(),
    endsMs: bigint('ends_ms', { mode: 'number' }).notNull(),
  },
  (table) => [
    index('class_sessions_batch_date').on(table.batchId, table.date),
    index('class_sessions_staff_date').on(table.staffId, table.date),
    index('class_sessions_branch_date').on(table.branchId, table.date),
    index('class_sessions_slot').on(table.slotId),
  ],
);

export const holidays = pgTable(
  'holidays',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    doc: jsonb('doc').$type<Holiday>().notNull(),
    branchId: text('branch_id')
      .generatedAlwaysAs(generated(`coalesce(doc->>'branchId', 'main')`))
      .notNull(),
    date: text('date').generatedAlwaysAs(generated(`doc->>'date'`)).notNull(),
  },
  (table) => [uniqueIndex('holidays_branch_date').on(table.branchId, table.date)],
);

/**
 * A calendar link per faculty member or student (owner 'staff:<id>' or 'student:<id>'): only the
 * SHA-256 of its token is kept; a reset replaces the row, so the old token finds nothing.
 */
export const calendarLinks = pgTable('calendar_links', {
  owner: text('owner').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: text('created_at').notNull(),
});
