export { OnlineTestsNewPage as Component } from '@/features/online-tests-admin';
