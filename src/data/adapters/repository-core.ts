// The business operations of the Repository, written once over a CollectionStore. The localStorage
// and in-memory adapters differ only in the store (and file store) they pass in. Each operation's
// decisions (validation, refusals, new records) are the pure functions of src/data/operations,
// which the server's SQL (server/data/portal-data.ts) calls too; here is only how they are read and
// written in one store update.
import { NotFoundError } from '../errors';
import type { CollectionKey, Repository, StoredFile } from '../repository';
import {
  nextReceiptNumber,
  nextStseRollNumbers,
  nextStudentRollNumber,
  rankAndPercentile,
} from '../rules';
import { MIN_MARKS } from '../constants';
import { candidateSchema, schoolSchema } from '../schemas';
import type { Candidate, NewCandidate, Payment, ResultLookup, School, Student } from '../schemas';
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
  takenBySchoolNamed,
  validatedNewCandidates,
  withMarks,
  withResultsPublished,
} from '../operations/candidates';
import {
  backupMaterialIds,
  checkPdfUpload,
  newMaterialRecord,
  PDF_TYPE,
} from '../operations/materials';
import {
  cancelledPayment,
  checkPayment,
  installmentToPay,
  newPayment,
  validatedCancelReason,
  validatedPaymentRequest,
} from '../operations/payments';
import {
  editedSchool,
  newNotificationRecord,
  newSchoolRecord,
  schoolRenamed,
} from '../operations/records';
import { atRow } from '../operations/rows';
import { settingsToStore, validatedSettings } from '../operations/settings';
import {
  editedStudent,
  newStudentFees,
  newStudentRecord,
  studentWithLedger,
  validatedNewStudent,
  validatedStudentEdit,
} from '../operations/students';
import type { NewStudentFields, StudentExtra } from '../operations/students';
import {
  actorFromSession,
  auditEntry,
  auditPage,
  created,
  deleted as deletedChange,
  edited,
  recordCounts,
  restoreChange,
  settingsChange,
  withAuditEntries,
} from '../operations/audit';
import type { AuditedChange } from '../operations/audit';
import { issuedNumbersAfterRestore, restoreRemovals } from '../operations/restore';
import { newTicket, replyText, ticketSubject, withReply, withStatus } from '../operations/tickets';
import {
  candidatePage,
  dayBookPage,
  feeTablePage,
  filterCandidates,
  meritPage,
  studentPage,
} from '../operations/queries';
import { dashboardOverview } from '../rules/lists';
import type { CollectionChange, CollectionStore, SessionSlot } from './collection-store';
import type { FileStore } from './file-store';
import { COLLECTION_KEYS, collectionsSchema } from './collections';
import type { Collections } from './collections';
import { sessionMethods } from './session-methods';
import { validated, validatedStored } from './validate';

export type CoreDependencies = {
  store: CollectionStore;
  files: FileStore;
  session: SessionSlot;
  now: () => Date;
  logger: Pick<Console, 'error'>;
};

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
): { list: T[]; updated: T; found: T } {
  const index = list.findIndex((item) => item.id === id);
  const found = list[index];
  if (found === undefined) throw new NotFoundError(entity, id);
  const updated = replace(found);
  return { list: list.with(index, updated), updated, found };
}

/** A change with the audit entries it owes: written with it, in the same store write. */
type AuditedCollectionChange<K extends CollectionKey, R> = CollectionChange<K, R> & {
  audit?: readonly AuditedChange[];
};

/** The students with one student's installments derived again from the ledger. */
function withLedger(
  students: readonly Student[],
  studentId: string,
  payments: readonly Payment[],
): Student[] {
  return replaceById(students, studentId, 'student', (student) =>
    studentWithLedger(student, payments),
  ).list;
}

function findById<T extends { id: string }>(list: readonly T[], id: string, entity: string): T {
  const found = list.find((item) => item.id === id);
  if (found === undefined) throw new NotFoundError(entity, id);
  return found;
}

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

function asStoredFile(file: File | StoredFile): StoredFile {
  return file instanceof Blob ? { name: file.name, type: file.type, bytes: file } : file;
}

/** Only PDFs up to the size limit (the upload accepts .pdf only). */
function checkPdf(file: StoredFile): void {
  checkPdfUpload({ name: file.name, type: file.type, size: file.bytes.size });
}

/** A new student record with the next roll number among the stored (and issued) ones. */
function newStudentAmong(
  { students, issuedNumbers }: Pick<Collections, 'students' | 'issuedNumbers'>,
  fields: NewStudentFields,
  at: Date,
  feeDetails: Student['feeDetails'],
  extra?: StudentExtra,
): Student {
  const rollNo = nextStudentRollNumber(
    students.map((stored) => stored.rollNo),
    fields.currentClass,
    at,
    issuedNumbers,
  );
  return newStudentRecord(fields, rollNo, at, feeDetails, extra);
}

export function createRepositoryCore({
  store,
  files,
  session,
  now,
  logger,
}: CoreDependencies): Repository {
  /**
   * store.update that writes the change's audit entries (by the signed-in user, or a visitor)
   * into the log in the same write, so a change is never stored without its entry, nor the
   * entry without the change. An update that changed no field writes no entry.
   */
  function auditedUpdate<K extends CollectionKey, R>(
    keys: readonly K[],
    change: (current: Pick<Collections, K>) => AuditedCollectionChange<K, R>,
  ): Promise<R> {
    const actor = actorFromSession(session.read());
    return store.update([...keys, 'auditLog' as const], (current) => {
      const { write, result, audit = [] } = change(current);
      const at = now();
      const entries = audit
        .map((item) => auditEntry(actor, at, item))
        .filter((entry) => entry.action !== 'updated' || entry.changes.length > 0);
      if (!write) return { result };
      if (entries.length === 0) return { write: write as Partial<Collections>, result };
      const auditLog = withAuditEntries(current.auditLog, entries);
      return { write: { ...(write as Partial<Collections>), auditLog }, result };
    });
  }

  /**
   * The candidates a school added or renamed takes (takenBySchoolNamed), linked to it in the
   * same write as the school; nothing is written when it takes none.
   */
  function linkingCandidatesTo(school: School, stseCandidates: readonly Candidate[]) {
    const audit: AuditedChange[] = [];
    const list = stseCandidates.map((candidate) => {
      if (!takenBySchoolNamed(candidate, school.name)) return candidate;
      const linked = { ...candidate, schoolId: school.id };
      audit.push(edited('candidate', candidate, linked));
      return linked;
    });
    return { write: audit.length > 0 ? { stseCandidates: list } : {}, audit };
  }

  /** Newest registration first: every candidate list's default order. */
  async function listCandidates() {
    return newestFirst(
      await store.read('stseCandidates'),
      (candidate) => candidate.registrationDate,
    );
  }

  async function addCandidates(candidates: readonly NewCandidate[], batch: boolean) {
    const inputs = validatedNewCandidates(candidates, batch);
    if (inputs.length === 0) return [];
    // Roll numbers come from the list read inside the write itself (see CollectionStore.update),
    // so two registrations, in this tab or another, can never be given the same number.
    return auditedUpdate(
      ['settings', 'stseCandidates', 'schools', 'issuedNumbers'],
      ({ settings, stseCandidates, schools, issuedNumbers }) => {
        const at = now();
        const rollNos = nextStseRollNumbers(
          settings.stse.rollNoPrefix,
          stseCandidates.map((candidate) => candidate.rollNo),
          inputs.length,
          issuedNumbers,
        );
        const added = registeredCandidates(inputs, rollNos, at, batch, schools);
        return {
          write: { stseCandidates: [...stseCandidates, ...added] },
          result: added,
          audit: added.map((candidate) => created('candidate', candidate)),
        };
      },
    );
  }

  return {
    // ----- STSE candidates -----
    async addCandidate(candidate) {
      const [added] = await addCandidates([candidate], false);
      return added!;
    },

    addCandidates: (candidates) => addCandidates(candidates, true),

    async updateCandidate(candidate) {
      const input = validated(candidateSchema, candidate, 'candidate');
      return auditedUpdate(['stseCandidates', 'schools'], ({ stseCandidates, schools }) => {
        const { list, updated, found } = replaceById(
          stseCandidates,
          input.id,
          'candidate',
          (stored) => editedCandidate(input, stored, schools),
        );
        return {
          write: { stseCandidates: list },
          result: updated,
          audit: [edited('candidate', found, updated)],
        };
      });
    },

    async queryCandidates(query) {
      return candidatePage(await listCandidates(), query);
    },

    async candidateIds(filter) {
      return filterCandidates(await listCandidates(), filter).map((candidate) => candidate.id);
    },

    async getCandidate(id) {
      return (await store.read('stseCandidates')).find((candidate) => candidate.id === id);
    },

    async queryMeritList(query) {
      return meritPage(await store.read('stseCandidates'), query);
    },

    async findCandidateByRollNo(rollNo) {
      const wanted = rollNoKey(rollNo);
      if (wanted === '') return undefined;
      return rollNoIndex(await store.read('stseCandidates')).get(wanted);
    },

    async findCandidatesByRollNos(rollNos) {
      const keys = rollNoKeysToFind(rollNos);
      const index = rollNoIndex(await store.read('stseCandidates'));
      return keys.flatMap((key) => index.get(key) ?? []);
    },

    async assignExamCenter(candidateIds, examCenter) {
      const center = examCenterToAssign(examCenter);
      const wanted = new Set(candidateIds);
      if (wanted.size === 0) return;
      await auditedUpdate(['stseCandidates'], ({ stseCandidates }) => {
        let found = 0;
        const audit: AuditedChange[] = [];
        const list = stseCandidates.map((candidate) => {
          if (!wanted.has(candidate.id)) return candidate;
          found += 1;
          const updated = validated(
            candidateSchema,
            { ...candidate, examCenter: center },
            'candidate',
          );
          audit.push(edited('candidate', candidate, updated));
          return updated;
        });
        if (found < wanted.size) {
          const known = new Set(stseCandidates.map((candidate) => candidate.id));
          throw new NotFoundError(
            'candidate',
            [...wanted].find((id) => !known.has(id))!,
          );
        }
        return { write: { stseCandidates: list }, result: undefined, audit };
      });
    },

    async saveMarks(candidateId, marks) {
      // The range is the settings' maximum, read inside the write with the candidate.
      return auditedUpdate(['settings', 'stseCandidates'], ({ settings, stseCandidates }) => {
        const { list, updated, found } = replaceById(
          stseCandidates,
          candidateId,
          'candidate',
          (stored) => withMarks(stored, marks, settings),
        );
        return {
          write: { stseCandidates: list },
          result: updated,
          audit: [edited('candidate', found, updated)],
        };
      });
    },

    async saveResults(entries) {
      if (entries.length === 0) return [];
      return auditedUpdate(['settings', 'stseCandidates'], ({ settings, stseCandidates }) => {
        const positions = new Map(stseCandidates.map((candidate, index) => [candidate.id, index]));
        let list = [...stseCandidates];
        const saved = entries.map(({ candidateId, marks }, row) => {
          const index = positions.get(candidateId);
          if (index === undefined) throw new NotFoundError('candidate', candidateId);
          const updated = atRow(row, () => withMarks(list[index]!, marks, settings));
          list = list.with(index, updated);
          return updated;
        });
        // One entry per candidate, from what was stored to what the whole file left.
        const audit = [...new Set(entries.map((entry) => entry.candidateId))].map((id) =>
          edited('candidate', stseCandidates[positions.get(id)!]!, list[positions.get(id)!]!),
        );
        return { write: { stseCandidates: list }, result: saved, audit };
      });
    },

    async lookupResult(lookup): Promise<ResultLookup> {
      const wanted = rollNoKey(lookup.rollNo);
      if (wanted === '') return { status: 'not-found' };
      const [settings, candidates] = await Promise.all([
        store.read('settings'),
        store.read('stseCandidates'),
      ]);
      const found = lookedUpCandidate(rollNoIndex(candidates).get(wanted), lookup);
      return resultLookupFor(found, settings, (candidate) =>
        rankAndPercentile(
          candidates.filter((other) => other.currentClass === candidate.currentClass),
        ).get(candidate)!,
      );
    },

    async lookupAdmitCard(lookup) {
      const wanted = rollNoKey(lookup.rollNo);
      if (wanted === '') return undefined;
      const [settings, candidates] = await Promise.all([
        store.read('settings'),
        store.read('stseCandidates'),
      ]);
      return admitCardFor(lookedUpCandidate(rollNoIndex(candidates).get(wanted), lookup), settings);
    },

    async setResultsPublished(published) {
      return auditedUpdate(['settings'], ({ settings }) => {
        const updated = withResultsPublished(settings, published);
        return {
          write: { settings: updated },
          result: updated,
          audit: [settingsChange(settings, updated)],
        };
      });
    },

    async admitCandidate(candidateId, newStudent) {
      const { fields, fee } = validatedNewStudent(newStudent);
      // The candidate, the tiers and the students are read inside the one write that adds the
      // student and marks the candidate admitted, so two tabs cannot admit the same candidate.
      return auditedUpdate(
        ['settings', 'students', 'stseCandidates', 'issuedNumbers'],
        ({ settings, students, stseCandidates, issuedNumbers }) => {
          const candidate = findById(stseCandidates, candidateId, 'candidate');
          const terms = admissionTerms(candidate, settings, fee);
          const at = now();
          const { feeDetails, extra } = admissionFees(candidate, terms, fee, at);
          const student = newStudentAmong(
            { students, issuedNumbers },
            fields,
            at,
            feeDetails,
            extra,
          );
          const { list, updated } = replaceById(
            stseCandidates,
            candidate.id,
            'candidate',
            (stored) => admittedCandidate(stored, student, at),
          );
          return {
            write: { students: [...students, student], stseCandidates: list },
            result: student,
            audit: [
              { ...created('student', student), studentId: student.id },
              edited('candidate', candidate, updated),
            ],
          };
        },
      );
    },

    // ----- students and fees -----
    async queryStudents(query) {
      return studentPage(await store.read('students'), query);
    },

    async queryFeeTable(query) {
      return feeTablePage(await store.read('students'), query);
    },

    async getStudent(id) {
      return (await store.read('students')).find((student) => student.id === id);
    },

    async addStudent(newStudent) {
      const { fields, fee } = validatedNewStudent(newStudent);
      return auditedUpdate(['students', 'issuedNumbers'], ({ students, issuedNumbers }) => {
        const at = now();
        const student = newStudentAmong(
          { students, issuedNumbers },
          fields,
          at,
          newStudentFees(fee, at),
        );
        return {
          write: { students: [...students, student] },
          result: student,
          audit: [{ ...created('student', student), studentId: student.id }],
        };
      });
    },

    async updateStudent(id, changes) {
      const edit = validatedStudentEdit(changes);
      return auditedUpdate(['students'], ({ students }) => {
        const { list, updated, found } = replaceById(students, id, 'student', (stored) =>
          editedStudent(stored, edit),
        );
        return {
          write: { students: list },
          result: updated,
          audit: [{ ...edited('student', found, updated), studentId: id }],
        };
      });
    },

    async recordPayment(request) {
      const { details, receivedBy } = validatedPaymentRequest(request);
      // Checked against the installment and the ledger read inside the write, never a copy a
      // screen holds: two payments at once (two tabs, a double click) can neither overpay the
      // installment nor share a receipt number.
      return auditedUpdate(
        ['students', 'payments', 'issuedNumbers'],
        ({ students, payments, issuedNumbers }) => {
          const student = findById(students, request.studentId, 'student');
          const installment = installmentToPay(student, request.installmentId);
          const at = now();
          checkPayment(installment, details.amount, at);
          const payment = newPayment({
            student,
            installment,
            details,
            receivedBy,
            receiptNo: nextReceiptNumber(payments, at, issuedNumbers),
            at,
          });
          const ledger = [...payments, payment];
          return {
            write: { students: withLedger(students, student.id, ledger), payments: ledger },
            result: payment,
            audit: [{ ...created('payment', payment), studentId: student.id }],
          };
        },
      );
    },

    async listPayments(filter = {}) {
      const payments = await store.read('payments');
      const selected =
        filter.studentId === undefined
          ? payments
          : payments.filter((payment) => payment.studentId === filter.studentId);
      return newestFirst(selected, (payment) => payment.receivedAt);
    },

    async queryDayBook(query) {
      const [payments, students] = await Promise.all([
        store.read('payments'),
        store.read('students'),
      ]);
      return dayBookPage(
        newestFirst(payments, (payment) => payment.receivedAt),
        students,
        query,
      );
    },

    async getPayment(id) {
      return (await store.read('payments')).find((payment) => payment.id === id);
    },

    async cancelPayment(id, reason, cancelledBy) {
      const why = validatedCancelReason(reason);
      return auditedUpdate(['students', 'payments'], ({ students, payments }) => {
        const { list, updated, found } = replaceById(payments, id, 'payment', (payment) =>
          cancelledPayment(payment, { reason: why, by: cancelledBy, at: now() }),
        );
        return {
          write: { students: withLedger(students, updated.studentId, list), payments: list },
          result: updated,
          audit: [
            {
              ...edited('payment', found, updated),
              action: 'cancelled',
              studentId: updated.studentId,
            },
          ],
        };
      });
    },

    // ----- materials and their files -----
    async listMaterials() {
      return newestFirst(await store.read('materials'), (material) => material.uploadDate);
    },

    async addMaterial(newMaterial, file) {
      const upload = asStoredFile(file);
      const material = newMaterialRecord(
        newMaterial,
        { ...upload, size: upload.bytes.size },
        now(),
        checkPdfUpload,
      );
      // The bytes first, then the record: a record never points at a file that is not there.
      await files.put(material.id, { name: upload.name, type: PDF_TYPE, bytes: upload.bytes });
      try {
        return await auditedUpdate(['materials'], ({ materials }) => ({
          write: { materials: [...materials, material] },
          result: material,
          audit: [created('material', material)],
        }));
      } catch (error) {
        // The record was refused, so take the file out again: nothing is left half-written.
        await files.delete(material.id).catch((deleteError: unknown) => logger.error(deleteError));
        throw error;
      }
    },

    async deleteMaterial(id) {
      // Deleting what is already gone (say, in another tab) is not an error.
      await auditedUpdate(['materials'], ({ materials }) => {
        const deleted = materials.find((material) => material.id === id);
        if (!deleted) return { result: undefined };
        return {
          write: { materials: materials.filter((material) => material.id !== id) },
          result: undefined,
          audit: [deletedChange('material', deleted)],
        };
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
      return auditedUpdate(['schools', 'stseCandidates'], ({ schools, stseCandidates }) => {
        const school = newSchoolRecord(newSchool, schools);
        const { write, audit } = linkingCandidatesTo(school, stseCandidates);
        return {
          write: { schools: [...schools, school], ...write },
          result: school,
          audit: [created('school', school), ...audit],
        };
      });
    },

    async updateSchool(school) {
      const input = validated(schoolSchema, school, 'school');
      return auditedUpdate(['schools', 'stseCandidates'], ({ schools, stseCandidates }) => {
        const { list, updated, found } = replaceById(schools, input.id, 'school', (stored) =>
          editedSchool(input, stored, schools),
        );
        // Only a new name takes anyone: those of the kept name were linked when it was given.
        const linking = schoolRenamed(found, updated)
          ? linkingCandidatesTo(updated, stseCandidates)
          : undefined;
        return {
          write: { schools: list, ...linking?.write },
          result: updated,
          audit: [edited('school', found, updated), ...(linking?.audit ?? [])],
        };
      });
    },

    // ----- notifications -----
    async listNotifications() {
      return newestFirst(await store.read('notifications'), (notification) => notification.date);
    },

    async addNotification(newNotification) {
      const notification = newNotificationRecord(newNotification, now());
      return auditedUpdate(['notifications'], ({ notifications }) => ({
        write: { notifications: [...notifications, notification] },
        result: notification,
        audit: [created('notification', notification)],
      }));
    },

    // ----- settings -----
    getSettings: () => store.read('settings'),

    async replaceSettings(settings) {
      const replacement = validatedSettings(settings);
      return auditedUpdate(
        ['settings', 'stseCandidates'],
        ({ settings: stored, stseCandidates }) => {
          const highest = Math.max(
            ...stseCandidates.map((candidate) => candidate.marks ?? MIN_MARKS),
            MIN_MARKS,
          );
          const kept = settingsToStore(replacement, stored, highest);
          return {
            write: { settings: kept },
            result: kept,
            audit: [settingsChange(stored, kept)],
          };
        },
      );
    },

    // ----- support tickets -----
    async listTickets() {
      return newestFirst(await store.read('supportTickets'), (ticket) => ticket.updatedAt);
    },

    async addTicket(studentId, subject) {
      const text = ticketSubject(subject);
      return auditedUpdate(['students', 'supportTickets'], ({ students, supportTickets }) => {
        const ticket = newTicket(findById(students, studentId, 'student'), text, now());
        return {
          write: { supportTickets: [...supportTickets, ticket] },
          result: ticket,
          audit: [{ ...created('ticket', ticket), studentId }],
        };
      });
    },

    async addMessage(ticketId, sender, text) {
      const reply = replyText(text);
      return auditedUpdate(['supportTickets'], ({ supportTickets }) => {
        const at = now();
        const { list, updated, found } = replaceById(supportTickets, ticketId, 'ticket', (stored) =>
          withReply(stored, sender, reply, at),
        );
        return {
          write: { supportTickets: list },
          result: updated,
          audit: [{ ...edited('ticket', found, updated), studentId: updated.studentId }],
        };
      });
    },

    setTicketStatus(ticketId, status) {
      return auditedUpdate(['supportTickets'], ({ supportTickets }) => {
        const { list, updated, found } = replaceById(supportTickets, ticketId, 'ticket', (stored) =>
          withStatus(stored, status, now()),
        );
        return {
          write: { supportTickets: list },
          result: updated,
          audit: [{ ...edited('ticket', found, updated), studentId: updated.studentId }],
        };
      });
    },

    async listAuditLog(query) {
      return auditPage(await store.read('auditLog'), query);
    },

    // ----- backup and restore -----
    async getDashboardOverview() {
      const [students, candidates, schools, materials, tickets] = await Promise.all([
        store.read('students'),
        listCandidates(),
        store.read('schools'),
        store.read('materials'),
        store.read('supportTickets'),
      ]);
      return dashboardOverview({ students, candidates, schools, materials, tickets });
    },

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
      // The backup's own audit log is never imported: the log only grows (this restore's entry).
      const { auditLog: _backupLog, ...replacement } = validatedStored(
        collectionsSchema,
        backup.collections,
        'backup',
      );
      const keptIds = backupMaterialIds(replacement.materials, backup.files, checkPdf);

      // The files first, remembering what each replaced, then every collection in one write;
      // if either step fails, the files are put back, so nothing is left half-restored.
      const replacedFiles: Array<[id: string, previous: StoredFile | undefined]> = [];
      let previousMaterials: readonly { id: string }[] = [];
      try {
        for (const [id, file] of Object.entries(backup.files)) {
          replacedFiles.push([id, await files.get(id)]);
          await files.put(id, file);
        }
        // The log keeps every entry and gains this restore's; the numbers issued so far stay
        // issued, so the next receipt or roll number never repeats one the backup lacks.
        const actor = actorFromSession(session.read());
        previousMaterials = await store.update(COLLECTION_KEYS, (current) => ({
          write: {
            ...replacement,
            issuedNumbers: issuedNumbersAfterRestore(
              current.issuedNumbers,
              {
                receiptNos: current.payments.map((payment) => payment.receiptNo),
                studentRollNos: current.students.map((student) => student.rollNo),
                candidateRollNos: current.stseCandidates.map((candidate) => candidate.rollNo),
              },
              [current.settings.stse.rollNoPrefix, replacement.settings.stse.rollNoPrefix],
            ),
            auditLog: withAuditEntries(current.auditLog, [
              auditEntry(
                actor,
                now(),
                restoreChange(recordCounts(current), recordCounts(replacement), backup.exportedAt),
              ),
            ]),
          },
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

    async listRestoreRemovals(exportedAt) {
      const [payments, students, candidates] = await Promise.all([
        store.read('payments'),
        store.read('students'),
        store.read('stseCandidates'),
      ]);
      return restoreRemovals(exportedAt, { payments, students, candidates });
    },

    async countRecords() {
      const [
        students,
        stseCandidates,
        materials,
        schools,
        supportTickets,
        notifications,
        payments,
      ] = await Promise.all([
        store.read('students'),
        store.read('stseCandidates'),
        store.read('materials'),
        store.read('schools'),
        store.read('supportTickets'),
        store.read('notifications'),
        store.read('payments'),
      ]);
      // The files are in this browser (or memory), so looking each one up downloads nothing.
      let fileCount = 0;
      for (const material of materials) {
        if (await files.get(material.id)) fileCount += 1;
      }
      return {
        students: students.length,
        stseCandidates: stseCandidates.length,
        materials: materials.length,
        files: fileCount,
        schools: schools.length,
        supportTickets: supportTickets.length,
        notifications: notifications.length,
        payments: payments.length,
        settings: 1,
      };
    },

    // ----- session -----
    ...sessionMethods(session),

    // ----- change feed -----
    subscribe: (listener) => store.subscribe(listener),
    recoveredKeys: () => store.recoveredKeys(),
  };
}
