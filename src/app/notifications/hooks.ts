import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { notificationListMachine } from '../../machines/notificationList.machine';
import { preload } from '../root/area';
import { useScreenActor, useStartedSystemActor, useSystemActor } from '../root/hooks';

export { listedNotifications, type Notification, type NotificationKind } from '../../machines/notification';

export type NotificationListActor = ActorRefFrom<typeof notificationListMachine>;

/** The notifications actor; a view that reads it waits (suspended) while it starts. */
export const useNotificationsActor = () => useSystemActor('notifications');
/** The badge's count: arrived since the list was last opened (none shown before the actor has started). */
export const useUnreadCount = () => useSelector(useStartedSystemActor('notifications'), (snapshot) => snapshot?.context.unread ?? 0);
export const useReceivedNotifications = () => useSelector(useNotificationsActor(), (snapshot) => snapshot.context.received);
export const useNotificationList = () => useScreenActor('notificationList', {});
/** Starts loading the list's wiring and machine (and the badge's actor, the page reads it) with the screen's own code, so they arrive together. */
export const preloadNotificationList = preload(
  () => import('./screens'),
  () => import('./actors'),
);
