export { StudentOnlineTestsPage as Component } from '@/features/exam-hall';
