// Admissions' intake and admission link on the server, inside the caller's transaction: a
// registration's, a school's list's, an admission's, or an enquiry operation's own.
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { NotFoundError, branchIdOf } from '../../src/data/server';
import { admittedEnquiry, contactKeys, intakeAll } from '../../src/data/server-enquiries';
import type {
  Counsellor,
  Enquiry,
  IntakeResult,
  NewContactInput,
  IntakeContext,
} from '../../src/data/server-enquiries';
import * as t from '../db/schema';
import { docs, readSettings } from './context';
import type { Runner, Tx } from './context';

/** The active counsellors, by id (round-robin's fixed order). */
export async function counsellors(runner: Runner): Promise<Counsellor[]> {
  const rows = await runner
    .select({ id: t.users.id, name: t.users.name, branchIds: t.staff.branchIds })
    .from(t.staff)
    .innerJoin(t.users, eq(t.users.id, t.staff.userId))
    .where(and(eq(t.staff.staffRole, 'counsellor'), eq(t.staff.active, true)))
    .orderBy(asc(t.users.id));
  return rows.map(({ branchIds, ...row }) => ({ ...row, ...(branchIds ? { branchIds } : {}) }));
}

/**
 * Intake inside the caller's transaction (a registration's, an admission's): the open enquiries
 * sharing a mobile or e-mail with the contacts, decided by intakeAll, written. One intake at a
 * time (a transaction lock), so two forms from one person cannot both make a new enquiry.
 */
export async function intake(
  tx: Tx,
  contacts: readonly NewContactInput[],
  by: string,
  at: string,
  options: Pick<IntakeContext, 'assignTo' | 'numbered'> = {},
): Promise<IntakeResult[]> {
  if (contacts.length === 0) return [];
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('enquiry-intake'))`);
  const keys = contacts.map((contact) =>
    contactKeys({ mobile: String(contact.mobile ?? ''), email: String(contact.email ?? '') }),
  );
  const mobiles = [...new Set(keys.map((key) => key.mobile).filter(Boolean))];
  const emails = [...new Set(keys.map((key) => key.email).filter(Boolean))];
  const settings = await readSettings(tx);
  const openMatches = docs(
    await tx
      .select({ doc: t.enquiries.doc })
      .from(t.enquiries)
      .where(
        and(
          eq(t.enquiries.open, true),
          or(
            mobiles.length
              ? and(sql`${t.enquiries.mobile} <> ''`, inArray(t.enquiries.mobile, mobiles))
              : sql`false`,
            emails.length
              ? and(sql`${t.enquiries.email} <> ''`, inArray(t.enquiries.email, emails))
              : sql`false`,
          ),
        ),
      ),
  );
  const branches = [...new Set(contacts.map(branchIdOf))];
  const lastAssignees = new Map<string, string>();
  for (const branch of branches) {
    const [last] = await tx
      .select({ assigneeId: t.enquiries.assigneeId })
      .from(t.enquiries)
      .where(and(eq(t.enquiries.branchId, branch), sql`${t.enquiries.assigneeId} is not null`))
      .orderBy(desc(t.enquiries.seq))
      .limit(1);
    if (last?.assigneeId) lastAssignees.set(branch, last.assigneeId);
  }
  const { results, changed } = intakeAll(contacts, {
    openMatches,
    settings: settings.admissions,
    counsellors: await counsellors(tx),
    lastAssignees,
    by,
    at,
    ...options,
  });
  await writeEnquiries(tx, changed);
  return results;
}

/** New enquiries inserted, known ones replaced (their generated columns follow). */
export async function writeEnquiries(tx: Tx, enquiries: readonly Enquiry[]) {
  for (let start = 0; start < enquiries.length; start += 1000) {
    const slice = enquiries.slice(start, start + 1000);
    await tx
      .insert(t.enquiries)
      .values(slice.map((doc) => ({ id: doc.id, doc })))
      .onConflictDoUpdate({ target: t.enquiries.id, set: { doc: sql`excluded.doc` } });
  }
}

/**
 * Admission's link, inside the admitting transaction: the enquiry named (refused when unknown),
 * else the open one the STSE candidate's registration made, is won by the new student.
 */
export async function linkAdmission(
  tx: Tx,
  link: { enquiryId?: string | undefined; candidateId?: string | undefined; studentId: string },
  by: string,
  at: string,
): Promise<void> {
  const condition =
    link.enquiryId !== undefined
      ? eq(t.enquiries.id, link.enquiryId)
      : link.candidateId !== undefined
        ? and(eq(t.enquiries.candidateId, link.candidateId), eq(t.enquiries.open, true))
        : undefined;
  if (!condition) return;
  const [row] = await tx
    .select({ doc: t.enquiries.doc })
    .from(t.enquiries)
    .where(condition)
    .limit(1)
    .for('update');
  if (!row) {
    if (link.enquiryId !== undefined) throw new NotFoundError('enquiry', link.enquiryId);
    return;
  }
  const { admissions } = await readSettings(tx);
  await writeEnquiries(tx, [admittedEnquiry(row.doc, link.studentId, admissions.stages, by, at)]);
}
