// The server's entry for attendance (beside server.ts, which stays short): the records' types
// and the decisions both modes share.
export type { AttendanceCorrection, AttendanceSubmission, Register } from './schemas/attendance';
export {
  correctedRegister,
  registerChange,
  followUps,
  rosterOn,
  seatedDuring,
  studentAttendance,
  submittedRegister,
} from './operations/attendance';
export type { FollowUp, Marker, MarkedClass, StudentAttendance } from './operations/attendance';
export type { MonthRegister, RegisterView } from './definitions/attendance';
export { familyKeyOf, namesTogether } from './rules/attendance';
