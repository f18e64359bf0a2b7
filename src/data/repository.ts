// The one door to product data. Screens talk to this interface only; adapters decide where the
// data lives (localStorage today, a server tomorrow). Every method is asynchronous and every
// write validates with the schemas in ./schemas, throwing the typed errors of ./errors.
import type {
  AdmitCard,
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
  PaymentDetails,
  ResultLookup,
  School,
  SessionUser,
  Settings,
  SettingsReplacement,
  Student,
  StudentEdit,
  Ticket,
  TicketStatus,
} from './schemas';
import type { PortalBackup, RecordCounts } from './adapters/backup';
// The stored data's own names live with the collections, which import nothing from here.
import type { CollectionKey, StoredFile } from './adapters/collections';
import type {
  AuditQuery,
  CandidateFilter,
  CandidateQuery,
  DashboardOverview,
  DayBookPage,
  DayBookQuery,
  FeeTablePage,
  FeeTableQuery,
  MeritPage,
  MeritQuery,
  Page,
  RestoreRemovals,
  StudentQuery,
} from './queries';

export type { CollectionKey, StoredFile };

export type ChangeListener = (changed: CollectionKey) => void;

/** One payment to record: which installment, how it was paid, and who received it. */
export type PaymentRequest = PaymentDetails & {
  studentId: string;
  installmentId: string;
  receivedBy: string;
};

/** A stored collection that failed to read and was set aside, so nothing was lost. */
export type RecoveredKey = { key: CollectionKey; backupKey: string; reason: string };

export interface Repository {
  // ----- STSE candidates -----
  /** One page of the candidates the filter lets through (./queries.ts). */
  queryCandidates(query: CandidateQuery): Promise<Page<Candidate>>;
  /** The ids of every candidate the filter lets through, in the list's order (select all). */
  candidateIds(filter: CandidateFilter): Promise<string[]>;
  getCandidate(id: string): Promise<Candidate | undefined>;
  /** One page of a class's merit list, with the class's appeared and absent counts. */
  queryMeritList(query: MeritQuery): Promise<MeritPage>;
  /** Registers one candidate, giving it the next unique roll number. */
  addCandidate(candidate: NewCandidate): Promise<Candidate>;
  /** Registers many at once; roll numbers continue the sequence without gaps or repeats. */
  addCandidates(candidates: NewCandidate[]): Promise<Candidate[]>;
  /** Replaces a stored candidate (same id). */
  updateCandidate(candidate: Candidate): Promise<Candidate>;
  /**
   * Exact match ignoring case, after trimming: the whole record, for the admin (and a school's own
   * candidate); visitors look up through lookupResult and lookupAdmitCard instead.
   */
  findCandidateByRollNo(rollNo: string): Promise<Candidate | undefined>;
  /**
   * The candidates with these roll numbers, matched as findCandidateByRollNo does, each once and
   * in no set order; numbers no one has are left out. At most MAX_PAGE_SIZE numbers a call (a
   * marks CSV asks in slices, so its check never reads the whole exam).
   */
  findCandidatesByRollNos(rollNos: readonly string[]): Promise<Candidate[]>;
  /** Sets the exam centre on every listed candidate in one write. */
  assignExamCenter(candidateIds: readonly string[], examCenter: string): Promise<void>;
  /**
   * Sets the marks (from 0 to the settings' maxMarks) and the scholarship the settings' tiers give
   * for them, or marks the candidate Absent (no marks, scholarship "None").
   */
  saveMarks(candidateId: string, marks: MarksValue): Promise<Candidate>;
  /**
   * saveMarks for many candidates in ONE write, all or nothing (a marks CSV): one refused entry
   * (unknown id, marks out of range) saves none of them. Returns the saved candidates in order.
   */
  saveResults(entries: readonly MarksEntry[]): Promise<Candidate[]>;
  /**
   * The public result lookup for one roll number (exact, ignoring case) and its date of birth:
   * not-found (either is wrong); not-published while settings.stse.resultsPublished is false;
   * no-marks; absent; or published with the rank, class size and percentile within the
   * candidate's class. Never returns other candidates.
   */
  lookupResult(lookup: CandidateLookup): Promise<ResultLookup>;
  /**
   * The public admit card lookup: what the card prints for this roll number and date of birth,
   * or undefined when either is wrong or no exam centre is assigned yet (never marks).
   */
  lookupAdmitCard(lookup: CandidateLookup): Promise<AdmitCard | undefined>;
  /** Publishes or hides the results; the only way settings.stse.resultsPublished changes. */
  setResultsPublished(published: boolean): Promise<Settings>;
  /**
   * Admits a scholarship winner as a student in ONE write: adds the student (the tier's concession
   * taken off `student.totalFee` before the installments are split, recorded in
   * student.concession with the STSE roll number, and the candidate's address carried over) and
   * records the admission on the candidate. A candidate already admitted, or without a
   * scholarship, is refused, so it cannot happen twice, even from two tabs.
   */
  admitCandidate(candidateId: string, student: NewStudent): Promise<Student>;

  // ----- students and fees -----
  /** One page of the students the filter lets through. */
  queryStudents(query: StudentQuery): Promise<Page<Student>>;
  /** One page of the fee table, with the totals of every student the filter lets through. */
  queryFeeTable(query: FeeTableQuery): Promise<FeeTablePage>;
  getStudent(id: string): Promise<Student | undefined>;
  /** Adds a student with a roll number and an installment plan of `installmentCount` parts. */
  addStudent(student: NewStudent): Promise<Student>;
  /** Edits the contact fields of a student (the Edit Student modal). */
  updateStudent(id: string, changes: StudentEdit): Promise<Student>;
  /**
   * Records a payment on one installment (the admin's Record Payment and the student's Pay Now
   * alike), by the rules of ./rules/payments, with the next receipt number of its financial year.
   */
  recordPayment(request: PaymentRequest): Promise<Payment>;
  /** Every ledger entry, newest first; only one student's when `studentId` is given. */
  listPayments(filter?: { studentId?: string }): Promise<Payment[]>;
  /** One page of the day book (the days' entries oldest first) with the days' totals by mode. */
  queryDayBook(query: DayBookQuery): Promise<DayBookPage>;
  getPayment(id: string): Promise<Payment | undefined>;
  /**
   * Marks a receipt Cancelled with the reason; it stays in the ledger and stops counting, and
   * its installment is recomputed. Opening balances and cancelled receipts cannot be cancelled.
   */
  cancelPayment(id: string, reason: string, cancelledBy: string): Promise<Payment>;

  // ----- materials and their files -----
  /** Newest upload first. */
  listMaterials(): Promise<Material[]>;
  /** Stores the material and its file's bytes; fileUrl and fileName are the file's name. */
  addMaterial(material: NewMaterial, file: File | StoredFile): Promise<Material>;
  /** Deletes the material and its stored file. */
  deleteMaterial(id: string): Promise<void>;
  /** The stored bytes of a material's file, if any. */
  getMaterialFile(id: string): Promise<StoredFile | undefined>;

  // ----- schools -----
  listSchools(): Promise<School[]>;
  getSchool(id: string): Promise<School | undefined>;
  addSchool(school: NewSchool): Promise<School>;
  updateSchool(school: School): Promise<School>;

  // ----- notifications -----
  /** Newest date first. */
  listNotifications(): Promise<Notification[]>;
  /** Adds a notification; isScheduled is true when its date is after today. */
  addNotification(notification: NewNotification): Promise<Notification>;

  // ----- settings -----
  getSettings(): Promise<Settings>;
  /**
   * Replaces the sections given (the STSE settings, the payment details); a section left out,
   * and resultsPublished (setResultsPublished changes it), stay as stored. Refuses a maxMarks
   * below marks already saved.
   */
  replaceSettings(settings: SettingsReplacement): Promise<Settings>;

  // ----- support tickets -----
  /** Most recently updated first. */
  listTickets(): Promise<Ticket[]>;
  /** Opens a ticket for an existing student; the subject becomes the first message. */
  addTicket(studentId: string, subject: string): Promise<Ticket>;
  /** Appends a message and moves updatedAt. A blank text is refused. */
  addMessage(ticketId: string, sender: MessageSender, text: string): Promise<Ticket>;
  setTicketStatus(ticketId: string, status: TicketStatus): Promise<Ticket>;

  // ----- the admin dashboard -----
  /** The fee totals, the counts and the newest registrations, without reading every record. */
  getDashboardOverview(): Promise<DashboardOverview>;

  // ----- the audit log -----
  /**
   * One page of the log, newest first, filtered by entity, actor, days and record (a student's
   * history includes its payments' entries). Every change writes its entry in the same write as
   * the change itself, with the signed-in user as its actor.
   */
  listAuditLog(query: AuditQuery): Promise<Page<AuditEntry>>;

  // ----- backup and restore -----
  /** Every collection and every material file, as one backup. */
  exportBackup(): Promise<PortalBackup>;
  /**
   * Replaces every collection and material file with the backup's, all or nothing: a refused
   * record or a failed write leaves everything as it was. The audit log is kept (the backup's is
   * never imported) and the restore adds its own entry; receipt and roll numbers issued before
   * the restore are never issued again.
   */
  importBackup(backup: PortalBackup): Promise<void>;
  /**
   * What restoring a backup exported at `exportedAt` would remove: the payments and STSE
   * registrations recorded after it (counted, and the first of each listed), read without
   * downloading every record.
   */
  listRestoreRemovals(exportedAt: string): Promise<RestoreRemovals>;
  /**
   * How many records of each kind the portal holds now, counted as a backup's are, without
   * reading the records or files themselves (the Restore screen shows them beside a backup's).
   */
  countRecords(): Promise<RecordCounts>;

  // ----- session (sessionStorage `user`) -----
  getSession(): Promise<SessionUser | null>;
  setSession(user: SessionUser): Promise<void>;
  clearSession(): Promise<void>;

  // ----- change feed -----
  /** Called after any change to a collection, in this tab or another one. */
  subscribe(listener: ChangeListener): () => void;
  /** Collections that failed to read since start-up and were backed up and reset. */
  recoveredKeys(): RecoveredKey[];
}
