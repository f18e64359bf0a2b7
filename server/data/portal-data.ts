// The Repository's business operations as per-operation SQL. Every write validates, refuses and
// builds its records with the same pure functions as src/data/adapters/repository-core.ts does over
// a collection store (src/data/operations, over the rules of src/data/rules); what is left here is
// where the data lives and how concurrent writers are kept apart:
//   - roll numbers are issued inside the transaction that inserts them, under an advisory lock,
//     and are UNIQUE by constraint (a bug could at worst fail a request, never repeat a number);
//   - a payment locks the student's row (its installments) and then the receipt counter, so two
//     payments at once can never exceed what remains, and receipt numbers stay gapless.
// Only a few columns are read per request; nothing loads a whole table except the lists and
// backup, which a later issue pages.
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { NotFoundError } from '../../src/data/errors';
import { DEFAULT_SETTINGS, collectionsSchema } from '../../src/data/adapters/collections';
import type { RecordCounts } from '../../src/data/adapters/backup';
import type { BackupCollections, Collections } from '../../src/data/adapters/collections';
import { refuse, validated, validatedStored } from '../../src/data/adapters/validate';
import {
  SIGN_IN_EMAIL_TAKEN_MESSAGE,
  carrySignInEmail,
  signInEmailKey,
  signInEmailTaken,
} from '../auth/sign-in-email';
import type { PaymentRequest } from '../../src/data/repository';
import { RESTORE_PREVIEW_LIMIT, inSlices } from '../../src/data/queries';
import type { AuditQuery, Page, RestoreRemovals } from '../../src/data/queries';
import { auditDayRange } from '../../src/data/rules/audit';
import {
  VISITOR_ACTOR,
  auditEntry,
  created,
  deleted,
  edited,
  recordCounts,
  restoreChange,
  settingsChange,
} from '../../src/data/operations/audit';
import type { AuditedChange } from '../../src/data/operations/audit';
import { issuedNumbersAfterRestore } from '../../src/data/operations/restore';
import { checkPageRequest } from '../../src/data/operations/queries';
import { percentileOf, schoolNameKey, todayIso } from '../../src/data/rules';
import { notificationsForStudents } from '../../src/data/rules/visibility';
import { nextReceiptNumber, openingEntries } from '../../src/data/rules/ledger';
import { nextStseRollNumbers, nextStudentRollNumber } from '../../src/data/rules/roll-numbers';
import {
  candidateSchema,
  newSchoolSchema,
  schoolSchema,
  settingsSchema,
} from '../../src/data/schemas';
import type {
  AdmitCard,
  AuditActor,
  AuditEntry,
  Candidate,
  CandidateLookup,
  MarksEntry,
  MarksValue,
  Material,
  MessageSender,
  NewCandidate,
  NewMaterial,
  NewNotification,
  NewSchool,
  NewStudent,
  Notification,
  Payment,
  School,
  ResultLookup,
  Settings,
  SettingsReplacement,
  Student,
  StudentEdit,
  Ticket,
  TicketStatus,
} from '../../src/data/schemas';
import {
  admissionFees,
  admissionTerms,
  admitCardFor,
  admittedCandidate,
  editedCandidate,
  examCenterToAssign,
  lookedUpCandidate,
  registeredCandidates,
  resultLookupFor,
  rollNoKey,
  rollNoKeysToFind,
  validatedNewCandidates,
  withMarks,
  withResultsPublished,
} from '../../src/data/operations/candidates';
import {
  PDF_TYPE,
  backupMaterialIds,
  checkPdfUpload,
  newMaterialRecord,
} from '../../src/data/operations/materials';
import {
  cancelledPayment,
  checkPayment,
  installmentToPay,
  newPayment,
  validatedCancelReason,
  validatedPaymentRequest,
} from '../../src/data/operations/payments';
import {
  DUPLICATE_SCHOOL_NAME,
  editedSchool,
  nameTakenByAnother,
  newNotificationRecord,
  newSchoolRecord,
  schoolRenamed,
} from '../../src/data/operations/records';
import { atRow } from '../../src/data/operations/rows';
import { settingsToStore, validatedSettings } from '../../src/data/operations/settings';
import {
  editedStudent,
  newStudentFees,
  newStudentRecord,
  studentWithLedger,
  validatedNewStudent,
  validatedStudentEdit,
} from '../../src/data/operations/students';
import type { NewStudentFields, StudentExtra } from '../../src/data/operations/students';
import {
  newTicket,
  replyText,
  ticketSubject,
  withReply,
  withStatus,
} from '../../src/data/operations/tickets';
import type { Db } from '../db/open';
import * as t from '../db/schema';
import { together } from './together';
import { createPortalQueries } from './queries';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Db | Tx;
/** What `select count, highest` returns, from either driver (both answer `{ rows }`). */
type CountRows = { rows: Array<{ count: number; highest: string | null }> };

const PDF_MAGIC = '%PDF-';

// Advisory lock keys: one writer at a time issues candidate roll numbers, student roll numbers,
// receipt numbers.
const LOCK_CANDIDATE_ROLL = 7301;
const LOCK_STUDENT_ROLL = 7302;
const LOCK_RECEIPT = 7303;

/**
 * How many ids one `in (…)` lists: a statement takes at most 65,535 parameters, and select all
 * may send every candidate of a large exam.
 */
const ID_SLICE = 10_000;

const lock = (tx: Tx, key: number) => tx.execute(sql`select pg_advisory_xact_lock(${key})`);

const time = (iso: string) => Date.parse(iso);

/** Whether a database error is the unique index `constraint` refusing a row (drizzle wraps it). */
function violates(error: unknown, constraint: string): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint: name } = cause as Error & { code?: string; constraint?: string };
    if (code === '23505' && name === constraint) return true;
  }
  return false;
}

/**
 * The schools' `name_key` column: the name's key, or null for a school that shares its name with
 * another (kept from before names were unique), so the unique index never refuses keeping it.
 */
function nameKeyColumn(school: School, schools: readonly Pick<School, 'id' | 'name'>[]) {
  return nameTakenByAnother(school.name, school.id, schools) ? null : schoolNameKey(school.name);
}

/**
 * schoolNameKey in SQL: every run of JavaScript's whitespace (\s, spelt out as migration 0013
 * does) one space, trimmed, lower-cased.
 */
const WHITESPACE_RUN = String.raw`[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+`;
const schoolNameKeySql = (name: SQL) =>
  sql`lower(btrim(regexp_replace(${name}, ${WHITESPACE_RUN}, ' ', 'g')))`;

/** The stored roll numbers as the pure rule sees them: how many, and the highest of the pattern. */
function rollNumbersForRule(count: number, highest: string | null): string[] {
  // The rule takes every roll number in use but only needs their count and the highest sequence
  // of its pattern; this list has exactly those two facts, without reading every row.
  return Array.from({ length: Math.max(count, highest ? 1 : 0) }, (_, index) =>
    index === 0 && highest ? highest : '',
  );
}

export type UploadedFile = { name: string; type: string; bytes: Uint8Array };

/** Only PDFs up to the size limit whose content is a PDF (starts with %PDF-). */
export function checkPdf(file: UploadedFile): void {
  checkPdfUpload({ name: file.name, type: file.type, size: file.bytes.byteLength });
  const head = new TextDecoder().decode(file.bytes.subarray(0, PDF_MAGIC.length));
  if (head !== PDF_MAGIC) {
    refuse('material', 'file', 'The file is not a PDF (its content does not start with %PDF-).');
  }
}

export type PortalDataOptions = {
  db: Db;
  now: () => Date;
  /** Who the writes are recorded as in the audit log (`as(actor)` gives a copy for a caller). */
  actor?: AuditActor;
  /** Single registrations waiting for their group's turn (shared by every `as(actor)` copy). */
  registrations?: (registration: Registration) => Promise<Candidate>;
};

/** One checked registration and who sent it. */
type Registration = { input: NewCandidate; actor: AuditActor };

const auditRow = (entry: AuditEntry) => ({
  id: entry.id,
  at: time(entry.at),
  actorId: entry.actor.id,
  actorKey: entry.actor.name.toLowerCase(),
  entity: entry.entity,
  entityId: entry.entityId,
  studentId: entry.studentId ?? null,
  doc: entry,
});

/** Inserts in slices, so a large batch stays under the protocol's parameter limit. */
/**
 * Inserts in slices as large as one statement's 65,535 parameters allow (fewer round trips), or
 * `largest` rows at a time (files: each can be megabytes).
 */
async function insertRows<R extends object>(
  tx: Tx,
  table: Parameters<Tx['insert']>[0],
  rows: R[],
  largest = Number.POSITIVE_INFINITY,
) {
  const columns = Math.max(1, Object.keys(rows[0] ?? {}).length);
  const slice = Math.max(1, Math.min(largest, Math.floor(60_000 / columns)));
  for (let start = 0; start < rows.length; start += slice) {
    await tx.insert(table).values(rows.slice(start, start + slice) as never);
  }
}

export function createPortalData({
  db,
  now,
  actor = VISITOR_ACTOR,
  registrations: sharedRegistrations,
}: PortalDataOptions) {
  /**
   * The changes' audit entries, inserted in the change's own transaction: a refused or failed
   * write rolls its entries back with it. An update that changed no field writes no entry.
   */
  /**
   * After a write that changed many candidates' marks at once (a results CSV, a restore): every
   * change rewrote a row of mark_counts, and until vacuumed each lookup would step over the old
   * versions (a restore of 1,00,000 candidates made a lookup 10 times slower). Outside the
   * transaction, as VACUUM must be; single changes leave little behind, for autovacuum.
   */
  async function tidyMarkCounts() {
    await db.execute(sql`vacuum ${t.markCounts}`);
  }

  /** The changes' entries in the audit log, as `who`'s (each change's own when given by index). */
  async function audit(
    tx: Tx,
    changes: readonly AuditedChange[],
    who: (index: number) => AuditActor = () => actor,
  ) {
    const at = now();
    const entries = changes
      .map((change, index) => auditEntry(who(index), at, change))
      .filter((entry) => entry.action !== 'updated' || entry.changes.length > 0);
    await insertRows(tx, t.auditLog, entries.map(auditRow));
  }

  /** The numbers issued before a restore removed their records: the next ones continue after. */
  async function readIssuedNumbers(runner: Runner): Promise<string[]> {
    const rows = await runner.select({ number: t.issuedNumbers.number }).from(t.issuedNumbers);
    return rows.map((row) => row.number);
  }

  async function readSettings(runner: Runner): Promise<Settings> {
    const [row] = await runner.select({ doc: t.settings.doc }).from(t.settings).limit(1);
    // Parsed, so a document stored before a section existed (the payment details) reads with
    // that section's defaults.
    return row ? settingsSchema.parse(row.doc) : DEFAULT_SETTINGS;
  }

  async function writeSettings(runner: Runner, value: Settings) {
    await runner
      .insert(t.settings)
      .values({ id: 1, doc: value })
      .onConflictDoUpdate({ target: t.settings.id, set: { doc: value } });
  }

  async function studentForUpdate(tx: Tx, id: string): Promise<Student> {
    const [row] = await tx
      .select({ doc: t.students.doc })
      .from(t.students)
      .where(eq(t.students.id, id))
      .for('update');
    if (!row) throw new NotFoundError('student', id);
    return row.doc;
  }

  /** The student's installments derived again from their ledger, stored. */
  async function rederive(tx: Tx, student: Student): Promise<Student> {
    const ledger = await tx
      .select({ doc: t.payments.doc })
      .from(t.payments)
      .where(eq(t.payments.studentId, student.id));
    const derived = studentWithLedger(
      student,
      ledger.map((row) => row.doc),
    );
    await tx.update(t.students).set({ doc: derived }).where(eq(t.students.id, student.id));
    return derived;
  }

  /** The next student roll number, read under the lock inside the inserting transaction. */
  async function nextStudentRollNo(tx: Tx, currentClass: Student['currentClass'], at: Date) {
    await lock(tx, LOCK_STUDENT_ROLL);
    const result = await tx.execute(sql`
      select (select count(*)::int from students) as count,
             (select roll_no from students where roll_no ~* '^SANK[0-9]{4}[0-9]{4,}$'
               order by substring(roll_no from 9)::numeric desc limit 1) as highest`);
    const { count, highest } = (result as unknown as CountRows).rows[0]!;
    return nextStudentRollNumber(
      rollNumbersForRule(count, highest),
      currentClass,
      at,
      await readIssuedNumbers(tx),
    );
  }

  /** A new student record with the next roll number; `extra` fills what the form does not collect. */
  async function newStudentAmong(
    tx: Tx,
    fields: NewStudentFields,
    at: Date,
    feeDetails: Student['feeDetails'],
    extra?: StudentExtra,
  ): Promise<Student> {
    const rollNo = await nextStudentRollNo(tx, fields.currentClass, at);
    return newStudentRecord(fields, rollNo, at, feeDetails, extra);
  }

  const candidateRow = (candidate: Candidate) => ({
    id: candidate.id,
    rollNo: candidate.rollNo,
    rollKey: rollNoKey(candidate.rollNo),
    registeredAt: time(candidate.registrationDate),
    doc: candidate,
  });
  const studentRow = (student: Student) => ({
    id: student.id,
    rollNo: student.rollNo,
    emailKey: student.email.trim().toLowerCase(),
    doc: student,
  });
  const paymentRow = (payment: Payment) => ({
    id: payment.id,
    receiptNo: payment.receiptNo,
    studentId: payment.studentId,
    installmentId: payment.installmentId,
    receivedAt: time(payment.receivedAt),
    doc: payment,
  });
  const materialRow = (material: Material) => ({
    id: material.id,
    uploadedAt: time(material.uploadDate),
    doc: material,
  });
  const schoolRow = (school: School, nameKey: string | null) => ({
    id: school.id,
    emailKey: school.contactEmail.trim().toLowerCase(),
    nameKey,
    doc: school,
  });

  /**
   * Every school a link or a name check among these names must consider: those of the same name
   * key, those sharing a name from before names were unique (no key), and those of these ids.
   */
  async function schoolsNamed(
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
  const ticketRow = (ticket: Ticket) => ({
    id: ticket.id,
    studentId: ticket.studentId,
    updatedAt: time(ticket.updatedAt),
    doc: ticket,
  });
  const notificationRow = (notification: Notification) => ({
    id: notification.id,
    dateAt: time(notification.date),
    doc: notification,
  });

  /** How many candidates there are, and the highest roll number of the prefix (roll_counters). */
  async function candidateRollState(tx: Tx, prefix: string) {
    const highestKey = `highest:${prefix.toLowerCase()}`;
    const stored = await tx
      .select()
      .from(t.rollCounters)
      .where(inArray(t.rollCounters.name, ['candidates', highestKey]));
    const count = stored.find((row) => row.name === 'candidates');
    const highest = stored.find((row) => row.name === highestKey);
    if (count && highest) return { count: Number(count.value), highest: highest.value || null };
    // Not kept yet (a new prefix, a restore): count once from the candidates themselves.
    const result = await tx.execute(sql`
      select (select count(*)::int from candidates) as count,
             (select roll_no from candidates
               where roll_no ~* ('^' || ${prefix} || '[0-9]{4,}$')
               order by substring(roll_no from ${prefix.length + 1}::int)::numeric desc
               limit 1) as highest`);
    return (result as unknown as CountRows).rows[0]!;
  }

  async function saveCandidateRollState(tx: Tx, prefix: string, count: number, highest: string) {
    const rows = [
      { name: 'candidates', value: String(count) },
      { name: `highest:${prefix.toLowerCase()}`, value: highest },
    ];
    await tx
      .insert(t.rollCounters)
      .values(rows)
      .onConflictDoUpdate({ target: t.rollCounters.name, set: { value: sql`excluded.value` } });
  }

  async function addCandidates(candidates: readonly NewCandidate[], batch: boolean) {
    const inputs = validatedNewCandidates(candidates, batch);
    if (inputs.length === 0) return [];
    return register(inputs, batch, () => actor);
  }

  /** Checked registrations, numbered in one transaction under the roll-number lock. */
  async function register(
    inputs: readonly NewCandidate[],
    batch: boolean,
    who: (index: number) => AuditActor,
  ) {
    return db.transaction(async (tx) => {
      await lock(tx, LOCK_CANDIDATE_ROLL);
      const settings = await readSettings(tx);
      const prefix = settings.stse.rollNoPrefix;
      const { count, highest } = await candidateRollState(tx, prefix);
      const rollNos = nextStseRollNumbers(
        prefix,
        rollNumbersForRule(count, highest),
        inputs.length,
        await readIssuedNumbers(tx),
      );
      const schools = await schoolsNamed(
        tx,
        inputs.map((input) => input.schoolName),
        inputs.flatMap((input) => input.schoolId ?? []),
      );
      const added = registeredCandidates(inputs, rollNos, now(), batch, schools);
      await tx.insert(t.candidates).values(added.map(candidateRow));
      await saveCandidateRollState(tx, prefix, count + added.length, rollNos.at(-1)!);
      await audit(
        tx,
        added.map((candidate) => created('candidate', candidate)),
        who,
      );
      return added;
    });
  }

  // The registration form's burst on the last day: one at a time they would each wait for the
  // lock in turn; in groups, one turn serves everyone who arrived meanwhile.
  const registrations =
    sharedRegistrations ??
    together<Registration, Candidate>((waiting) =>
      register(
        waiting.map((registration) => registration.input),
        false,
        (index) => waiting[index]!.actor,
      ),
    );

  async function candidateForUpdate(tx: Tx, id: string): Promise<Candidate> {
    const [row] = await tx
      .select({ doc: t.candidates.doc })
      .from(t.candidates)
      .where(eq(t.candidates.id, id))
      .for('update');
    if (!row) throw new NotFoundError('candidate', id);
    return row.doc;
  }

  async function ticketForUpdate(tx: Tx, id: string): Promise<Ticket> {
    const [row] = await tx
      .select({ doc: t.tickets.doc })
      .from(t.tickets)
      .where(eq(t.tickets.id, id))
      .for('update');
    if (!row) throw new NotFoundError('ticket', id);
    return row.doc;
  }

  async function updateTicket(tx: Tx, ticket: Ticket) {
    await tx.update(t.tickets).set(ticketRow(ticket)).where(eq(t.tickets.id, ticket.id));
    return ticket;
  }

  const docs = <T>(rows: Array<{ doc: T }>) => rows.map((row) => row.doc);

  const allNotifications = async (): Promise<Notification[]> =>
    docs(
      await db
        .select({ doc: t.notifications.doc })
        .from(t.notifications)
        .orderBy(desc(t.notifications.dateAt), desc(t.notifications.seq)),
    );

  return {
    /** The same operations, with the writes recorded in the audit log as this actor's. */
    as: (caller: AuditActor) => createPortalData({ db, now, actor: caller, registrations }),

    // The paged lists (./queries.ts).
    ...createPortalQueries({ db }),

    // ----- STSE candidates -----
    async addCandidate(candidate: NewCandidate): Promise<Candidate> {
      // Checked before it waits, so a wrong form is refused on its own.
      const [input] = validatedNewCandidates([candidate], false);
      return registrations({ input: input!, actor });
    },

    addCandidates: (candidates: NewCandidate[]) => addCandidates(candidates, true),

    async updateCandidate(candidate: Candidate): Promise<Candidate> {
      const input = validated(candidateSchema, candidate, 'candidate');
      return db.transaction(async (tx) => {
        const stored = await candidateForUpdate(tx, input.id);
        const schools = await schoolsNamed(tx, [input.schoolName]);
        const updated = editedCandidate(input, stored, schools);
        await tx
          .update(t.candidates)
          .set(candidateRow(updated))
          .where(eq(t.candidates.id, input.id));
        await audit(tx, [edited('candidate', stored, updated)]);
        return updated;
      });
    },

    async findCandidateByRollNo(rollNo: string): Promise<Candidate | undefined> {
      const wanted = rollNoKey(rollNo);
      if (wanted === '') return undefined;
      const [row] = await db
        .select({ doc: t.candidates.doc })
        .from(t.candidates)
        .where(eq(t.candidates.rollKey, wanted))
        .limit(1);
      return row?.doc;
    },

    async findCandidatesByRollNos(rollNos: readonly string[]): Promise<Candidate[]> {
      const keys = rollNoKeysToFind(rollNos);
      if (keys.length === 0) return [];
      const rows = await db
        .select({ doc: t.candidates.doc })
        .from(t.candidates)
        .where(inArray(t.candidates.rollKey, keys));
      return docs(rows);
    },

    async getCandidate(id: string): Promise<Candidate | undefined> {
      const [row] = await db
        .select({ doc: t.candidates.doc })
        .from(t.candidates)
        .where(eq(t.candidates.id, id));
      return row?.doc;
    },

    async assignExamCenter(candidateIds: readonly string[], examCenter: string): Promise<void> {
      const center = examCenterToAssign(examCenter);
      const wanted = [...new Set(candidateIds)];
      if (wanted.length === 0) return;
      await db.transaction(async (tx) => {
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
          tx,
          found.map((row) => {
            const before = { id: row.id, examCenter: row.examCenter ?? undefined };
            const after = { id: row.id, examCenter: center };
            return edited('candidate', before, after);
          }),
        );
      });
    },

    async saveMarks(candidateId: string, marks: MarksValue): Promise<Candidate> {
      // The range is the settings' maximum, read inside the write with the candidate.
      return db.transaction(async (tx) => {
        const settings = await readSettings(tx);
        const stored = await candidateForUpdate(tx, candidateId);
        const updated = withMarks(stored, marks, settings);
        await tx.update(t.candidates).set({ doc: updated }).where(eq(t.candidates.id, candidateId));
        await audit(tx, [edited('candidate', stored, updated)]);
        return updated;
      });
    },

    /** saveMarks for many candidates in one transaction: one refused entry saves none. */
    async saveResults(entries: readonly MarksEntry[]): Promise<Candidate[]> {
      if (entries.length === 0) return [];
      const saved = await db.transaction(async (tx) => {
        const settings = await readSettings(tx);
        const ids = [...new Set(entries.map((entry) => String(entry.candidateId)))];
        const rows = await inSlices(ids, ID_SLICE, (slice) =>
          tx
            .select({ id: t.candidates.id, doc: t.candidates.doc })
            .from(t.candidates)
            .where(inArray(t.candidates.id, slice))
            .for('update'),
        );
        const current = new Map(rows.map((row) => [row.id, row.doc]));
        const saved = entries.map(({ candidateId, marks }, row) => {
          const stored = current.get(candidateId);
          if (!stored) throw new NotFoundError('candidate', candidateId);
          const updated = atRow(row, () => withMarks(stored, marks, settings));
          current.set(candidateId, updated);
          return updated;
        });
        const changed = [...new Set(entries.map((entry) => entry.candidateId))];
        for (const id of changed) {
          await tx
            .update(t.candidates)
            .set({ doc: current.get(id)! })
            .where(eq(t.candidates.id, id));
        }
        const stored = new Map(rows.map((row) => [row.id, row.doc]));
        await audit(
          tx,
          changed.map((id) => edited('candidate', stored.get(id)!, current.get(id)!)),
        );
        return saved;
      });
      await tidyMarkCounts();
      return saved;
    },

    /** The public result of one roll number; reads only that candidate and its class's marks. */
    async lookupResult(lookup: CandidateLookup): Promise<ResultLookup> {
      const wanted = rollNoKey(lookup.rollNo);
      if (wanted === '') return { status: 'not-found' };
      // One statement (the busiest public request on result day): the settings, the candidate,
      // and the class's marks as counted by the database (mark_counts): how many scored more
      // and how many appeared, from which the rank and percentile follow as rankAndPercentile
      // works them out.
      const {
        rows: [found],
      } = (await db.execute(sql`
        select (select doc from ${t.settings} limit 1) as settings, c.doc as candidate,
               coalesce((select sum(m.count) filter (where m.marks > c.marks) from ${t.markCounts} m
                          where m.current_class = c.current_class), 0)::int as above,
               coalesce((select sum(m.count) from ${t.markCounts} m
                          where m.current_class = c.current_class), 0)::int as appeared
          from (select 1) as one
          left join ${t.candidates} c on c.roll_key = ${wanted}`)) as unknown as {
        rows: Array<{
          settings: Settings | null;
          candidate: Candidate | null;
          above: number;
          appeared: number;
        }>;
      };
      const { settings, candidate, above, appeared } = found!;
      const matched = lookedUpCandidate(candidate ?? undefined, lookup);
      return resultLookupFor(matched, settings ?? DEFAULT_SETTINGS, () => ({
        rank: above + 1,
        classSize: appeared,
        percentile: percentileOf(appeared - above, appeared),
      }));
    },

    /** The public admit card of one roll number: reads only that candidate and the settings. */
    async lookupAdmitCard(lookup: CandidateLookup): Promise<AdmitCard | undefined> {
      const wanted = rollNoKey(lookup.rollNo);
      if (wanted === '') return undefined;
      const [[settingsRow], [candidateRow]] = await Promise.all([
        db.select({ doc: t.settings.doc }).from(t.settings).limit(1),
        db
          .select({ doc: t.candidates.doc })
          .from(t.candidates)
          .where(eq(t.candidates.rollKey, wanted))
          .limit(1),
      ]);
      return admitCardFor(
        lookedUpCandidate(candidateRow?.doc, lookup),
        settingsRow?.doc ?? DEFAULT_SETTINGS,
      );
    },

    async setResultsPublished(published: boolean): Promise<Settings> {
      return db.transaction(async (tx) => {
        const settings = await readSettings(tx);
        const updated = withResultsPublished(settings, published);
        await writeSettings(tx, updated);
        await audit(tx, [settingsChange(settings, updated)]);
        return updated;
      });
    },

    /** Adds the scholarship winner as a student and marks the candidate admitted, in one go. */
    async admitCandidate(candidateId: string, newStudent: NewStudent): Promise<Student> {
      const { fields, fee } = validatedNewStudent(newStudent);
      return db.transaction(async (tx) => {
        const settings = await readSettings(tx);
        const candidate = await candidateForUpdate(tx, candidateId);
        const terms = admissionTerms(candidate, settings, fee);
        const at = now();
        const { feeDetails, extra } = admissionFees(candidate, terms, fee, at);
        const student = await newStudentAmong(tx, fields, at, feeDetails, extra);
        await tx.insert(t.students).values(studentRow(student));
        const admitted = admittedCandidate(candidate, student, at);
        await tx
          .update(t.candidates)
          .set({ doc: admitted })
          .where(eq(t.candidates.id, candidateId));
        await audit(tx, [
          { ...created('student', student), studentId: student.id },
          edited('candidate', candidate, admitted),
        ]);
        return student;
      });
    },

    // ----- students and fees -----
    async listStudents(): Promise<Student[]> {
      return docs(
        await db.select({ doc: t.students.doc }).from(t.students).orderBy(asc(t.students.seq)),
      );
    },

    async getStudent(id: string): Promise<Student | undefined> {
      const [row] = await db
        .select({ doc: t.students.doc })
        .from(t.students)
        .where(eq(t.students.id, id));
      return row?.doc;
    },

    async findStudentsByEmail(email: string): Promise<Student[]> {
      return docs(
        await db
          .select({ doc: t.students.doc })
          .from(t.students)
          .where(eq(t.students.emailKey, email.trim().toLowerCase()))
          .orderBy(asc(t.students.seq)),
      );
    },

    async addStudent(newStudent: NewStudent): Promise<Student> {
      const { fields, fee } = validatedNewStudent(newStudent);
      return db.transaction(async (tx) => {
        const at = now();
        const student = await newStudentAmong(tx, fields, at, newStudentFees(fee, at));
        await tx.insert(t.students).values(studentRow(student));
        await audit(tx, [{ ...created('student', student), studentId: student.id }]);
        return student;
      });
    },

    async updateStudent(id: string, changes: StudentEdit): Promise<Student> {
      const edit = validatedStudentEdit(changes);
      return db.transaction(async (tx) => {
        const stored = await studentForUpdate(tx, id);
        const updated = editedStudent(stored, edit);
        await tx.update(t.students).set(studentRow(updated)).where(eq(t.students.id, id));
        // Only the admin edits a student (the route says so): the account signs in with the new
        // e-mail.
        if (signInEmailKey(updated.email) !== signInEmailKey(stored.email)) {
          await carrySignInEmail(tx, 'student', id, updated.email);
        }
        await audit(tx, [{ ...edited('student', stored, updated), studentId: id }]);
        return updated;
      });
    },

    async recordPayment(request: PaymentRequest): Promise<Payment> {
      const { details, receivedBy } = validatedPaymentRequest(request);
      return db.transaction(async (tx) => {
        // The student's row holds the installments: locked, so a second payment on it waits and
        // then sees this one.
        const student = await studentForUpdate(tx, String(request.studentId));
        const installment = installmentToPay(student, request.installmentId);
        const at = now();
        checkPayment(installment, details.amount, at);
        await lock(tx, LOCK_RECEIPT);
        const probe = nextReceiptNumber([], at).slice(0, -6);
        const [top] = await tx
          .select({ receiptNo: t.payments.receiptNo })
          .from(t.payments)
          .where(sql`${t.payments.receiptNo} like ${probe + '%'}`)
          .orderBy(desc(t.payments.receiptNo))
          .limit(1);
        const payment = newPayment({
          student,
          installment,
          details,
          receivedBy,
          receiptNo: nextReceiptNumber(top ? [top] : [], at, await readIssuedNumbers(tx)),
          at,
        });
        await tx.insert(t.payments).values(paymentRow(payment));
        await rederive(tx, student);
        await audit(tx, [{ ...created('payment', payment), studentId: student.id }]);
        return payment;
      });
    },

    async listPayments(filter: { studentId?: string } = {}): Promise<Payment[]> {
      const query = db.select({ doc: t.payments.doc }).from(t.payments);
      const filtered =
        filter.studentId === undefined
          ? query
          : query.where(eq(t.payments.studentId, filter.studentId));
      return docs(await filtered.orderBy(desc(t.payments.receivedAt), desc(t.payments.seq)));
    },

    async getPayment(id: string): Promise<Payment | undefined> {
      const [row] = await db
        .select({ doc: t.payments.doc })
        .from(t.payments)
        .where(eq(t.payments.id, id));
      return row?.doc;
    },

    async cancelPayment(id: string, reason: string, cancelledBy: string): Promise<Payment> {
      const why = validatedCancelReason(reason);
      return db.transaction(async (tx) => {
        const [owner] = await tx
          .select({ studentId: t.payments.studentId })
          .from(t.payments)
          .where(eq(t.payments.id, id));
        if (!owner) throw new NotFoundError('payment', id);
        const student = await studentForUpdate(tx, owner.studentId);
        const [row] = await tx
          .select({ doc: t.payments.doc })
          .from(t.payments)
          .where(eq(t.payments.id, id))
          .for('update');
        const updated = cancelledPayment(row!.doc, { reason: why, by: cancelledBy, at: now() });
        await tx.update(t.payments).set({ doc: updated }).where(eq(t.payments.id, id));
        await rederive(tx, student);
        await audit(tx, [
          { ...edited('payment', row!.doc, updated), action: 'cancelled', studentId: student.id },
        ]);
        return updated;
      });
    },

    // ----- materials and their files -----
    async listMaterials(): Promise<Material[]> {
      return docs(
        await db
          .select({ doc: t.materials.doc })
          .from(t.materials)
          .orderBy(desc(t.materials.uploadedAt), desc(t.materials.seq)),
      );
    },

    async getMaterial(id: string): Promise<Material | undefined> {
      const [row] = await db
        .select({ doc: t.materials.doc })
        .from(t.materials)
        .where(eq(t.materials.id, id));
      return row?.doc;
    },

    async addMaterial(newMaterial: NewMaterial, upload: UploadedFile): Promise<Material> {
      const material = newMaterialRecord(
        newMaterial,
        { ...upload, size: upload.bytes.byteLength },
        now(),
        checkPdf,
      );
      await db.transaction(async (tx) => {
        await tx.insert(t.materials).values(materialRow(material));
        await tx.insert(t.materialFiles).values({
          materialId: material.id,
          name: upload.name,
          type: PDF_TYPE,
          size: upload.bytes.byteLength,
          bytes: upload.bytes,
        });
        await audit(tx, [created('material', material)]);
      });
      return material;
    },

    async deleteMaterial(id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(t.materialFiles).where(eq(t.materialFiles.materialId, id));
        const removed = await tx
          .delete(t.materials)
          .where(eq(t.materials.id, id))
          .returning({ doc: t.materials.doc });
        await audit(
          tx,
          removed.map((row) => deleted('material', row.doc)),
        );
      });
    },

    async getMaterialFile(id: string): Promise<UploadedFile | undefined> {
      const [row] = await db
        .select({
          name: t.materialFiles.name,
          type: t.materialFiles.type,
          bytes: t.materialFiles.bytes,
        })
        .from(t.materialFiles)
        .where(eq(t.materialFiles.materialId, id));
      return row ? { name: row.name, type: row.type, bytes: new Uint8Array(row.bytes) } : undefined;
    },

    // ----- schools -----
    async listSchools(): Promise<School[]> {
      return docs(
        await db.select({ doc: t.schools.doc }).from(t.schools).orderBy(asc(t.schools.seq)),
      );
    },

    async getSchool(id: string): Promise<School | undefined> {
      const [row] = await db
        .select({ doc: t.schools.doc })
        .from(t.schools)
        .where(eq(t.schools.id, id));
      return row?.doc;
    },

    async findSchoolsByEmail(email: string): Promise<School[]> {
      return docs(
        await db
          .select({ doc: t.schools.doc })
          .from(t.schools)
          .where(eq(t.schools.emailKey, email.trim().toLowerCase()))
          .orderBy(asc(t.schools.seq)),
      );
    },

    async addSchool(newSchool: NewSchool): Promise<School> {
      const input = validated(newSchoolSchema, newSchool, 'school');
      return db.transaction(async (tx) => {
        const school = newSchoolRecord(input, await schoolsNamed(tx, [input.name]));
        // Its account will sign in with this e-mail: not one another school signs in with.
        if (await signInEmailTaken(tx, 'school', school.contactEmail)) {
          refuse('school', 'contactEmail', SIGN_IN_EMAIL_TAKEN_MESSAGE);
        }
        await writeSchool(() =>
          tx.insert(t.schools).values(schoolRow(school, schoolNameKey(school.name))),
        );
        await audit(tx, [created('school', school), ...(await linkCandidatesTo(tx, school))]);
        return school;
      });
    },

    /**
     * `signInEmail: 'follows'` (the admin's edit): a changed e-mail becomes the account's sign-in
     * e-mail too, unless another school signs in with it. Otherwise (the school's own edit) it is
     * the contact e-mail only.
     */
    async updateSchool(
      school: School,
      { signInEmail = 'stays' }: { signInEmail?: 'follows' | 'stays' } = {},
    ): Promise<School> {
      const input = validated(schoolSchema, school, 'school');
      return db.transaction(async (tx) => {
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
        const linked = schoolRenamed(stored.doc, updated)
          ? await linkCandidatesTo(tx, updated)
          : [];
        await audit(tx, [edited('school', stored.doc, updated), ...linked]);
        return updated;
      });
    },

    // ----- notifications -----
    listNotifications: allNotifications,

    /**
     * What students and schools see: the notifications whose day has come on the server's
     * calendar (its time zone's today), by the same rule as the browser-only mode's pages.
     */
    async listReachedNotifications(): Promise<Notification[]> {
      return notificationsForStudents(await allNotifications(), todayIso(now()));
    },

    async addNotification(newNotification: NewNotification): Promise<Notification> {
      const notification = newNotificationRecord(newNotification, now());
      await db.transaction(async (tx) => {
        await tx.insert(t.notifications).values(notificationRow(notification));
        await audit(tx, [created('notification', notification)]);
      });
      return notification;
    },

    // ----- settings -----
    getSettings: () => readSettings(db),

    async replaceSettings(settings: SettingsReplacement): Promise<Settings> {
      const replacement = validatedSettings(settings);
      return db.transaction(async (tx) => {
        const stored = await readSettings(tx);
        const result = await tx.execute(
          sql`select coalesce(max((doc->>'marks')::float8), 0) as highest from candidates`,
        );
        const highest = Number(
          (result as unknown as { rows: Array<{ highest: number }> }).rows[0]?.highest ?? 0,
        );
        const kept = settingsToStore(replacement, stored, highest);
        await writeSettings(tx, kept);
        await audit(tx, [settingsChange(stored, kept)]);
        return kept;
      });
    },

    // ----- support tickets -----
    async listTickets(filter: { studentId?: string } = {}): Promise<Ticket[]> {
      const query = db.select({ doc: t.tickets.doc }).from(t.tickets);
      const filtered =
        filter.studentId === undefined
          ? query
          : query.where(eq(t.tickets.studentId, filter.studentId));
      return docs(await filtered.orderBy(desc(t.tickets.updatedAt), desc(t.tickets.seq)));
    },

    async getTicket(id: string): Promise<Ticket | undefined> {
      const [row] = await db
        .select({ doc: t.tickets.doc })
        .from(t.tickets)
        .where(eq(t.tickets.id, id));
      return row?.doc;
    },

    async addTicket(studentId: string, subject: string): Promise<Ticket> {
      const text = ticketSubject(subject);
      return db.transaction(async (tx) => {
        const [student] = await tx
          .select({ name: sql<string>`${t.students.doc}->>'name'` })
          .from(t.students)
          .where(eq(t.students.id, studentId));
        if (!student) throw new NotFoundError('student', studentId);
        const ticket = newTicket({ id: studentId, name: student.name }, text, now());
        await tx.insert(t.tickets).values(ticketRow(ticket));
        await audit(tx, [{ ...created('ticket', ticket), studentId }]);
        return ticket;
      });
    },

    async addMessage(ticketId: string, sender: MessageSender, text: string): Promise<Ticket> {
      const reply = replyText(text);
      return db.transaction(async (tx) => {
        const stored = await ticketForUpdate(tx, ticketId);
        const updated = withReply(stored, sender, reply, now());
        await audit(tx, [{ ...edited('ticket', stored, updated), studentId: stored.studentId }]);
        return updateTicket(tx, updated);
      });
    },

    async setTicketStatus(ticketId: string, status: TicketStatus): Promise<Ticket> {
      return db.transaction(async (tx) => {
        const stored = await ticketForUpdate(tx, ticketId);
        const updated = withStatus(stored, status, now());
        await audit(tx, [{ ...edited('ticket', stored, updated), studentId: stored.studentId }]);
        return updateTicket(tx, updated);
      });
    },

    // ----- the audit log -----
    async listAuditLog(query: AuditQuery): Promise<Page<AuditEntry>> {
      checkPageRequest(query);
      const conditions: Array<SQL | undefined> = [];
      if (query.entity !== undefined) conditions.push(eq(t.auditLog.entity, query.entity));
      if (query.entityId !== undefined && query.entityId !== '') {
        conditions.push(
          or(eq(t.auditLog.entityId, query.entityId), eq(t.auditLog.studentId, query.entityId)),
        );
      }
      const actorText = query.actor?.trim().toLowerCase() ?? '';
      if (actorText !== '') {
        conditions.push(
          or(
            sql`lower(${t.auditLog.actorId}) = ${actorText}`,
            sql`strpos(${t.auditLog.actorKey}, ${actorText}) > 0`,
          ),
        );
      }
      const range = auditDayRange(query.from, query.to);
      if (range.from !== undefined) conditions.push(gte(t.auditLog.at, range.from));
      if (range.until !== undefined) conditions.push(lt(t.auditLog.at, range.until));
      const where = and(...conditions);
      const [counted] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(t.auditLog)
        .where(where);
      const rows = await db
        .select({ doc: t.auditLog.doc })
        .from(t.auditLog)
        .where(where)
        .orderBy(desc(t.auditLog.at), desc(t.auditLog.seq))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      return {
        rows: docs(rows),
        total: Number(counted?.total ?? 0),
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    // ----- backup and restore -----
    async exportBackup(): Promise<{
      exportedAt: string;
      collections: BackupCollections;
      files: Record<string, UploadedFile>;
    }> {
      const collections: BackupCollections = {
        students: await this.listStudents(),
        // Stored order (oldest first), as the browser's stores keep them.
        stseCandidates: docs(
          await db
            .select({ doc: t.candidates.doc })
            .from(t.candidates)
            .orderBy(asc(t.candidates.seq)),
        ),
        materials: docs(
          await db.select({ doc: t.materials.doc }).from(t.materials).orderBy(asc(t.materials.seq)),
        ),
        schools: await this.listSchools(),
        supportTickets: docs(
          await db.select({ doc: t.tickets.doc }).from(t.tickets).orderBy(asc(t.tickets.seq)),
        ),
        notifications: docs(
          await db
            .select({ doc: t.notifications.doc })
            .from(t.notifications)
            .orderBy(asc(t.notifications.seq)),
        ),
        settings: await readSettings(db),
        payments: docs(
          await db.select({ doc: t.payments.doc }).from(t.payments).orderBy(asc(t.payments.seq)),
        ),
        auditLog: docs(
          await db.select({ doc: t.auditLog.doc }).from(t.auditLog).orderBy(asc(t.auditLog.seq)),
        ),
      };
      const files: Record<string, UploadedFile> = {};
      for (const row of await db.select().from(t.materialFiles)) {
        files[row.materialId] = {
          name: row.name,
          type: row.type,
          bytes: new Uint8Array(row.bytes),
        };
      }
      return { exportedAt: now().toISOString(), collections, files };
    },

    /**
     * Replaces every collection and file in one transaction: all or nothing. A restore keeps the
     * audit log (the backup's is never imported) and adds its own entry, and keeps the numbers
     * issued so far as issued. A seed (`audited: false`) starts afresh: its log, nothing issued.
     */
    async importBackup(
      backup: { exportedAt?: string; collections: unknown; files: Record<string, UploadedFile> },
      options: { defaultSettings?: boolean; audited?: boolean } = {},
    ): Promise<void> {
      const replacement = validatedStored(collectionsSchema, backup.collections, 'backup');
      backupMaterialIds(replacement.materials, backup.files, checkPdf);
      const seeding = options.audited === false;
      await db.transaction(async (tx) => {
        const before = seeding ? undefined : await storedCounts(tx);
        if (!seeding) await keepIssuedNumbers(tx, replacement.settings.stse.rollNoPrefix);
        await replaceAll(tx, replacement, backup.files, {
          keepSettings: !options.defaultSettings,
          seeding,
        });
        if (before) {
          await audit(tx, [
            restoreChange(before, recordCounts(replacement), String(backup.exportedAt)),
          ]);
        }
      });
      await tidyMarkCounts();
    },

    async listRestoreRemovals(exportedAt: string): Promise<RestoreRemovals> {
      const since = Date.parse(exportedAt);
      if (Number.isNaN(since)) refuse('backup', 'exportedAt', 'The export time is not a time.');
      const [payments, paymentCount, registrations, registrationCount] = await Promise.all([
        db
          .select({
            doc: t.payments.doc,
            studentName: sql<string | null>`${t.students.doc}->>'name'`,
          })
          .from(t.payments)
          .leftJoin(t.students, eq(t.students.id, t.payments.studentId))
          .where(gt(t.payments.receivedAt, since))
          .orderBy(asc(t.payments.receivedAt), asc(t.payments.seq))
          .limit(RESTORE_PREVIEW_LIMIT),
        db.$count(t.payments, gt(t.payments.receivedAt, since)),
        db
          .select({ doc: t.candidates.doc })
          .from(t.candidates)
          .where(gt(t.candidates.registeredAt, since))
          .orderBy(asc(t.candidates.registeredAt), asc(t.candidates.seq))
          .limit(RESTORE_PREVIEW_LIMIT),
        db.$count(t.candidates, gt(t.candidates.registeredAt, since)),
      ]);
      return {
        payments: {
          total: paymentCount,
          rows: payments.map(({ doc, studentName }) => ({
            id: doc.id,
            receiptNo: doc.receiptNo,
            studentName: studentName ?? '',
            amount: doc.amount,
            receivedAt: doc.receivedAt,
          })),
        },
        registrations: {
          total: registrationCount,
          rows: registrations.map(({ doc }) => ({
            id: doc.id,
            rollNo: doc.rollNo,
            name: doc.name,
            registrationDate: doc.registrationDate,
          })),
        },
      };
    },

    /** Counted in SQL in one snapshot: no record or file leaves the database. */
    async countRecords(): Promise<RecordCounts> {
      return db.transaction(async (tx) => ({
        ...(await storedCounts(tx)),
        files: await tx.$count(t.materialFiles),
        settings: 1,
      }));
    },
  };

  /**
   * Before a restore replaces them: the highest numbers in use now join the issued numbers (the
   * same rule as the browser's), read as one column of each table.
   */
  async function keepIssuedNumbers(tx: Tx, restoredPrefix: string) {
    // One after another: the statements of one transaction share its connection.
    const issued = await readIssuedNumbers(tx);
    const settings = await readSettings(tx);
    const receipts = await tx.select({ number: t.payments.receiptNo }).from(t.payments);
    const students = await tx.select({ number: t.students.rollNo }).from(t.students);
    const candidates = await tx.select({ number: t.candidates.rollNo }).from(t.candidates);
    const kept = issuedNumbersAfterRestore(
      issued,
      {
        receiptNos: receipts.map((row) => row.number),
        studentRollNos: students.map((row) => row.number),
        candidateRollNos: candidates.map((row) => row.number),
      },
      [settings.stse.rollNoPrefix, restoredPrefix],
    );
    await insertRows(
      tx,
      t.issuedNumbers,
      kept.filter((number) => !issued.includes(number)).map((number) => ({ number })),
    );
  }

  /** How many records each collection holds now, as recordCounts counts a backup's. */
  async function storedCounts(tx: Tx): Promise<Omit<RecordCounts, 'files' | 'settings'>> {
    const result = await tx.execute(sql`
      select (select count(*)::int from students) as students,
             (select count(*)::int from candidates) as "stseCandidates",
             (select count(*)::int from materials) as materials,
             (select count(*)::int from schools) as schools,
             (select count(*)::int from tickets) as "supportTickets",
             (select count(*)::int from notifications) as notifications,
             (select count(*)::int from payments) as payments`);
    const row = (result as unknown as { rows: Array<Record<string, number>> }).rows[0]!;
    return Object.fromEntries(
      [
        'students',
        'stseCandidates',
        'materials',
        'schools',
        'supportTickets',
        'notifications',
        'payments',
      ].map((key) => [key, Number(row[key])]),
    ) as Omit<RecordCounts, 'files' | 'settings'>;
  }

  /** Every table a restore replaces; a seed also starts the audit log and the issued numbers afresh. */
  async function replaceAll(
    tx: Tx,
    collections: BackupCollections,
    files: Record<string, UploadedFile>,
    { keepSettings, seeding }: { keepSettings: boolean; seeding: boolean },
  ): Promise<void> {
    await tx.execute(
      sql`truncate table candidates, mark_counts, roll_counters, students, payments, materials, material_files, schools, tickets, notifications, settings`,
    );
    if (seeding) await tx.execute(sql`truncate table audit_log, issued_numbers`);
    const insert = <R extends object>(
      table: Parameters<Tx['insert']>[0],
      rows: R[],
      largest?: number,
    ) => insertRows(tx, table, rows, largest);
    await insert(t.candidates, collections.stseCandidates.map(candidateRow));
    await insert(t.students, collections.students.map(studentRow));
    // Paid amounts stored before the ledger (an old backup, a seed) become opening balances.
    const ledger = [
      ...collections.payments,
      ...openingEntries(collections.students, collections.payments, now()),
    ];
    await insert(t.payments, ledger.map(paymentRow));
    await insert(t.materials, collections.materials.map(materialRow));
    await insert(
      t.schools,
      collections.schools.map((school) =>
        schoolRow(school, nameKeyColumn(school, collections.schools)),
      ),
    );
    await insert(t.tickets, collections.supportTickets.map(ticketRow));
    await insert(t.notifications, collections.notifications.map(notificationRow));
    if (seeding) await insert(t.auditLog, collections.auditLog.map(auditRow));
    if (keepSettings) await tx.insert(t.settings).values({ id: 1, doc: collections.settings });
    await insert(
      t.materialFiles,
      Object.entries(files).map(([materialId, file]) => ({
        materialId,
        name: file.name,
        type: PDF_TYPE,
        size: file.bytes.byteLength,
        bytes: file.bytes,
      })),
      1,
    );
  }
}

export type PortalData = ReturnType<typeof createPortalData>;

/** For tests and first start: replace everything with these records, without validation by rows. */
export async function seedDatabase(
  db: Db,
  now: () => Date,
  collections: Partial<Collections>,
  files: Record<string, UploadedFile> = {},
): Promise<void> {
  const data = createPortalData({ db, now });
  await data.importBackup(
    {
      collections: {
        students: [],
        stseCandidates: [],
        materials: [],
        schools: [],
        supportTickets: [],
        notifications: [],
        payments: [],
        auditLog: [],
        settings: DEFAULT_SETTINGS,
        ...collections,
      },
      files,
    },
    // No settings given: none stored, so the defaults apply as in the browser's stores. A seed is
    // the starting data, not a change anyone made: no audit entry.
    { defaultSettings: collections.settings === undefined, audited: false },
  );
}
