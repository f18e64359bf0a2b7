// The server's entry for the timetable (beside server.ts, which stays short): the records' types
// and the decisions both modes share.
export type {
  CancelSessionForm,
  ExtraClassForm,
  Holiday,
  HolidayForm,
  MoveSessionForm,
  Session,
  Slot,
  SlotForm,
} from './schemas/timetable';
export {
  HOLIDAY_TAKEN_MESSAGE,
  cancelledByHoliday,
  cancelledSession,
  checkNoClash,
  movedSession,
  newExtraClass,
  newHoliday,
  newSlot,
  restoredAfterHoliday,
} from './operations/timetable';
export type { TimetableContext } from './operations/timetable';
export { CLASH_FIELD, addDays, clashMessage, firstClash, roomKey } from './rules/timetable';
export type { Clash } from './rules/timetable';
export type { SessionQuery } from './queries';
export type { CalendarLinkStatus, CalendarOwner, NewCalendarLink } from './definitions/calendar';
export { CALENDAR_FEED_PATH } from './definitions/calendar';
export { calendarFile } from './rules/calendar-feed';
