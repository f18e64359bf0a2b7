export { StudentProfilePage as Component } from '@/features/students';
