// After an online test: the admin's monitor (live counts, answer key, challenges), the STSE
// candidate's response sheet and challenges, and a student's test-series results.
export { OnlineTestMonitorPage } from './admin-pages/online-tests-detail-monitor-page';
export { StseAnswerKeyPage } from './public-pages/stse-answer-key-page';
export { TestResultsPage } from './student-pages/test-results-page';
