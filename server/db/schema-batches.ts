// Batches and enrolments (src/data/schemas/batches.ts). The record is `doc`; the columns the
// server filters, counts and constrains on are generated from it. One active row (enrolled or
// waiting) per student and batch: two enrolments of one student at once cannot both be stored.
import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Batch, Enrolment } from '../../src/data/server-batches';

const generated = (expression: string) => sql.raw(expression);

export const batches = pgTable(
  'batches',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    doc: jsonb('doc').$type<Batch>().notNull(),
    branchId: text('branch_id')
      .generatedAlwaysAs(generated(`coalesce(doc->>'branchId', 'main')`))
      .notNull(),
  },
  (table) => [index('batches_branch').on(table.branchId)],
);

export const enrolments = pgTable(
  'enrolments',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    doc: jsonb('doc').$type<Enrolment>().notNull(),
    batchId: text('batch_id').generatedAlwaysAs(generated(`doc->>'batchId'`)).notNull(),
    studentId: text('student_id').generatedAlwaysAs(generated(`doc->>'studentId'`)).notNull(),
    status: text('status').generatedAlwaysAs(generated(`doc->>'status'`)).notNull(),
  },
  (table) => [
    index('enrolments_batch').on(table.batchId, table.status),
    index('enrolments_student').on(table.studentId),
    uniqueIndex('enrolments_active')
      .on(table.batchId, table.studentId)
      .where(sql`status <> 'left'`),
  ],
);
