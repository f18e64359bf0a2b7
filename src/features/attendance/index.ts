// What the app and other features may use from attendance.
export { AttendancePage } from './admin-pages/attendance-page';
export { TakeAttendancePage } from './admin-pages/take-attendance-page';
export { MyAttendancePage } from './student-pages/my-attendance-page';
