// The server's entry for batches and enrolments (beside server.ts, which stays short): the
// records' types and the decisions both modes share.
export type {
  Batch,
  BatchForm,
  Enrolment,
  EnrolRequest,
  LeaveRequest,
  MoveRequest,
} from './schemas/batches';
export { enrolRequestSchema } from './schemas/batches';
export {
  ALREADY_ENROLLED_MESSAGE,
  batchFullMessage,
  batchSummary,
  editedBatch,
  enrolmentChange,
  leftEnrolment,
  movedEnrolments,
  newBatchRecord,
  newEnrolment,
  promotedEnrolment,
  teacherOrder,
} from './operations/batches';
export type { BatchDetail, BatchMember, BatchSummary, Teacher } from './operations/batches';
export type { BatchFilter } from './queries';
export { batchTestResults } from './operations/batch-results';
export type { BatchTestResult } from './operations/batch-results';
