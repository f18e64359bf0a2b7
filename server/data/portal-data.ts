// The Repository's business operations as per-operation SQL. Every write validates with the
// browser's zod schemas and decides with the pure rules of src/data/rules, exactly as
// src/data/adapters/repository-core.ts does over a collection store; the differences are where the
// data lives and how concurrent writers are kept apart:
//   - roll numbers are issued inside the transaction that inserts them, under an advisory lock,
//     and are UNIQUE by constraint (a bug could at worst fail a request, never repeat a number);
//   - a payment locks the student's row (its installments) and then the receipt counter, so two
//     payments at once can never exceed what remains, and receipt numbers stay gapless.
// Only a few columns are read per request; nothing loads a whole table except the lists and
// backup, which a later issue pages.
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { DataValidationError, NotFoundError, PaymentRejectedError } from '../../src/data/errors';
import { DEFAULT_SETTINGS, collectionsSchema } from '../../src/data/adapters/collections';
import type { Collections } from '../../src/data/adapters/collections';
import { newId } from '../../src/data/adapters/ids';
import { refuse, validated } from '../../src/data/adapters/validate';
import type { PaymentRequest } from '../../src/data/repository';
import { isAfterToday, todayIso } from '../../src/data/rules/dates';
import {
  applyConcession,
  createConcessionPlan,
  createInstallmentPlan,
  hasAppeared,
  rankAndPercentile,
  scholarshipTierFor,
  tierConcessionPercent,
} from '../../src/data/rules';
import { NO_SCHOLARSHIP } from '../../src/data/rules/scholarship';
import { nextReceiptNumber, openingEntries, studentFromLedger } from '../../src/data/rules/ledger';
import { roundToPaise } from '../../src/data/rules/money';
import { applyPayment } from '../../src/data/rules/payments';
import { nextStseRollNumbers, nextStudentRollNumber } from '../../src/data/rules/roll-numbers';
import { scholarshipFor } from '../../src/data/rules/scholarship';
import { ABSENT, MAX_MATERIAL_FILE_BYTES, MIN_MARKS } from '../../src/data/constants';
import {
  cancelReceiptSchema,
  candidateSchema,
  materialSchema,
  messageSchema,
  newCandidateSchema,
  newMaterialSchema,
  newNotificationSchema,
  newSchoolSchema,
  newStudentSchema,
  notificationSchema,
  paymentDetailsSchema,
  paymentSchema,
  schoolSchema,
  settingsSchema,
  studentEditSchema,
  studentSchema,
  ticketSchema,
} from '../../src/data/schemas';
import type {
  Candidate,
  FeeDetails,
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
  SettingsInput,
  Student,
  StudentConcession,
  StudentEdit,
  Ticket,
  TicketStatus,
} from '../../src/data/schemas';
import type { Db } from '../db/open';
import * as t from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Db | Tx;
/** What `select count, highest` returns, from either driver (both answer `{ rows }`). */
type CountRows = { rows: Array<{ count: number; highest: string | null }> };

const PDF_TYPE = 'application/pdf';
const PDF_MAGIC = '%PDF-';

// Advisory lock keys: one writer at a time issues candidate roll numbers, student roll numbers,
// receipt numbers.
const LOCK_CANDIDATE_ROLL = 7301;
const LOCK_STUDENT_ROLL = 7302;
const LOCK_RECEIPT = 7303;

const lock = (tx: Tx, key: number) => tx.execute(sql`select pg_advisory_xact_lock(${key})`);

const time = (iso: string) => Date.parse(iso);
const rollKey = (rollNo: string) => rollNo.trim().toLowerCase();
const nameKey = (name: string) => name.trim().toLowerCase();

/** The stored roll numbers as the pure rule sees them: how many, and the highest of the pattern. */
function rollNumbersForRule(count: number, highest: string | null): string[] {
  // The rule takes every roll number in use but only needs their count and the highest sequence
  // of its pattern; this list has exactly those two facts, without reading every row.
  return Array.from({ length: Math.max(count, highest ? 1 : 0) }, (_, index) =>
    index === 0 && highest ? highest : '',
  );
}

/** Validates each item; a failure names the entity and, in a batch, the row (`2.email`). */
function validatedRows<I, T>(
  items: readonly I[],
  validate: (item: I, row: number) => T,
  batch: boolean,
): T[] {
  return items.map((item, row) => {
    try {
      return validate(item, row);
    } catch (error) {
      if (!batch || !(error instanceof DataValidationError)) throw error;
      throw new DataValidationError(
        error.entity,
        error.issues.map((issue) => ({ ...issue, path: `${row}.${issue.path}` })),
      );
    }
  });
}

export type UploadedFile = { name: string; type: string; bytes: Uint8Array };

/** Only PDFs up to the size limit whose content is a PDF (starts with %PDF-). */
export function checkPdf(file: UploadedFile): void {
  const isPdf =
    file.name.toLowerCase().endsWith('.pdf') && (file.type === PDF_TYPE || file.type === '');
  if (!isPdf)
    refuse('material', 'file', 'Only PDF files can be uploaded. Choose a file ending in .pdf.');
  if (file.bytes.byteLength === 0)
    refuse('material', 'file', 'The chosen file is empty. Choose another PDF.');
  if (file.bytes.byteLength > MAX_MATERIAL_FILE_BYTES) {
    const limit = MAX_MATERIAL_FILE_BYTES / (1024 * 1024);
    refuse(
      'material',
      'file',
      `The file is larger than ${limit} MB. Choose a PDF of up to ${limit} MB.`,
    );
  }
  const head = new TextDecoder().decode(file.bytes.subarray(0, PDF_MAGIC.length));
  if (head !== PDF_MAGIC) {
    refuse('material', 'file', 'The file is not a PDF (its content does not start with %PDF-).');
  }
}

/** The candidate with marks (and their scholarship) or Absent, checked against the settings. */
function withMarks(stored: Candidate, value: MarksValue, settings: Settings): Candidate {
  // Marks and Absent replace each other, so neither is carried over from the stored record.
  const { marks: _previousMarks, absent: _previouslyAbsent, ...rest } = stored;
  if (value === ABSENT) {
    return validated(
      candidateSchema,
      { ...rest, absent: true, scholarship: NO_SCHOLARSHIP },
      'candidate',
    );
  }
  const { maxMarks } = settings.stse;
  if (
    typeof value !== 'number' ||
    !Number.isFinite(value) ||
    value < MIN_MARKS ||
    value > maxMarks
  ) {
    refuse('candidate', 'marks', `Marks must be a number from ${MIN_MARKS} to ${maxMarks}.`);
  }
  return validated(
    candidateSchema,
    { ...rest, marks: value, scholarship: scholarshipFor(value, settings.stse.scholarshipTiers) },
    'candidate',
  );
}

/** Only well-formed contact details carry over from a candidate (a school's row may be partial). */
const ifMatches = (value: string, pattern: RegExp) => (pattern.test(value) ? value : '');

export type PortalDataOptions = { db: Db; now: () => Date };

export function createPortalData({ db, now }: PortalDataOptions) {
  async function readSettings(runner: Runner): Promise<Settings> {
    const [row] = await runner.select({ doc: t.settings.doc }).from(t.settings).limit(1);
    return row?.doc ?? DEFAULT_SETTINGS;
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
    const derived = validated(
      studentSchema,
      studentFromLedger(
        student,
        ledger.map((row) => row.doc),
      ),
      'student',
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
    return nextStudentRollNumber(rollNumbersForRule(count, highest), currentClass, at);
  }

  /** A new student record; `extra` fills what the form does not collect. */
  async function newStudentRecord(
    tx: Tx,
    fields: Omit<NewStudent, 'totalFee' | 'installmentCount'>,
    at: Date,
    feeDetails: FeeDetails,
    extra: {
      address?: string;
      city?: string;
      state?: string;
      pinCode?: string;
      whatsapp?: string;
      concession?: StudentConcession;
    } = {},
  ): Promise<Student> {
    return validated(
      studentSchema,
      {
        ...fields,
        id: newId(),
        rollNo: await nextStudentRollNo(tx, fields.currentClass, at),
        // The Add Student form does not collect these (docs/decisions.md).
        address: '',
        city: '',
        state: '',
        pinCode: '',
        whatsapp: '',
        ...extra,
        enrollmentDate: at.toISOString(),
        feeDetails,
      },
      'student',
    );
  }

  const candidateRow = (candidate: Candidate) => ({
    id: candidate.id,
    rollNo: candidate.rollNo,
    rollKey: rollKey(candidate.rollNo),
    schoolKey: nameKey(candidate.schoolName),
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
  const schoolRow = (school: School) => ({
    id: school.id,
    emailKey: school.contactEmail.trim().toLowerCase(),
    doc: school,
  });
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

  async function addCandidates(candidates: readonly NewCandidate[], batch: boolean) {
    const inputs = validatedRows(
      candidates,
      (candidate) => validated(newCandidateSchema, candidate, 'candidate'),
      batch,
    );
    if (inputs.length === 0) return [];
    return db.transaction(async (tx) => {
      await lock(tx, LOCK_CANDIDATE_ROLL);
      const settings = await readSettings(tx);
      const prefix = settings.stse.rollNoPrefix;
      const result = await tx.execute(sql`
        select (select count(*)::int from candidates) as count,
               (select roll_no from candidates
                 where roll_no ~* ('^' || ${prefix} || '[0-9]{4,}$')
                 order by substring(roll_no from ${prefix.length + 1}::int)::numeric desc
                 limit 1) as highest`);
      const { count, highest } = (result as unknown as CountRows).rows[0]!;
      const rollNos = nextStseRollNumbers(
        prefix,
        rollNumbersForRule(count, highest),
        inputs.length,
      );
      const registrationDate = now().toISOString();
      const added = validatedRows(
        inputs,
        (input, row) =>
          validated(
            candidateSchema,
            { ...input, id: newId(), rollNo: rollNos[row], registrationDate },
            'candidate',
          ),
        batch,
      );
      await tx.insert(t.candidates).values(added.map(candidateRow));
      return added;
    });
  }

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

  return {
    // ----- STSE candidates -----
    async listCandidates(): Promise<Candidate[]> {
      return docs(
        await db
          .select({ doc: t.candidates.doc })
          .from(t.candidates)
          .orderBy(desc(t.candidates.registeredAt), desc(t.candidates.seq)),
      );
    },

    /** The candidates registered from this school, matched ignoring case and outer spaces. */
    async listCandidatesOfSchool(schoolName: string): Promise<Candidate[]> {
      return docs(
        await db
          .select({ doc: t.candidates.doc })
          .from(t.candidates)
          .where(eq(t.candidates.schoolKey, nameKey(schoolName)))
          .orderBy(desc(t.candidates.registeredAt), desc(t.candidates.seq)),
      );
    },

    async addCandidate(candidate: NewCandidate): Promise<Candidate> {
      const [added] = await addCandidates([candidate], false);
      return added!;
    },

    addCandidates: (candidates: NewCandidate[]) => addCandidates(candidates, true),

    async updateCandidate(candidate: Candidate): Promise<Candidate> {
      const input = validated(candidateSchema, candidate, 'candidate');
      return db.transaction(async (tx) => {
        const stored = await candidateForUpdate(tx, input.id);
        // The roll number and registration date are issued once; an edit cannot change them.
        const updated = {
          ...input,
          rollNo: stored.rollNo,
          registrationDate: stored.registrationDate,
        };
        await tx
          .update(t.candidates)
          .set(candidateRow(updated))
          .where(eq(t.candidates.id, input.id));
        return updated;
      });
    },

    async findCandidateByRollNo(rollNo: string): Promise<Candidate | undefined> {
      const wanted = rollKey(rollNo);
      if (wanted === '') return undefined;
      const [row] = await db
        .select({ doc: t.candidates.doc })
        .from(t.candidates)
        .where(eq(t.candidates.rollKey, wanted))
        .limit(1);
      return row?.doc;
    },

    async getCandidate(id: string): Promise<Candidate | undefined> {
      const [row] = await db
        .select({ doc: t.candidates.doc })
        .from(t.candidates)
        .where(eq(t.candidates.id, id));
      return row?.doc;
    },

    async assignExamCenter(candidateIds: readonly string[], examCenter: string): Promise<void> {
      const center = examCenter.trim();
      if (center === '') refuse('candidate', 'examCenter', 'Choose an exam centre.');
      const wanted = [...new Set(candidateIds)];
      if (wanted.length === 0) return;
      await db.transaction(async (tx) => {
        const found = await tx
          .select({ id: t.candidates.id })
          .from(t.candidates)
          .where(inArray(t.candidates.id, wanted))
          .for('update');
        if (found.length < wanted.length) {
          const known = new Set(found.map((row) => row.id));
          throw new NotFoundError(
            'candidate',
            wanted.find((id) => !known.has(id))!,
          );
        }
        await tx
          .update(t.candidates)
          .set({
            doc: sql`jsonb_set(${t.candidates.doc}, '{examCenter}', to_jsonb(${center}::text))`,
          })
          .where(inArray(t.candidates.id, wanted));
      });
    },

    async saveMarks(candidateId: string, marks: MarksValue): Promise<Candidate> {
      // The range is the settings' maximum, read inside the write with the candidate.
      return db.transaction(async (tx) => {
        const settings = await readSettings(tx);
        const updated = withMarks(await candidateForUpdate(tx, candidateId), marks, settings);
        await tx.update(t.candidates).set({ doc: updated }).where(eq(t.candidates.id, candidateId));
        return updated;
      });
    },

    /** saveMarks for many candidates in one transaction: one refused entry saves none. */
    async saveResults(entries: readonly MarksEntry[]): Promise<Candidate[]> {
      if (entries.length === 0) return [];
      return db.transaction(async (tx) => {
        const settings = await readSettings(tx);
        const ids = [...new Set(entries.map((entry) => String(entry.candidateId)))];
        const rows = await tx
          .select({ id: t.candidates.id, doc: t.candidates.doc })
          .from(t.candidates)
          .where(inArray(t.candidates.id, ids))
          .for('update');
        const current = new Map(rows.map((row) => [row.id, row.doc]));
        const saved = entries.map(({ candidateId, marks }, row) => {
          const stored = current.get(candidateId);
          if (!stored) throw new NotFoundError('candidate', candidateId);
          try {
            const updated = withMarks(stored, marks, settings);
            current.set(candidateId, updated);
            return updated;
          } catch (error) {
            if (!(error instanceof DataValidationError)) throw error;
            throw new DataValidationError(
              error.entity,
              error.issues.map((issue) => ({ ...issue, path: `${row}.${issue.path}` })),
            );
          }
        });
        for (const id of new Set(entries.map((entry) => entry.candidateId))) {
          await tx
            .update(t.candidates)
            .set({ doc: current.get(id)! })
            .where(eq(t.candidates.id, id));
        }
        return saved;
      });
    },

    /** The public result of one roll number; reads only that candidate and its class's marks. */
    async lookupResult(rollNo: string): Promise<ResultLookup> {
      const wanted = rollKey(rollNo);
      if (wanted === '') return { status: 'not-found' };
      const settings = await readSettings(db);
      const [row] = await db
        .select({ doc: t.candidates.doc })
        .from(t.candidates)
        .where(eq(t.candidates.rollKey, wanted));
      const candidate = row?.doc;
      if (!candidate) return { status: 'not-found' };
      const who = {
        name: candidate.name,
        rollNo: candidate.rollNo,
        currentClass: candidate.currentClass,
      };
      const { examYear, maxMarks, resultsPublished } = settings.stse;
      if (!resultsPublished) return { status: 'not-published', ...who };
      if (candidate.absent === true) return { status: 'absent', ...who, examYear };
      if (!hasAppeared(candidate)) return { status: 'no-marks', ...who };
      const classmates = await db
        .select({
          id: t.candidates.id,
          marks: sql<number | null>`(${t.candidates.doc}->>'marks')::float8`,
          absent: sql<boolean | null>`(${t.candidates.doc}->>'absent')::boolean`,
        })
        .from(t.candidates)
        .where(sql`(${t.candidates.doc}->>'currentClass')::int = ${candidate.currentClass}`);
      const rankables = classmates.map((mate) => ({
        id: mate.id,
        ...(mate.marks === null ? {} : { marks: mate.marks }),
        ...(mate.absent === null ? {} : { absent: mate.absent }),
      }));
      const standings = rankAndPercentile(rankables);
      const standing = standings.get(rankables.find((mate) => mate.id === candidate.id)!)!;
      return {
        status: 'published',
        ...who,
        examYear,
        marks: candidate.marks,
        maxMarks,
        ...standing,
        scholarship: candidate.scholarship ?? NO_SCHOLARSHIP,
      };
    },

    async setResultsPublished(published: boolean): Promise<Settings> {
      return db.transaction(async (tx) => {
        const settings = await readSettings(tx);
        const updated = validated(
          settingsSchema,
          { stse: { ...settings.stse, resultsPublished: published === true } },
          'settings',
        );
        await writeSettings(tx, updated);
        return updated;
      });
    },

    /** Adds the scholarship winner as a student and marks the candidate admitted, in one go. */
    async admitCandidate(candidateId: string, newStudent: NewStudent): Promise<Student> {
      const { installmentCount, totalFee, ...fields } = validated(
        newStudentSchema,
        newStudent,
        'student',
      );
      return db.transaction(async (tx) => {
        const settings = await readSettings(tx);
        const candidate = await candidateForUpdate(tx, candidateId);
        if (candidate.admission) {
          refuse(
            'candidate',
            'admission',
            `${candidate.name} (${candidate.rollNo}) has already been admitted as student ${candidate.admission.studentRollNo}.`,
          );
        }
        const tier = hasAppeared(candidate)
          ? scholarshipTierFor(candidate.marks, settings.stse.scholarshipTiers)
          : undefined;
        if (!tier) {
          refuse(
            'candidate',
            'scholarship',
            `${candidate.name} (${candidate.rollNo}) has no scholarship, so there is no concession to admit them with.`,
          );
        }
        const percent = tierConcessionPercent(tier);
        const { netFee } = applyConcession(totalFee, percent);
        if (netFee > 0 && netFee < installmentCount) {
          refuse(
            'student',
            'totalFee',
            `After the ${percent}% concession the fee is ₹${netFee}: at least ₹1 is needed for each installment.`,
          );
        }
        const at = now();
        const plan = createConcessionPlan({
          grossFee: totalFee,
          concessionPercent: percent,
          count: installmentCount,
          today: todayIso(at),
          makeId: newId,
        });
        const student = await newStudentRecord(
          tx,
          fields,
          at,
          { totalFee: plan.totalFee, installments: plan.installments },
          {
            address: candidate.address,
            city: candidate.city,
            state: candidate.state,
            pinCode: ifMatches(candidate.pinCode, /^\d{6}$/),
            whatsapp: ifMatches(candidate.whatsapp, /^\d{10}$/),
            concession: {
              percent,
              grossFee: totalFee,
              amount: plan.concessionAmount,
              scholarship: tier.reward,
              stseRollNo: candidate.rollNo,
              candidateId: candidate.id,
            },
          },
        );
        await tx.insert(t.students).values(studentRow(student));
        const admitted = validated(
          candidateSchema,
          {
            ...candidate,
            admission: {
              studentId: student.id,
              studentRollNo: student.rollNo,
              admittedAt: at.toISOString(),
            },
          },
          'candidate',
        );
        await tx
          .update(t.candidates)
          .set({ doc: admitted })
          .where(eq(t.candidates.id, candidateId));
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
      const { installmentCount, totalFee, ...fields } = validated(
        newStudentSchema,
        newStudent,
        'student',
      );
      if (totalFee < installmentCount) {
        refuse('student', 'totalFee', 'Total fees must be at least ₹1 for each installment.');
      }
      return db.transaction(async (tx) => {
        const at = now();
        const student = await newStudentRecord(tx, fields, at, {
          totalFee,
          installments: createInstallmentPlan({
            totalFee,
            count: installmentCount,
            today: todayIso(at),
            makeId: newId,
          }),
        });
        await tx.insert(t.students).values(studentRow(student));
        return student;
      });
    },

    async updateStudent(id: string, changes: StudentEdit): Promise<Student> {
      const edit = validated(studentEditSchema, changes, 'student');
      return db.transaction(async (tx) => {
        const stored = await studentForUpdate(tx, id);
        const updated = validated(studentSchema, { ...stored, ...edit }, 'student');
        await tx.update(t.students).set(studentRow(updated)).where(eq(t.students.id, id));
        return updated;
      });
    },

    async recordPayment(request: PaymentRequest): Promise<Payment> {
      const details = validated(paymentDetailsSchema, request, 'payment');
      const receivedBy = String(request.receivedBy ?? '').trim();
      if (receivedBy === '') refuse('payment', 'receivedBy', 'Say who received the payment.');
      return db.transaction(async (tx) => {
        // The student's row holds the installments: locked, so a second payment on it waits and
        // then sees this one.
        const student = await studentForUpdate(tx, String(request.studentId));
        const installment = student.feeDetails.installments.find(
          (item) => item.id === request.installmentId,
        );
        if (!installment) throw new NotFoundError('installment', String(request.installmentId));
        const at = now();
        const outcome = applyPayment(installment, details.amount, at);
        if (outcome.kind === 'rejected') {
          throw new PaymentRejectedError(outcome.reason, outcome.message);
        }
        await lock(tx, LOCK_RECEIPT);
        const probe = nextReceiptNumber([], at).slice(0, -6);
        const [top] = await tx
          .select({ receiptNo: t.payments.receiptNo })
          .from(t.payments)
          .where(sql`${t.payments.receiptNo} like ${probe + '%'}`)
          .orderBy(desc(t.payments.receiptNo))
          .limit(1);
        const payment = validated(
          paymentSchema,
          {
            id: newId(),
            receiptNo: nextReceiptNumber(top ? [top] : [], at),
            studentId: student.id,
            installmentId: installment.id,
            amount: roundToPaise(details.amount),
            mode: details.mode,
            reference: details.mode === 'Cash' ? '' : details.reference,
            receivedBy,
            receivedAt: at.toISOString(),
            status: 'Valid',
          },
          'payment',
        );
        await tx.insert(t.payments).values(paymentRow(payment));
        await rederive(tx, student);
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
      const { reason: why } = validated(cancelReceiptSchema, { reason }, 'cancellation');
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
        const payment = row!.doc;
        if (payment.receiptNo === null) {
          throw new PaymentRejectedError(
            'opening-balance',
            'An opening balance has no receipt to cancel.',
          );
        }
        if (payment.status === 'Cancelled') {
          throw new PaymentRejectedError(
            'cancelled',
            `Receipt ${payment.receiptNo} is already cancelled.`,
          );
        }
        const updated = validated(
          paymentSchema,
          {
            ...payment,
            status: 'Cancelled',
            cancellation: { reason: why, by: cancelledBy, at: now().toISOString() },
          },
          'payment',
        );
        await tx.update(t.payments).set({ doc: updated }).where(eq(t.payments.id, id));
        await rederive(tx, student);
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
      const input = validated(newMaterialSchema, newMaterial, 'material');
      checkPdf(upload);
      const material = validated(
        materialSchema,
        {
          ...input,
          id: newId(),
          fileUrl: upload.name,
          fileName: upload.name,
          fileSize: upload.bytes.byteLength,
          uploadDate: now().toISOString(),
        },
        'material',
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
      });
      return material;
    },

    async deleteMaterial(id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(t.materialFiles).where(eq(t.materialFiles.materialId, id));
        await tx.delete(t.materials).where(eq(t.materials.id, id));
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
      const school = validated(schoolSchema, { ...input, id: newId() }, 'school');
      await db.insert(t.schools).values(schoolRow(school));
      return school;
    },

    async updateSchool(school: School): Promise<School> {
      const input = validated(schoolSchema, school, 'school');
      const updated = await db
        .update(t.schools)
        .set(schoolRow(input))
        .where(eq(t.schools.id, input.id))
        .returning({ id: t.schools.id });
      if (updated.length === 0) throw new NotFoundError('school', input.id);
      return input;
    },

    // ----- notifications -----
    async listNotifications(): Promise<Notification[]> {
      return docs(
        await db
          .select({ doc: t.notifications.doc })
          .from(t.notifications)
          .orderBy(desc(t.notifications.dateAt), desc(t.notifications.seq)),
      );
    },

    async addNotification(newNotification: NewNotification): Promise<Notification> {
      const input = validated(newNotificationSchema, newNotification, 'notification');
      const notification = validated(
        notificationSchema,
        { ...input, id: newId(), isScheduled: isAfterToday(input.date, todayIso(now())) },
        'notification',
      );
      await db.insert(t.notifications).values(notificationRow(notification));
      return notification;
    },

    // ----- settings -----
    getSettings: () => readSettings(db),

    async replaceSettings(settings: SettingsInput): Promise<Settings> {
      const replacement = validated(settingsSchema, settings, 'settings');
      return db.transaction(async (tx) => {
        const stored = await readSettings(tx);
        const { maxMarks } = replacement.stse;
        const result = await tx.execute(
          sql`select coalesce(max((doc->>'marks')::float8), 0) as highest from candidates`,
        );
        const highest = Math.max(
          Number((result as unknown as { rows: Array<{ highest: number }> }).rows[0]?.highest ?? 0),
          MIN_MARKS,
        );
        if (highest > maxMarks) {
          refuse(
            'settings',
            'stse.maxMarks',
            `A candidate already has ${highest} marks, more than ${maxMarks}. Keep the maximum marks at ${highest} or more, or correct those marks first.`,
          );
        }
        // Publishing has its own switch (setResultsPublished), so saving the other settings
        // never publishes or hides results.
        const kept = validated(
          settingsSchema,
          { stse: { ...replacement.stse, resultsPublished: stored.stse.resultsPublished } },
          'settings',
        );
        await writeSettings(tx, kept);
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
      const text = subject.trim();
      if (text === '') refuse('ticket', 'subject', 'Subject is required.');
      return db.transaction(async (tx) => {
        const [student] = await tx
          .select({ name: sql<string>`${t.students.doc}->>'name'` })
          .from(t.students)
          .where(eq(t.students.id, studentId));
        if (!student) throw new NotFoundError('student', studentId);
        const at = now().toISOString();
        const ticket = validated(
          ticketSchema,
          {
            id: newId(),
            studentId,
            studentName: student.name,
            subject: text,
            status: 'Open',
            createdAt: at,
            updatedAt: at,
            messages: [{ id: newId(), sender: 'Student', text, timestamp: at }],
          },
          'ticket',
        );
        await tx.insert(t.tickets).values(ticketRow(ticket));
        return ticket;
      });
    },

    async addMessage(ticketId: string, sender: MessageSender, text: string): Promise<Ticket> {
      const reply = text.trim();
      if (reply === '') refuse('message', 'text', 'Type a message before sending.');
      return db.transaction(async (tx) => {
        const stored = await ticketForUpdate(tx, ticketId);
        const at = now().toISOString();
        const message = validated(
          messageSchema,
          { id: newId(), sender, text: reply, timestamp: at },
          'message',
        );
        const updated = validated(
          ticketSchema,
          { ...stored, messages: [...stored.messages, message], updatedAt: at },
          'ticket',
        );
        return updateTicket(tx, updated);
      });
    },

    async setTicketStatus(ticketId: string, status: TicketStatus): Promise<Ticket> {
      return db.transaction(async (tx) => {
        const stored = await ticketForUpdate(tx, ticketId);
        const updated = validated(
          ticketSchema,
          { ...stored, status, updatedAt: now().toISOString() },
          'ticket',
        );
        return updateTicket(tx, updated);
      });
    },

    // ----- backup and restore -----
    async exportBackup(): Promise<{
      exportedAt: string;
      collections: Collections;
      files: Record<string, UploadedFile>;
    }> {
      const collections: Collections = {
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

    /** Replaces every collection and file in one transaction: all or nothing. */
    async importBackup(
      backup: { collections: unknown; files: Record<string, UploadedFile> },
      options: { defaultSettings?: boolean } = {},
    ): Promise<void> {
      const replacement = validated(collectionsSchema, backup.collections, 'backup');
      const keptIds = new Set(replacement.materials.map((material) => material.id));
      for (const [id, file] of Object.entries(backup.files)) {
        if (!keptIds.has(id)) refuse('backup', `files.${id}`, 'A file belongs to no material.');
        checkPdf(file);
      }
      await db.transaction(async (tx) => {
        await replaceAll(tx, replacement, backup.files, !options.defaultSettings);
      });
    },
  };

  async function replaceAll(
    tx: Tx,
    collections: Collections,
    files: Record<string, UploadedFile>,
    keepSettings = true,
  ): Promise<void> {
    await tx.execute(
      sql`truncate table candidates, students, payments, materials, material_files, schools, tickets, notifications, settings`,
    );
    const insert = async <R>(table: Parameters<Tx['insert']>[0], rows: R[]) => {
      // In slices, so a large restore stays under the protocol's parameter limit.
      for (let start = 0; start < rows.length; start += 500) {
        await tx.insert(table).values(rows.slice(start, start + 500) as never);
      }
    };
    await insert(t.candidates, collections.stseCandidates.map(candidateRow));
    await insert(t.students, collections.students.map(studentRow));
    // Paid amounts stored before the ledger (an old backup, a seed) become opening balances.
    const ledger = [
      ...collections.payments,
      ...openingEntries(collections.students, collections.payments, now()),
    ];
    await insert(t.payments, ledger.map(paymentRow));
    await insert(t.materials, collections.materials.map(materialRow));
    await insert(t.schools, collections.schools.map(schoolRow));
    await insert(t.tickets, collections.supportTickets.map(ticketRow));
    await insert(t.notifications, collections.notifications.map(notificationRow));
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
        settings: DEFAULT_SETTINGS,
        ...collections,
      },
      files,
    },
    // No settings given: none stored, so the defaults apply as in the browser's stores.
    { defaultSettings: collections.settings === undefined },
  );
}
