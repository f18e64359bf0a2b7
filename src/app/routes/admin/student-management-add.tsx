export { AddStudentPage as Component } from '@/features/students';
