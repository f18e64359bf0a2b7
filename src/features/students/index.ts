// The student area: the signed-in student's record, shared with every student page.
export { SignedInStudentOutlet } from './student/signed-in-student';
export type { SignedInStudentContext } from './student/signed-in-student';
export { StudentDashboardPage } from './student/student-dashboard-page';
export { StudentProfilePage } from './student/student-profile-page';
