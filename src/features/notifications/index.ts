// What the app and other features may use from notifications.
export { NotificationList } from './components/notification-list';
export type { NotificationListProps } from './components/notification-list';
export { notificationsForStudents } from './student/student-notifications';
export { StudentNotificationsPage } from './student/student-notifications-page';
export { AdminNotificationsPage } from './admin/admin-notifications-page';
