export { OnlineTestsPage as Component } from '@/features/online-tests-admin';
