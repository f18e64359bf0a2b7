// What the app and other features may use from notifications.
export { NotificationList } from './components/notification-list';
export type { NotificationListProps } from './components/notification-list';
export { StudentNotificationsPage } from './student-pages/notifications-page';
export { AdminNotificationsPage } from './admin-pages/notifications-page';
