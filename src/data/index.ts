// The public face of the data layer. Features import from here (online tests' names: online-tests.ts).
// By name: only what features, app, stories and tests use, so the public face is a list to read.
export {
  ABSENT,
  AUDIT_ENTITIES,
  CLASSES,
  COACHING_SAC,
  DEFAULT_INSTALLMENTS,
  GENDERS,
  GST_INCLUSIVE_NOTE,
  GST_RATE_PERCENT,
  HIGHEST_MAX_MARKS,
  INDIAN_STATE_NAMES,
  INDIAN_STATES,
  isRealIsoDate,
  isRole,
  MATERIAL_CLASSES,
  MATERIAL_STREAMS,
  MAX_INSTALLMENTS,
  MAX_MATERIAL_FILE_BYTES,
  MIN_INSTALLMENTS,
  MIN_MARKS,
  PAYMENT_DETAIL_MAX_LENGTH,
  PAYMENT_MODES,
  REFUND_MODE,
  PENDING_DETAIL_FIELDS,
  PAYMENT_ORDER_STATUSES,
  REFERENCE_REQUIRED_MESSAGE,
  UTR_MESSAGE,
  UTR_USED_MESSAGE,
  UTR_ALREADY_SUBMITTED_MESSAGE,
  UTR_CLAIMED_TWICE,
  UTR_CONFIRMED_FOR_ANOTHER_MESSAGE,
  MAX_WAITING_UPI_CLAIMS,
  TOO_MANY_WAITING_UPI_CLAIMS_MESSAGE,
  DEFAULT_MINIMUM_PART_PAYMENT,
  HIGHEST_MINIMUM_PART_PAYMENT,
  STREAMS,
  TEXT_LIMITS,
  VISIBILITIES,
} from './constants';
export type { PaymentMode, PaymentOrderStatus, PendingDetailField } from './constants';
export {
  cancelReceiptSchema,
  candidateLookupSchema,
  candidateSchema,
  emailField,
  gstRegistrationSchema,
  isoDateField,
  loginSchema,
  materialSchema,
  messageSchema,
  mobileField,
  newCandidateSchema,
  newMaterialSchema,
  newNotificationSchema,
  newSchoolSchema,
  newStudentSchema,
  parseStored,
  payeeDetailsSchema,
  paymentAmountSchema,
  paymentDetailsSchema,
  onlinePaymentRequestSchema,
  refundRequestSchema,
  rejectUpiPaymentSchema,
  upiPaymentRequestSchema,
  scholarshipTierSchema,
  schoolSchema,
  settingsSchema,
  stseRegistrationSchema,
  studentEditSchema,
  studentSchema,
  ticketSchema,
} from './schemas';
export type {
  AuditAction,
  AuditActor,
  AuditChange,
  AuditEntity,
  AuditEntry,
  CancelReceipt,
  Candidate,
  CandidateLookup,
  ClassLevel,
  Gender,
  GstRegistration,
  GstRegistrationInput,
  Installment,
  InstallmentStatus,
  LoginInput,
  MarksEntry,
  MarksValue,
  Material,
  Message,
  NewCandidate,
  NewNotification,
  NewSchool,
  NewStudent,
  Notification,
  PayeeDetails,
  PayeeDetailsInput,
  Payment,
  PaymentDetails,
  PaymentOrder,
  RefundRequest,
  RejectUpiPayment,
  UpiPaymentRequest,
  PaymentTax,
  ResultLookup,
  Role,
  School,
  SessionUser,
  Settings,
  StseRegistration,
  StseRegistrationInput,
  Student,
  StudentEdit,
  Ticket,
  TicketStatus,
} from './schemas';
export {
  DataValidationError,
  describeError,
  ExamRefusedError,
  NotFoundError,
  PaymentRejectedError,
  StorageWriteError,
  TooManyTriesError,
} from './errors';
// The server's refusal of a staff member without the permission, said the same way on screen.
export { FORBIDDEN_MESSAGE } from './core/operation';
export {
  addMonthsClamped,
  ALREADY_PAID_MESSAGE,
  amountInHindiWords,
  amountInWords,
  applyPayment,
  candidatesForSchool,
  countOverdue,
  createConcessionPlan,
  effectiveStatus,
  feeReportRow,
  financialYearMonths,
  financialYearOf,
  formatPercentile,
  gstinProblem,
  gstStateCode,
  gstSummary,
  hasAppeared,
  installmentFromLedger,
  isAfterToday,
  ledgerNumber,
  isNewMaterial,
  marksRangeMessage,
  materialsForStudent,
  meritRows,
  NEW_MATERIAL_DAYS,
  newMaterials,
  nextReceiptNumber,
  NO_SCHOLARSHIP,
  notificationInLanguage,
  notificationsForStudents,
  numberInIndianWords,
  openingEntries,
  parseExamCenters,
  parseMarks,
  parseMarksValue,
  paymentTotals,
  publicMaterials,
  refundableAmount,
  refundLimitMessage,
  refundRefusal,
  roundToPaise,
  signedAmount,
  RECENT_REGISTRATION_COUNT,
  creditNoteTax,
  receiptTax,
  remainingAmount,
  studentPaymentRefusal,
  minimumPartPaymentMessage,
  scholarshipFor,
  scholarshipTierFor,
  splitInclusiveGst,
  studentFeeSummary,
  indiaDayOf,
  studentFromLedger,
  studentRollNumber,
  ticketsForStudent,
  tierConcessionPercent,
  todayIso,
} from './rules';
export type {
  DashboardOverview,
  DashboardTrends,
  DayBookRow,
  FeeReportRow,
  GstSummaryRow,
  MeritRow,
  PartPaymentRules,
} from './rules';
export {
  matchBankStatement,
  utrsClaimedTwice,
  STATEMENT_COLUMNS_MESSAGE,
  STATEMENT_EMPTY_MESSAGE,
  UPI_NOTE_LIMIT,
  upiNote,
  upiPayLink,
} from './rules/upi';
export type {
  StatementClaim,
  StatementMismatch,
  StatementProposal,
  StatementReading,
} from './rules/upi';
export { NO_UPI_MESSAGE } from './operations/upi';
export { RESULTS_SORT_MESSAGE } from './operations/unpublished-results';
export { newRefundRequestId } from './operations/refunds';
export type { StudentUpiPayment } from './definitions/payment-orders';
export type {
  Checkout,
  PaymentOptions,
  PaymentOrderFilter,
  PaymentToReconcile,
  ReconcileSummary,
  StartedOnlinePayment,
} from './definitions/payment-orders';
export {
  FEE_SORT_KEYS,
  inSlices,
  MAX_PAGE_SIZE,
  MERIT_ALL_CENTERS,
  MERIT_NOT_ASSIGNED,
  PAGE_MESSAGE,
  PAGE_SIZE_MESSAGE,
  readAllPages,
  ROLL_NOS_MESSAGE,
  STUDENT_SORT_KEYS,
} from './queries';
export type {
  AuditFilter,
  CandidateFilter,
  CandidateSortKey,
  FeeSortKey,
  MeritSortKey,
  Page,
  ChangedReceipt,
  ReceiptDifference,
  RestoreRemovals,
  Sort,
  SortDirection,
  StudentSortKey,
} from './queries';
export type {
  ChangeListener,
  CollectionKey,
  PaymentRequest,
  RecoveredKey,
  Repository,
  StoredFile,
} from './repository';
export { INACTIVE_STAFF_MESSAGE, createDemoAuthService, loginFailureMessage } from './auth';
export type { AuthService, LoginResult } from './auth';
export { DataProvider, useData, useLiveQuery } from './react/data-provider';
export type { ApplyWrite, LiveQuery } from './react/data-provider';
export { AuthProvider, useAuth } from './react/auth-provider';
export { useOfflineStatus } from './react/offline-status';
export type { OfflineStatus } from './offline-status';
export type { AuthState } from './react/auth-provider';
export {
  SignedInRecordProvider,
  useSignedInRecord,
  useAreaBase,
  useAreaPanel,
  useSignedInRecordLookup,
} from './react/signed-in-record';
export type { RecordRole, SignedInRecords } from './react/signed-in-record';
export { formatDate, formatDateTime, formatIndianNumber, formatMonth, formatRupees } from '../lib';
// Adapters and sample data (the app loads the localStorage adapter lazily from its own module).
export { createInMemoryRepository } from './adapters/in-memory';
export type { InMemoryRepositoryOptions } from './adapters/in-memory';
export { createLocalStorageRepository, DEMO_LATENCY } from './adapters/local-storage';
export type { LocalStorageRepositoryOptions } from './adapters/local-storage';
export { createDeferredRepository } from './adapters/deferred';
export type { RepositoryMethod } from './adapters/repository-methods';
export { createMemoryFileStore } from './adapters/file-store';
export type { FileStore } from './adapters/file-store';
export { createIndexedDbFileStore } from './adapters/indexeddb-file-store';
export { DEFAULT_SETTINGS } from './core/collections';
export type { StoredExamAttempt } from './core/collections';
export { createSeedData } from './seed';
export { DEMO_SCHOOL_EMAIL, DEMO_SCHOOL_NAME, DEMO_STUDENT_EMAIL } from './demo-logins';
export type { SeedData } from './seed';
export { readBackup, serializeBackup } from './core/backup';
export {
  askGeminiForCandidates,
  GEMINI_MODEL,
  MockGenerationError,
  validateGeneratedCandidates,
} from './mock-candidates';
export type { GeminiRequest } from './mock-candidates';
export {
  askGeminiForHindi,
  HINDI_DRAFT_FAILURES,
  HINDI_DRAFT_LIMITS,
  HindiDraftError,
} from './hindi-draft';
export type { HindiDraftFailure } from './hindi-draft';
export { protectMath, restoreMath } from './hindi-draft-math';
export type { BackupCounts, BackupReading, PortalBackup, RecordCounts } from './core/backup';
// Messages: the outbox, templates and preferences, and their rules.
export {
  CHANNEL_LABELS,
  DEFAULT_MESSAGE_PREFERENCES,
  HIDDEN_VARIABLE,
  MESSAGE_CHANNELS,
  MESSAGE_LIMITS,
  MESSAGE_STATUSES,
  MESSAGE_STATUS_LABELS,
  TEMPLATE_KEYS,
  TEMPLATE_LABELS,
  TEMPLATE_VARIABLES,
  messageTemplateEditSchema,
} from './schemas/messages';
export type {
  MessageChannel,
  MessageChannelStatus,
  MessageDayCount,
  MessageFilter,
  MessagePreferences,
  MessageStatus,
  MessageTemplate,
  MessageTemplateEdit,
  OutboxMessage,
  TemplateKey,
} from './schemas/messages';
export {
  MAX_ATTEMPTS,
  defaultTemplate,
  dltMismatch,
  dltTextOf,
  fillTemplate,
  resolveTemplates,
  retryDelayMs,
  shownVariables,
  templateProblems,
  variablesIn,
} from './rules/messages';
export { LANGUAGES } from './constants';
export type { Language } from './constants';
export { messageLanguage } from './rules/messages-language';
export type { LanguageChoices } from './rules/messages-language';
export { SMS_PART_LIMITS, smsLength } from './rules/messages-sms';
export type { SmsEncoding, SmsLength } from './rules/messages-sms';
// Fee reminders: which installments are reminded of, and when (9:00 India time).
export { feeRemindersDue, reminderDueDates } from './rules/fee-reminders';
// Staff and their roles: the records, the owner's role settings, and the messages of their rules.
export {
  DEFAULT_REFUND_LIMIT,
  DEFAULT_ROLE_SETTINGS,
  MAX_REFUND_LIMIT,
  newStaffMemberSchema,
  roleSettingsSchema,
  staffEditSchema,
} from './schemas/staff';
export type { NewStaffMember, RoleSettings, StaffEdit, StaffMember } from './schemas/staff';
export { LAST_OWNER_MESSAGE, staffRefundLimitMessage } from './rules/staff';
export {
  CHOOSE_STAFF_BRANCHES_MESSAGE,
  OWNER_EVERY_BRANCH_MESSAGE,
  STAFF_EMAIL_TAKEN_MESSAGE,
} from './operations/staff';
export { CHOOSE_OWN_BRANCH_MESSAGE } from './definitions/branch-scope';
// Branches: the first branch (the data from before branches) and the further ones.
export { FIRST_BRANCH_ID } from './constants';
export { branchEditSchema, branchSchema, newBranchSchema } from './schemas';
export type { Branch, BranchEdit, BranchEditInput, NewBranch, NewBranchInput } from './schemas';
export {
  CHOOSE_ACTIVE_BRANCH,
  DUPLICATE_BRANCH_CODE,
  FIRST_BRANCH_STAYS_ACTIVE,
  branchIdOf,
} from './operations/branches';
