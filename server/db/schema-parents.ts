// Parents (issue 36): the parents who have signed in, the office's links and unlinks of parents to
// students, and the one-time sign-in codes sent to a mobile. Who a parent's children are is read
// in SQL from the students' mobile column and these links (server/data/parents.ts).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Parent, ParentLink } from '../../src/data/server-parents';

const generated = (expression: string) => sql.raw(expression);

/** A parent who has signed in: their mobile (10 digits, unique) and the child chosen last. */
export const parents = pgTable('parents', {
  id: text('id').primaryKey(),
  mobile: text('mobile').notNull().unique(),
  doc: jsonb('doc').$type<Parent>().notNull(),
});

/** The office's link (or unlink) of a mobile to a student: one row per pair, the latest holds. */
export const parentLinks = pgTable(
  'parent_links',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    doc: jsonb('doc').$type<ParentLink>().notNull(),
    mobile: text('mobile').generatedAlwaysAs(generated(`doc->>'mobile'`)).notNull(),
    studentId: text('student_id').generatedAlwaysAs(generated(`doc->>'studentId'`)).notNull(),
    linked: boolean('linked').generatedAlwaysAs(generated(`(doc->>'linked')::boolean`)).notNull(),
  },
  (table) => [
    uniqueIndex('parent_links_pair').on(table.mobile, table.studentId),
    index('parent_links_student').on(table.studentId),
  ],
);

/**
 * A sign-in code sent to a mobile: one at a time per number (a new one replaces it), only its
 * SHA-256 kept, good for 10 minutes and 5 tries, deleted when used.
 */
export const loginCodes = pgTable('login_codes', {
  mobile: text('mobile').primaryKey(),
  codeHash: text('code_hash').notNull(),
  expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  tries: integer('tries').notNull().default(0),
});
