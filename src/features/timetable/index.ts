// What the app and other features may use from the timetable.
export { TimetablePage } from './admin-pages/timetable-page';
export { BatchTimetable } from './admin-pages/batch-timetable';
export { WeekTimetableCard } from './student-pages/week-timetable-card';
export { TodaysClassesCard } from './components/todays-classes-card';
export type { TodaysClassesCardProps } from './components/todays-classes-card';
