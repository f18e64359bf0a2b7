// Branches (src/data/schemas/branches.ts): the further branches, and the first branch's row once
// the owner edits it. A branch's code is unique; the first branch has none (null).
import { bigserial, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Branch } from '../../src/data/server';

export const branches = pgTable(
  'branches',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    code: text('code'),
    doc: jsonb('doc').$type<Branch>().notNull(),
  },
  (table) => [uniqueIndex('branches_code').on(table.code)],
);
