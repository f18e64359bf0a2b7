export { StseOnlineTestPage as Component } from '@/features/exam-hall';
