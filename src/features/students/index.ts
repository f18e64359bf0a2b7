// The students feature: the admin's student management screens.
export { AddStudentPage } from './admin/add-student-page';
export { StudentDetailPage } from './admin/student-detail-page';
export { StudentManagementPage } from './admin/student-management-page';
// The student area: the signed-in student's record, shared with every student page.
export { SignedInStudentOutlet } from './student/signed-in-student';
export type { SignedInStudentContext } from './student/signed-in-student';
export { StudentDashboardPage } from './student/student-dashboard-page';
export { StudentProfilePage } from './student/student-profile-page';
