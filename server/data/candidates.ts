// STSE candidates: registrations (roll numbers from counter rows), edits, exam centres and
// admission. Their marks and the public lookups are in ./results.ts.
import { eq, inArray, sql } from 'drizzle-orm';
import {
  NotFoundError,
  admissionFees,
  admissionTerms,
  admittedCandidate,
  candidateSchema,
  created,
  edited,
  editedCandidate,
  examCenterToAssign,
  highestStseSequence,
  inSlices,
  MESSAGE_LIMITS,
  registeredCandidates,
  stseRollNumbersAfter,
  validated,
  validatedNewCandidates,
  validatedNewStudent,
  checkStudentBranch,
} from '../../src/data/server';
import type { Candidate, NewCandidate, NewStudent, Student } from '../../src/data/server';
import * as t from '../db/schema';
import { intake, linkAdmission } from './enquiry-intake';
import { contactOfCandidate, intakeActor, isReachable } from '../../src/data/server-enquiries';
import { together } from './together';
import {
  ID_SLICE,
  audit,
  candidateForUpdate,
  candidateRow,
  firstRow,
  readIssuedNumbers,
  readSettings,
  studentRow,
} from './context';
import type { DataContext, Tx } from './context';
import { CANDIDATE_COUNT, advanceCounter, stseRollSeries } from './counters';
import { queueAdmitCards, stseRegisteredMessage } from './message-events';
import { queueMessages } from './outbox';
import { schoolsNamed } from './schools';
import { newStudentAmong } from './students';
import { readBranches } from './branches';

/**
 * Where a prefix's roll numbers stand when its counter is not kept: the highest of the prefix in
 * use, or issued before a restore (the candidate count is the counter's floor).
 */
async function stseRollReached(tx: Tx, prefix: string): Promise<number> {
  const { highest } = await firstRow<{ highest: string | null }>(
    tx.execute(sql`
      select (select roll_no from candidates
               where roll_no ~* ('^' || ${prefix} || '[0-9]{4,}$')
               order by substring(roll_no from ${prefix.length + 1}::int)::numeric desc
               limit 1) as highest`),
  );
  const inUse = highest === null ? [] : [highest];
  return highestStseSequence(prefix, [...inUse, ...(await readIssuedNumbers(tx))]);
}

/**
 * `howMany` roll numbers of the prefix: after the candidate count (the spec's rule) and after
 * every number of the prefix issued so far, whichever is higher. The count's row is taken first
 * by every registration, so registrations take turns there.
 */
async function nextRollNumbers(tx: Tx, prefix: string, howMany: number): Promise<string[]> {
  const count = await advanceCounter(tx, CANDIDATE_COUNT, howMany, async () =>
    tx.$count(t.candidates),
  );
  const reached = await advanceCounter(
    tx,
    stseRollSeries(prefix),
    howMany,
    () => stseRollReached(tx, prefix),
    count - howMany,
  );
  return stseRollNumbersAfter(prefix, reached - howMany, howMany);
}

/** Checked registrations, numbered and inserted in one transaction. */
async function register(context: DataContext, inputs: readonly NewCandidate[], batch: boolean) {
  if (inputs.length === 0) return [];
  return context.db.transaction(async (tx) => {
    const settings = await readSettings(tx);
    const schools = await schoolsNamed(
      tx,
      inputs.map((input) => input.schoolName),
      inputs.flatMap((input) => input.schoolId ?? []),
    );
    // Numbered last, so the counters' rows stay locked for as short a time as can be.
    const rollNos = await nextRollNumbers(tx, settings.stse.rollNoPrefix, inputs.length);
    const added = registeredCandidates(inputs, rollNos, context.now(), batch, schools);
    await tx.insert(t.candidates).values(added.map(candidateRow));
    // Every registrant is someone to admit: each goes through the one intake (Admissions).
    await intake(
      tx,
      added
        .filter(isReachable)
        .map((candidate) => contactOfCandidate(candidate, batch ? 'school' : 'stse')),
      intakeActor(context.actor),
      context.now().toISOString(),
    );
    await audit(
      context,
      tx,
      added.map((candidate) => created('candidate', candidate)),
    );
    await queueMessages(
      tx,
      context.now(),
      added.map((candidate) => stseRegisteredMessage(context, candidate)),
      { perRecipientPerDay: MESSAGE_LIMITS.confirmationsPerDay },
    );
    return added;
  });
}

/**
 * Visitors' registrations waiting for the one under way, by database: the registration form's
 * burst on the last day. One at a time, each would take the counters' row lock, its statements
 * and its commit in turn; in groups, one transaction numbers and writes everyone who arrived
 * meanwhile (all as the visitor, so the audit log reads the same).
 */
const visitorRegistrations = new WeakMap<
  DataContext['db'],
  (input: NewCandidate) => Promise<Candidate>
>();

function registerAsVisitor(context: DataContext, input: NewCandidate): Promise<Candidate> {
  let send = visitorRegistrations.get(context.db);
  if (!send) {
    send = together((inputs: NewCandidate[]) => register(context, inputs, false));
    visitorRegistrations.set(context.db, send);
  }
  return send(input);
}

async function addCandidate(context: DataContext, candidate: NewCandidate): Promise<Candidate> {
  const [input] = validatedNewCandidates([candidate], false);
  if (context.actor.role === 'visitor') return registerAsVisitor(context, input!);
  const [added] = await register(context, [input!], false);
  return added!;
}

const addCandidates = (context: DataContext, candidates: NewCandidate[]) =>
  register(context, validatedNewCandidates(candidates, true), true);

async function updateCandidate(context: DataContext, candidate: Candidate): Promise<Candidate> {
  const input = validated(candidateSchema, candidate, 'candidate');
  return context.db.transaction(async (tx) => {
    const stored = await candidateForUpdate(tx, input.id);
    const schools = await schoolsNamed(tx, [input.schoolName]);
    const updated = editedCandidate(input, stored, schools);
    await tx.update(t.candidates).set(candidateRow(updated)).where(eq(t.candidates.id, input.id));
    await audit(context, tx, [edited('candidate', stored, updated)]);
    return updated;
  });
}

async function getCandidate({ db }: DataContext, id: string): Promise<Candidate | undefined> {
  const [row] = await db
    .select({ doc: t.candidates.doc })
    .from(t.candidates)
    .where(eq(t.candidates.id, id));
  return row?.doc;
}

async function assignExamCenter(
  context: DataContext,
  candidateIds: readonly string[],
  examCenter: string,
): Promise<void> {
  const center = examCenterToAssign(examCenter);
  const wanted = [...new Set(candidateIds)];
  if (wanted.length === 0) return;
  await context.db.transaction(async (tx) => {
    const found = await inSlices(wanted, ID_SLICE, (slice) =>
      tx
        .select({
          id: t.candidates.id,
          examCenter: sql<string | null>`${t.candidates.doc}->>'examCenter'`,
        })
        .from(t.candidates)
        .where(inArray(t.candidates.id, slice))
        .for('update'),
    );
    if (found.length < wanted.length) {
      const known = new Set(found.map((row) => row.id));
      throw new NotFoundError(
        'candidate',
        wanted.find((id) => !known.has(id))!,
      );
    }
    await inSlices(wanted, ID_SLICE, async (slice) => {
      await tx
        .update(t.candidates)
        .set({
          doc: sql`jsonb_set(${t.candidates.doc}, '{examCenter}', to_jsonb(${center}::text))`,
        })
        .where(inArray(t.candidates.id, slice));
    });
    await audit(
      context,
      tx,
      found.map((row) => {
        const before = { id: row.id, examCenter: row.examCenter ?? undefined };
        const after = { id: row.id, examCenter: center };
        return edited('candidate', before, after);
      }),
    );
    await inSlices(wanted, ID_SLICE, async (slice) => {
      await queueAdmitCards(context, tx, slice, center);
    });
  });
}

/** Adds the scholarship winner as a student and marks the candidate admitted, in one go. */
async function admitCandidate(
  context: DataContext,
  candidateId: string,
  newStudent: NewStudent,
): Promise<Student> {
  const { fields, fee, enquiryId } = validatedNewStudent(newStudent);
  return context.db.transaction(async (tx) => {
    checkStudentBranch(fields.branchId, undefined, await readBranches(tx));
    const settings = await readSettings(tx);
    const candidate = await candidateForUpdate(tx, candidateId);
    const terms = admissionTerms(candidate, settings, fee);
    const at = context.now();
    const { feeDetails, extra } = admissionFees(candidate, terms, fee, at);
    const student = await newStudentAmong(tx, fields, at, feeDetails, extra);
    await tx.insert(t.students).values(studentRow(student));
    const admitted = admittedCandidate(candidate, student, at);
    await tx.update(t.candidates).set({ doc: admitted }).where(eq(t.candidates.id, candidateId));
    // The enquiry named, else the one the candidate's registration made, is won.
    const link = { enquiryId, candidateId, studentId: student.id };
    await linkAdmission(tx, link, context.actor.name, at.toISOString());
    await audit(context, tx, [
      { ...created('student', student), studentId: student.id },
      edited('candidate', candidate, admitted),
    ]);
    return student;
  });
}

export const candidateOperations = {
  addCandidate,
  addCandidates,
  updateCandidate,
  getCandidate,
  assignExamCenter,
  admitCandidate,
};
