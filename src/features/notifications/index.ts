export { NotificationBell } from './components/notification-bell';
export { NotificationsPage } from './components/notifications-page';
export { notificationsCopy } from './copy';
export { resetNotifications } from './hooks/use-notifications';
