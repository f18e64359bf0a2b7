// The server's one entry into src/data: everything server/ uses, by name. It reaches no React
// (nothing under ./react, no .tsx), so Node loads only the data layer; tests/unit/lint checks it.
// The server imports src/data through this file only (eslint.config.js).

// The entities' schemas and types, the errors every layer throws, and the query shapes.
export {
  candidateSchema,
  newSchoolSchema,
  onlinePaymentRequestSchema,
  paymentSchema,
  schoolSchema,
  settingsSchema,
} from './schemas';
export type {
  AdmitCard,
  AuditActor,
  AuditEntry,
  Candidate,
  CandidateLookup,
  ClassLevel,
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
  PaymentOrder,
  RefundRequest,
  ResultLookup,
  Role,
  School,
  Settings,
  SettingsReplacement,
  StseRegistration,
  Student,
  StudentEdit,
  Ticket,
  TicketStatus,
} from './schemas';
export {
  DataValidationError,
  ExamRefusedError,
  NotFoundError,
  PaymentRejectedError,
  notFoundAs,
} from './errors';
export type { ExamRefusal } from './errors';
export { inSlices, MERIT_ALL_CENTERS, MERIT_NOT_ASSIGNED, RESTORE_PREVIEW_LIMIT } from './queries';
export type {
  AuditQuery,
  BranchFilter,
  CandidateFilter,
  CandidateQuery,
  CandidateSortKey,
  DashboardOverview,
  DayBookPage,
  DayBookRange,
  FeeSortKey,
  FeeTablePage,
  FeeTableQuery,
  MeritPage,
  MeritQuery,
  MeritSortKey,
  Page,
  ChangedReceipt,
  RestoreRemovals,
  Sort,
  StudentFilter,
  StudentQuery,
  StudentSortKey,
} from './queries';
export type { CollectionKey, PaymentRequest, Repository } from './repository';
export type {
  Checkout,
  PaymentOptions,
  PaymentOrderFilter,
  PaymentToReconcile,
  ReconcileSummary,
  StartedOnlinePayment,
  StudentOnlinePayment,
  StudentUpiPayment,
} from './definitions/payment-orders';
export type { PaymentFilter } from './definitions/payments';
export type { TicketFilter } from './definitions/tickets';

// The business rules.
export { percentileOf, schoolNameKey, todayIso } from './rules';
export { formatDate, formatIndianNumber, formatRupees } from '../lib';

export { createPdf, writePdf } from './seed-pdf';
export { amountInHindiWords } from './rules/amount-in-hindi-words';
export type { PdfLine, PdfObject } from './seed-pdf';
export { auditDayRange } from './rules/audit';
export { financialYearRange, gstSummaryRows } from './rules/gst';
export type { GstMonthPaise, GstSummaryRow } from './rules/gst';
export { indiaDayOf, IST_OFFSET_MS, nextReceiptNumber, openingEntries } from './rules/ledger';
export type { PaymentTotals } from './rules/ledger';
export { dashboardTrends, trendWindow } from './rules/dashboard-trends';
export type { DashboardTrends } from './rules/dashboard-trends';
export { dayBookRow, feeReportRow, RECENT_REGISTRATION_COUNT } from './rules/lists';
export { roundToPaise, toPaise } from './rules/money';
export { LANGUAGES, TEXT_LIMITS } from './constants';
export type { Language } from './constants';
export { languageBodySchema } from './schemas/session';
export { nextStseRollNumbers, nextStudentRollNumber } from './rules/roll-numbers';
export type { FeeTotals } from './rules/totals';
export { notificationsForStudents } from './rules/visibility';

// The operations' pure logic, shared with the browser's adapters.
export {
  auditEntry,
  created,
  deleted,
  edited,
  recordCounts,
  restoreChange,
  settingsChange,
  VISITOR_ACTOR,
} from './operations/audit';
export type { AuditedChange } from './operations/audit';
export {
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
} from './operations/candidates';
export {
  backupMaterialIds,
  checkPdfUpload,
  newMaterialRecord,
  PDF_TYPE,
} from './operations/materials';
export {
  cancelledPayment,
  checkPayment,
  checkStudentPayment,
  installmentToPay,
  newPayment,
  validatedCancelReason,
  validatedFinancialYear,
  validatedPaymentRequest,
} from './operations/payments';
export { checkPageRequest, searchKey } from './operations/queries';
export {
  INSTALLMENT_GONE_REASON,
  NOT_IN_LEDGER_DETAIL,
  amountDiffersDetail,
  ledgerRefusedDetail,
  withoutProviderDetail,
} from './operations/reconcile-details';
export {
  checkRefund,
  newRefund,
  OFFICE_REFUND_REFERENCE,
  validatedRefundRequest,
  repeatedRefund,
} from './operations/refunds';
export { REFUND_MODE } from './constants';
export {
  DUPLICATE_SCHOOL_NAME,
  editedSchool,
  nameTakenByAnother,
  newNotificationRecord,
  newSchoolRecord,
  schoolRenamed,
} from './operations/records';
export {
  changedReceipts,
  issuedNumbersAfterRestore,
  refuseChangedReceipts,
} from './operations/restore';
export { atRow } from './operations/rows';
export { settingsToStore, validatedSettings } from './operations/settings';
export {
  editedStudent,
  newStudentFees,
  newStudentRecord,
  studentWithLedger,
  validatedNewStudent,
  validatedStudentEdit,
} from './operations/students';
export type { NewStudentFields, StudentExtra } from './operations/students';
export { newTicket, replyText, ticketSubject, withReply, withStatus } from './operations/tickets';
export {
  checkAwaitingVerification,
  checkUpiPayment,
  checkUtrClaim,
  checkWaitingClaims,
  confirmedOrder,
  newUpiOrder,
  rejectedForConfirmedUtr,
  rejectedOrder,
  upiLedgerRequest,
  validatedRejectReason,
  validatedUpiPayment,
} from './operations/upi';

// Validation, ids, the stored collections, the backup format, the wire and the operations.
export { isObject, issuesOf, refuse, validated, validatedStored } from './core/validate';
export { newId } from './core/ids';
export { collectionsSchema, DEFAULT_SETTINGS } from './core/collections';
export type { BackupCollections, Collections, StoredExamAttempt } from './core/collections';
export type { RecordCounts } from './core/backup';
export {
  changedKeysSchema,
  CHANGES_EVENT,
  EVENTS_PATH,
  forgotPasswordBodySchema,
  issueSetupCodeBodySchema,
  loginBodySchema,
  LONG_TEXT_BYTES,
  MAX_BODY_BYTES,
  RESET_EVENT,
  resetPasswordBodySchema,
  setPasswordBodySchema,
} from './core/wire';
export type { HttpErrorBody } from './core/wire';
export {
  AUTH_PATHS,
  MOCK_CANDIDATES_PATH,
  NOTIFICATION_HINDI_DRAFT_PATH,
  QUESTION_HINDI_DRAFT_PATH,
  TEMPLATE_HINDI_DRAFT_PATH,
} from './auth-paths';
export {
  AccessRefusedError,
  ADMIN_ONLY,
  bySpecificity,
  FORBIDDEN_MESSAGE,
  holds,
  mayCall,
  policyCaller,
  requestPath,
  SIGN_IN_MESSAGE,
} from './core/operation';
export type {
  Caller,
  Callers,
  Operation,
  PolicyReads,
  RateLimitBucket,
  Transport,
} from './core/operation';
export type { BackupBytes, FileBytes } from './core/types';
export { OPERATIONS, OPERATION_NAMES } from './definitions';
export { checkStudentInCallerBranches } from './definitions/branch-scope';
export type { OperationName, OperationTypes, ServerImplementations } from './definitions';
export { STREAM_ID_HEADER, streamIdOf } from './adapters/http-stream-id';

// The sample data, the demo sign-ins and the Gemini mock-candidate request.
export { createSeedData } from './seed';
export {
  DEMO_SCHOOL_EMAIL,
  DEMO_SCHOOL_PASSWORD,
  DEMO_STUDENT_EMAIL,
  DEMO_STUDENT_PASSWORD,
} from './demo-logins';
export {
  askGeminiForCandidates,
  MockGenerationError,
  validateGeneratedCandidates,
} from './mock-candidates';
export {
  askGeminiForHindi,
  HINDI_DRAFT_FAILURES,
  HINDI_DRAFT_LIMITS,
  HindiDraftError,
} from './hindi-draft';
export type { HindiDraftFailure } from './hindi-draft';

// Used by the server's data and HTTP layers.
export { highestReceiptSequence, receiptNumberAfter, receiptSeries } from './rules/ledger';
export {
  creditNoteNumberAfter,
  creditNoteSeries,
  highestSequence,
  ledgerNumber,
  signedAmount,
} from './rules/ledger';
export {
  highestStseSequence,
  highestStudentSequence,
  stseRollNumbersAfter,
  studentRollNumberAfter,
} from './rules/roll-numbers';

// Used by the server's data and HTTP layers.
// Messages: the outbox, templates and preferences, and their rules.
export {
  ACCOUNT_TEMPLATES,
  DEFAULT_MESSAGE_PREFERENCES,
  MESSAGE_CHANNELS,
  MESSAGE_LIMITS,
} from './schemas/messages';
export type {
  MessageAttachment,
  MessageAttempt,
  MessageChannel,
  MessageChannelStatus,
  MessageDayCount,
  MessageFilter,
  MessagePage,
  MessagePreferences,
  MessagePreferencesEdit,
  MessageStatus,
  MessageTemplate,
  MessageTemplateEdit,
  OutboxMessage,
  TemplateKey,
} from './schemas/messages';
export {
  CLAIM_TIMEOUT_MS,
  MAX_ATTEMPTS,
  SEND_TIMEOUT_MS,
  defaultTemplate,
  dltMismatch,
  fillTemplate,
  isTemplateFor,
  resolveTemplates,
  retryDelayMs,
  shownVariables,
  templateIn,
  templatePieces,
} from './rules/messages';
export type { TemplatePiece } from './rules/messages';
export { messageLanguage } from './rules/messages-language';
export { smsLength } from './rules/messages-sms';
// Fee reminders: which installments are reminded of, and when (9:00 India time).
export { feeRemindersDue, reminderDueDates } from './rules/fee-reminders';
export type { FeeReminder } from './rules/fee-reminders';

export {
  channelStatuses,
  countsStart,
  messageDayCounts,
  messagePageNumber,
  preferencesToStore,
  retriedMessage,
  shownMessage,
  templateChange,
  templateToStore,
} from './operations/messages';

// Branches: the first branch (the data from before branches), new and edited branches, the
// branch a student may join, and the code a branch's receipt series carries.
export { FIRST_BRANCH_ID } from './constants';
export { branchSchema, newBranchSchema } from './schemas';
export type { Branch, NewBranch } from './schemas';
export type { BranchCode } from './rules/ledger';
export {
  DUPLICATE_BRANCH_CODE,
  branchIdOf,
  branchesWithFirst,
  checkStudentBranch,
  editedBranch,
  newBranchRecord,
} from './operations/branches';
