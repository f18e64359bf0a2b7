export { AdminDashboardPage as Component } from '@/features/admin-dashboard';
