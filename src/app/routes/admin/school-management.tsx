export { SchoolManagementPage as Component } from '@/features/schools';
