export { StseOnlineTestPage } from './public-pages/stse-online-test-page';
export { StudentOnlineTestsPage } from './student-pages/online-tests-page';
