// Admissions (issue 37): one row per enquiry, its contacts and history in the document. The
// columns the lists, the dedupe and the funnel filter on are generated from the document, so
// they never disagree with it.
import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { Enquiry } from '../../src/data/server-enquiries';

const generated = (expression: string) => sql.raw(expression);

export const enquiries = pgTable(
  'enquiries',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    doc: jsonb('doc').$type<Enquiry>().notNull(),
    // The first branch's enquiries carry no branch id (as its students): 'main'.
    branchId: text('branch_id')
      .generatedAlwaysAs(generated(`coalesce(doc->>'branchId', 'main')`))
      .notNull(),
    mobile: text('mobile').generatedAlwaysAs(generated(`doc->>'mobile'`)).notNull(),
    email: text('email').generatedAlwaysAs(generated(`doc->>'email'`)).notNull(),
    name: text('name').generatedAlwaysAs(generated(`doc->>'name'`)).notNull(),
    source: text('source').generatedAlwaysAs(generated(`doc->>'source'`)).notNull(),
    stageId: text('stage_id').generatedAlwaysAs(generated(`doc->>'stageId'`)).notNull(),
    open: boolean('open').generatedAlwaysAs(generated(`(doc->>'open')::boolean`)).notNull(),
    merged: boolean('merged').generatedAlwaysAs(generated(`doc ? 'mergedInto'`)).notNull(),
    assigneeId: text('assignee_id').generatedAlwaysAs(generated(`doc->>'assigneeId'`)),
    nextFollowUpAt: text('next_follow_up_at').generatedAlwaysAs(
      generated(`doc->>'nextFollowUpAt'`),
    ),
    createdAt: text('created_at').generatedAlwaysAs(generated(`doc->>'createdAt'`)).notNull(),
    candidateId: text('candidate_id').generatedAlwaysAs(generated(`doc->>'candidateId'`)),
  },
  (table) => [
    // The dedupe: an open enquiry with this mobile or e-mail.
    index('enquiries_open_mobile')
      .on(table.mobile)
      .where(sql`${table.open} and ${table.mobile} <> ''`),
    index('enquiries_open_email')
      .on(table.email)
      .where(sql`${table.open} and ${table.email} <> ''`),
    // A counsellor's list: their open enquiries in the list's order, due first; its counts (all
    // open, due today) read only the open, not a year of closed ones.
    index('enquiries_open_due')
      .on(
        table.assigneeId,
        table.nextFollowUpAt.asc().nullsLast(),
        table.createdAt.desc().nullsFirst(),
        table.seq.desc().nullsFirst(),
      )
      .where(sql`${table.open} and not ${table.merged}`),
    // The closed and all lists of a counsellor.
    index('enquiries_due').on(table.assigneeId, table.nextFollowUpAt, table.createdAt),
    index('enquiries_created').on(table.createdAt),
    // Round-robin: the newest assigned enquiry of a branch (one step, even in a branch whose
    // enquiries have none assigned yet).
    index('enquiries_assigned')
      .on(table.branchId, table.seq)
      .where(sql`${table.assigneeId} is not null`),
    // A backup's order.
    index('enquiries_seq').on(table.seq),
    index('enquiries_candidate').on(table.candidateId),
  ],
);
