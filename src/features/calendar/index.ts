export { CalendarCard } from './calendar-card';
export type { CalendarCardProps } from './calendar-card';
