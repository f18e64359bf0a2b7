export { TimetablePage as Component } from '@/features/timetable';
