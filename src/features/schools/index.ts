// What the app and other features may use from schools.
export { SchoolManagementPage } from './admin/school-management-page';
