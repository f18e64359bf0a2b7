export { OnlineTestsDetailPage as Component } from '@/features/online-tests-admin';
