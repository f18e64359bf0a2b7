export { MyAttendancePage as Component } from '@/features/attendance';
