export { SchoolProfilePage as Component } from '@/features/schools';
