import { fromPromise } from 'xstate';
import { notificationsMachine, type NotificationsEvent } from '../../machines/notifications.machine';
import type { NotificationsApi } from '../../services/notifications';
import { socketPushes } from '../root/area';
import { sessionChanges } from '../auth/area';

/*
 * The notifications actor (the badge's count, the socket's pushes) provided with its services: this module, the
 * machine and the service load once the first screen has settled, or with /notification (./area.ts
 * declares it on demand), so the first load of /home and /login carries none of it.
 */

export const notificationsLogic = (api: NotificationsApi) =>
  notificationsMachine.provide({
    actors: {
      sessionChanges,
      notificationPushes: socketPushes(api, (notification): NotificationsEvent => ({ type: 'notification.received', notification }), {
        type: 'notifications.connected',
      }),
      loadUnreadCount: fromPromise(({ signal }) => api.unreadCount(signal)),
      markAllRead: fromPromise(({ signal }) => api.markAllRead(signal)),
    },
  });
