export { StseAnswerKeyPage as Component } from '@/features/exam-results';
