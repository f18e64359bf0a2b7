export { TestResultsPage as Component } from '@/features/exam-results';
