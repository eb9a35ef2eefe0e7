import type { NotificationsRef } from '../../machines/notifications.machine';
import type { NotificationKind } from '../../machines/notification';
import type { Gateway } from '../../services/gatewayError';
import type { NotificationPushes } from '../../services/notifications';
import { longLivedOnDemand, onDemand, type Area } from '../root/area';

// The list's wiring and machine load with /notification.
const screensCode = () => import('./screens');
// The badge's actor (its wiring, machine and service) loads once the first screen has settled, or with /notification.
const storeCode = () => import('./actors');

/** What the badge, the socket's pushes and /notification need of the outside world. */
export interface NotificationsServices {
  gateway: Gateway;
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

/** Notifications: the unread count and the socket's pushes (long-lived), the /notification list. */
export function notifications({ gateway, notificationPushes }: NotificationsServices) {
  return {
    actors: {
      notifications: longLivedOnDemand(
        async () => {
          const [{ notificationsLogic }, pushes] = await Promise.all([storeCode(), notificationPushes()]);
          return notificationsLogic(gateway, pushes);
        },
        { afterFirstScreen: true },
      ),
    },
    screens: {
      notificationList: onDemand(async () => (await screensCode()).notificationListScreen(gateway)),
    },
  } satisfies Area;
}
