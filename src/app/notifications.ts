import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { NotificationCategory, NotificationKind } from '../machines/notification';
import type { notificationListMachine } from '../machines/notificationList.machine';
import type { NotificationsEvent, NotificationsRef } from '../machines/notifications.machine';
import type { Gateway } from '../services/gatewayError';
import type { NotificationPushes } from '../services/notifications';
import { sessionChanges } from './auth';
import { longLivedOnDemand, onDemand, operation, preload, socketPushes, type Area } from './root/area';
import { useScreenActor, useStartedSystemActor, useSystemActor } from './root/hooks';

/** What the badge, the socket's pushes and /notification need of the outside world. */
export interface NotificationsServices {
  gateway: Gateway;
  /** The list's tab is kept in the address. */
  navigate(path: string, options?: { replace?: boolean }): void;
  /** The socket's pushes: their code loads with the notifications actor. */
  notificationPushes(): Promise<NotificationPushes>;
}

/**
 * Calls `onArrival` each time the socket pushes a notification of one of `kinds` (each once, however often the
 * actor's snapshot changes; those already received before the call are not news). Answers the cleanup.
 */
export function onNotificationArrivals(
  notifications: NotificationsRef,
  kinds: ReadonlySet<NotificationKind>,
  onArrival: () => void,
): () => void {
  const known = new Set<string>();
  const news = (snapshot: ReturnType<NotificationsRef['getSnapshot']>) => {
    let arrived = false;
    for (const notification of snapshot.context.received) {
      if (known.has(notification.id)) continue;
      known.add(notification.id);
      if (kinds.has(notification.kind)) arrived = true;
    }
    return arrived;
  };
  news(notifications.getSnapshot());
  const subscription = notifications.subscribe((snapshot) => {
    if (news(snapshot)) onArrival();
  });
  return () => subscription.unsubscribe();
}

const notificationsCode = () => import('../machines/notifications.machine');
const notificationListCode = () => import('../machines/notificationList.machine');

/** Notifications: the unread count and the socket's pushes (long-lived), the /notification list. */
export function notifications({ gateway, notificationPushes, navigate }: NotificationsServices) {
  return {
    actors: {
      // The badge's machine and the pushes' service load once the first screen has settled, or with /notification.
      notifications: longLivedOnDemand(
        async () => {
          const [{ notificationsMachine }, pushes] = await Promise.all([notificationsCode(), notificationPushes()]);
          return notificationsMachine.provide({
            actors: {
              sessionChanges,
              notificationPushes: socketPushes(
                pushes,
                (notification): NotificationsEvent => ({ type: 'notification.received', notification }),
                { type: 'notifications.connected' },
              ),
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
        },
        { afterFirstScreen: true },
      ),
    },
    screens: {
      notificationList: onDemand(async () =>
        (await notificationListCode()).notificationListMachine.provide({
          actors: { loadPage: operation(gateway, 'Notifications', (answer) => answer.notifications) },
          // Replaced, not pushed: Back leaves the list rather than walking through its tabs.
          actions: { showTab: (_, category) => navigate(notificationTabPath(category), { replace: true }) },
        }),
      ),
    },
  } satisfies Area;
}

/** The address of a tab: `/notification` for ALL, `/notification?tab=money` for the others. */
export const notificationTabPath = (category: NotificationCategory) =>
  category === 'ALL' ? '/notification' : `/notification?tab=${category.toLowerCase()}`;

// The hooks the badge and /notification use.

export {
  listedNotifications,
  NOTIFICATION_CATEGORIES,
  notificationTabOf,
  type Notification,
  type NotificationCategory,
  type NotificationKind,
} from '../machines/notification';

export type NotificationListActor = ActorRefFrom<typeof notificationListMachine>;

/** The notifications actor; a view that reads it waits (suspended) while it starts. */
export const useNotificationsActor = () => useSystemActor('notifications');
/** The badge's count: arrived since the list was last opened (none shown before the actor has started). */
export const useUnreadCount = () => useSelector(useStartedSystemActor('notifications'), (snapshot) => snapshot?.context.unread ?? 0);
export const useReceivedNotifications = () => useSelector(useNotificationsActor(), (snapshot) => snapshot.context.received);
export const useNotificationList = (category: NotificationCategory) => useScreenActor('notificationList', { category });
/** Starts loading the list's machine (and the badge's, the page reads it) with the screen's own code, so they arrive together. */
export const preloadNotificationList = preload(notificationListCode, notificationsCode);
