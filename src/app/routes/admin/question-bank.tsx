export { QuestionBankPage as Component } from '@/features/online-tests-admin';
