// What the server's admissions take from the data layer: the schemas, rules and decisions the
// browser-only mode runs too (kept out of server.ts, which the other aggregates share).
export {
  ENQUIRY_SOURCE_LABELS,
  contactEnquirySchema,
  enquiryFormSchema,
} from './schemas/enquiries';
export type {
  AssignEnquiry,
  ContactEnquiryInput,
  Counsellor,
  Enquiry,
  EnquiryDetail,
  EnquiryFormInput,
  EnquiryPage,
  EnquiryQuery,
  EnquiryReach,
  FollowUpInput,
  FunnelQuery,
  NewContactInput,
  StageMove,
} from './schemas/enquiries';
export {
  WEBSITE_ACTOR,
  admittedEnquiry,
  contactOfCandidate,
  decideAssign,
  decideFollowUp,
  decideMerge,
  decideStageMove,
  intakeActor,
  intakeAll,
  isReachable,
} from './operations/enquiries';
export type { IntakeContext, IntakeResult } from './operations/enquiries';
export {
  admissionsIn,
  comparedMonths,
  contactKeys,
  endOfIndianDay,
  funnelReport,
} from './rules/enquiries';
export {
  FOLLOW_UP_DIGEST,
  followUpDigestDue,
  followUpDigestKey,
  followUpDigestVariables,
} from './rules/follow-up-digest';
export type { DigestEnquiry } from './rules/follow-up-digest';
export { scholarshipTierFor } from './rules';
export { validated } from './core/validate';
export type { AdmissionsComparison, FunnelReport, FunnelRow } from './rules/enquiries';
export {
  UNSUBSCRIBE_ACTOR,
  checkedEnquiryMessage,
  decideConsent,
  decideUnsubscribe,
  plannedCounts,
  plannedMessages,
  previewOf,
  segmentStageIds,
  tierMarksRange,
} from './operations/enquiry-messages';
export type { SegmentPerson } from './operations/enquiry-messages';
export { SEGMENT_LIMIT, unsubscribeSchema } from './schemas/enquiry-messages';
export type {
  EnquiryConsent,
  EnquiryMessage,
  EnquiryMessageInput,
  EnquiryMessagePreview,
  EnquiryMessageResult,
  Unsubscribe,
} from './schemas/enquiry-messages';
