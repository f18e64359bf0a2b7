// What the app and other features may use from schools.
export { SchoolManagementPage } from './admin/school-management-page';
export { SignedInSchoolGate } from './school/signed-in-school';
export { SchoolDashboardPage } from './school/school-dashboard-page';
export { SchoolProfilePage } from './school/school-profile-page';
export { BulkRegistrationPage } from './school/bulk-registration-page';
