export { StaffPage as Component } from '@/features/staff';
