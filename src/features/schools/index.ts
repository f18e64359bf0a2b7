// What the app and other features may use from schools.
export { SchoolManagementPage } from './admin-pages/school-management-page';
export { SchoolDashboardPage } from './school-pages/dashboard-page';
export { SchoolProfilePage } from './school-pages/profile-page';
export { BulkRegistrationPage } from './school-pages/bulk-registration-page';
