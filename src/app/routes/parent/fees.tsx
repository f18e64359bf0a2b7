export { StudentFeesPage as Component } from '@/features/fees';
