export { AttendancePage as Component } from '@/features/attendance';
