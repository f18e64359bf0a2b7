export { AdminDashboardPage } from './admin/admin-dashboard-page';
