// What the app and other features may use from staff.
export { StaffPage } from './admin-pages/staff-page';
