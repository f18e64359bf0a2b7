// The admin's online tests before the test: the question bank and the tests built from it.
export { QuestionBankPage } from './admin-pages/question-bank-page';
export { OnlineTestsPage } from './admin-pages/online-tests-page';
export { OnlineTestsNewPage } from './admin-pages/online-tests-new-page';
export { OnlineTestsDetailPage } from './admin-pages/online-tests-detail-page';
