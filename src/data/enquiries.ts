// Admissions for the screens: the schemas, labels and rules the enquiry pages use, in their
// own entry so only those pages download them.
export {
  DEFAULT_ENQUIRY_STAGES,
  ENQUIRY_SOURCES,
  ENQUIRY_SOURCE_LABELS,
  ENQUIRY_STATUSES,
  FOLLOW_UP_OUTCOMES,
  FOLLOW_UP_OUTCOME_LABELS,
  FOLLOW_UP_IN_PAST_MESSAGE,
  LOST_REASON_MESSAGE,
  STAGE_KINDS,
  STAGE_KIND_LABELS,
  admissionsSettingsSchema,
  contactEnquirySchema,
  enquiryFormSchema,
  followUpSchema,
  newContactSchema,
  stageMoveSchema,
} from './schemas/enquiries';
export type {
  AdmissionsSettings,
  AssignEnquiry,
  ContactEnquiry,
  ContactEnquiryInput,
  Counsellor,
  Enquiry,
  EnquiryContact,
  EnquiryDetail,
  EnquiryEvent,
  EnquiryForm,
  EnquiryFormInput,
  EnquiryPage,
  EnquiryQuery,
  EnquiryRow,
  EnquirySource,
  EnquiryStage,
  EnquiryStatus,
  FollowUp,
  FollowUpInput,
  FollowUpOutcome,
  FunnelQuery,
  NewContactInput,
  StageKind,
  StageMove,
  WorkingHours,
} from './schemas/enquiries';
export {
  addWorkingHours,
  dueFirst,
  firstResponseDue,
  followUpStatus,
  funnelStagesOf,
  indianDateOf,
  stageKindOf,
  stageLabelOf,
} from './rules/enquiries';
export type {
  AdmissionsComparison,
  FollowUpStatus,
  FunnelBreakdownRow,
  FunnelReport,
  FunnelStep,
} from './rules/enquiries';
export {
  CLOSED_ENQUIRY_MESSAGE,
  NOT_A_COUNSELLOR_MESSAGE,
  USE_ADMIT_MESSAGE,
} from './operations/enquiries';
export type { IntakeResult } from './operations/enquiries';
export {
  ENQUIRY_MESSAGE_TEMPLATES,
  SEGMENT_LIMIT,
  enquiryMessageSchema,
} from './schemas/enquiry-messages';
export type {
  EnquiryConsent,
  EnquiryMessage,
  EnquiryMessageInput,
  EnquiryMessagePreview,
  EnquiryMessageResult,
  EnquiryMessageTemplate,
  EnquirySegment,
  MessagePreviewText,
} from './schemas/enquiry-messages';
export { newId } from './core/ids';
