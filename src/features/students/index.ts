// The students feature: the admin's student management screens.
export { AddStudentPage } from './admin-pages/student-management-add-page';
export { StudentDetailPage } from './admin-pages/student-management-detail-page';
export { StudentManagementPage } from './admin-pages/student-management-page';
export { StudentDashboardPage } from './student-pages/dashboard-page';
export { StudentProfilePage } from './student-pages/profile-page';
export { showIssuesBesideFields } from './admin-pages/form-issues';
