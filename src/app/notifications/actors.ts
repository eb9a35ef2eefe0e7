import { notificationsMachine, type NotificationsEvent } from '../../machines/notifications.machine';
import type { Gateway } from '../../services/gatewayError';
import type { NotificationPushes } from '../../services/notifications';
import { operation, socketPushes } from '../root/area';
import { sessionChanges } from '../auth/area';

/*
 * The notifications actor (the badge's count, the socket's pushes) provided with its services: this module, the
 * machine and the service load once the first screen has settled, or with /notification (./area.ts
 * declares it on demand), so the first load of /home and /login carries none of it.
 */

export const notificationsLogic = (gateway: Gateway, pushes: NotificationPushes) =>
  notificationsMachine.provide({
    actors: {
      sessionChanges,
      notificationPushes: socketPushes(pushes, (notification): NotificationsEvent => ({ type: 'notification.received', notification }), {
        type: 'notifications.connected',
      }),
      loadUnreadCount: operation(
        gateway,
        'UnreadNotifications',
        (answer) => answer.unreadNotifications.unread,
        () => ({}),
      ),
      // Answers what is still unread.
      markAllRead: operation(
        gateway,
        'MarkNotificationsRead',
        (answer) => answer.markNotificationsRead.unread,
        () => ({}),
      ),
    },
  });
