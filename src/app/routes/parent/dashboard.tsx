export { StudentDashboardPage as Component } from '@/features/students';
