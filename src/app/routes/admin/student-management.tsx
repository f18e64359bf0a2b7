export { StudentManagementPage as Component } from '@/features/students';
