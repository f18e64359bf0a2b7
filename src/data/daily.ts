// The institute's every day, for the screens: batches and enrolments, the timetable and its
// clash rule. Apart from the index (which stays readable), as online-tests.ts is for the exams.
// Batches: the groups students are taught in, their seats, waiting lists and enrolment history.
export {
  ACADEMIC_YEAR_MESSAGE,
  BATCH_DATES_MESSAGE,
  MAX_BATCH_CAPACITY,
  batchFormSchema,
  enrolRequestSchema,
  leaveRequestSchema,
  moveRequestSchema,
} from './schemas/batches';
export type {
  Batch,
  BatchForm,
  BatchFormInput,
  BatchTeacher,
  Enrolment,
  EnrolmentStatus,
  EnrolRequest,
  LeaveRequest,
  MoveRequest,
} from './schemas/batches';
export { batchFullMessage, seatsTaken, teachesIn, waitingInLine } from './operations/batches';
export type { BatchDetail, BatchMember, BatchSummary, Teacher } from './operations/batches';
export type { BatchTestResult } from './operations/batch-results';
export { PROGRAM_CATEGORIES } from './constants';
export type { ProgramCategory } from './constants';
export type { BatchFilter } from './queries';

// The timetable: weekly classes, dated classes with their changes, holidays, and the clash rule.
export {
  TIMES_MESSAGE,
  WEEKDAYS,
  WEEKDAY_NAMES,
  cancelSessionFormSchema,
  extraClassFormSchema,
  holidayFormSchema,
  MOVE_REASON_LIMIT,
  minutesOf,
  moveSessionFormSchema,
  slotFormSchema,
  timeOf,
} from './schemas/timetable';
export type {
  CancelSessionForm,
  ExtraClassForm,
  ExtraClassFormInput,
  Holiday,
  HolidayForm,
  HolidayFormInput,
  MoveSessionForm,
  MoveSessionFormInput,
  Session,
  SessionStatus,
  Slot,
  SlotForm,
  SlotFormInput,
  Weekday,
} from './schemas/timetable';
export { addDays, overlaps, weekStartOf, weekWarnings, weekdayOf } from './rules/timetable';
export type { TimetableWarningSettings } from './rules/timetable';
export { MAX_TIMETABLE_DAYS } from './queries';
export type { SessionQuery } from './queries';
export { dailySettingsSchema } from './schemas/settings';
export type { DailySettings, DailySettingsInput } from './schemas/settings';

// Attendance: registers, their marks and the figures made of them.
export {
  ATTENDANCE_MARKS,
  ATTENDANCE_MARK_LABELS,
  attendanceCorrectionSchema,
} from './schemas/attendance';
export type {
  AttendanceCorrection,
  AttendanceMark,
  AttendanceSubmission,
  Mark,
  Register,
} from './schemas/attendance';
export { attendanceFigures, mergeMarks } from './rules/attendance';
export type { AttendanceFigures } from './rules/attendance';
export type { FollowUp, StudentAttendance } from './operations/attendance';
export type { MonthRegister, RegisterView } from './definitions/attendance';
