export { StudentDetailPage as Component } from '@/features/students';
