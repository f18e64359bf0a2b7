export { CoursesPage as Component } from '@/features/public-site';
