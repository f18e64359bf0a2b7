// The students feature: the admin's student management screens.
export { AddStudentPage } from './admin-pages/student-management-add-page';
export { StudentDetailPage } from './admin-pages/student-management-detail-page';
export { StudentManagementPage } from './admin-pages/student-management-page';
// The student area: the signed-in student's record, shared with every student page.
export { SignedInStudentOutlet } from './student-pages/signed-in-student';
export type { SignedInStudentContext } from './student-pages/signed-in-student';
export { StudentDashboardPage } from './student-pages/dashboard-page';
export { StudentProfilePage } from './student-pages/profile-page';
