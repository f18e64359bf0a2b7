// A parent's own password (issue 36): optional, a code by SMS always works. Hashed with argon2id
// as every account's password, on the parent's sign-in account (made at their first sign-in, so
// a signed-in parent has one); when it was set is kept on the parent's row.
import { hash } from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import { NotFoundError } from '../../src/data/server';
import { decideParentPassword } from '../../src/data/server-parents';
import type { ParentPasswordStatus } from '../../src/data/server-parents';
import * as t from '../db/schema';
import type { DataContext } from './context';

async function getParentPassword(
  { db }: DataContext,
  parentId = '',
): Promise<ParentPasswordStatus> {
  const [row] = await db
    .select({ doc: t.parents.doc })
    .from(t.parents)
    .where(eq(t.parents.id, parentId));
  return { setAt: row?.doc.passwordSetAt ?? null };
}

async function setParentPassword(
  context: DataContext,
  input: unknown,
  parentId = '',
): Promise<ParentPasswordStatus> {
  const { password } = decideParentPassword(input);
  // Hashed before the transaction: argon2 takes tens of milliseconds, no lock is held for it.
  const passwordHash = await hash(password);
  const setAt = context.now().toISOString();
  return context.db.transaction(async (tx) => {
    const [row] = await tx.select().from(t.parents).where(eq(t.parents.id, parentId)).for('update');
    if (!row) throw new NotFoundError('parent', parentId);
    await tx
      .update(t.users)
      .set({ passwordHash })
      .where(and(eq(t.users.role, 'parent'), eq(t.users.subjectId, parentId)));
    await tx
      .update(t.parents)
      .set({ doc: { ...row.doc, passwordSetAt: setAt } })
      .where(eq(t.parents.id, parentId));
    return { setAt };
  });
}

export const parentPasswordOperations = { getParentPassword, setParentPassword };
