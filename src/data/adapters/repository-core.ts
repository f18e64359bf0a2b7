// The business operations of the Repository, written once over a CollectionStore. The localStorage
// and in-memory adapters differ only in the store (and file store) they pass in.
import { DataValidationError, NotFoundError, PaymentRejectedError } from '../errors';
import type { Repository, StoredFile } from '../repository';
import {
  NO_SCHOLARSHIP,
  applyConcession,
  applyPayment,
  createConcessionPlan,
  createInstallmentPlan,
  hasAppeared,
  isAfterToday,
  nextReceiptNumber,
  nextStseRollNumbers,
  nextStudentRollNumber,
  rankAndPercentile,
  roundToPaise,
  scholarshipFor,
  scholarshipTierFor,
  studentFromLedger,
  tierConcessionPercent,
  todayIso,
} from '../rules';
import { ABSENT, MAX_MATERIAL_FILE_BYTES, MIN_MARKS } from '../constants';
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
  sessionUserSchema,
  settingsSchema,
  studentEditSchema,
  studentSchema,
  ticketSchema,
} from '../schemas';
import type {
  Candidate,
  FeeDetails,
  MarksValue,
  NewCandidate,
  NewStudent,
  Payment,
  ResultLookup,
  Settings,
  Student,
  StudentConcession,
  TicketStatus,
} from '../schemas';
import type { CollectionStore, SessionSlot } from './collection-store';
import type { FileStore } from './file-store';
import { COLLECTION_KEYS, collectionsSchema } from './collections';
import type { Collections } from './collections';
import { newId } from './ids';
import { refuse, validated } from './validate';

export type CoreDependencies = {
  store: CollectionStore;
  files: FileStore;
  session: SessionSlot;
  now: () => Date;
  logger: Pick<Console, 'error'>;
};

const PDF_TYPE = 'application/pdf';

/**
 * Newest first by the given time; records with the same time keep "stored later comes first",
 * so a batch registered in one instant still lists its last row first.
 */
function newestFirst<T>(items: readonly T[], time: (item: T) => string): T[] {
  return items
    .map((item, index) => ({ item, index, at: Date.parse(time(item)) }))
    .sort((first, second) => second.at - first.at || second.index - first.index)
    .map(({ item }) => item);
}

/** A copy of the list with the record of this id replaced, or a NotFoundError. */
function replaceById<T extends { id: string }>(
  list: readonly T[],
  id: string,
  entity: string,
  replace: (found: T) => T,
): { list: T[]; updated: T } {
  const index = list.findIndex((item) => item.id === id);
  const found = list[index];
  if (found === undefined) throw new NotFoundError(entity, id);
  const updated = replace(found);
  return { list: list.with(index, updated), updated };
}

/** The students with one student's installments derived again from the ledger. */
function withLedger(
  students: readonly Student[],
  studentId: string,
  payments: readonly Payment[],
): Student[] {
  return replaceById(students, studentId, 'student', (student) =>
    validated(studentSchema, studentFromLedger(student, payments), 'student'),
  ).list;
}

function findById<T extends { id: string }>(list: readonly T[], id: string, entity: string): T {
  const found = list.find((item) => item.id === id);
  if (found === undefined) throw new NotFoundError(entity, id);
  return found;
}

const rollNoKey = (rollNo: string) => rollNo.trim().toLowerCase();

// One lookup index per stored list: the stores hand out the same frozen array until it changes,
// so a lookup among 10,000 candidates is a map read, not a scan.
const rollNoIndexes = new WeakMap<readonly Candidate[], Map<string, Candidate>>();
function rollNoIndex(candidates: readonly Candidate[]): Map<string, Candidate> {
  let index = rollNoIndexes.get(candidates);
  if (!index) {
    index = new Map(candidates.map((candidate) => [rollNoKey(candidate.rollNo), candidate]));
    rollNoIndexes.set(candidates, index);
  }
  return index;
}

/** Validates each item; a failure names the entity and, in a batch, the row (`2.email`). */
function validatedCandidates<I, T>(
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
  if (!Number.isFinite(value) || value < MIN_MARKS || value > maxMarks) {
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

function asStoredFile(file: File | StoredFile): StoredFile {
  return file instanceof Blob ? { name: file.name, type: file.type, bytes: file } : file;
}

/** Only PDFs up to the size limit (the upload accepts .pdf only). */
function checkPdf(file: StoredFile): void {
  const isPdf =
    file.name.toLowerCase().endsWith('.pdf') && (file.type === PDF_TYPE || file.type === '');
  if (!isPdf)
    refuse('material', 'file', 'Only PDF files can be uploaded. Choose a file ending in .pdf.');
  if (file.bytes.size === 0)
    refuse('material', 'file', 'The chosen file is empty. Choose another PDF.');
  if (file.bytes.size > MAX_MATERIAL_FILE_BYTES) {
    const limit = MAX_MATERIAL_FILE_BYTES / (1024 * 1024);
    refuse(
      'material',
      'file',
      `The file is larger than ${limit} MB. Choose a PDF of up to ${limit} MB.`,
    );
  }
}

/** A new student record with the next roll number; `extra` fills what the form does not collect. */
function newStudentRecord(
  fields: Omit<NewStudent, 'totalFee' | 'installmentCount'>,
  students: readonly Student[],
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
): Student {
  return validated(
    studentSchema,
    {
      ...fields,
      id: newId(),
      rollNo: nextStudentRollNumber(
        students.map((stored) => stored.rollNo),
        fields.currentClass,
        at,
      ),
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

export function createRepositoryCore({
  store,
  files,
  session,
  now,
  logger,
}: CoreDependencies): Repository {
  async function addCandidates(candidates: readonly NewCandidate[], batch: boolean) {
    const inputs = validatedCandidates(
      candidates,
      (candidate) => validated(newCandidateSchema, candidate, 'candidate'),
      batch,
    );
    if (inputs.length === 0) return [];
    // Roll numbers come from the list read inside the write itself (see CollectionStore.update),
    // so two registrations, in this tab or another, can never be given the same number.
    return store.update(['settings', 'stseCandidates'], ({ settings, stseCandidates }) => {
      const registrationDate = now().toISOString();
      const rollNos = nextStseRollNumbers(
        settings.stse.rollNoPrefix,
        stseCandidates.map((candidate) => candidate.rollNo),
        inputs.length,
      );
      const added = validatedCandidates(
        inputs,
        (input, row) =>
          validated(
            candidateSchema,
            { ...input, id: newId(), rollNo: rollNos[row], registrationDate },
            'candidate',
          ),
        batch,
      );
      return { write: { stseCandidates: [...stseCandidates, ...added] }, result: added };
    });
  }

  return {
    // ----- STSE candidates -----
    async listCandidates() {
      return newestFirst(
        await store.read('stseCandidates'),
        (candidate) => candidate.registrationDate,
      );
    },

    async addCandidate(candidate) {
      const [added] = await addCandidates([candidate], false);
      return added!;
    },

    addCandidates: (candidates) => addCandidates(candidates, true),

    async updateCandidate(candidate) {
      const input = validated(candidateSchema, candidate, 'candidate');
      return store.update(['stseCandidates'], ({ stseCandidates }) => {
        // The roll number and registration date are issued once; an edit cannot change them
        // (a changed roll number could repeat another candidate's).
        const { list, updated } = replaceById(stseCandidates, input.id, 'candidate', (stored) => ({
          ...input,
          rollNo: stored.rollNo,
          registrationDate: stored.registrationDate,
        }));
        return { write: { stseCandidates: list }, result: updated };
      });
    },

    async findCandidateByRollNo(rollNo) {
      const wanted = rollNoKey(rollNo);
      if (wanted === '') return undefined;
      return rollNoIndex(await store.read('stseCandidates')).get(wanted);
    },

    async assignExamCenter(candidateIds, examCenter) {
      const center = examCenter.trim();
      if (center === '') refuse('candidate', 'examCenter', 'Choose an exam centre.');
      const wanted = new Set(candidateIds);
      if (wanted.size === 0) return;
      await store.update(['stseCandidates'], ({ stseCandidates }) => {
        let found = 0;
        const list = stseCandidates.map((candidate) => {
          if (!wanted.has(candidate.id)) return candidate;
          found += 1;
          return validated(candidateSchema, { ...candidate, examCenter: center }, 'candidate');
        });
        if (found < wanted.size) {
          const known = new Set(stseCandidates.map((candidate) => candidate.id));
          throw new NotFoundError(
            'candidate',
            [...wanted].find((id) => !known.has(id))!,
          );
        }
        return { write: { stseCandidates: list }, result: undefined };
      });
    },

    async saveMarks(candidateId, marks) {
      // The range is the settings' maximum, read inside the write with the candidate.
      return store.update(['settings', 'stseCandidates'], ({ settings, stseCandidates }) => {
        const { list, updated } = replaceById(stseCandidates, candidateId, 'candidate', (stored) =>
          withMarks(stored, marks, settings),
        );
        return { write: { stseCandidates: list }, result: updated };
      });
    },

    async saveResults(entries) {
      if (entries.length === 0) return [];
      return store.update(['settings', 'stseCandidates'], ({ settings, stseCandidates }) => {
        const positions = new Map(stseCandidates.map((candidate, index) => [candidate.id, index]));
        let list = [...stseCandidates];
        const saved = entries.map(({ candidateId, marks }, row) => {
          const index = positions.get(candidateId);
          if (index === undefined) throw new NotFoundError('candidate', candidateId);
          try {
            const updated = withMarks(list[index]!, marks, settings);
            list = list.with(index, updated);
            return updated;
          } catch (error) {
            if (!(error instanceof DataValidationError)) throw error;
            throw new DataValidationError(
              error.entity,
              error.issues.map((issue) => ({ ...issue, path: `${row}.${issue.path}` })),
            );
          }
        });
        return { write: { stseCandidates: list }, result: saved };
      });
    },

    async lookupResult(rollNo): Promise<ResultLookup> {
      const wanted = rollNoKey(rollNo);
      if (wanted === '') return { status: 'not-found' };
      const [settings, candidates] = await Promise.all([
        store.read('settings'),
        store.read('stseCandidates'),
      ]);
      const candidate = rollNoIndex(candidates).get(wanted);
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
      const standing = rankAndPercentile(
        candidates.filter((other) => other.currentClass === candidate.currentClass),
      ).get(candidate)!;
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

    async setResultsPublished(published) {
      return store.update(['settings'], ({ settings }) => {
        const updated = validated(
          settingsSchema,
          { stse: { ...settings.stse, resultsPublished: published === true } },
          'settings',
        );
        return { write: { settings: updated }, result: updated };
      });
    },

    async admitCandidate(candidateId, newStudent) {
      const { installmentCount, totalFee, ...fields } = validated(
        newStudentSchema,
        newStudent,
        'student',
      );
      // The candidate, the tiers and the students are read inside the one write that adds the
      // student and marks the candidate admitted, so two tabs cannot admit the same candidate.
      return store.update(
        ['settings', 'students', 'stseCandidates'],
        ({ settings, students, stseCandidates }) => {
          const candidate = findById(stseCandidates, candidateId, 'candidate');
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
          const student = newStudentRecord(
            fields,
            students,
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
          const { list } = replaceById(stseCandidates, candidate.id, 'candidate', (stored) =>
            validated(
              candidateSchema,
              {
                ...stored,
                admission: {
                  studentId: student.id,
                  studentRollNo: student.rollNo,
                  admittedAt: at.toISOString(),
                },
              },
              'candidate',
            ),
          );
          return {
            write: { students: [...students, student], stseCandidates: list },
            result: student,
          };
        },
      );
    },

    // ----- students and fees -----
    async listStudents() {
      return [...(await store.read('students'))];
    },

    async getStudent(id) {
      return (await store.read('students')).find((student) => student.id === id);
    },

    async addStudent(newStudent) {
      const { installmentCount, totalFee, ...fields } = validated(
        newStudentSchema,
        newStudent,
        'student',
      );
      if (totalFee < installmentCount) {
        refuse('student', 'totalFee', 'Total fees must be at least ₹1 for each installment.');
      }
      return store.update(['students'], ({ students }) => {
        const at = now();
        const student = newStudentRecord(fields, students, at, {
          totalFee,
          installments: createInstallmentPlan({
            totalFee,
            count: installmentCount,
            today: todayIso(at),
            makeId: newId,
          }),
        });
        return { write: { students: [...students, student] }, result: student };
      });
    },

    async updateStudent(id, changes) {
      const edit = validated(studentEditSchema, changes, 'student');
      return store.update(['students'], ({ students }) => {
        const { list, updated } = replaceById(students, id, 'student', (stored) =>
          validated(studentSchema, { ...stored, ...edit }, 'student'),
        );
        return { write: { students: list }, result: updated };
      });
    },

    async recordPayment(request) {
      const details = validated(paymentDetailsSchema, request, 'payment');
      const receivedBy = request.receivedBy.trim();
      if (receivedBy === '') refuse('payment', 'receivedBy', 'Say who received the payment.');
      // Checked against the installment and the ledger read inside the write, never a copy a
      // screen holds: two payments at once (two tabs, a double click) can neither overpay the
      // installment nor share a receipt number.
      return store.update(['students', 'payments'], ({ students, payments }) => {
        const student = findById(students, request.studentId, 'student');
        const installment = findById(
          student.feeDetails.installments,
          request.installmentId,
          'installment',
        );
        const at = now();
        const outcome = applyPayment(installment, details.amount, at);
        if (outcome.kind === 'rejected') {
          throw new PaymentRejectedError(outcome.reason, outcome.message);
        }
        const payment = validated(
          paymentSchema,
          {
            id: newId(),
            receiptNo: nextReceiptNumber(payments, at),
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
        const ledger = [...payments, payment];
        return {
          write: { students: withLedger(students, student.id, ledger), payments: ledger },
          result: payment,
        };
      });
    },

    async listPayments(filter = {}) {
      const payments = await store.read('payments');
      const selected =
        filter.studentId === undefined
          ? payments
          : payments.filter((payment) => payment.studentId === filter.studentId);
      return newestFirst(selected, (payment) => payment.receivedAt);
    },

    async getPayment(id) {
      return (await store.read('payments')).find((payment) => payment.id === id);
    },

    async cancelPayment(id, reason, cancelledBy) {
      const { reason: why } = validated(cancelReceiptSchema, { reason }, 'cancellation');
      return store.update(['students', 'payments'], ({ students, payments }) => {
        const { list, updated } = replaceById(payments, id, 'payment', (payment) => {
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
          return validated(
            paymentSchema,
            {
              ...payment,
              status: 'Cancelled',
              cancellation: { reason: why, by: cancelledBy, at: now().toISOString() },
            },
            'payment',
          );
        });
        return {
          write: { students: withLedger(students, updated.studentId, list), payments: list },
          result: updated,
        };
      });
    },

    // ----- materials and their files -----
    async listMaterials() {
      return newestFirst(await store.read('materials'), (material) => material.uploadDate);
    },

    async addMaterial(newMaterial, file) {
      const input = validated(newMaterialSchema, newMaterial, 'material');
      const upload = asStoredFile(file);
      checkPdf(upload);
      const material = validated(
        materialSchema,
        {
          ...input,
          id: newId(),
          fileUrl: upload.name,
          fileName: upload.name,
          fileSize: upload.bytes.size,
          uploadDate: now().toISOString(),
        },
        'material',
      );
      // The bytes first, then the record: a record never points at a file that is not there.
      await files.put(material.id, { name: upload.name, type: PDF_TYPE, bytes: upload.bytes });
      try {
        return await store.update(['materials'], ({ materials }) => ({
          write: { materials: [...materials, material] },
          result: material,
        }));
      } catch (error) {
        // The record was refused, so take the file out again: nothing is left half-written.
        await files.delete(material.id).catch((deleteError: unknown) => logger.error(deleteError));
        throw error;
      }
    },

    async deleteMaterial(id) {
      // Deleting what is already gone (say, in another tab) is not an error.
      await store.update(['materials'], ({ materials }) => {
        const remaining = materials.filter((material) => material.id !== id);
        return remaining.length === materials.length
          ? { result: undefined }
          : { write: { materials: remaining }, result: undefined };
      });
      // The record is gone, so the file can no longer be reached; a failure only leaves unused bytes.
      await files.delete(id).catch((error: unknown) => logger.error(error));
    },

    getMaterialFile: (id) => files.get(id),

    // ----- schools -----
    async listSchools() {
      return [...(await store.read('schools'))];
    },

    async getSchool(id) {
      return (await store.read('schools')).find((school) => school.id === id);
    },

    async addSchool(newSchool) {
      const input = validated(newSchoolSchema, newSchool, 'school');
      const school = validated(schoolSchema, { ...input, id: newId() }, 'school');
      return store.update(['schools'], ({ schools }) => ({
        write: { schools: [...schools, school] },
        result: school,
      }));
    },

    async updateSchool(school) {
      const input = validated(schoolSchema, school, 'school');
      return store.update(['schools'], ({ schools }) => {
        const { list, updated } = replaceById(schools, input.id, 'school', () => input);
        return { write: { schools: list }, result: updated };
      });
    },

    // ----- notifications -----
    async listNotifications() {
      return newestFirst(await store.read('notifications'), (notification) => notification.date);
    },

    async addNotification(newNotification) {
      const input = validated(newNotificationSchema, newNotification, 'notification');
      const notification = validated(
        notificationSchema,
        { ...input, id: newId(), isScheduled: isAfterToday(input.date, todayIso(now())) },
        'notification',
      );
      return store.update(['notifications'], ({ notifications }) => ({
        write: { notifications: [...notifications, notification] },
        result: notification,
      }));
    },

    // ----- settings -----
    getSettings: () => store.read('settings'),

    async replaceSettings(settings) {
      const replacement = validated(settingsSchema, settings, 'settings');
      return store.update(
        ['settings', 'stseCandidates'],
        ({ settings: stored, stseCandidates }) => {
          const { maxMarks } = replacement.stse;
          const highest = Math.max(
            ...stseCandidates.map((candidate) => candidate.marks ?? MIN_MARKS),
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
          // never publishes or hides results, even from a form opened before the switch moved.
          const kept = validated(
            settingsSchema,
            { stse: { ...replacement.stse, resultsPublished: stored.stse.resultsPublished } },
            'settings',
          );
          return { write: { settings: kept }, result: kept };
        },
      );
    },

    // ----- support tickets -----
    async listTickets() {
      return newestFirst(await store.read('supportTickets'), (ticket) => ticket.updatedAt);
    },

    async addTicket(studentId, subject) {
      const text = subject.trim();
      if (text === '') refuse('ticket', 'subject', 'Subject is required.');
      return store.update(['students', 'supportTickets'], ({ students, supportTickets }) => {
        const student = findById(students, studentId, 'student');
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
        return { write: { supportTickets: [...supportTickets, ticket] }, result: ticket };
      });
    },

    async addMessage(ticketId, sender, text) {
      const reply = text.trim();
      if (reply === '') refuse('message', 'text', 'Type a message before sending.');
      return store.update(['supportTickets'], ({ supportTickets }) => {
        const at = now().toISOString();
        const message = validated(
          messageSchema,
          { id: newId(), sender, text: reply, timestamp: at },
          'message',
        );
        const { list, updated } = replaceById(supportTickets, ticketId, 'ticket', (stored) =>
          validated(
            ticketSchema,
            { ...stored, messages: [...stored.messages, message], updatedAt: at },
            'ticket',
          ),
        );
        return { write: { supportTickets: list }, result: updated };
      });
    },

    setTicketStatus(ticketId, status: TicketStatus) {
      return store.update(['supportTickets'], ({ supportTickets }) => {
        const { list, updated } = replaceById(supportTickets, ticketId, 'ticket', (stored) =>
          validated(ticketSchema, { ...stored, status, updatedAt: now().toISOString() }, 'ticket'),
        );
        return { write: { supportTickets: list }, result: updated };
      });
    },

    // ----- backup and restore -----
    async exportBackup() {
      const collections = Object.fromEntries(
        await Promise.all(COLLECTION_KEYS.map(async (key) => [key, await store.read(key)])),
      ) as Collections;
      const exportedFiles: Record<string, StoredFile> = {};
      for (const material of collections.materials) {
        const file = await files.get(material.id);
        if (file) exportedFiles[material.id] = file;
      }
      return { exportedAt: now().toISOString(), collections, files: exportedFiles };
    },

    async importBackup(backup) {
      const replacement = validated(collectionsSchema, backup.collections, 'backup');
      const keptIds = new Set(replacement.materials.map((material) => material.id));
      for (const [id, file] of Object.entries(backup.files)) {
        if (!keptIds.has(id)) refuse('backup', `files.${id}`, 'A file belongs to no material.');
        checkPdf(file);
      }

      // The files first, remembering what each replaced, then every collection in one write;
      // if either step fails, the files are put back, so nothing is left half-restored.
      const replacedFiles: Array<[id: string, previous: StoredFile | undefined]> = [];
      let previousMaterials: readonly { id: string }[] = [];
      try {
        for (const [id, file] of Object.entries(backup.files)) {
          replacedFiles.push([id, await files.get(id)]);
          await files.put(id, file);
        }
        previousMaterials = await store.update(COLLECTION_KEYS, (current) => ({
          write: replacement,
          result: current.materials,
        }));
      } catch (error) {
        for (const [id, previous] of replacedFiles.reverse()) {
          await (previous ? files.put(id, previous) : files.delete(id)).catch(
            (restoreError: unknown) => logger.error(restoreError),
          );
        }
        throw error;
      }
      // Materials the backup does not hold are gone now; their files can no longer be reached.
      for (const material of previousMaterials) {
        if (!keptIds.has(material.id)) {
          await files.delete(material.id).catch((error: unknown) => logger.error(error));
        }
      }
    },

    // ----- session -----
    async getSession() {
      const stored = session.read();
      if (stored === null) return null;
      const user = sessionUserSchema.safeParse(stored);
      if (user.success) return user.data;
      // A tampered or outdated session is no session: sign in again.
      session.clear();
      return null;
    },

    async setSession(user) {
      session.write(validated(sessionUserSchema, user, 'session'));
    },

    async clearSession() {
      session.clear();
    },

    // ----- change feed -----
    subscribe: (listener) => store.subscribe(listener),
    recoveredKeys: () => store.recoveredKeys(),
  };
}
