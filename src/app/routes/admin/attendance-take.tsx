export { TakeAttendancePage as Component } from '@/features/attendance';
