export { SchoolDashboardPage as Component } from '@/features/schools';
