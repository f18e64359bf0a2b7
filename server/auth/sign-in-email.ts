// The e-mail a student or school signs in with is its account's (`users.email`), not its record's:
// set from the record when the account is made, and changed after that only by the admin's edit
// of the record's e-mail. A school's own edit of its contact e-mail leaves it alone. Among
// schools (and admins) it is unique; students may share one (siblings with a guardian's e-mail),
// each with a password of their own.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import * as t from '../db/schema';

type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];
type AccountRole = 'student' | 'school';

export const signInEmailKey = (email: string) => email.trim().toLowerCase();

export const SIGN_IN_EMAIL_TAKEN_MESSAGE =
  'Another school already signs in with this e-mail. Give this school a different one.';

const subjectTable = (role: AccountRole) => (role === 'student' ? t.students : t.schools);

/** The account's record still exists (a restored backup may have dropped it). */
export const hasRecord = (role: AccountRole) => {
  const table = subjectTable(role);
  return sql`exists (select 1 from ${table} where ${table.id} = ${t.users.subjectId})`;
};

/**
 * Whether another school's account signs in with `email`. An account whose school is gone is
 * no one's: it is removed, so its e-mail is free again.
 */
export async function signInEmailTaken(
  tx: Tx,
  role: AccountRole,
  email: string,
  subjectId?: string,
): Promise<boolean> {
  if (role === 'student') return false;
  const sameEmail = and(eq(t.users.role, role), eq(t.users.email, signInEmailKey(email)));
  await tx.delete(t.users).where(and(sameEmail, sql`not ${hasRecord(role)}`));
  const [holder] = await tx
    .select({ id: t.users.id })
    .from(t.users)
    .where(and(sameEmail, subjectId ? ne(t.users.subjectId, subjectId) : undefined));
  return holder !== undefined;
}

/** The admin changed the record's e-mail: the account (if there is one yet) signs in with it. */
export async function carrySignInEmail(
  tx: Tx,
  role: AccountRole,
  subjectId: string,
  email: string,
): Promise<void> {
  await tx
    .update(t.users)
    .set({ email: signInEmailKey(email) })
    .where(and(eq(t.users.role, role), eq(t.users.subjectId, subjectId)));
}
