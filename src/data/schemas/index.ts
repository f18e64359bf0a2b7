// Every entity of the product, as zod schemas. Types are inferred from these, never written twice.
// The same schemas validate forms (through the zod resolver) and every repository read and write.
// The constants they are built from live in ../constants, which needs no zod.
// Each aggregate's schemas live in their own file; this index names what the rest of the code uses.
export {
  parseStored,
  emailField,
  mobileField,
  pinCodeField,
  isoDateField,
  classField,
  streamField,
  genderField,
} from './fields';
export type { ClassLevel, Stream, Gender } from './fields';
export {
  stseRegistrationSchema,
  candidateSchema,
  newCandidateSchema,
  singleRegistrationSchema,
  candidateLookupSchema,
  admitCardSchema,
  resultLookupSchema,
} from './candidates';
export type {
  StseRegistration,
  StseRegistrationInput,
  Candidate,
  NewCandidate,
  CandidateLookup,
  AdmitCard,
  ResultLookup,
  PublishedResult,
  MarksValue,
  MarksEntry,
} from './candidates';
export {
  installmentSchema,
  feeDetailsSchema,
  newStudentSchema,
  studentConcessionSchema,
  studentSchema,
  studentEditSchema,
} from './students';
export type {
  Installment,
  InstallmentStatus,
  FeeDetails,
  NewStudent,
  StudentConcession,
  Student,
  StudentEdit,
} from './students';
export { materialSchema, newMaterialSchema } from './materials';
export type { Material, NewMaterial } from './materials';
export { schoolSchema, newSchoolSchema } from './schools';
export { branchSchema, branchEditSchema, newBranchSchema } from './branches';
export type { Branch, BranchEdit, BranchEditInput, NewBranch, NewBranchInput } from './branches';
export type { School, NewSchool } from './schools';
export { messageSchema, ticketSchema } from './tickets';
export type { Message, MessageSender, Ticket, TicketStatus } from './tickets';
export { notificationSchema, newNotificationSchema } from './notifications';
export type { Notification, NewNotification } from './notifications';
export {
  scholarshipTierSchema,
  payeeDetailsSchema,
  gstRegistrationSchema,
  NO_GST_REGISTRATION,
  settingsSchema,
} from './settings';
export type {
  GstRegistration,
  GstRegistrationInput,
  ScholarshipTier,
  PayeeDetails,
  PayeeDetailsInput,
  Settings,
  SettingsInput,
  SettingsReplacement,
} from './settings';
export { languageBodySchema, roleSchema, sessionUserSchema, loginSchema } from './session';
export type { Role, SessionUser, LoginInput } from './session';
export {
  paymentAmountSchema,
  paymentDetailsSchema,
  paymentSchema,
  paymentTaxSchema,
  cancelReceiptSchema,
} from './payments';
export type { PaymentDetails, Payment, PaymentTax, CancelReceipt } from './payments';
export {
  paymentOrderSchema,
  onlinePaymentRequestSchema,
  upiPaymentRequestSchema,
  rejectUpiPaymentSchema,
  refundRequestSchema,
} from './payment-orders';
export type {
  PaymentOrder,
  OnlinePaymentRequest,
  UpiPaymentRequest,
  RejectUpiPayment,
  RefundRequest,
} from './payment-orders';
export { auditActorSchema, auditChangeSchema, auditEntrySchema } from './audit';
export type { AuditActor, AuditChange, AuditEntry, AuditEntity, AuditAction } from './audit';
