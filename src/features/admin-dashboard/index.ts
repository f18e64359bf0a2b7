export { AdminDashboardPage } from './admin-pages/dashboard-page';
