export { OnlineTestMonitorPage as Component } from '@/features/exam-results';
