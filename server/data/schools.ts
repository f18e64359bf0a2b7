// Partner schools: unique names (ignoring case and spaces), and the candidates a school's name
// takes, linked when the school is added or renamed.
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  DUPLICATE_SCHOOL_NAME,
  NotFoundError,
  created,
  edited,
  editedSchool,
  newSchoolRecord,
  newSchoolSchema,
  refuse,
  schoolNameKey,
  schoolRenamed,
  schoolSchema,
  validated,
} from '../../src/data/server';
import type { AuditedChange, NewSchool, School } from '../../src/data/server';
import {
  SIGN_IN_EMAIL_TAKEN_MESSAGE,
  carrySignInEmail,
  signInEmailKey,
  signInEmailTaken,
} from '../auth/sign-in-email';
import * as t from '../db/schema';
import { audit, docs, nameKeyColumn, schoolNameKeySql, schoolRow, violates } from './context';
import type { DataContext, Runner, Tx } from './context';

/**
 * Every school a link or a name check among these names must consider: those of the same name
 * key, those sharing a name from before names were unique (no key), and those of these ids.
 */
export async function schoolsNamed(
  runner: Runner,
  names: readonly string[],
  ids: readonly string[] = [],
): Promise<Array<Pick<School, 'id' | 'name'>>> {
  const keys = [...new Set(names.map(schoolNameKey))];
  return runner
    .select({ id: t.schools.id, name: sql<string>`${t.schools.doc}->>'name'` })
    .from(t.schools)
    .where(
      or(
        keys.length > 0 ? inArray(t.schools.nameKey, keys) : undefined,
        isNull(t.schools.nameKey),
        ids.length > 0 ? inArray(t.schools.id, [...new Set(ids)]) : undefined,
      ),
    );
}

/**
 * Links to a school just added or renamed the candidates it takes (takenBySchoolNamed): those
 * with no school whose school name's key is the school's. One UPDATE; only those rows are read
 * back, for the audit log.
 */
async function linkCandidatesTo(tx: Tx, school: School): Promise<AuditedChange[]> {
  const linked = await tx
    .update(t.candidates)
    .set({ doc: sql`jsonb_set(${t.candidates.doc}, '{schoolId}', to_jsonb(${school.id}::text))` })
    .where(
      and(
        isNull(t.candidates.schoolId),
        sql`${schoolNameKeySql(sql`${t.candidates.doc}->>'schoolName'`)} = ${schoolNameKey(school.name)}`,
      ),
    )
    .returning({ doc: t.candidates.doc });
  return linked.map(({ doc }) => {
    const { schoolId: _linked, ...before } = doc;
    return edited('candidate', before, doc);
  });
}

/** Writes a school's row; another school taking its name meanwhile is refused as taken. */
async function writeSchool(write: () => Promise<unknown>) {
  try {
    await write();
  } catch (error) {
    if (violates(error, 'schools_name_key')) refuse('school', 'name', DUPLICATE_SCHOOL_NAME);
    throw error;
  }
}

async function listSchools({ db }: DataContext): Promise<School[]> {
  return docs(await db.select({ doc: t.schools.doc }).from(t.schools).orderBy(asc(t.schools.seq)));
}

async function getSchool({ db }: DataContext, id: string): Promise<School | undefined> {
  const [row] = await db.select({ doc: t.schools.doc }).from(t.schools).where(eq(t.schools.id, id));
  return row?.doc;
}

async function findSchoolsByEmail({ db }: DataContext, email: string): Promise<School[]> {
  return docs(
    await db
      .select({ doc: t.schools.doc })
      .from(t.schools)
      .where(eq(t.schools.emailKey, email.trim().toLowerCase()))
      .orderBy(asc(t.schools.seq)),
  );
}

async function addSchool(context: DataContext, newSchool: NewSchool): Promise<School> {
  const input = validated(newSchoolSchema, newSchool, 'school');
  return context.db.transaction(async (tx) => {
    const school = newSchoolRecord(input, await schoolsNamed(tx, [input.name]));
    // Its account will sign in with this e-mail: not one another school signs in with.
    if (await signInEmailTaken(tx, 'school', school.contactEmail)) {
      refuse('school', 'contactEmail', SIGN_IN_EMAIL_TAKEN_MESSAGE);
    }
    await writeSchool(() =>
      tx.insert(t.schools).values(schoolRow(school, schoolNameKey(school.name))),
    );
    await audit(context, tx, [created('school', school), ...(await linkCandidatesTo(tx, school))]);
    return school;
  });
}

/**
 * The admin's edit: a changed e-mail becomes the account's sign-in e-mail too, unless another
 * school signs in with it. The school's own edit changes the contact e-mail only.
 */
async function updateSchool(context: DataContext, school: School): Promise<School> {
  const signInEmail = context.actor.role === 'admin' ? 'follows' : 'stays';
  const input = validated(schoolSchema, school, 'school');
  return context.db.transaction(async (tx) => {
    const [stored] = await tx
      .select({ doc: t.schools.doc })
      .from(t.schools)
      .where(eq(t.schools.id, input.id))
      .for('update');
    if (!stored) throw new NotFoundError('school', input.id);
    const schools = await schoolsNamed(tx, [input.name]);
    const updated = editedSchool(input, stored.doc, schools);
    const emailChanged =
      signInEmailKey(updated.contactEmail) !== signInEmailKey(stored.doc.contactEmail);
    if (signInEmail === 'follows' && emailChanged) {
      if (await signInEmailTaken(tx, 'school', updated.contactEmail, updated.id)) {
        refuse('school', 'contactEmail', SIGN_IN_EMAIL_TAKEN_MESSAGE);
      }
      await carrySignInEmail(tx, 'school', updated.id, updated.contactEmail);
    }
    await writeSchool(() =>
      tx
        .update(t.schools)
        .set(schoolRow(updated, nameKeyColumn(updated, schools)))
        .where(eq(t.schools.id, input.id)),
    );
    // Only a new name takes anyone: those of the kept name were linked when it was given.
    const linked = schoolRenamed(stored.doc, updated) ? await linkCandidatesTo(tx, updated) : [];
    await audit(context, tx, [edited('school', stored.doc, updated), ...linked]);
    return updated;
  });
}

export const schoolOperations = {
  listSchools,
  getSchool,
  findSchoolsByEmail,
  addSchool,
  updateSchool,
};
