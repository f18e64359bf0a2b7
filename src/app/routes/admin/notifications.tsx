export { AdminNotificationsPage as Component } from '@/features/notifications';
