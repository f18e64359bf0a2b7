export { StudentNotificationsPage as Component } from '@/features/notifications';
